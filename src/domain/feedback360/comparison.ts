/**
 * The 360 comparison (spec 2 §2.12 and the additions), computed from completed raters only, after
 * the anonymity plan (anonymity.ts) decided which groups may be shown. Every surface — the API, the web
 * page, the PDF — shows this one object, so no surface can show more than another.
 */
import { FACETS, TRAITS, facetOf, type FacetKey, type Trait } from "../psychometrics/facets.ts";
import { traitPolarity } from "../psychometrics/bands.ts";
import { planGroups, reportableRelationships, type GroupKey, type GroupPlan } from "./anonymity.ts";
import { meanScores, scoreObserver, type KeyedItem, type ScaleScores } from "./scoring.ts";
import { RELATIONSHIPS, type Relationship } from "./relationships.ts";

/** A rater's progress: invited (link sent), in progress (answered something), completed, declined. */
export type RaterStatus = "invited" | "in_progress" | "completed" | "declined";

/** Spec 2 §9 gap labels, by the absolute self − others difference on the 0–100 scale. */
export type GapLabel = "Aligned" | "Small Gap" | "Moderate Gap" | "Large Gap";

/** Spec 2 §9: under 5 Aligned; under 10 Small Gap; under 20 Moderate Gap; else Large Gap. */
export function gapLabel(gap: number): GapLabel {
  const a = Math.abs(gap);
  if (a < 5) return "Aligned";
  if (a < 10) return "Small Gap";
  if (a < 20) return "Moderate Gap";
  return "Large Gap";
}

/**
 * Variance of the uniform ("no agreement") null distribution on an A-point scale, (A² − 1) / 12: 2 on the
 * 5-point scale (James, Demaree & Wolf 1984, Journal of Applied Psychology 69, 85–98).
 */
export const UNIFORM_NULL_VARIANCE_5 = (5 * 5 - 1) / 12;

/**
 * rwg(J), within-group agreement over J parallel items (the comparison computes it per trait, J = 24, and
 * per facet, J = 4; over all 120 items it would overstate agreement) (James, Demaree & Wolf 1984):
 * J(1 − s̄²/σ²E) / (J(1 − s̄²/σ²E) + s̄²/σ²E), with s̄² the mean of the items' sample variances across the
 * group's raters and σ²E = 2. When s̄² ≥ σ²E agreement is no better than chance and rwg(J) is set to 0 (the
 * usual truncation, LeBreton & Senter 2008, Organizational Research Methods 11, 815–852). Null with fewer
 * than 2 raters or no item answered by 2.
 */
export function rwgJ(answersByRater: readonly (readonly (number | null)[])[], itemIndexes: readonly number[]): number | null {
  if (answersByRater.length < 2) return null;
  const variances: number[] = [];
  for (const i of itemIndexes) {
    const xs = answersByRater.map((a) => a[i]).filter((x): x is number => x !== null && x !== undefined);
    if (xs.length < 2) continue;
    const m = xs.reduce((s, x) => s + x, 0) / xs.length;
    variances.push(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
  }
  if (!variances.length) return null;
  const J = variances.length;
  const ratio = variances.reduce((s, v) => s + v, 0) / J / UNIFORM_NULL_VARIANCE_5;
  if (ratio >= 1) return 0;
  const r = (J * (1 - ratio)) / (J * (1 - ratio) + ratio);
  return Math.round(r * 100) / 100;
}

/** Two raters of a group this many points apart (or more) on one item flag it. */
export const DISAGREEMENT_POINTS = 3;

/** A gap counts as a blind spot or hidden strength when it exceeds a third of the scale range (0–100). */
export const NOTABLE_GAP = 100 / 3;
/** How many blind spots and hidden strengths are listed. */
export const NOTABLE_GAPS_LISTED = 5;

export type RaterInput = {
  relationship: Relationship;
  status: RaterStatus;
  /** Vouched for by someone other than the subject (anonymity.ts `vouchedFor`): only then counted towards a group's minimum. */
  counted: boolean;
  values: readonly (number | null)[];
  comments: { strengths: string; improvements: string; additional: string };
};

export type ScaleRow<K extends string> = {
  key: K;
  self: number | null;
  /** Scores of the shown groups. */
  groups: Partial<Record<GroupKey, number | null>>;
  /** The mean of every rater in a shown group (each rater once). */
  others: number | null;
  /** self − others, or null when either is missing. */
  gap: number | null;
  gapLabel: GapLabel | null;
};

export type NotableGap = { facet: FacetKey; trait: Trait; self: number; others: number; gap: number };

export type Feedback = { strengths: string[]; improvements: string[]; additional: string[] };

/**
 * Rater agreement within one shown group: rwg(J) per trait (J = 24 items) and per facet (J = 4), never over
 * all 120 items (with J that large even near-chance agreement reads above .9). Null where the group has fewer
 * than 2 raters or fewer counted raters than the minimum (then no item is flagged either), so a spread never
 * rests on a group too small to be anonymous.
 */
export type Agreement = {
  group: GroupKey;
  raters: number;
  traits: Record<Trait, number | null>;
  facets: Record<FacetKey, number | null>;
  /** Items where the group's raters answered DISAGREEMENT_POINTS or more apart (max − min), in item order. */
  flags: { item: number; facet: FacetKey; spread: number }[];
};

export type Comparison = {
  /** Per relationship: raters nominated (any status), completed, declined. */
  counts: Record<Relationship, { completed: number; invited: number; declined: number }>;
  groups: GroupPlan[];
  traits: ScaleRow<Trait>[];
  facets: (ScaleRow<FacetKey> & { trait: Trait })[];
  agreement: Agreement[];
  blindSpots: NotableGap[];
  hiddenStrengths: NotableGap[];
  feedback: { anonymous: Feedback; manager: Feedback | null };
};

/** FNV-1a, for an order of written feedback that depends on the words and the project, never on who wrote when. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Written comments pooled and shuffled (a stable order from the text and `seed`), blanks dropped, undated. */
export function poolFeedback(comments: readonly RaterInput["comments"][], seed: string): Feedback {
  const pick = (k: keyof Feedback) =>
    comments
      .map((c) => c[k].trim())
      .filter((t) => t.length > 0)
      .map((t) => ({ t, h: hash(`${seed}\u001f${t}`) }))
      .sort((a, b) => a.h - b.h || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0))
      .map((x) => x.t);
  return { strengths: pick("strengths"), improvements: pick("improvements"), additional: pick("additional") };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The comparison for a subject's self scores and their raters, under the group minimum. */
export function compare(o: { items: readonly KeyedItem[]; self: ScaleScores | null; raters: readonly RaterInput[]; minimum: number; seed: string }): Comparison {
  const counts = Object.fromEntries(RELATIONSHIPS.map((r) => [r, { completed: 0, invited: 0, declined: 0 }])) as Comparison["counts"];
  const done = o.raters.filter((r) => r.status === "completed");
  for (const r of o.raters) {
    counts[r.relationship].invited++;
    if (r.status === "completed") counts[r.relationship].completed++;
    if (r.status === "declined") counts[r.relationship].declined++;
  }
  const counted = Object.fromEntries(RELATIONSHIPS.map((r) => [r, done.filter((x) => x.counted && x.relationship === r).length]));
  const plans = planGroups(counted, o.minimum);
  const reportable = reportableRelationships(plans);
  const shown = plans.filter((p) => p.shown);
  const scored = done.filter((r) => reportable.has(r.relationship)).map((r) => ({ r, s: scoreObserver(o.items, r.values) }));
  const groupScores = new Map<GroupKey, ScaleScores>(shown.map((p) => [p.key, meanScores(scored.filter((x) => p.members.includes(x.r.relationship)).map((x) => x.s))]));
  const others = scored.length ? meanScores(scored.map((x) => x.s)) : null;

  const row = <K extends string>(key: K, pickScore: (s: ScaleScores) => number | null): ScaleRow<K> => {
    const self = o.self ? pickScore(o.self) : null;
    const oth = others ? pickScore(others) : null;
    const gap = self !== null && oth !== null ? round1(self - oth) : null;
    return {
      key,
      self,
      groups: Object.fromEntries([...groupScores].map(([g, s]) => [g, pickScore(s)])),
      others: oth,
      gap,
      gapLabel: gap === null ? null : gapLabel(gap),
    };
  };
  const traits = TRAITS.map((t) => row(t, (s) => s.traits[t]));
  const facets = FACETS.map((f) => ({ ...row(f.key, (s) => s.facets[f.key]), trait: f.trait }));

  const itemFacet = o.items.map((it, i) => {
    const f = facetOf(it.domain, it.facet);
    if (!f) throw new Error(`observer item ${i}: unknown facet ${it.domain}${it.facet}`);
    return f;
  });
  const itemsWhere = (keep: (f: (typeof itemFacet)[number]) => boolean) => itemFacet.flatMap((f, i) => (keep(f) ? [i] : []));
  const traitItems = Object.fromEntries(TRAITS.map((t) => [t, itemsWhere((f) => f.trait === t)])) as Record<Trait, number[]>;
  const facetItems = Object.fromEntries(FACETS.map((x) => [x.key, itemsWhere((f) => f.key === x.key)])) as Record<FacetKey, number[]>;
  const agreement = shown.map((p): Agreement => {
    const answers = scored.filter((x) => p.members.includes(x.r.relationship)).map((x) => x.r.values);
    // a group shown by name below the minimum (the manager) gets no index and no flags: a spread of two is their answers
    const eligible = answers.length >= 2 && p.count >= o.minimum;
    const flags: Agreement["flags"] = [];
    if (eligible)
      itemFacet.forEach((f, i) => {
        const xs = answers.map((a) => a[i]).filter((x): x is number => x !== null && x !== undefined);
        if (xs.length < 2) return;
        const spread = Math.max(...xs) - Math.min(...xs);
        if (spread >= DISAGREEMENT_POINTS) flags.push({ item: i, facet: f.key, spread });
      });
    const rwg = (items: readonly number[]) => (eligible ? rwgJ(answers, items) : null);
    return {
      group: p.key,
      raters: answers.length,
      traits: Object.fromEntries(TRAITS.map((t) => [t, rwg(traitItems[t])])) as Record<Trait, number | null>,
      facets: Object.fromEntries(FACETS.map((f) => [f.key, rwg(facetItems[f.key])])) as Record<FacetKey, number | null>,
      flags,
    };
  });

  const notable = facets.flatMap((f): (NotableGap & { desirable: number })[] => {
    if (f.gap === null || f.self === null || f.others === null) return [];
    // positive: self sees more of the desirable end than others do (a blind spot); negative: a hidden strength
    const desirable = traitPolarity(f.trait) === "high" ? f.gap : -f.gap;
    return Math.abs(desirable) > NOTABLE_GAP ? [{ facet: f.key, trait: f.trait, self: f.self, others: f.others, gap: f.gap, desirable }] : [];
  });
  const strip = ({ desirable: _d, ...g }: NotableGap & { desirable: number }): NotableGap => g;
  const blindSpots = notable
    .filter((g) => g.desirable > 0)
    .sort((a, b) => b.desirable - a.desirable)
    .slice(0, NOTABLE_GAPS_LISTED)
    .map(strip);
  const hiddenStrengths = notable
    .filter((g) => g.desirable < 0)
    .sort((a, b) => a.desirable - b.desirable)
    .slice(0, NOTABLE_GAPS_LISTED)
    .map(strip);

  const anonymous = poolFeedback(
    scored.filter((x) => x.r.relationship !== "manager").map((x) => x.r.comments),
    o.seed,
  );
  const managers = scored.filter((x) => x.r.relationship === "manager").map((x) => x.r.comments);
  return {
    counts,
    groups: plans,
    traits,
    facets,
    agreement,
    blindSpots,
    hiddenStrengths,
    feedback: { anonymous, manager: managers.length ? poolFeedback(managers, o.seed) : null },
  };
}

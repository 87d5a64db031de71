import { describe, expect, it } from "vitest";
import { getQuestions } from "@bigfive-org/questions";
import { FIRST_PERSON, thirdPersonVerb, toThirdPerson } from "./third-person.ts";
import { planGroups, reportableRelationships, subjectMaySeeProgress, vouchedFor } from "./anonymity.ts";
import { compare, gapLabel, poolFeedback, rwgJ, NOTABLE_GAP } from "./comparison.ts";
import { checkRater, shortGroups } from "./nomination.ts";
import { requesterName, templateFor } from "./email-templates.ts";
import { pomp, scoreObserver } from "./scoring.ts";
import { mulberry32, intBetween } from "../simulation/prng.ts";
import type { DomainLetter, Keyed } from "../psychometrics/scale-types.ts";
import { FACETS, TRAIT_OF_DOMAIN, TRAITS } from "../psychometrics/facets.ts";

const ITEMS = getQuestions("en").map((q) => ({ id: q.id, text: q.text, domain: q.domain as DomainLetter, facet: q.facet, keyed: q.keyed as Keyed }));

describe("third-person items (IPIP's conversion rules)", () => {
  it("converts every IPIP-NEO-120 item: no first-person word is left and the initial verb changes", () => {
    for (const item of ITEMS) {
      const out = toThirdPerson(item.text);
      expect(out, item.text).not.toMatch(FIRST_PERSON);
      expect(out).not.toBe(item.text);
    }
  });

  it("follows the published examples and exceptions", () => {
    const cases: [string, string][] = [
      ["Am a rebel.", "Is a rebel."],
      ["Cry easily.", "Cries easily."],
      ["Follow orders.", "Follows orders."],
      ["Let things go.", "Lets things go."],
      ["Worry about things", "Worries about things"],
      ["Do not like poetry", "Does not like poetry"],
      ["Don't understand people who get emotional", "Doesn't understand people who get emotional"],
      ["Have a vivid imagination", "Has a vivid imagination"],
      ["Try to lead others", "Tries to lead others"],
      ["Rush into things", "Rushes into things"],
      ["Go on binges", "Goes on binges"],
      ["Often feel blue", "Often feels blue"],
      ["Keep my promises", "Keeps his/her promises"],
      ["Dislike myself", "Dislikes himself/herself"],
      ["Do more than what's expected of me", "Does more than what's expected of him/her"],
      ["Excel in what I do", "Excels in what he/she does"],
      ["Prefer to stick with things that I know", "Prefers to stick with things that he/she knows"],
      ["Believe that I am better than others", "Believes that he/she is better than others"],
      ["Feel that I'm unable to deal with things", "Feels that he/she is unable to deal with things"],
    ];
    for (const [first, third] of cases) expect(toThirdPerson(first)).toBe(third);
    expect(thirdPersonVerb("Carry")).toBe("Carries");
    expect(thirdPersonVerb("Obey")).toBe("Obeys");
  });
});

describe("anonymity plan", () => {
  it("shows the manager by name with one rater and anonymous groups only from the minimum", () => {
    const plan = planGroups({ manager: 1, peer: 3, direct_report: 2 }, 3);
    const by = Object.fromEntries(plan.map((p) => [p.key, p]));
    expect(by.manager).toMatchObject({ shown: true, count: 1 });
    expect(by.peer).toMatchObject({ shown: true, count: 3 });
    expect(by.direct_report).toMatchObject({ shown: false, reason: "not_enough_responses" });
    expect(by.others).toMatchObject({ shown: false, count: 2 });
    // All raters would be manager + peers + the hidden direct reports: with the manager and peers shown it would reveal them
    expect(by.all).toMatchObject({ shown: false, reason: "would_reveal_hidden_group", count: 6 });
    expect([...reportableRelationships(plan)].sort()).toEqual(["manager", "peer"]);
  });

  it("merges small groups into Others when together they reach the minimum; All raters needs 4", () => {
    const merged = planGroups({ manager: 1, peer: 2, direct_report: 2 }, 3);
    expect(merged.filter((p) => p.shown).map((p) => p.key)).toEqual(["manager", "others", "all"]);
    expect(merged.find((p) => p.key === "peer")!.reason).toBe("merged_into_others");
    const three = planGroups({ manager: 1, peer: 1, other: 1 }, 3);
    expect(three.find((p) => p.key === "others")).toMatchObject({ shown: false, count: 2 });
    expect(three.find((p) => p.key === "all")).toMatchObject({ shown: false, reason: "not_enough_responses" });
    const exactlyFour = planGroups({ manager: 1, peer: 3 }, 3);
    expect(exactlyFour.find((p) => p.key === "all")!.shown).toBe(true);
    expect(planGroups({ peer: 3 }, 3).find((p) => p.key === "all")!.shown).toBe(false);
    // a larger minimum
    expect(
      planGroups({ peer: 4, direct_report: 5 }, 5)
        .filter((p) => p.shown)
        .map((p) => p.key),
    ).toEqual(["direct_report"]);
  });

  it("never shows a group below the minimum, for every count combination", () => {
    for (let m = 3; m <= 5; m++)
      for (let mg = 0; mg <= 2; mg++)
        for (let p = 0; p <= 6; p++)
          for (let d = 0; d <= 6; d++)
            for (let o = 0; o <= 3; o++) {
              const plan = planGroups({ manager: mg, peer: p, direct_report: d, other: o }, m);
              for (const g of plan) if (g.shown && g.key !== "manager" && g.key !== "all") expect(g.count).toBeGreaterThanOrEqual(m);
              const all = plan.find((g) => g.key === "all")!;
              const shownRaters =
                plan.filter((g) => g.shown && g.key !== "all" && g.key !== "others").reduce((s, g) => s + g.count, 0) +
                (plan.find((g) => g.key === "others" && g.shown)?.count ?? 0);
              if (all.shown) expect(shownRaters).toBe(mg + p + d + o);
            }
  });
});

describe("comparison rules", () => {
  it("labels gaps at the spec's boundaries (absolute difference)", () => {
    expect([0, 4.9, -4.9, 5, 9.9, -10, 19.9, 20, -35].map(gapLabel)).toEqual([
      "Aligned",
      "Aligned",
      "Aligned",
      "Small Gap",
      "Small Gap",
      "Moderate Gap",
      "Moderate Gap",
      "Large Gap",
      "Large Gap",
    ]);
  });

  it("rwg(J): 1 for identical raters, 0 at or beyond the uniform null, the formula in between", () => {
    expect(
      rwgJ(
        [
          [3, 4, 2],
          [3, 4, 2],
        ],
        [0, 1, 2],
      ),
    ).toBe(1);
    expect(
      rwgJ(
        [
          [1, 1],
          [5, 5],
        ],
        [0, 1],
      ),
    ).toBe(0);
    // one item, variance 0.5 → 1 − 0.25 = .75 for J = 1
    expect(rwgJ([[3], [4]], [0])).toBe(0.75);
    // J = 4 with s̄² = 0.5: 4(.75) / (4(.75) + .25) = .92
    expect(
      rwgJ(
        [
          [3, 3, 3, 3],
          [4, 4, 4, 4],
        ],
        [0, 1, 2, 3],
      ),
    ).toBe(0.92);
    expect(rwgJ([[3]], [0])).toBeNull();
  });

  it("scores observers on the real keys (minus-keyed items reversed) as POMP", () => {
    const allFive = scoreObserver(
      ITEMS,
      ITEMS.map(() => 5),
    );
    // 5 on every item: plus-keyed count 5, minus-keyed 1, so a trait's POMP is its share of plus-keyed items
    const plusShare = (d: string) => ITEMS.filter((i) => i.domain === d && i.keyed === "plus").length / 24;
    expect(allFive.traits.neuroticism).toBeCloseTo(pomp(1 + 4 * plusShare("N")), 5);
    expect(pomp(1)).toBe(0);
    expect(pomp(5)).toBe(100);
    expect(pomp(3)).toBe(50);
  });

  it("blind spots and hidden strengths read towards the desirable end and need more than a third of the scale", () => {
    const rng = mulberry32(9);
    const self = scoreObserver(
      ITEMS,
      ITEMS.map(() => intBetween(rng, 1, 5)),
    );
    const raters = ["peer", "peer", "peer"].map(() => ({
      relationship: "peer" as const,
      status: "completed" as const,
      counted: true,
      values: ITEMS.map(() => intBetween(rng, 1, 5)),
      comments: { strengths: "", improvements: "", additional: "" },
    }));
    const c = compare({ items: ITEMS, self, raters, minimum: 3, seed: "s" });
    for (const g of [...c.blindSpots, ...c.hiddenStrengths]) expect(Math.abs(g.gap)).toBeGreaterThan(NOTABLE_GAP);
    for (const g of c.blindSpots) expect(g.trait === "neuroticism" ? g.gap < 0 : g.gap > 0).toBe(true);
    for (const g of c.hiddenStrengths) expect(g.trait === "neuroticism" ? g.gap > 0 : g.gap < 0).toBe(true);
    expect(c.blindSpots.length).toBeLessThanOrEqual(5);
    // every facet gap that qualifies is listed (up to five each)
    const desirable = (f: (typeof c.facets)[number]) => (f.trait === "neuroticism" ? -f.gap! : f.gap!);
    const withGap = c.facets.filter((f) => f.gap !== null);
    expect(withGap.length).toBe(30);
    expect(c.blindSpots.length).toBe(Math.min(5, withGap.filter((f) => desirable(f) > NOTABLE_GAP).length));
    expect(c.hiddenStrengths.length).toBe(Math.min(5, withGap.filter((f) => desirable(f) < -NOTABLE_GAP).length));
    expect(c.blindSpots.length + c.hiddenStrengths.length).toBeGreaterThan(0);
  });

  it("only completed raters count, and written feedback comes only from shown groups, pooled and undated", () => {
    const v = ITEMS.map(() => 3);
    const c = (s: string) => ({ strengths: s, improvements: "", additional: "" });
    const out = compare({
      items: ITEMS,
      self: null,
      minimum: 3,
      seed: "p",
      raters: [
        { relationship: "peer", status: "completed", counted: true, values: v, comments: c("p1") },
        { relationship: "peer", status: "completed", counted: true, values: v, comments: c("p2") },
        { relationship: "peer", status: "completed", counted: true, values: v, comments: c("p3") },
        { relationship: "peer", status: "in_progress", counted: true, values: v, comments: c("unfinished") },
        { relationship: "direct_report", status: "completed", counted: true, values: v, comments: c("lone report") },
        { relationship: "manager", status: "completed", counted: true, values: v, comments: c("boss") },
      ],
    });
    expect(out.counts.peer).toEqual({ completed: 3, invited: 4, declined: 0 });
    expect(out.feedback.anonymous.strengths.sort()).toEqual(["p1", "p2", "p3"]);
    expect(out.feedback.manager!.strengths).toEqual(["boss"]);
    expect(poolFeedback([c("a"), c("b"), c("c")], "x").strengths.sort()).toEqual(["a", "b", "c"]);
  });
});

/** rwg(J) by hand: plain loops over the raters' raw answers, uniform null variance (5² − 1) / 12 = 2, truncated at 0. */
function handRwg(answers: number[][], items: number[]): number {
  let sum = 0;
  for (const i of items) {
    let m = 0;
    for (const a of answers) m += a[i];
    m /= answers.length;
    let ss = 0;
    for (const a of answers) ss += (a[i] - m) * (a[i] - m);
    sum += ss / (answers.length - 1);
  }
  const ratio = sum / items.length / 2;
  if (ratio >= 1) return 0;
  const J = items.length;
  return Math.round(((J * (1 - ratio)) / (J * (1 - ratio) + ratio)) * 100) / 100;
}

const peerRaters = (answers: number[][]) =>
  answers.map((values) => ({
    relationship: "peer" as const,
    status: "completed" as const,
    counted: true,
    values,
    comments: { strengths: "", improvements: "", additional: "" },
  }));

describe("rater agreement per trait and facet (rwg(J), James, Demaree & Wolf 1984)", () => {
  it("per trait (J = 24) and per facet (J = 4) match a hand computation on random answers from 3 raters, and the flagged items too", () => {
    const rng = mulberry32(2024);
    // raters who lean the same way on each item but not always: a shared tendency plus noise
    const base = ITEMS.map(() => intBetween(rng, 1, 5));
    const answers = [0, 1, 2].map(() => base.map((b) => Math.max(1, Math.min(5, b + intBetween(rng, -2, 2)))));
    const c = compare({ items: ITEMS, self: null, raters: peerRaters(answers), minimum: 3, seed: "s" });
    const a = c.agreement.find((x) => x.group === "peer")!;
    expect(a.raters).toBe(3);
    for (const t of TRAITS) {
      const items: number[] = [];
      for (let i = 0; i < ITEMS.length; i++) if (TRAIT_OF_DOMAIN[ITEMS[i].domain] === t) items.push(i);
      expect(items.length).toBe(24);
      expect(a.traits[t], t).toBe(handRwg(answers, items));
    }
    for (const f of FACETS) {
      const items: number[] = [];
      for (let i = 0; i < ITEMS.length; i++) if (ITEMS[i].domain === f.domain && ITEMS[i].facet === f.number) items.push(i);
      expect(items.length).toBe(4);
      expect(a.facets[f.key], f.key).toBe(handRwg(answers, items));
    }
    // the values are not all the same: some facets agree better than others
    expect(new Set(Object.values(a.facets)).size).toBeGreaterThan(3);
    const flagged: { item: number; facet: string; spread: number }[] = [];
    for (let i = 0; i < ITEMS.length; i++) {
      let lo = 5;
      let hi = 1;
      for (const x of answers) {
        lo = Math.min(lo, x[i]);
        hi = Math.max(hi, x[i]);
      }
      const f = FACETS.find((x) => x.domain === ITEMS[i].domain && x.number === ITEMS[i].facet)!;
      if (hi - lo >= 3) flagged.push({ item: i, facet: f.key, spread: hi - lo });
    }
    expect(flagged.length).toBeGreaterThan(0);
    expect(a.flags).toEqual(flagged);
  });

  it("three peers who read .99 over all 120 items (J = 120) while 24 items are 4 points apart: that trait reads 0 and no 120-item index is given", () => {
    const rng = mulberry32(31);
    const answers: number[][] = [[], [], []];
    for (let i = 0; i < ITEMS.length; i++) {
      if (ITEMS[i].domain === "A") {
        // Strongly Disagree, Neutral, Strongly Agree (in a random order): the raters disagree completely
        const order = [1, 3, 5].sort(() => rng() - 0.5);
        for (let r = 0; r < 3; r++) answers[r].push(order[r]);
      } else {
        const b = intBetween(rng, 2, 4);
        const odd = intBetween(rng, 0, 2);
        for (let r = 0; r < 3; r++) answers[r].push(r === odd ? b + (rng() < 0.5 ? -1 : 1) : b);
      }
    }
    const all: number[] = [];
    for (let i = 0; i < ITEMS.length; i++) all.push(i);
    expect(handRwg(answers, all)).toBeGreaterThanOrEqual(0.99);
    const a = compare({ items: ITEMS, self: null, raters: peerRaters(answers), minimum: 3, seed: "s" }).agreement.find((x) => x.group === "peer")!;
    expect(a).not.toHaveProperty("rwg");
    expect(a.traits.agreeableness).toBe(0);
    for (const f of FACETS.filter((x) => x.trait === "agreeableness")) expect(a.facets[f.key]).toBe(0);
    for (const t of TRAITS.filter((x) => x !== "agreeableness")) expect(a.traits[t]!).toBeGreaterThan(0.9);
    expect(a.flags.length).toBe(24);
    expect(a.flags.every((f) => ITEMS[f.item].domain === "A" && f.spread === 4)).toBe(true);
  });

  it("no index and no flagged items for a group below the minimum (two managers, shown by name) or with one rater", () => {
    const rng = mulberry32(5);
    const managers = [0, 1].map(() => ({
      relationship: "manager" as const,
      status: "completed" as const,
      counted: true,
      values: ITEMS.map(() => intBetween(rng, 1, 5)),
      comments: { strengths: "", improvements: "", additional: "" },
    }));
    const c = compare({ items: ITEMS, self: null, raters: managers, minimum: 3, seed: "s" });
    const a = c.agreement.find((x) => x.group === "manager")!;
    expect(a.raters).toBe(2);
    expect(Object.values(a.traits).every((x) => x === null)).toBe(true);
    expect(Object.values(a.facets).every((x) => x === null)).toBe(true);
    expect(a.flags).toEqual([]);
  });
});

describe("anonymity against the subject: only raters someone else vouched for count", () => {
  const subject = "subject-id";
  it("a rater counts when someone other than the subject nominated or approved them; an unknown person vouches for nobody", () => {
    expect(vouchedFor({ nominatedBy: "manager-id", approvedBy: "manager-id" }, subject)).toBe(true);
    expect(vouchedFor({ nominatedBy: subject, approvedBy: "admin-id" }, subject)).toBe(true);
    expect(vouchedFor({ nominatedBy: "admin-id", approvedBy: null }, subject)).toBe(true);
    // the subject's own nomination, approved by nobody else (as auto-approved nominations before this rule)
    expect(vouchedFor({ nominatedBy: subject, approvedBy: null }, subject)).toBe(false);
    expect(vouchedFor({ nominatedBy: subject, approvedBy: subject }, subject)).toBe(false);
    expect(vouchedFor({ nominatedBy: null, approvedBy: null }, subject)).toBe(false);
  });

  it("one real peer and two neutral puppets: the peer group is withheld, the peer's answers and comment are not shown", () => {
    const rng = mulberry32(77);
    const peer = ITEMS.map(() => intBetween(rng, 1, 5));
    const neutral = ITEMS.map(() => 3);
    const c = (s: string) => ({ strengths: s, improvements: s, additional: "" });
    const out = compare({
      items: ITEMS,
      self: null,
      minimum: 3,
      seed: "attack",
      raters: [
        { relationship: "peer", status: "completed", counted: true, values: peer, comments: c("PEER SECRET") },
        { relationship: "peer", status: "completed", counted: false, values: neutral, comments: c("") },
        { relationship: "peer", status: "completed", counted: false, values: neutral, comments: c("") },
      ],
    });
    expect(out.groups.find((g) => g.key === "peer")).toMatchObject({ shown: false, count: 1, reason: "not_enough_responses" });
    expect(out.groups.filter((g) => g.shown)).toEqual([]);
    expect(out.facets.every((f) => Object.keys(f.groups).length === 0 && f.others === null)).toBe(true);
    expect(JSON.stringify(out.feedback)).not.toContain("PEER SECRET");
    // the same raters all vouched for make a shown group (the rule changes only who counts)
    const vouched = compare({
      items: ITEMS,
      self: null,
      minimum: 3,
      seed: "attack",
      raters: [peer, neutral, neutral].map((values) => ({ relationship: "peer" as const, status: "completed" as const, counted: true, values, comments: c("") })),
    });
    expect(vouched.groups.find((g) => g.key === "peer")).toMatchObject({ shown: true, count: 3 });
  });

  it("unvouched raters join a group's mean only when enough vouched raters make it shown", () => {
    const c = { strengths: "", improvements: "", additional: "" };
    const raters = [1, 2, 3, 4].map((v, i) => ({ relationship: "peer" as const, status: "completed" as const, counted: i < 3, values: ITEMS.map(() => v), comments: c }));
    const out = compare({ items: ITEMS, self: null, minimum: 3, seed: "s", raters });
    expect(out.groups.find((g) => g.key === "peer")).toMatchObject({ shown: true, count: 3 });
    expect(out.agreement.find((a) => a.group === "peer")!.raters).toBe(4);
  });

  it("the subject sees overall progress only once the minimum have finished", () => {
    expect(subjectMaySeeProgress(2, 3)).toBe(false);
    expect(subjectMaySeeProgress(3, 3)).toBe(true);
    expect(subjectMaySeeProgress(4, 5)).toBe(false);
  });
});

describe("nominations and invitations", () => {
  it("checks the form with the spec's messages", () => {
    expect(checkRater({ name: " ", email: "", relationship: "peer" }, [])).toEqual({ name: "nameRequired", email: "emailRequired" });
    expect(checkRater({ name: "A", email: "a@b", relationship: "peer" }, []).email).toBe("emailInvalid");
    expect(checkRater({ name: "A", email: "A@B.com", relationship: "peer" }, ["a@b.com"]).email).toBe("emailDuplicate");
    expect(checkRater({ name: "A", email: "a@b.com", relationship: "other", customRelationship: " " }, []).customRelationship).toBe("relationshipRequired");
    expect(checkRater({ name: "A", email: "a@b.com", relationship: "other", customRelationship: "Client" }, [])).toEqual({});
  });

  it("warns about groups that cannot reach the minimum, saying whether they would merge", () => {
    expect(shortGroups({ peer: 2, direct_report: 1, manager: 1 }, 3)).toEqual([
      { relationship: "peer", named: 2, minimum: 3, mergeable: true },
      { relationship: "direct_report", named: 1, minimum: 3, mergeable: true },
    ]);
    expect(shortGroups({ peer: 1, direct_report: 3 }, 3)).toEqual([{ relationship: "peer", named: 1, minimum: 3, mergeable: false }]);
  });

  it("chooses the template by relationship: peers the peer one, managers the manager one, everyone else the default", () => {
    expect([templateFor("peer"), templateFor("manager"), templateFor("direct_report"), templateFor("other")]).toEqual(["peer", "manager", "default", "default"]);
  });

  it("names who asked: the project's creator, or nobody when the subject asked themselves", () => {
    expect(requesterName({ id: "u-admin", name: "Alex Admin" }, "u-morgan")).toBe("Alex Admin");
    expect(requesterName({ id: "u-morgan", name: "Morgan Manager" }, "u-morgan")).toBeNull();
    expect(requesterName({ id: null, name: null }, "u-morgan")).toBeNull();
  });
});

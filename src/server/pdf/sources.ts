/**
 * What the report cites: the item sources, norms and scales behind a result. The wording follows
 * src/domain/psychometrics/data/README.md (where each figure and item was found); the scales listed are
 * the ones the assessment type actually asks, read from the instrument catalog.
 */
import { itemsForType } from "../../instruments/catalog.ts";
import { LABEL_THRESHOLDS, STANINE_CUTOFFS } from "../../domain/psychometrics/bands.ts";
import { hasScale, IPIP_NEO_120_BANK, scaleInfo } from "../../domain/psychometrics/scales.ts";
import type { ScoreResult } from "../../domain/psychometrics/result-types.ts";

/** One cited source: a short title and its full text. */
export interface Citation {
  readonly title: string;
  readonly text: string;
}

/** The published scales of an item bank that an assessment type asks. */
export interface ScalesOfBank {
  readonly bank: string;
  readonly title: string;
  readonly scales: readonly string[];
}

const BANK_TITLES: Readonly<Record<string, string>> = {
  [IPIP_NEO_120_BANK]: "IPIP-NEO-120 facet scales (Johnson 2014)",
  "catpd-sf-v1.1": "CAT-PD-SF v1.1 scales (Simms et al.)",
  "barchard-2001": "IPIP emotional-intelligence scales (Barchard 2001)",
  "ipip-leadership": "Other IPIP scales (ipip.ori.org)",
};

const scalesCache = new Map<string, ScalesOfBank[]>();

/** The scales an assessment type asks, grouped by item bank (IPIP-NEO-120 first); [] for an unknown type. */
export function scalesUsed(typeId: string): ScalesOfBank[] {
  const cached = scalesCache.get(typeId);
  if (cached) return cached;
  let ids: string[];
  try {
    ids = [...new Set(itemsForType(typeId).flatMap((i) => i.scales.map((s) => s.scale)))].filter(hasScale);
  } catch {
    return [];
  }
  const byBank = new Map<string, string[]>();
  for (const id of ids) {
    const s = scaleInfo(id);
    // For the mixed IPIP scales the published name says which instrument each analogues and carries its
    // alpha and any caveat; the other banks are named in their title, so the short label suffices.
    const name = s.bank === "ipip-leadership" ? (s.published?.name ?? s.label) : s.label;
    byBank.set(s.bank, [...(byBank.get(s.bank) ?? []), name]);
  }
  const out = [...byBank.entries()]
    .sort(([a], [b]) => (a === IPIP_NEO_120_BANK ? -1 : b === IPIP_NEO_120_BANK ? 1 : a.localeCompare(b)))
    .map(([bank, scales]) => ({ bank, title: BANK_TITLES[bank] ?? bank, scales }));
  scalesCache.set(typeId, out);
  return out;
}

/** The sources behind this score, in reading order; item banks the assessment did not ask are not cited. */
export function citationsFor(score: ScoreResult): Citation[] {
  const asked = new Set(scalesUsed(score.typeId).map((b) => b.bank));
  // An unknown type (no catalog entry) falls back to the sections present in the score.
  const uses = (bank: string, section: unknown) => (asked.size ? asked.has(bank) : Boolean(section));
  const out: Citation[] = [
    {
      title: "Big Five items",
      text:
        "The IPIP-NEO-120: Johnson, J. A. (2014). Measuring thirty facets of the Five Factor Model with a 120-item public domain inventory: " +
        "Development of the IPIP-NEO-120. Journal of Research in Personality, 51, 78-89. Items from the International Personality Item Pool " +
        "(ipip.ori.org), loaded from the npm package @bigfive-org/questions (MIT). Facet names follow the NEO PI-R; each maps to an IPIP-NEO-120 facet code.",
    },
    {
      title: "Big Five norms",
      text:
        `John A. Johnson's IPIP-NEO-120 raw-score norms (domain 24-120, facet 4-20) for eight sex × age groups, as ported in NeuroQuestAi/five-factor-e ipipneo/norm.py @618c85f (MIT; credits J. A. Johnson and D. Kholia). ` +
        `This result used the group "${score.normGroup.label}"${score.normGroup.pooled ? " (pooled, because sex or age was not given)" : ""}. ` +
        `Percentiles are kept within 1-99. Labels: ${LABEL_THRESHOLDS.exceptional} or more Exceptional, ${LABEL_THRESHOLDS.high} High, ` +
        `${LABEL_THRESHOLDS.average} Average, ${LABEL_THRESHOLDS.low} Low, below ${LABEL_THRESHOLDS.low} Very Low; stanine cut-offs at ${STANINE_CUTOFFS.join(", ")} percent.`,
    },
  ];
  if (uses("catpd-sf-v1.1", score.darkSideRisks)) {
    out.push({
      title: "Derailment (dark-side) scales",
      text:
        "CAT-PD-SF v1.1 (Computerized Adaptive Test of Personality Disorder, static form; Simms et al.), keys at ipip.ori.org/newCAT-PD-SFv1.1Keys.htm: " +
        "narcissism = Grandiosity + Exhibitionism; machiavellianism = Manipulativeness; psychopathy = Callousness + Risk Taking + Irresponsibility; " +
        "perfectionism = Perfectionism; micromanagement = Domineering + Rigidity. A public-domain substitute for commercial derailment inventories.",
    });
  }
  if (uses("barchard-2001", score.emotionalRegulation)) {
    out.push({
      title: "Emotional regulation scales",
      text:
        "Barchard, K. A. (2001). Emotional and social intelligence: Examining its place in the nomological network (doctoral dissertation, " +
        "University of British Columbia); IPIP keys at ipip.ori.org/newEmotionalIntelligenceKey.htm. Emotional regulation combines them with IPIP-NEO facets and the other IPIP scales listed below.",
    });
  }
  if (uses("ipip-leadership", score.executiveProfile)) {
    out.push({
      title: "Executive and self-regulation scales",
      text:
        "IPIP scales for executive competencies and self-regulation (analogues of 16PF, 6FPQ, CPI, JPI, PAS, AB5C and MPQ scales, IPIP-NEO-300 facets " +
        "and IPIP-VIA-R strengths), from their keys on ipip.ori.org. The ones asked are listed below under their published names, with any caveat recorded with the data.",
    });
  }
  if (score.emotionalRegulation || score.executiveProfile || score.darkSideRisks || score.pillars)
    out.push({
      title: "0-100 scores without norms",
      text:
        "Scales without published norms are reported as POMP, the percent of the maximum possible score (Cohen, P., Cohen, J., Aiken, L. S., & West, S. G. (1999). " +
        "The problem of units and the circumstance for POMP. Multivariate Behavioral Research, 34, 315-346). They are never shown as percentiles.",
    });
  out.push({
    title: "Public domain",
    text:
      'IPIP items and scales are in the public domain: "permission has already been automatically granted for any person to use IPIP items, scales, ' +
      'and inventories for any purpose, commercial or non-commercial" (ipip.ori.org).',
  });
  return out;
}

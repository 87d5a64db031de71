/** The analytics API's codes in the reader's words: the comparison, its basis, reliability bases. */
import type { TComparison, TComparisonBasis, TIndustry, TReliabilityBasis } from "../../../../contracts/analytics.ts";
import { analyticsT } from "../i18n.ts";

/** An industry's name in the reader's words. */
const industryName = (industry: TIndustry | null): string => (industry ? analyticsT(`comparison.industries.${industry}`) : "");

/** What the organization is compared with: an industry average, or Johnson's norm means. */
export function comparisonLabel(comparison: Pick<TComparison, "kind" | "industry">): string {
  return comparison.kind === "industry" ? analyticsT("comparison.industryLabel", { industry: industryName(comparison.industry) }) : analyticsT("comparison.normsLabel");
}

/** Why the comparison (or the industry rank) is what it is, with its figures. */
export function comparisonBasisText(basis: TComparisonBasis): string {
  const name = basis.code === "no_industry" ? "" : industryName(basis.industry);
  switch (basis.code) {
    case "no_industry":
      return analyticsT("comparison.basis.no_industry");
    case "too_few_peers":
      return analyticsT("comparison.basis.too_few_peers", { industry: name, count: basis.peers, minOrganizations: basis.minOrganizations, minResponses: basis.minResponses });
    case "industry_mean":
      return analyticsT("comparison.basis.industry_mean", { industry: name, count: basis.peers, minResponses: basis.minResponses });
    case "rank_among":
      return analyticsT("comparison.basis.rank_among", { industry: name, count: basis.organizations });
  }
}

/** The built-in forms the catalog names (a designed form is named by its id). */
const BUILT_IN_FORMS: readonly string[] = ["individual", "executive", "organizational", "ipip-neo-120"];

/** What a reliability figure rests on: one form's alpha over n responses, or too few responses yet. */
export function reliabilityBasisText(basis: TReliabilityBasis): string {
  if (basis.code === "too_few") return analyticsT("reliability.tooFew", { n: basis.n, minimum: basis.minimum });
  const builtIn = basis.typeId !== null && BUILT_IN_FORMS.includes(basis.typeId);
  const form = builtIn ? analyticsT(`reliability.forms.${basis.typeId}`) : (basis.typeId ?? "");
  return analyticsT(basis.mostResponses ? "reliability.alphaMostResponses" : "reliability.alpha", { form, n: basis.n });
}

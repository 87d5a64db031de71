import { describe, expect, it } from "vitest";
import { INDUSTRIES, type TComparisonBasis, type TReliabilityBasis } from "../../../../contracts/analytics.ts";
import { comparisonBasisText, comparisonLabel, reliabilityBasisText } from "./basis-text.ts";

describe("the analytics API's codes in English", () => {
  it("words every comparison basis with its figures, the count agreeing with its noun", () => {
    for (const industry of INDUSTRIES) {
      const bases: TComparisonBasis[] = [
        { code: "no_industry" },
        { code: "too_few_peers", industry, peers: 1, minOrganizations: 5, minResponses: 100 },
        { code: "too_few_peers", industry, peers: 3, minOrganizations: 5, minResponses: 100 },
        { code: "industry_mean", industry, peers: 7, minResponses: 100 },
        { code: "rank_among", industry, organizations: 8 },
      ];
      const [none, one, three, mean, rank] = bases.map(comparisonBasisText);
      expect(none).toBe("The organization has no industry set, so it is compared with the norm group's mean (the 50th percentile by definition).");
      expect(one).toContain(`A ${industry} industry average needs at least 5 other ${industry} organizations with 100 or more completed responses each (there is 1)`);
      expect(three).toContain("(there are 3)");
      expect(mean).toBe(`Equal-weight mean of 7 other ${industry} organizations' mean percentiles (each with at least 100 completed responses).`);
      expect(rank).toBe(`Rank by completed assessments per member (all time) among 8 ${industry} organizations.`);
      expect(comparisonLabel({ kind: "industry", industry })).toBe(`${industry} organizations on Facetwise`);
    }
    expect(comparisonLabel({ kind: "norms", industry: null })).toBe("Johnson's norm means (50th percentile)");
  });

  it("words every reliability basis; a built-in form by its name, a designed one by its id", () => {
    const cases: [TReliabilityBasis, string][] = [
      [{ code: "too_few", n: 12, minimum: 30 }, "Reliability is shown once at least 30 complete responses of one form lie in whole privacy blocks inside the range (now 12)."],
      [{ code: "alpha", typeId: "executive", n: 44, mostResponses: false }, "Cronbach's alpha of the Executive form's items (44 complete responses), with Feldt's 95% interval."],
      [
        { code: "alpha", typeId: "ipip-neo-120", n: 31, mostResponses: true },
        "Cronbach's alpha of the IPIP-NEO-120 form's items (31 complete responses; the form with the most responses in the range), with Feldt's 95% interval.",
      ],
      [{ code: "alpha", typeId: "custom_abc", n: 30, mostResponses: false }, "Cronbach's alpha of the custom_abc form's items (30 complete responses), with Feldt's 95% interval."],
    ];
    for (const [basis, text] of cases) expect(reliabilityBasisText(basis)).toBe(text);
  });
});

import { describe, expect, it } from "vitest";
import { renderFeedbackReport } from "./render-feedback.ts";
import { pdfText } from "./testing/pdf-inspect.ts";
import { comparisonFixture } from "../../web/features/360-review/fixtures.test-support.ts";

describe("360 PDF: rater agreement", () => {
  it("gives rwg(J) per trait and per facet, never over all 120 statements, and says what it does not mean", async () => {
    const c = comparisonFixture();
    const text = pdfText(await renderFeedbackReport(c, { compress: false })).replace(/\s+/g, " ");
    expect(text).toContain("per trait (24 statements) and per facet (4 statements)");
    expect(text).toContain("not whether they are right");
    expect(text).toContain("unstable");
    expect(text).toContain("Per facet (4 statements each)");
    const peer = c.agreement.find((a) => a.group === "peer")!;
    // the facet row: manager (one rater) has no index, then the peers' own value
    expect(text).toContain(`Angry Hostility (N2) - ${peer.facets.angryHostility!.toFixed(2)}`);
    expect(text).toContain(`Agreeableness - ${peer.traits.agreeableness!.toFixed(2)}`);
    expect(text).toContain("Needs at least 2 raters and the minimum group size.");
    expect(text).not.toMatch(/rwg\(J\) 0\.\d\d/);
  });
});

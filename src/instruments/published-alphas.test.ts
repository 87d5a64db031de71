import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACETS, TRAITS } from "../domain/psychometrics/facets.ts";
import { publishedAlpha } from "../domain/analytics/published-alphas.ts";

/** The reference table as shipped (a copy of the shared data/psychometrics/facet_map.tsv). */
const tsv = readFileSync(new URL("../../tests/fixtures/psychometrics/facet_map.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .map((l) => l.split("\t"));
const header = tsv[0];
const alphaColumn = header.findIndex((h) => h.startsWith("alpha_ipip120"));

describe("published alphas beside the organization's", () => {
  it("each facet shows the source's own alpha, and none where the source gives none", () => {
    expect(alphaColumn).toBeGreaterThan(0);
    const rows = tsv.slice(1);
    expect(rows).toHaveLength(FACETS.length);
    for (const row of rows) {
      const given = /^\.\d+$/.test(row[alphaColumn]) ? Number(row[alphaColumn]) : null;
      const shown = publishedAlpha("facet", row[0]);
      expect(shown.published, row[0]).toBe(given);
      expect(shown.publishedSource === null, row[0]).toBe(given === null);
    }
  });

  it("no domain row shows a number the source does not give per domain: the mean .84 is given as the mean, cited to Johnson (2014)", () => {
    for (const t of TRAITS) {
      const shown = publishedAlpha("domain", t);
      expect(shown.published, t).toBeNull();
      expect(shown.publishedMean).toBe(0.84);
      expect(shown.publishedSource).toBe("johnson2014DomainMean");
    }
  });
});

/**
 * The results page in the pseudo-locale: the notes on how the numbers were made, the EQ quadrants' balance sentence
 * and the norm group come from the catalogs by the score's codes, not from the English the score stores, so no plain
 * English is left on it (inside the catalog's brackets either: an interpolated English name would be caught there).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { showPseudoLocale } from "../../lib/pseudo-locale.ts";
import { scoreFixture } from "../../components/results/fixtures.test-support.ts";
import { resultNotes } from "../../components/results/content.ts";
import { longDate } from "../../components/results/results-view.ts";
import { renderResults, resultsOf, textOf } from "./results-fixture.test-support.ts";

const score = scoreFixture("organizational");

/**
 * Plain English words left on the page once the person's name, the completion day (Intl's, in the reader's
 * language), the norm sample and source (cited psychometric content) and the scoring versions are taken out.
 */
function englishIn(html: string): string[] {
  let text = textOf(html);
  const given = [score.normGroup.sample ?? "", score.normGroup.source ?? "", "Riley Chen", longDate(resultsOf(score).response.completedAt)];
  for (const allowed of [...given, score.scoringRules.itemBankVersion, score.scoringRules.keyVersion, score.scoringRules.normVersion]) text = text.split(allowed).join(" ");
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

describe("the results page in the pseudo-locale", () => {
  beforeAll(() => showPseudoLocale());

  it("has a result with notes, an EQ quadrant balance and a norm group to show", () => {
    expect(score.notes.length).toBeGreaterThan(4);
    expect(score.notes.join(" ")).toContain("prorated");
    expect(score.emotionalRegulation?.quadrants.balance).toBe("balanced");
    expect(score.normGroup.label).toBe("women between 21 and 40 years old");
  });

  it("the overview (norm group) and how the numbers were made (notes) show no plain English", () => {
    const html = renderResults(score, "overview");
    expect(html).toContain('data-testid="norm-group"');
    expect(textOf(html)).toContain("⟦");
    expect(englishIn(html)).toEqual([]);
  });

  it("the regulation tab (the EQ quadrants' balance sentence) shows no plain English", () => {
    const html = renderResults(score, "regulation");
    expect(html).toContain('data-testid="eq-balance"');
    expect(englishIn(html)).toEqual([]);
  });

  it("a stored note in an older wording shows as stored, the others in the reader's words", () => {
    const old = "Percentiles were computed with the 2019 norms.";
    const notes = resultNotes({ ...score, notes: [old, ...score.notes.slice(1)] });
    expect(notes[0]).toBe(old);
    for (const note of notes.slice(1)) expect(note).toMatch(/^⟦[^A-Za-z]*⟧$/);
  });
});

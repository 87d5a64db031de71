/**
 * The results page words a result's notes, its EQ quadrants' balance and its norm group from the score's codes
 * through the catalogs (the ones the results PDF reads): in English that is the English the score stores, and a
 * stored text the codes do not account for (an older rule's wording, a code this build does not know) shows as stored.
 */
import { describe, expect, it } from "vitest";
import { GENERAL_NORM, NORM_TABLES } from "../../../domain/psychometrics/norms.ts";
import { eqQuadrants } from "../../../domain/psychometrics/regulation.ts";
import { TRAITS } from "../../../domain/psychometrics/facets.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { quadrantSentence, resultNotes } from "../../components/results/content.ts";
import { scoreFixture } from "../../components/results/fixtures.test-support.ts";
import { normGroupText } from "../../components/results/results-view.ts";
import { normGroupName, traitName } from "../../lib/psychometrics/labels.ts";
import { renderResults, textOf } from "./results-fixture.test-support.ts";

const score = scoreFixture("organizational");
/** The stored English with the prorated traits' codes ("openness") as the catalog names them ("Openness"). */
const named = (note: string) => TRAITS.reduce((s, t) => s.replace(new RegExp(`\\b${t}\\b`, "g"), traitName(t)), note);

describe("the results page's words in English", () => {
  it("the notes on how the numbers were made are the stored English, the prorated traits by name", () => {
    for (const typeId of ["individual", "executive", "organizational", "ipip-neo-120"]) {
      const s = scoreFixture(typeId);
      expect(resultNotes(s)).toEqual(s.notes.map(named));
    }
    const notes = resultNotes(score);
    expect(notes[0]).toMatch(/^This form asks fewer IPIP-NEO-120 items than the full 120, so Openness, Conscientiousness, /);
    expect(notes.slice(1)).toEqual(score.notes.slice(1));
  });

  it("the page lists them under how the numbers were made, and names the norm group as stored", () => {
    const text = textOf(renderResults(score, "overview"));
    for (const note of resultNotes(score)) expect(text).toContain(note);
    expect(text).toContain(`Compared with: ${score.normGroup.label}`);
    expect(text).not.toContain(`{{`);
  });

  it("the regulation tab's balance sentence is the stored one", () => {
    const text = textOf(renderResults(score, "regulation"));
    expect(text).toContain(score.emotionalRegulation!.quadrants.sentence);
  });

  it("every balance and norm group reads as the score stores it", () => {
    for (const scores of [
      {},
      { selfAwareness: 90, selfManagement: 90, socialAwareness: 20, relationshipManagement: 20 },
      { selfAwareness: 20, socialAwareness: 90 },
      { selfAwareness: 50, socialAwareness: 52 },
    ]) {
      const q = eqQuadrants(scores);
      expect(quadrantSentence(q)).toBe(q.sentence);
    }
    for (const n of [...NORM_TABLES, GENERAL_NORM]) expect(normGroupName(n)).toBe(n.label);
  });
});

describe("stored texts the codes do not account for show as stored", () => {
  it("a note in an older wording, beside notes the codes word", () => {
    const old = "Percentiles were computed with the 2019 norms.";
    const s: ScoreResult = { ...score, notes: [old, ...score.notes.slice(1)] };
    expect(resultNotes(s)).toEqual([old, ...score.notes.slice(1)]);
  });

  it("a quadrants panel stored without a balance code, or with one this build does not know", () => {
    type Stored = Parameters<typeof quadrantSentence>[0];
    expect(quadrantSentence({ sentence: "Older sentence." } as Stored)).toBe("Older sentence.");
    expect(quadrantSentence({ balance: "lopsided" as Stored["balance"], sentence: "Newer sentence." })).toBe("Newer sentence.");
  });

  it("a norm group this build does not know", () => {
    const group = { id: "nurses-2030", label: "nurses surveyed in 2030", pooled: false };
    expect(normGroupName(group)).toBe("nurses surveyed in 2030");
    expect(normGroupText(group).line).toBe("Compared with: nurses surveyed in 2030");
  });
});

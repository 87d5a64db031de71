import { describe, expect, it } from "vitest";
import { describeQuality, type ResponseQuality } from "../domain/psychometrics/quality.ts";
import { pdf } from "../server/locales/en/pdf.ts";
import results from "../web/locales/en/results.ts";
import { QUALITY_NOTE_EN, qualityNoteText, type QualityWords } from "./quality-note.ts";

/** English words with i18next's {{placeholder}} interpolation. */
const en: QualityWords = (key, params = {}) => QUALITY_NOTE_EN[key].replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n]));
const flagged: ResponseQuality = {
  meanResponseMs: 1200,
  fastAnswers: 40,
  rushed: true,
  longstring: 12,
  longstringFlag: true,
  evenOdd: -0.2,
  evenOddFlag: true,
  answered: 58,
  administered: 60,
};
const clean: ResponseQuality = { ...flagged, rushed: false, longstringFlag: false, evenOddFlag: false, answered: 60 };

describe("qualityNoteText", () => {
  it("says 'you' to the respondent, every reason with its figures", () => {
    expect(qualityNoteText(flagged, en)).toBe(
      "Read these results with some caution: you answered in under two seconds per question on average, so some answers may not reflect careful reading; you gave the same answer to 12 questions in a row, which can happen when questions are answered without reading them; your answers to questions that measure the same thing did not agree well with each other; 2 of 60 statements were left unanswered, so some scores rest on fewer answers.",
    );
    expect(qualityNoteText(clean, en)).toMatch(/^Your answers look considered and consistent/);
    expect(qualityNoteText({ ...clean, evenOdd: null }, en)).toMatch(/too few scales/);
  });

  it("names the respondent to anyone else, never 'you'", () => {
    const note = qualityNoteText({ ...flagged, respondent: "Riley Chen" }, en);
    expect(note).toContain("Riley Chen answered in under two seconds per question");
    expect(note).toContain("Riley Chen gave the same answer to 12 questions in a row");
    expect(note).toContain("Riley Chen's answers to questions that measure the same thing");
    expect(note).not.toMatch(/\byou(r)?\b/i);
    expect(qualityNoteText({ ...clean, respondent: "Riley Chen" }, en)).toBe(
      "Riley Chen's answers look considered and consistent: no signs of rushing, long runs of identical answers or contradictory answers.",
    );
    expect(qualityNoteText({ ...flagged, evenOddFlag: false, longstringFlag: false, respondent: "" }, en)).toMatch(
      /^Read these results with some caution: the respondent answered/,
    );
    expect(qualityNoteText({ ...clean, respondent: " " }, en)).toMatch(/^The respondent's answers look considered/);
  });

  it("words each flag the engine raises, at random figures", () => {
    for (let i = 0; i < 50; i++) {
      const administered = 20 + Math.floor(Math.random() * 200);
      const q = describeQuality({
        meanResponseMs: Math.random() * 6000,
        fastAnswers: 0,
        longstring: Math.floor(Math.random() * 20),
        evenOdd: Math.random() < 0.2 ? null : Math.random() * 2 - 1,
        answered: administered - Math.floor(Math.random() * 3),
        administered,
      });
      const text = qualityNoteText(q, en);
      expect(text.includes("two seconds")).toBe(q.rushed);
      expect(text.includes(`same answer to ${q.longstring} questions`)).toBe(q.longstringFlag);
      expect(text.includes("did not agree")).toBe(q.evenOddFlag);
      expect(text.includes(`${q.administered - q.answered} of ${q.administered} statements`)).toBe(q.answered < q.administered);
      expect(text).not.toMatch(/\{\{|undefined/);
    }
  });

  it("the web's results catalog and the server's PDF catalog hold the same English strings", () => {
    expect(results.quality).toEqual(QUALITY_NOTE_EN);
    expect(pdf.results.quality).toEqual(QUALITY_NOTE_EN);
  });
});

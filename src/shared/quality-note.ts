/**
 * Words the response-quality note (src/domain/psychometrics/quality.ts qualityNote) in a reader's language from
 * their catalog's `quality` strings: the web's results catalog and the server's PDF catalog hold the same keys
 * (QUALITY_NOTE_EN below is the English both hold). The note says "you" to the respondent and names them to anyone
 * else (a result presented to another reader carries `respondent`).
 */
import { qualityNote, type ResponseQuality } from "../domain/psychometrics/quality.ts";

/** The English strings of the quality note; each catalog's `quality` object is this object (tests hold them equal). */
export const QUALITY_NOTE_EN = {
  cleanUnchecked: "No signs of rushed or careless answering; there were too few scales to check answer consistency.",
  cleanYou: "Your answers look considered and consistent: no signs of rushing, long runs of identical answers or contradictory answers.",
  cleanNamed: "{{name}}'s answers look considered and consistent: no signs of rushing, long runs of identical answers or contradictory answers.",
  cleanUnnamed: "The respondent's answers look considered and consistent: no signs of rushing, long runs of identical answers or contradictory answers.",
  caution: "Read these results with some caution: {{reasons}}.",
  separator: "; ",
  unnamed: "the respondent",
  rushedYou: "you answered in under two seconds per question on average, so some answers may not reflect careful reading",
  rushedNamed: "{{name}} answered in under two seconds per question on average, so some answers may not reflect careful reading",
  longstringYou: "you gave the same answer to {{count}} questions in a row, which can happen when questions are answered without reading them",
  longstringNamed: "{{name}} gave the same answer to {{count}} questions in a row, which can happen when questions are answered without reading them",
  inconsistentYou: "your answers to questions that measure the same thing did not agree well with each other",
  inconsistentNamed: "{{name}}'s answers to questions that measure the same thing did not agree well with each other",
  unanswered: "{{missing}} of {{count}} statements were left unanswered, so some scores rest on fewer answers",
} as const;

/** A key of the quality note's strings. */
export type QualityNoteKey = keyof typeof QUALITY_NOTE_EN;

/** Looks a quality-note key up in the reader's catalog. */
export type QualityWords = (key: QualityNoteKey, params?: Record<string, string | number>) => string;

/** The quality note in the reader's words: "you" unless the record names the respondent for another reader. */
export function qualityNoteText(q: ResponseQuality, t: QualityWords): string {
  const note = qualityNote(q);
  const third = q.respondent !== undefined;
  const name = q.respondent?.trim() ?? "";
  if (note.kind === "clean") {
    if (!note.consistencyChecked) return t("cleanUnchecked");
    return !third ? t("cleanYou") : name ? t("cleanNamed", { name }) : t("cleanUnnamed");
  }
  const who = { name: name || t("unnamed") };
  const reasons = note.reasons.map((r) => {
    switch (r) {
      case "rushed":
        return third ? t("rushedNamed", who) : t("rushedYou");
      case "longstring":
        return third ? t("longstringNamed", { ...who, count: q.longstring }) : t("longstringYou", { count: q.longstring });
      case "inconsistent":
        return third ? t("inconsistentNamed", who) : t("inconsistentYou");
      case "unanswered":
        return t("unanswered", { missing: q.administered - q.answered, count: q.administered });
    }
  });
  return t("caution", { reasons: reasons.join(t("separator")) });
}

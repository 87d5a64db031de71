/**
 * Explanatory text on the results pages, from the `results-content` catalog (the one the results PDF reads):
 * what each derailer looks like and how to mitigate it, development actions per executive competency, the EQ
 * quadrants' balance sentence and the result's notes on how its numbers were made, by the domain's codes. Words only (Facetwise content, not
 * scores); which of these apply to a person is decided by the score the server returns (src/domain rules).
 */
import type { DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import type { ExecutiveCompetency } from "../../../domain/psychometrics/executive.ts";
import type { EqQuadrants, RegulationDimension } from "../../../domain/psychometrics/regulation.ts";
import { noteCodesOf, storedNoteText, type ResultNote } from "../../../domain/psychometrics/result-notes.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { traitName } from "../../lib/psychometrics/labels.ts";
import content from "../../locales/en/results-content.ts";
import { resultsContentT, resultsT } from "./i18n.ts";

export interface DerailerText {
  /** What the trait is, in one sentence. */
  readonly about: string;
  /** How it tends to affect others and results when it shows. */
  readonly impact: string;
  /** Things that help keep it in check. */
  readonly mitigation: readonly string[];
}

/** A derailer's explanation in the current language (the English catalog gives the list of mitigations). */
export function derailerText(trait: DarkSideTrait): DerailerText {
  return {
    about: resultsContentT(`derailer.${trait}.about`),
    impact: resultsContentT(`derailer.${trait}.impact`),
    mitigation: Object.keys(content.derailer[trait].mitigation).map((k) => resultsContentT(`derailer.${trait}.mitigation.${k}`)),
  };
}

/** Development actions for an executive competency (shown for the development priorities). */
export function executiveActions(competency: ExecutiveCompetency): string[] {
  return Object.keys(content.executiveActions[competency]).map((k) => resultsContentT(`executiveActions.${competency}.${k}`));
}

/** One line on what a regulation dimension covers. */
export function regulationAbout(dimension: RegulationDimension): string {
  return resultsContentT(`regulationAbout.${dimension}`);
}

/** The EQ quadrants' balance sentence by its code; a result stored without a code (or with one this build does not know) keeps its sentence. */
export function quadrantSentence(q: Pick<EqQuadrants, "balance" | "sentence">): string {
  const balance = q.balance as string | undefined;
  return balance ? resultsContentT(`quadrantBalance.${balance}`, { defaultValue: q.sentence }) : q.sentence;
}

/** One note on how the numbers were made, by its code; the prorated traits by name. */
export function noteWords(n: ResultNote): string {
  if (n.code === "shortForm" || n.code === "skipped") return resultsContentT(`notes.${n.code}`, { traits: n.traits.map(traitName).join(resultsT("number.listSeparator")) });
  return resultsContentT(`notes.${n.code}`);
}

/**
 * The result's notes on how its numbers were made, in the order the score stores them: each stored note that is
 * the English of one of the result's note codes in that code's words, any other (an older rule's wording) as stored.
 */
export function resultNotes(score: Pick<ScoreResult, "notes" | "traits" | "emotionalRegulation" | "executiveProfile" | "darkSideRisks" | "pillars">): string[] {
  const codes = noteCodesOf(score);
  return score.notes.map((stored) => {
    const n = codes.find((c) => storedNoteText(c) === stored);
    return n ? noteWords(n) : stored;
  });
}

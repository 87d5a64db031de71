/**
 * "Take Action" records store the action's code and timeframe code. Records written before the analysis sent codes
 * hold the English sentence and timeframe words of that day: one that is still today's English of an action is read
 * back as its code (so it stays matched to the action and is worded in the reader's language); anything else is
 * answered as stored.
 */
import type { TActionCode } from "../../../contracts/dark-side.ts";
import { DARK_SIDE_TRAITS } from "../../../domain/psychometrics/dark-side-traits.ts";
import content from "../../../shared/locales/en/dark-side-content.ts";

const ACTION_BY_ENGLISH: ReadonlyMap<string, TActionCode> = new Map<string, TActionCode>([
  [content.stressAction, "stress"],
  ...DARK_SIDE_TRAITS.map((t): [string, TActionCode] => [content.derailer[t].action, t]),
]);
const TIMEFRAME_BY_ENGLISH: ReadonlyMap<string, string> = new Map(Object.entries(content.timeframe).map(([code, words]) => [words, code]));

/** A stored action: a code as it is, an older record's English sentence as its code when it is one, else as stored. */
export function storedAction(action: string): string {
  return ACTION_BY_ENGLISH.get(action) ?? action;
}

/** A stored timeframe: a code as it is, an older record's English words as their code when they are one, else as stored. */
export function storedTimeframe(timeframe: string): string {
  return TIMEFRAME_BY_ENGLISH.get(timeframe) ?? timeframe;
}

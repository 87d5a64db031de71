/** Real ScoreResults for the results tests: answers scored by the same engine the server uses. */
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { itemsForType, scoreStoredResponse } from "../../../instruments/catalog.ts";

/** Scores a deterministic answer set (a seeded pseudo-random pattern) of a type. */
export function scoreFixture(typeId: string, seed = 7, respondent: { sex?: "male" | "female"; age?: number } = { sex: "female", age: 34 }): ScoreResult {
  let s = seed;
  const rnd = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const answers: Record<string, unknown> = {};
  const timesMs: Record<string, number> = {};
  for (const item of itemsForType(typeId)) {
    const input = item.input;
    if (input.type === "likert") answers[item.id] = 1 + Math.floor(rnd() * 5);
    else if (input.type === "scale") answers[item.id] = input.min + Math.floor(rnd() * (input.max - input.min + 1));
    else if (input.type === "text") answers[item.id] = "Some text";
    else if (input.type === "ranking") answers[item.id] = input.items.map((x, k) => ({ item: x, rank: k + 1 }));
    else answers[item.id] = input.options[Math.floor(rnd() * input.options.length)].value;
    timesMs[item.id] = 3000 + Math.floor(rnd() * 5000);
  }
  return scoreStoredResponse(typeId, { answers, timesMs, respondent });
}

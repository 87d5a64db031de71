/**
 * A complete, deterministic result scored by the real engine from generated answers: the workers render it
 * once at start (so the first real request meets warm code and parsed fonts), and the benchmark and tests
 * use it as input. Never shown to a user.
 */
import type { TBuiltInTypeId, TResults } from "../../contracts/assessments.ts";
import type { AssessmentItem } from "../../domain/assessments/item-types.ts";
import { translator } from "../i18n/index.ts";
import { itemsForType, scoreStoredResponse } from "../../instruments/catalog.ts";

/** The words the sample is written in. */
const SAMPLE_WORDS = translator("en");

/** A valid answer to any item; Likert answers follow a fixed pseudo-random sequence from `seed`. */
function answerFor(item: AssessmentItem, next: () => number): unknown {
  const input = item.input;
  switch (input.type) {
    case "likert":
      return 1 + Math.floor(next() * 5);
    case "multiple_choice":
    case "scenario":
      return input.options[Math.floor(next() * input.options.length)].value;
    case "scale":
      return input.min + Math.floor(next() * (input.max - input.min + 1));
    case "text":
      return "A considered answer.";
    case "ranking":
      return input.items.map((it, i) => ({ item: it, rank: i + 1 }));
  }
}

/** A scored sample result of the type (default: organizational, which has every optional section but one). */
export function sampleResults(typeId: TBuiltInTypeId = "organizational", seed = 7, person = { name: "Sample Person", email: "sample@example.com" }): TResults {
  let state = seed >>> 0 || 1;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
  const answers: Record<string, unknown> = {};
  const timesMs: Record<string, number> = {};
  for (const item of itemsForType(typeId)) {
    answers[item.id] = answerFor(item, next);
    timesMs[item.id] = 2500 + Math.floor(next() * 5000);
  }
  const score = scoreStoredResponse(typeId, { answers, timesMs, respondent: { sex: "female", age: 35 } });
  return {
    response: {
      id: `sample-${typeId}-${seed}`,
      assessmentId: `sample-assessment-${typeId}-${seed}`,
      typeId,
      // as a new assessment of the type is stored (src/server/modules/assessments/service.ts), in English
      title: SAMPLE_WORDS.seeded("assessments.title", { type: SAMPLE_WORDS.typeName(typeId) }),
      completedAt: "2025-03-12T10:30:00.000Z",
      user: { id: "sample", ...person },
    },
    score,
    policies: { read: true, share: false, report: true },
  };
}

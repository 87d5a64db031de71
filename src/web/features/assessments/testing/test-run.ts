/**
 * Pure helpers of a test run in the sandbox: the norm-group facts as the contract takes them, and the request
 * that scores the answers given. No React here.
 */
import { ZRespondent } from "../../../../contracts/assessments.ts";
import type { TSandboxScoreRequest } from "../../../../contracts/testing.ts";
import type { TAssessmentTypeId, TClientItem } from "../../../../contracts/assessments.ts";
import { isAnswered, type AnswerValue } from "../take/taking.ts";

const age = ZRespondent.shape.age.unwrap();
/** The ages the contract accepts (a respondent's norm-group facts). */
export const AGE_RANGE = { min: age.minValue ?? 0, max: age.maxValue ?? 0 };

export type Sex = "" | "female" | "male";

/** The respondent facts from the form (sex, age as typed); null when the age is not a whole number in range. */
export function respondentOf(sex: Sex, ageText: string): TSandboxScoreRequest["respondent"] | null {
  const typed = ageText.trim();
  const candidate = { ...(sex ? { sex } : {}), ...(typed === "" ? {} : { age: Number(typed) }) };
  const parsed = ZRespondent.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** The score request for the answers given: only valid answers to the type's items are sent. */
export function scoreRequest(
  typeId: TAssessmentTypeId,
  items: readonly TClientItem[],
  answers: Readonly<Record<string, AnswerValue>>,
  respondent: TSandboxScoreRequest["respondent"],
): TSandboxScoreRequest {
  const given: Record<string, AnswerValue> = {};
  for (const item of items) if (isAnswered(item, answers[item.id])) given[item.id] = answers[item.id];
  return { typeId, answers: given, ...(respondent && Object.keys(respondent).length ? { respondent } : {}) };
}

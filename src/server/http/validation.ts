/**
 * A zod issue in the caller's words: a contract's own message by its code (src/contracts/messages.ts), else zod's
 * issue code with its facts, from the errors catalog (`validation.*`). The English of both is what the web's forms
 * show; a message neither knows (an English literal a check still carries) is passed on as it is.
 */
import type { core } from "zod";
import { contractMessageOf, type ContractMessageCode, type ContractMessageParams } from "../../contracts/messages.ts";
import { msg, type ErrorKey, type Msg } from "../i18n/index.ts";
import type { AnswerProblem } from "../../domain/assessments/answer-validation.ts";

/** A contract message by code, its values filled (a range's name, `what`, is worded by its own code). */
export function contractMsg(code: ContractMessageCode, params: ContractMessageParams = {}): Msg {
  const { what, ...rest } = params;
  return msg(`validation.contract.${code}` as ErrorKey, typeof what === "string" ? { ...rest, what: msg(`validation.contract.rangeWhat.${what}` as ErrorKey) } : rest);
}

/** The kind of value zod received, as its messages name it. */
function received(v: unknown): string {
  if (v === undefined) return "undefined";
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number" && Number.isNaN(v)) return "NaN";
  return typeof v;
}

/** The value at an issue's path in the parsed input. */
function at(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) v = v !== null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

const FORMATS = new Set(["email", "url", "datetime", "date"]);

/** One issue as a message of the errors catalog; `input` is what was parsed (to name what an invalid_type received). */
export function issueMsg(issue: core.$ZodIssue, input: unknown): Msg {
  if (issue.code === "custom" && typeof issue.params?.code === "string") {
    const { code, ...facts } = issue.params as { code: ContractMessageCode } & ContractMessageParams;
    return contractMsg(code, facts);
  }
  const known = contractMessageOf(issue.message);
  if (known) return contractMsg(known.code, known.params);
  switch (issue.code) {
    case "invalid_type": {
      const got = received(at(input, issue.path));
      return got === "undefined" ? msg("validation.issue.required") : msg("validation.issue.invalid_type", { expected: issue.expected, received: got });
    }
    case "too_small":
    case "too_big": {
      const limit = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      const bound = issue.code === "too_small" ? "minimum" : "maximum";
      if (issue.origin === "string" || issue.origin === "array") return msg(`validation.issue.${issue.code}_${issue.origin as "string" | "array"}`, { count: limit });
      if (issue.origin === "number") return msg(`validation.issue.${issue.code}_number${issue.inclusive === false ? "_exclusive" : ""}`, { [bound]: limit });
      return msg(`validation.issue.${issue.code}`, { [bound]: limit });
    }
    case "invalid_format":
      return FORMATS.has(issue.format) ? msg(`validation.issue.invalid_format_${issue.format}` as ErrorKey) : msg("validation.issue.invalid_format", { format: issue.format });
    case "invalid_value":
      return msg("validation.issue.invalid_value", { values: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return msg("validation.issue.unrecognized_keys", { keys: issue.keys.join(", "), count: issue.keys.length });
    case "not_multiple_of":
      return msg("validation.issue.not_multiple_of", { divisor: Number(issue.divisor) });
    case "custom":
      return issue.message ? msg("validation.issue.text", { text: issue.message }) : msg("validation.issue.custom");
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return msg(`validation.issue.${issue.code}`);
    default:
      return msg("validation.issue.custom");
  }
}

/** An answer's problem (the domain's code and facts) as a message of the errors catalog. */
export function answerProblemMsg(p: AnswerProblem): Msg {
  const { code, ...facts } = p;
  const params = Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v as number)]));
  return msg(`assessments.answer.${code}`, params);
}

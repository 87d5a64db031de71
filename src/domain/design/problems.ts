/**
 * What can be wrong with a designed type's definition (type-definition.ts validateDefinition), as codes and facts:
 * the catalogs word them (src/shared/locales/en/design-problems.ts), the server in the caller's language, the web app's
 * type manager in the reader's. No imports beyond types, so the web app can read the codes without the rules.
 */
import type { Trait } from "../psychometrics/facets.ts";
import type { DesignModuleType } from "./types.ts";

/** What can be wrong with a definition, by code (the catalogs word each: src/shared/locales/en/design-problems.ts). */
export const DEFINITION_PROBLEM_CODES = [
  "noModules",
  "moduleIdMissing",
  "moduleIdTaken",
  "bankModuleTwice",
  "moduleWeightNegative",
  "questionsNotAllowed",
  "noQuestions",
  "questionIdMissing",
  "questionIdTaken",
  "questionText",
  "optionsNotAllowed",
  "optionCount",
  "optionValuesWhole",
  "optionValuesDistinct",
  "optionLabels",
  "scaleOrder",
  "rankingItemCount",
  "rankingItemsDistinct",
  "moduleWeightsZero",
  "noRequiredModule",
  "benchmarkGood",
  "benchmarkAverage",
  "benchmarkBelowAverage",
  "oceanWeightRange",
  "oceanWeightsZero",
  "noNodes",
  "unknownNode",
] as const;
/** A code of DEFINITION_PROBLEM_CODES. */
export type DefinitionProblemCode = (typeof DEFINITION_PROBLEM_CODES)[number];

/**
 * The facts a problem states: the id at fault (a module's, a question's or a node's, as given), the limits, and the
 * codes it names (`questionType`, `moduleType`, `trait`: worded by the catalogs' `words.<fact>.<code>`).
 */
export interface DefinitionProblemFacts {
  readonly id?: string;
  readonly min?: number;
  readonly max?: number;
  readonly questionType?: "likert" | "text" | "multiple_choice" | "scenario";
  readonly moduleType?: Exclude<DesignModuleType, "custom">;
  readonly trait?: Trait;
}

/** The facts that are codes, worded from the catalogs' `words.<fact>` before the sentence is filled in. */
export const CODED_FACTS = ["questionType", "moduleType", "trait"] as const;

/** A problem with a definition: a field path such as "modules.2.questions.0.options", a code and its facts. */
export interface DefinitionProblem {
  readonly field: string;
  readonly code: DefinitionProblemCode;
  readonly params: DefinitionProblemFacts;
}

/** A problem's facts ready for its sentence: each coded fact replaced by `word(<fact>.<code>)`. */
export function problemParams<W = string>(p: DefinitionProblem, word: (key: string) => W): Record<string, string | number | W> {
  const out: Record<string, string | number | W> = {};
  for (const [k, v] of Object.entries(p.params)) {
    if (v === undefined) continue;
    out[k] = (CODED_FACTS as readonly string[]).includes(k) ? word(`${k}.${String(v)}`) : (v as string | number);
  }
  return out;
}

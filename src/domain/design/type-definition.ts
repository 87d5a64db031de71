/**
 * Rules of the Assessment Type Manager (spec §2, §3 Assessment type (configurator), §4, §9): the defaults of a
 * new type, the two sample types, duplication, the norm groups a type may choose, validation of a definition
 * and the benchmark band of a composite score.
 */
import type { InputType } from "../assessments/item-types.ts";
import { TRAITS, traitRecord } from "../psychometrics/facets.ts";
import { NORM_CITATION } from "../psychometrics/norms.ts";
import { isCompetencyNodeId } from "./competency-tree.ts";
import type { DefinitionProblem, DefinitionProblemCode, DefinitionProblemFacts } from "./problems.ts";
import type { Benchmarks, DesignModule, DesignModuleType, NormGroupChoice, TypeDefinition } from "./types.ts";

export { DEFINITION_PROBLEM_CODES, problemParams, type DefinitionProblem, type DefinitionProblemCode } from "./problems.ts";

/** Longest type code we keep (duplicates and derived codes are cut to fit). */
export const TYPE_CODE_MAX = 40;
/** Spec §5 choices: 2-10 options for multiple choice and scenario, 2-10 items for ranking (our upper bound). */
export const CHOICES_MIN = 2;
/** Most options or ranking items a custom question may have. */
export const CHOICES_MAX = 10;
/** Highest OCEAN weight multiplier (types.ts: 0-5). */
export const OCEAN_WEIGHT_MAX = 5;

/** Module types drawn from the cited banks: each at most once per type. */
export const BANK_MODULE_TYPES: readonly DesignModuleType[] = ["ocean", "executive", "emotional", "darkside"];

/**
 * A definition whose modules are not named yet: the words are the catalog's, written in the creating person's
 * language when the definition becomes an organization's own (the server's `templates` catalog).
 */
export interface UnnamedDefinition extends Omit<TypeDefinition, "modules"> {
  readonly modules: readonly Omit<DesignModule, "name">[];
}

/**
 * Spec §9 new assessment type defaults: category individual, 30 minutes, 100 questions, all OCEAN weights 1,
 * one required OCEAN module of weight 1 (its name, "OCEAN Core" in English, is the catalog's: newTypeDefaults),
 * norm group general, benchmarks 80/65/45/25, stanines and percentiles on, active.
 */
export const NEW_TYPE_DEFAULTS: UnnamedDefinition = {
  name: "",
  code: "",
  description: "",
  category: "individual",
  targetAudience: [],
  estimatedDuration: 30,
  questionCount: 100,
  oceanWeights: traitRecord(1, 1, 1, 1, 1),
  modules: [{ id: "ocean-core", type: "ocean", weight: 1, required: true }],
  scoring: { normGroup: "general", benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 }, useStanines: true, usePercentiles: true },
  isActive: true,
};

/** The §9 defaults with their modules named: `moduleName` words a module by its type (the server's catalog: "OCEAN Core"). */
export function newTypeDefaults(moduleName: (type: DesignModuleType) => string): TypeDefinition {
  return { ...NEW_TYPE_DEFAULTS, modules: NEW_TYPE_DEFAULTS.modules.map((m) => ({ ...m, name: moduleName(m.type) })) };
}

/**
 * A sample type as rules see it: a definition without its words. Its name, description, target audience and module
 * names are seeded into an organization in its creating admin's language (the server's `templates` catalog, under
 * `samples.<code>`), so the definition names the words by key: `audience` lists the audience keys.
 */
export interface SampleType extends Omit<TypeDefinition, "name" | "description" | "targetAudience" | "modules"> {
  readonly audience: readonly string[];
  readonly modules: readonly Omit<DesignModule, "name">[];
}

/** Spec §9 sample types: Executive Leadership (EXEC-LEAD, 45 minutes, 180 questions) and Team Effectiveness (TEAM-EFF, 25 minutes, 90). */
export const SAMPLE_TYPES: readonly SampleType[] = [
  {
    ...NEW_TYPE_DEFAULTS,
    code: "EXEC-LEAD",
    category: "leadership",
    audience: ["seniorLeaders", "executives", "highPotentialManagers"],
    estimatedDuration: 45,
    questionCount: 180,
    modules: [
      { id: "ocean", type: "ocean", weight: 0.5, required: true },
      { id: "executive", type: "executive", weight: 0.3, required: true },
      { id: "darkside", type: "darkside", weight: 0.2, required: true },
    ],
  },
  {
    ...NEW_TYPE_DEFAULTS,
    code: "TEAM-EFF",
    category: "team",
    audience: ["teamMembers", "teamLeads"],
    estimatedDuration: 25,
    questionCount: 90,
    modules: [
      { id: "ocean", type: "ocean", weight: 0.6, required: true },
      { id: "emotional", type: "emotional", weight: 0.4, required: true },
    ],
  },
];

/**
 * A sample type's definition in words: `word` answers a key of the sample ("name", "description",
 * "audience.<key>", "modules.<module id>").
 */
export function sampleDefinition(sample: SampleType, word: (key: string) => string): TypeDefinition {
  const { audience, modules, ...rest } = sample;
  return {
    ...rest,
    name: word("name"),
    description: word("description"),
    targetAudience: audience.map((a) => word(`audience.${a}`)),
    modules: modules.map((m) => ({ ...m, name: word(`modules.${m.id}`) })),
  };
}

/**
 * Spec §4 duplicate: the name as `copyName` words a copy of it (the server's catalog: "… (Copy)"), code + "-COPY"; when that code is taken, "-COPY-2", "-COPY-3", … The
 * base code is cut so the result stays within 40 characters. Codes are compared case-insensitively.
 */
export function duplicateDefinition(def: TypeDefinition, takenCodes: readonly string[], copyName: (name: string) => string): TypeDefinition {
  const taken = new Set(takenCodes.map((c) => c.toUpperCase()));
  const base = def.code.toUpperCase();
  let code = "";
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "-COPY" : `-COPY-${n}`;
    code = base.slice(0, TYPE_CODE_MAX - suffix.length) + suffix;
    if (!taken.has(code)) break;
  }
  return { ...def, name: copyName(def.name), code };
}

/**
 * The norm groups a type may score its Big Five against, with the citation of their tables (psychometric content, shown
 * as written); the catalogs word each group's name and source by its id (the web's `assessment-design` `normGroups`).
 */
export const NORM_GROUP_CHOICES: readonly { readonly id: NormGroupChoice; readonly citation: string }[] = [
  { id: "respondent", citation: NORM_CITATION },
  { id: "general", citation: NORM_CITATION },
];

const problem = (field: string, code: DefinitionProblemCode, params: DefinitionProblemFacts = {}): DefinitionProblem => ({ field, code, params });

function checkQuestion(type: InputType, q: NonNullable<DesignModule["questions"]>[number], at: string, out: DefinitionProblem[]): void {
  if (q.text.trim() === "") out.push(problem(`${at}.text`, "questionText"));
  if (type === "likert" || type === "text") {
    if (q.options && q.options.length > 0) out.push(problem(`${at}.options`, "optionsNotAllowed", { questionType: type }));
    return;
  }
  if (type === "multiple_choice" || type === "scenario") {
    const options = q.options ?? [];
    if (options.length < CHOICES_MIN || options.length > CHOICES_MAX) {
      out.push(problem(`${at}.options`, "optionCount", { questionType: type, min: CHOICES_MIN, max: CHOICES_MAX }));
    }
    if (options.some((o) => !Number.isInteger(o.value))) out.push(problem(`${at}.options`, "optionValuesWhole"));
    if (new Set(options.map((o) => o.value)).size !== options.length) out.push(problem(`${at}.options`, "optionValuesDistinct"));
    if (options.some((o) => o.label.trim() === "")) out.push(problem(`${at}.options`, "optionLabels"));
    return;
  }
  if (type === "scale") {
    const min = q.min ?? 1;
    const max = q.max ?? 10;
    if (!Number.isFinite(min) || !Number.isFinite(max) || !(min < max)) out.push(problem(`${at}.max`, "scaleOrder"));
    return;
  }
  // ranking
  const items = q.items ?? [];
  if (items.length < CHOICES_MIN || items.length > CHOICES_MAX) out.push(problem(`${at}.items`, "rankingItemCount", { min: CHOICES_MIN, max: CHOICES_MAX }));
  if (new Set(items.map((i) => i.trim().toLowerCase())).size !== items.length) out.push(problem(`${at}.items`, "rankingItemsDistinct"));
}

/**
 * Checks a definition; empty when it is valid. Rules: at least one module, module ids unique, each bank module
 * type (ocean, executive, emotional, darkside) at most once, module weights not negative and summing above 0, at
 * least one required module; only custom modules hold questions and each custom module needs at least one, with
 * unique ids and options fitting the question type; benchmarks strictly descending; OCEAN weights 0-5 with at
 * least one above 0 when there is an OCEAN module; node-based definitions name known competency nodes.
 */
export function validateDefinition(def: TypeDefinition): DefinitionProblem[] {
  const out: DefinitionProblem[] = [];
  if (def.modules.length === 0) out.push(problem("modules", "noModules"));
  const seenIds = new Set<string>();
  const seenTypes = new Set<DesignModuleType>();
  def.modules.forEach((m, i) => {
    const at = `modules.${i}`;
    if (m.id.trim() === "") out.push(problem(`${at}.id`, "moduleIdMissing"));
    else if (seenIds.has(m.id)) out.push(problem(`${at}.id`, "moduleIdTaken", { id: m.id }));
    seenIds.add(m.id);
    if (m.type !== "custom" && BANK_MODULE_TYPES.includes(m.type)) {
      if (seenTypes.has(m.type)) out.push(problem(`${at}.type`, "bankModuleTwice", { moduleType: m.type }));
      seenTypes.add(m.type);
    }
    if (!Number.isFinite(m.weight) || m.weight < 0) out.push(problem(`${at}.weight`, "moduleWeightNegative"));
    const questions = m.questions ?? [];
    if (m.type !== "custom") {
      if (questions.length > 0) out.push(problem(`${at}.questions`, "questionsNotAllowed"));
      return;
    }
    if (questions.length === 0) out.push(problem(`${at}.questions`, "noQuestions"));
    const qids = new Set<string>();
    questions.forEach((q, j) => {
      const qat = `${at}.questions.${j}`;
      if (q.id.trim() === "") out.push(problem(`${qat}.id`, "questionIdMissing"));
      else if (qids.has(q.id)) out.push(problem(`${qat}.id`, "questionIdTaken", { id: q.id }));
      qids.add(q.id);
      checkQuestion(q.type, q, qat, out);
    });
  });
  if (def.modules.length > 0) {
    const sum = def.modules.reduce((s, m) => s + (Number.isFinite(m.weight) && m.weight > 0 ? m.weight : 0), 0);
    if (!(sum > 0)) out.push(problem("modules", "moduleWeightsZero"));
    if (!def.modules.some((m) => m.required)) out.push(problem("modules", "noRequiredModule"));
  }
  const b = def.scoring.benchmarks;
  if (!(b.excellent > b.good)) out.push(problem("scoring.benchmarks.good", "benchmarkGood"));
  if (!(b.good > b.average)) out.push(problem("scoring.benchmarks.average", "benchmarkAverage"));
  if (!(b.average > b.belowAverage)) out.push(problem("scoring.benchmarks.belowAverage", "benchmarkBelowAverage"));
  for (const t of TRAITS) {
    const w = def.oceanWeights[t];
    if (!Number.isFinite(w) || w < 0 || w > OCEAN_WEIGHT_MAX) out.push(problem(`oceanWeights.${t}`, "oceanWeightRange", { trait: t, max: OCEAN_WEIGHT_MAX }));
  }
  if (def.modules.some((m) => m.type === "ocean") && !TRAITS.some((t) => def.oceanWeights[t] > 0)) {
    out.push(problem("oceanWeights", "oceanWeightsZero"));
  }
  if (def.nodeIds !== undefined) {
    if (def.nodeIds.length === 0) out.push(problem("nodeIds", "noNodes"));
    def.nodeIds.forEach((id, i) => {
      if (!isCompetencyNodeId(id)) out.push(problem(`nodeIds.${i}`, "unknownNode", { id }));
    });
  }
  return out;
}

/** The benchmark band of a composite score (fixed reference points, not norms). */
export type CompositeBand = "excellent" | "good" | "average" | "belowAverage" | "low";

/** Band of a 0-100 composite: at or above excellent, good, average, belowAverage; else low; null when there is no score. */
export function compositeBand(score: number | null, b: Benchmarks): CompositeBand | null {
  if (score === null || Number.isNaN(score)) return null;
  if (score >= b.excellent) return "excellent";
  if (score >= b.good) return "good";
  if (score >= b.average) return "average";
  if (score >= b.belowAverage) return "belowAverage";
  return "low";
}

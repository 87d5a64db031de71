/**
 * The type manager's form (spec 1 §3 assessment type fields) as pure state: a designed type's definition opened
 * as editable drafts (numbers as typed text), the edits a person makes (modules and custom questions added,
 * removed, moved), the client-side checks that mirror the contract's obvious rules, and the definition sent
 * back. The server checks everything again; its 400 is shown beside these.
 */
import type { TTypeDefinition } from "../../../contracts/assessment-design.ts";
import { DEFINITION_PROBLEM_CODES, type DefinitionProblem, type DefinitionProblemCode } from "../../../domain/design/problems.ts";
import type { DesignModuleType, NormGroupChoice, TypeCategory } from "../../../domain/design/types.ts";
import type { Trait } from "../../../domain/psychometrics/facets.ts";

/** Spec §2 question types a custom module may ask. */
export const QUESTION_TYPES = ["likert", "multiple_choice", "ranking", "scale", "text", "scenario"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Spec §3 module types. */
export const MODULE_TYPES: readonly DesignModuleType[] = ["ocean", "executive", "emotional", "darkside", "custom"];
/** Spec §3 categories (individual by default). */
export const CATEGORIES: readonly TypeCategory[] = ["individual", "leadership", "team", "specialized"];
/** The five traits in OCEAN order. */
export const OCEAN: readonly Trait[] = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"];
/** Spec §3 benchmark names, highest first (they must descend in this order). */
export const BENCHMARKS = ["excellent", "good", "average", "belowAverage"] as const;
export type BenchmarkKey = (typeof BENCHMARKS)[number];

/** The contract's code rule (1-40 capital letters, digits and hyphens). */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,39}$/;
const ID_PATTERN = /^[a-z0-9_-]{1,40}$/;

/** An option of a multiple-choice or scenario question, as typed. */
export interface OptionDraft {
  value: string;
  label: string;
}

/** A custom question being edited. */
export interface QuestionDraft {
  id: string;
  type: QuestionType;
  text: string;
  options: OptionDraft[];
  min: string;
  max: string;
  minLabel: string;
  maxLabel: string;
  items: string[];
}

/** A module being edited (questions only matter for custom modules). */
export interface ModuleDraft {
  id: string;
  name: string;
  type: DesignModuleType;
  weight: string;
  required: boolean;
  questions: QuestionDraft[];
}

/** The whole form. */
export interface TypeFormState {
  name: string;
  code: string;
  description: string;
  category: TypeCategory;
  /** Target audience, comma-separated as typed. */
  audience: string;
  estimatedDuration: string;
  questionCount: string;
  oceanWeights: Record<Trait, string>;
  modules: ModuleDraft[];
  normGroup: NormGroupChoice;
  benchmarks: Record<BenchmarkKey, string>;
  useStanines: boolean;
  usePercentiles: boolean;
  isActive: boolean;
  /** Node-based types keep their node selection (not edited here). */
  nodeIds?: readonly string[];
}

const num = (n: number | undefined): string => (n === undefined ? "" : String(n));

function questionDraft(q: NonNullable<TTypeDefinition["modules"][number]["questions"]>[number]): QuestionDraft {
  return {
    id: q.id,
    type: q.type,
    text: q.text,
    options: (q.options ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    min: num(q.min),
    max: num(q.max),
    minLabel: q.minLabel ?? "",
    maxLabel: q.maxLabel ?? "",
    items: [...(q.items ?? [])],
  };
}

/** Opens a definition (a type's, or the §9 defaults for a new one) as form state. */
export function formFromDefinition(d: TTypeDefinition & { nodeIds?: readonly string[] }): TypeFormState {
  return {
    name: d.name,
    code: d.code,
    description: d.description,
    category: d.category,
    audience: d.targetAudience.join(", "),
    estimatedDuration: String(d.estimatedDuration),
    questionCount: String(d.questionCount),
    oceanWeights: Object.fromEntries(OCEAN.map((t) => [t, String(d.oceanWeights[t])])) as Record<Trait, string>,
    modules: d.modules.map((m) => ({ id: m.id, name: m.name, type: m.type, weight: String(m.weight), required: m.required, questions: (m.questions ?? []).map(questionDraft) })),
    normGroup: d.scoring.normGroup,
    benchmarks: Object.fromEntries(BENCHMARKS.map((k) => [k, String(d.scoring.benchmarks[k])])) as Record<BenchmarkKey, string>,
    useStanines: d.scoring.useStanines,
    usePercentiles: d.scoring.usePercentiles,
    isActive: d.isActive,
    ...(d.nodeIds ? { nodeIds: d.nodeIds } : {}),
  };
}

/** A typed number, or NaN when the text is not one. */
function parseNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** Splits the typed audience ("Managers, new hires") into its entries. */
export function audienceList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

function questionOut(q: QuestionDraft): NonNullable<TTypeDefinition["modules"][number]["questions"]>[number] {
  const base = { id: q.id, type: q.type, text: q.text.trim() };
  switch (q.type) {
    case "multiple_choice":
    case "scenario":
      return { ...base, options: q.options.map((o) => ({ value: parseNumber(o.value), label: o.label.trim() })) };
    case "scale":
      return {
        ...base,
        min: parseNumber(q.min),
        max: parseNumber(q.max),
        ...(q.minLabel.trim() ? { minLabel: q.minLabel.trim() } : {}),
        ...(q.maxLabel.trim() ? { maxLabel: q.maxLabel.trim() } : {}),
      };
    case "ranking":
      return { ...base, items: q.items.map((i) => i.trim()) };
    default:
      return base;
  }
}

/** The definition the form sends (POST/PUT body). Only custom modules carry questions, and only the fields of their type. */
export function definitionFromForm(s: TypeFormState): TTypeDefinition {
  return {
    name: s.name.trim(),
    code: s.code.trim().toUpperCase(),
    description: s.description.trim(),
    category: s.category,
    targetAudience: audienceList(s.audience),
    estimatedDuration: parseNumber(s.estimatedDuration),
    questionCount: parseNumber(s.questionCount),
    oceanWeights: Object.fromEntries(OCEAN.map((t) => [t, parseNumber(s.oceanWeights[t])])) as TTypeDefinition["oceanWeights"],
    modules: s.modules.map((m) => ({
      id: m.id,
      name: m.name.trim(),
      type: m.type,
      weight: parseNumber(m.weight),
      required: m.required,
      ...(m.type === "custom" ? { questions: m.questions.map(questionOut) } : {}),
    })),
    scoring: {
      normGroup: s.normGroup,
      benchmarks: Object.fromEntries(BENCHMARKS.map((k) => [k, parseNumber(s.benchmarks[k])])) as TTypeDefinition["scoring"]["benchmarks"],
      useStanines: s.useStanines,
      usePercentiles: s.usePercentiles,
    },
    isActive: s.isActive,
  };
}

/** Field path (as the server names fields: "code", "modules.0.name") → the key of its message in the catalog (errors.*). */
export type FormErrors = Record<string, string>;

const isInt = (n: number) => Number.isInteger(n);
const inRange = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

/** The contract's obvious rules, checked before sending (the server checks them all again). */
export function validateForm(s: TypeFormState): FormErrors {
  const d = definitionFromForm(s);
  const e: FormErrors = {};
  if (d.name === "") e.name = "errors.nameRequired";
  else if (d.name.length > 120) e.name = "errors.tooLong";
  if (d.code === "") e.code = "errors.codeRequired";
  else if (!CODE_PATTERN.test(d.code)) e.code = "errors.codePattern";
  if (d.description.length > 2000) e.description = "errors.tooLong";
  if (d.targetAudience.length > 20 || d.targetAudience.some((a) => a.length > 80)) e.targetAudience = "errors.audience";
  if (!isInt(d.estimatedDuration) || !inRange(d.estimatedDuration, 1, 600)) e.estimatedDuration = "errors.duration";
  if (!isInt(d.questionCount) || !inRange(d.questionCount, 1, 500)) e.questionCount = "errors.questionCount";
  for (const t of OCEAN) if (!inRange(d.oceanWeights[t], 0, 5)) e[`oceanWeights.${t}`] = "errors.oceanWeight";
  if (d.modules.length === 0) e.modules = "errors.noModules";
  if (d.modules.length > 20) e.modules = "errors.tooManyModules";
  const ids = new Set<string>();
  d.modules.forEach((m, i) => {
    const at = `modules.${i}`;
    if (!ID_PATTERN.test(m.id) || ids.has(m.id)) e[`${at}.id`] = "errors.moduleId";
    ids.add(m.id);
    if (m.name === "") e[`${at}.name`] = "errors.moduleName";
    if (!inRange(m.weight, 0, 1)) e[`${at}.weight`] = "errors.moduleWeight";
    if (m.type !== "custom") return;
    const questions = m.questions ?? [];
    if (questions.length === 0) e[`${at}.questions`] = "errors.noQuestions";
    if (questions.length > 100) e[`${at}.questions`] = "errors.tooManyQuestions";
    questions.forEach((q, j) => {
      const qa = `${at}.questions.${j}`;
      if (q.text === "") e[`${qa}.text`] = "errors.questionText";
      if (q.options && (q.options.length < 2 || q.options.length > 10 || q.options.some((o) => o.label === "" || !isInt(o.value) || !inRange(o.value, -100, 100))))
        e[`${qa}.options`] = "errors.options";
      if (q.type === "scale") {
        const ok = q.min !== undefined && q.max !== undefined && isInt(q.min) && isInt(q.max) && inRange(q.min, -100, 100) && inRange(q.max, -100, 100) && q.min < q.max;
        if (!ok) e[`${qa}.min`] = "errors.scale";
      }
      if (q.items && (q.items.length < 2 || q.items.length > 10 || q.items.some((x) => x === ""))) e[`${qa}.items`] = "errors.items";
    });
  });
  const b = d.scoring.benchmarks;
  if (BENCHMARKS.some((k) => !inRange(b[k], 0, 100))) e["scoring.benchmarks"] = "errors.benchmarkRange";
  else if (!(b.excellent > b.good && b.good > b.average && b.average > b.belowAverage)) e["scoring.benchmarks"] = "errors.benchmarkOrder";
  return e;
}

/** The field paths a server's 400 names in its details (`{field}`, `[{field}]` or `[{path: [...]}]`). */
export function serverErrorFields(details: unknown): string[] {
  const one = (d: unknown): string[] => {
    if (typeof d !== "object" || d === null) return [];
    const r = d as { field?: unknown; path?: unknown };
    if (typeof r.field === "string") return [r.field];
    if (Array.isArray(r.path) && r.path.length > 0) return [r.path.join(".")];
    return [];
  };
  return Array.isArray(details) ? details.flatMap(one) : one(details);
}

/** A definition problem the server named in its refusal (`details.problems`): field, code and facts. */
export type ServerProblem = Pick<DefinitionProblem, "field" | "code" | "params">;

/** The problems of a server's 400 whose code this page can word (`details.problems`), in the server's order. */
export function serverProblems(details: unknown): ServerProblem[] {
  const list = typeof details === "object" && details !== null ? (details as { problems?: unknown }).problems : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: unknown): ServerProblem[] => {
    if (typeof p !== "object" || p === null) return [];
    const r = p as { field?: unknown; code?: unknown; params?: unknown };
    if (typeof r.field !== "string" || typeof r.code !== "string" || !(DEFINITION_PROBLEM_CODES as readonly string[]).includes(r.code)) return [];
    const params = typeof r.params === "object" && r.params !== null ? (r.params as ServerProblem["params"]) : {};
    return [{ field: r.field, code: r.code as DefinitionProblemCode, params }];
  });
}

/** The next free id with a prefix ("m3", "q2"). */
function nextId(prefix: string, taken: readonly string[]): string {
  for (let n = 1; ; n += 1) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A new question of a type, with the fields that type needs (spec §5: a scale defaults to 1-10). */
export function newQuestion(type: QuestionType, taken: readonly string[]): QuestionDraft {
  return withType({ id: nextId("q", taken), type, text: "", options: [], min: "", max: "", minLabel: "", maxLabel: "", items: [] }, type);
}

/** A question switched to another type: that type's fields are filled in where empty. */
function withType(q: QuestionDraft, type: QuestionType): QuestionDraft {
  const next = { ...q, type };
  if ((type === "multiple_choice" || type === "scenario") && next.options.length < 2)
    next.options = [
      { value: "1", label: "" },
      { value: "2", label: "" },
    ];
  if (type === "scale" && next.min === "" && next.max === "") Object.assign(next, { min: "1", max: "10" });
  if (type === "ranking" && next.items.length < 2) next.items = ["", ""];
  return next;
}

/** An edit to the form. */
export type FormAction =
  | { type: "set"; patch: Partial<Omit<TypeFormState, "modules" | "oceanWeights" | "benchmarks">> }
  | { type: "weight"; trait: Trait; value: string }
  | { type: "benchmark"; key: BenchmarkKey; value: string }
  | { type: "addModule" }
  | { type: "removeModule"; index: number }
  | { type: "moveModule"; index: number; direction: -1 | 1 }
  | { type: "module"; index: number; patch: Partial<Omit<ModuleDraft, "questions">> }
  | { type: "addQuestion"; module: number; questionType: QuestionType }
  | { type: "removeQuestion"; module: number; index: number }
  | { type: "question"; module: number; index: number; patch: Partial<QuestionDraft> }
  | { type: "reset"; state: TypeFormState };

function move<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const to = index + direction;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

function mapAt<T>(list: readonly T[], index: number, f: (x: T) => T): T[] {
  return list.map((x, i) => (i === index ? f(x) : x));
}

/** Applies an edit. */
export function formReducer(s: TypeFormState, a: FormAction): TypeFormState {
  switch (a.type) {
    case "set":
      return { ...s, ...a.patch };
    case "weight":
      return { ...s, oceanWeights: { ...s.oceanWeights, [a.trait]: a.value } };
    case "benchmark":
      return { ...s, benchmarks: { ...s.benchmarks, [a.key]: a.value } };
    case "addModule":
      return {
        ...s,
        modules: [
          ...s.modules,
          {
            id: nextId(
              "m",
              s.modules.map((m) => m.id),
            ),
            name: "",
            type: "custom",
            weight: "0.5",
            required: false,
            questions: [newQuestion("likert", [])],
          },
        ],
      };
    case "removeModule":
      return { ...s, modules: s.modules.filter((_, i) => i !== a.index) };
    case "moveModule":
      return { ...s, modules: move(s.modules, a.index, a.direction) };
    case "module":
      return {
        ...s,
        modules: mapAt(s.modules, a.index, (m) => {
          const next = { ...m, ...a.patch };
          if (next.type === "custom" && next.questions.length === 0) next.questions = [newQuestion("likert", [])];
          return next;
        }),
      };
    case "addQuestion":
      return {
        ...s,
        modules: mapAt(s.modules, a.module, (m) => ({
          ...m,
          questions: [
            ...m.questions,
            newQuestion(
              a.questionType,
              m.questions.map((q) => q.id),
            ),
          ],
        })),
      };
    case "removeQuestion":
      return { ...s, modules: mapAt(s.modules, a.module, (m) => ({ ...m, questions: m.questions.filter((_, i) => i !== a.index) })) };
    case "question":
      return {
        ...s,
        modules: mapAt(s.modules, a.module, (m) => ({
          ...m,
          questions: mapAt(m.questions, a.index, (q) => {
            const next = { ...q, ...a.patch };
            return a.patch.type && a.patch.type !== q.type ? withType(next, a.patch.type) : next;
          }),
        })),
      };
    case "reset":
      return a.state;
  }
}

/** Whether the form differs from where it started (for the leave-without-saving guard). */
export function isDirty(initial: TypeFormState, current: TypeFormState): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}

/** A listed type's definition alone (what PUT takes), e.g. to toggle isActive. */
export function definitionOf(type: TTypeDefinition): TTypeDefinition {
  return {
    name: type.name,
    code: type.code,
    description: type.description,
    category: type.category,
    targetAudience: type.targetAudience,
    estimatedDuration: type.estimatedDuration,
    questionCount: type.questionCount,
    oceanWeights: type.oceanWeights,
    modules: type.modules,
    scoring: type.scoring,
    isActive: type.isActive,
  };
}

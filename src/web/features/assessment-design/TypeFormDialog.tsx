import { useId, useMemo, useReducer, useState, type ReactNode } from "react";
import type { TTypeDefinition } from "../../../contracts/assessment-design.ts";
import { primaryButtonClass, secondaryButtonClass, ghostButtonClass, dangerTextButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { traitName } from "../../lib/psychometrics/labels.ts";
import type { DesignedType, DesignedTypeList, SavedType } from "./design-api.ts";
import { useDesignT } from "./i18n.ts";
import { problemParams } from "../../../domain/design/problems.ts";
import {
  BENCHMARKS,
  CATEGORIES,
  definitionFromForm,
  formFromDefinition,
  formReducer,
  isDirty,
  MODULE_TYPES,
  OCEAN,
  QUESTION_TYPES,
  serverErrorFields,
  serverProblems,
  type ServerProblem,
  validateForm,
  type FormAction,
  type FormErrors,
  type ModuleDraft,
  type QuestionDraft,
  type QuestionType,
  type TypeFormState,
} from "./type-form.ts";
import { Field, inputClass, UnnormedBadge } from "./ui.tsx";
import { useSaveType } from "./use-design.ts";

/** The server's refusal: its message, the fields it named, and what is wrong with each (worded here, by problem code). */
interface ServerRefusal {
  message: string;
  fields: string[];
  problems?: Record<string, string>;
}

/** A refusal in the reader's words: a definition's problems from this page's catalog, anything else as the server said it. */
function refusalOf(error: unknown, t: ReturnType<typeof useDesignT>): ServerRefusal {
  if (!(error instanceof ApiError)) return { message: errorMessage(error), fields: [] };
  const found = serverProblems(error.details);
  if (found.length === 0) return { message: errorMessage(error), fields: serverErrorFields(error.details) };
  const word = (p: ServerProblem) =>
    t(
      `problems.${p.code}`,
      problemParams(p, (key) => t(`problems.words.${key}` as "problems.noModules")),
    );
  const problems: Record<string, string> = {};
  for (const p of found) problems[p.field] ??= word(p);
  return { message: word(found[0]), fields: found.map((p) => p.field), problems };
}

/** Create (type null: starts from the §9 defaults) or edit a designed type; Save Configuration submits. */
export function TypeFormDialog({
  type,
  defaults,
  normGroups,
  onClose,
  onSaved,
}: {
  type: DesignedType | null;
  defaults: TTypeDefinition;
  normGroups: DesignedTypeList["normGroups"];
  onClose(): void;
  onSaved(answer: SavedType): void;
}) {
  const t = useDesignT();
  const common = useT("common");
  const initial = useMemo(() => formFromDefinition(type ?? defaults), [type, defaults]);
  const [state, dispatch] = useReducer(formReducer, initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const save = useSaveType();
  const formId = useId();

  const close = () => {
    if (isDirty(initial, state) && !confirmDiscard) setConfirmDiscard(true);
    else onClose();
  };

  const submit = () => {
    const found = validateForm(state);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { typeId: type?.id ?? null, definition: definitionFromForm(state) },
      {
        onSuccess: onSaved,
        onError: (error) => setRefusal(refusalOf(error, t)),
      },
    );
  };

  const footer = confirmDiscard ? (
    <div className="flex w-full flex-wrap items-center justify-between gap-2" role="alert">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">{t("form.discardTitle")}</span> {t("form.discardBody")}
      </p>
      <div className="flex gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => setConfirmDiscard(false)}>
          {t("form.keepEditing")}
        </button>
        <button type="button" className={primaryButtonClass} onClick={onClose}>
          {t("form.discard")}
        </button>
      </div>
    </div>
  ) : (
    <>
      <button type="button" className={secondaryButtonClass} onClick={close} disabled={save.isPending}>
        {common("actions.cancel")}
      </button>
      <button type="submit" form={formId} className={primaryButtonClass} disabled={save.isPending}>
        {save.isPending && <Spinner className="h-4 w-4" />}
        {save.isPending ? t("form.saving") : t("form.save")}
      </button>
    </>
  );

  return (
    <Dialog open onClose={close} size="lg" title={type ? t("form.editTitle", { name: type.name }) : t("form.createTitle")} description={t("form.description")} footer={footer}>
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TypeFormFields state={state} dispatch={dispatch} errors={errors} refusal={refusal} normGroups={normGroups} responses={type?.responses ?? 0} />
      </form>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-4 first:border-0 first:pt-0 dark:border-slate-800">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of a type definition (exported for tests). */
export function TypeFormFields({
  state,
  dispatch,
  errors,
  refusal,
  normGroups,
  responses,
}: {
  state: TypeFormState;
  dispatch(action: FormAction): void;
  errors: FormErrors;
  refusal: ServerRefusal | null;
  normGroups: DesignedTypeList["normGroups"];
  responses: number;
}) {
  const t = useDesignT();
  const base = useId();
  const id = (path: string) => `${base}-${path.replace(/\./g, "-")}`;
  const err = (path: string): string | undefined => {
    if (errors[path]) return t(errors[path] as "errors.nameRequired");
    // the server names the field it refused, or a part of it (scoring.benchmarks.good under scoring.benchmarks)
    const named = refusal?.fields.find((f) => f === path || f.startsWith(`${path}.`));
    if (refusal && named !== undefined) return t("errors.server", { message: refusal.problems?.[named] ?? refusal.message });
    return undefined;
  };
  const aria = (path: string, hint = false) => ({
    id: id(path),
    "aria-invalid": err(path) ? true : undefined,
    "aria-describedby": [hint ? `${id(path)}-hint` : "", err(path) ? `${id(path)}-error` : ""].filter(Boolean).join(" ") || undefined,
  });
  const set = (patch: Extract<FormAction, { type: "set" }>["patch"]) => dispatch({ type: "set", patch });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="space-y-5">
      {hasErrors && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {t("form.checkFields")}
        </p>
      )}
      {refusal && (
        <p role="alert" data-testid="server-error" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {t("form.serverError", { message: refusal.message })}
        </p>
      )}
      {responses > 0 && (
        <p className="rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-100">{t("form.versionNote", { count: responses })}</p>
      )}

      <Section title={t("form.sections.basics")}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={id("name")} label={t("form.name")} error={err("name")}>
            <input {...aria("name")} className={inputClass} value={state.name} maxLength={120} required onChange={(e) => set({ name: e.target.value })} />
          </Field>
          <Field id={id("code")} label={t("form.code")} hint={t("form.codeHint")} error={err("code")}>
            <input
              {...aria("code", true)}
              className={`${inputClass} font-mono uppercase`}
              value={state.code}
              maxLength={40}
              required
              autoCapitalize="characters"
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
            />
          </Field>
        </div>
        <Field id={id("description")} label={t("form.descriptionField")} error={err("description")}>
          <textarea {...aria("description")} className={inputClass} rows={3} maxLength={2000} value={state.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={id("category")} label={t("form.category")} error={err("category")}>
            <select {...aria("category")} className={inputClass} value={state.category} onChange={(e) => set({ category: e.target.value as TypeFormState["category"] })}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id("targetAudience")} label={t("form.audience")} hint={t("form.audienceHint")} error={err("targetAudience")}>
            <input {...aria("targetAudience", true)} className={inputClass} value={state.audience} onChange={(e) => set({ audience: e.target.value })} />
          </Field>
          <Field id={id("estimatedDuration")} label={t("form.duration")} error={err("estimatedDuration")}>
            <input
              {...aria("estimatedDuration")}
              type="number"
              min={1}
              max={600}
              step={1}
              className={inputClass}
              value={state.estimatedDuration}
              onChange={(e) => set({ estimatedDuration: e.target.value })}
            />
          </Field>
          <Field id={id("questionCount")} label={t("form.questionCount")} hint={t("form.questionCountHint")} error={err("questionCount")}>
            <input
              {...aria("questionCount", true)}
              type="number"
              min={1}
              max={500}
              step={1}
              className={inputClass}
              value={state.questionCount}
              onChange={(e) => set({ questionCount: e.target.value })}
            />
          </Field>
        </div>
      </Section>

      <Section title={t("form.sections.ocean")}>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("form.oceanHint")}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {OCEAN.map((trait) => (
            <Field key={trait} id={id(`oceanWeights.${trait}`)} label={traitName(trait)} error={err(`oceanWeights.${trait}`)}>
              <input
                {...aria(`oceanWeights.${trait}`)}
                type="number"
                min={0}
                max={5}
                step={0.1}
                className={inputClass}
                value={state.oceanWeights[trait]}
                onChange={(e) => dispatch({ type: "weight", trait, value: e.target.value })}
              />
            </Field>
          ))}
        </div>
      </Section>

      <Section title={t("form.sections.modules")}>
        {err("modules") && (
          <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
            {err("modules")}
          </p>
        )}
        <ol className="space-y-3">
          {state.modules.map((m, i) => (
            <ModuleEditor key={`${m.id}-${i}`} module={m} index={i} count={state.modules.length} dispatch={dispatch} err={err} aria={aria} />
          ))}
        </ol>
        <button type="button" className={secondaryButtonClass} onClick={() => dispatch({ type: "addModule" })} disabled={state.modules.length >= 20}>
          {t("form.addModule")}
        </button>
      </Section>

      <Section title={t("form.sections.scoring")}>
        <Field id={id("scoring.normGroup")} label={t("form.normGroup")} hint={t("form.normGroupHint")} error={err("scoring.normGroup")}>
          <select
            {...aria("scoring.normGroup", true)}
            className={inputClass}
            value={state.normGroup}
            onChange={(e) => set({ normGroup: e.target.value as TypeFormState["normGroup"] })}
          >
            {normGroups.map((g) => (
              <option key={g.id} value={g.id} title={t(`normGroups.${g.id}.source`, { citation: g.citation })}>
                {t(`normGroups.${g.id}.label`)}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("form.benchmarks")}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("form.benchmarksHint")}</p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {BENCHMARKS.map((k) => (
              <Field key={k} id={id(`scoring.benchmarks.${k}`)} label={t(`benchmark.${k}`)}>
                <input
                  id={id(`scoring.benchmarks.${k}`)}
                  aria-invalid={err("scoring.benchmarks") || err(`scoring.benchmarks.${k}`) ? true : undefined}
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  className={inputClass}
                  value={state.benchmarks[k]}
                  onChange={(e) => dispatch({ type: "benchmark", key: k, value: e.target.value })}
                />
              </Field>
            ))}
          </div>
          {(err("scoring.benchmarks") ?? BENCHMARKS.map((k) => err(`scoring.benchmarks.${k}`)).find(Boolean)) && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
              {err("scoring.benchmarks") ?? BENCHMARKS.map((k) => err(`scoring.benchmarks.${k}`)).find(Boolean)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Switch label={t("form.useStanines")} checked={state.useStanines} onChange={(v) => set({ useStanines: v })} />
          <Switch label={t("form.usePercentiles")} checked={state.usePercentiles} onChange={(v) => set({ usePercentiles: v })} />
          <Switch label={t("form.isActive")} checked={state.isActive} onChange={(v) => set({ isActive: v })} />
        </div>
      </Section>
    </div>
  );
}

/** An on/off switch (a checkbox announced as a switch). */
function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
      <input type="checkbox" role="switch" className="peer sr-only" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span
        aria-hidden="true"
        className="relative h-5 w-9 rounded-full bg-slate-300 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 after:absolute after:top-0.5 after:left-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-4 dark:bg-slate-600"
      />
      {label}
    </label>
  );
}

type AriaFor = (path: string, hint?: boolean) => { id: string; "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };

function ModuleEditor({
  module: m,
  index,
  count,
  dispatch,
  err,
  aria,
}: {
  module: ModuleDraft;
  index: number;
  count: number;
  dispatch(a: FormAction): void;
  err(path: string): string | undefined;
  aria: AriaFor;
}) {
  const t = useDesignT();
  const at = `modules.${index}`;
  const patch = (p: Extract<FormAction, { type: "module" }>["patch"]) => dispatch({ type: "module", index, patch: p });
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-700" data-testid={`module-${index}`}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900 dark:text-white">{t("form.moduleN", { n: index + 1 })}</span>
        {m.type === "custom" && <UnnormedBadge />}
        <span className="ml-auto flex gap-1">
          <button
            type="button"
            className={ghostButtonClass}
            onClick={() => dispatch({ type: "moveModule", index, direction: -1 })}
            disabled={index === 0}
            aria-label={t("form.moveUp")}
          >
            ↑
          </button>
          <button
            type="button"
            className={ghostButtonClass}
            onClick={() => dispatch({ type: "moveModule", index, direction: 1 })}
            disabled={index === count - 1}
            aria-label={t("form.moveDown")}
          >
            ↓
          </button>
          <button type="button" className={dangerTextButtonClass} onClick={() => dispatch({ type: "removeModule", index })} disabled={count <= 1}>
            {t("form.removeModule")}
          </button>
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1.5fr_1fr_auto] sm:items-end">
        <Field id={aria(`${at}.name`).id} label={t("form.moduleName")} error={err(`${at}.name`) ?? err(`${at}.id`)}>
          <input {...aria(`${at}.name`)} className={inputClass} value={m.name} maxLength={120} onChange={(e) => patch({ name: e.target.value })} />
        </Field>
        <Field id={aria(`${at}.type`).id} label={t("form.moduleType")} error={err(`${at}.type`)}>
          <select {...aria(`${at}.type`)} className={inputClass} value={m.type} onChange={(e) => patch({ type: e.target.value as ModuleDraft["type"] })}>
            {MODULE_TYPES.map((mt) => (
              <option key={mt} value={mt}>
                {t(`moduleType.${mt}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={aria(`${at}.weight`).id} label={t("form.moduleWeight")} error={err(`${at}.weight`)}>
          <input {...aria(`${at}.weight`)} type="number" min={0} max={1} step={0.05} className={inputClass} value={m.weight} onChange={(e) => patch({ weight: e.target.value })} />
        </Field>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800 dark:text-slate-200">
          <input type="checkbox" checked={m.required} onChange={(e) => patch({ required: e.target.checked })} className="h-4 w-4 rounded border-slate-300" />
          {t("form.moduleRequired")}
        </label>
      </div>
      {m.type === "custom" && (
        <div className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("form.unnormedNote")}</p>
          {err(`${at}.questions`) && (
            <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
              {err(`${at}.questions`)}
            </p>
          )}
          <ol className="space-y-3" aria-label={t("form.questions")}>
            {m.questions.map((q, j) => (
              <QuestionEditor key={`${q.id}-${j}`} question={q} module={index} index={j} dispatch={dispatch} err={err} aria={aria} />
            ))}
          </ol>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => dispatch({ type: "addQuestion", module: index, questionType: "likert" })}
            disabled={m.questions.length >= 100}
          >
            {t("form.addQuestion")}
          </button>
        </div>
      )}
    </li>
  );
}

function QuestionEditor({
  question: q,
  module,
  index,
  dispatch,
  err,
  aria,
}: {
  question: QuestionDraft;
  module: number;
  index: number;
  dispatch(a: FormAction): void;
  err(path: string): string | undefined;
  aria: AriaFor;
}) {
  const t = useDesignT();
  const at = `modules.${module}.questions.${index}`;
  const patch = (p: Partial<QuestionDraft>) => dispatch({ type: "question", module, index, patch: p });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900" data-testid={`question-${module}-${index}`}>
      <div className="mb-2 flex items-center gap-2">
        <span className="text-sm font-medium text-slate-900 dark:text-white">{t("form.questionN", { n: index + 1 })}</span>
        <UnnormedBadge />
        <button type="button" className={`${dangerTextButtonClass} ml-auto`} onClick={() => dispatch({ type: "removeQuestion", module, index })}>
          {t("form.removeQuestion")}
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <Field id={aria(`${at}.type`).id} label={t("form.questionType")}>
          <select {...aria(`${at}.type`)} className={inputClass} value={q.type} onChange={(e) => patch({ type: e.target.value as QuestionType })}>
            {QUESTION_TYPES.map((qt) => (
              <option key={qt} value={qt}>
                {t(`questionType.${qt}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={aria(`${at}.text`).id} label={t("form.questionText")} error={err(`${at}.text`)}>
          <input {...aria(`${at}.text`)} className={inputClass} value={q.text} maxLength={500} onChange={(e) => patch({ text: e.target.value })} />
        </Field>
      </div>
      <div className="mt-3">
        {q.type === "likert" && <p className="text-xs text-slate-500 dark:text-slate-400">{t("form.likertNote")}</p>}
        {q.type === "text" && <p className="text-xs text-slate-500 dark:text-slate-400">{t("form.textNote")}</p>}
        {(q.type === "multiple_choice" || q.type === "scenario") && (
          <div>
            <p className="text-xs font-medium text-slate-700 dark:text-slate-300">{t("form.options")}</p>
            <ul className="mt-1 space-y-1.5">
              {q.options.map((o, k) => (
                <li key={k} className="flex gap-2">
                  <input
                    type="number"
                    step={1}
                    min={-100}
                    max={100}
                    className={`${inputClass} w-24`}
                    aria-label={t("form.optionValue", { n: k + 1 })}
                    value={o.value}
                    onChange={(e) => patch({ options: q.options.map((x, i) => (i === k ? { ...x, value: e.target.value } : x)) })}
                  />
                  <input
                    className={inputClass}
                    aria-label={t("form.optionLabel", { n: k + 1 })}
                    value={o.label}
                    maxLength={200}
                    onChange={(e) => patch({ options: q.options.map((x, i) => (i === k ? { ...x, label: e.target.value } : x)) })}
                  />
                  <button
                    type="button"
                    className={dangerTextButtonClass}
                    aria-label={t("form.removeOption", { n: k + 1 })}
                    disabled={q.options.length <= 2}
                    onClick={() => patch({ options: q.options.filter((_, i) => i !== k) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`${ghostButtonClass} mt-1`}
              disabled={q.options.length >= 10}
              onClick={() => patch({ options: [...q.options, { value: String(q.options.length + 1), label: "" }] })}
            >
              {t("form.addOption")}
            </button>
            {err(`${at}.options`) && (
              <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
                {err(`${at}.options`)}
              </p>
            )}
          </div>
        )}
        {q.type === "scale" && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Field id={aria(`${at}.min`).id} label={t("form.scaleMin")} error={err(`${at}.min`) ?? err(`${at}.max`)}>
              <input {...aria(`${at}.min`)} type="number" step={1} className={inputClass} value={q.min} onChange={(e) => patch({ min: e.target.value })} />
            </Field>
            <Field id={aria(`${at}.max`).id} label={t("form.scaleMax")}>
              <input {...aria(`${at}.max`)} type="number" step={1} className={inputClass} value={q.max} onChange={(e) => patch({ max: e.target.value })} />
            </Field>
            <Field id={aria(`${at}.minLabel`).id} label={t("form.scaleMinLabel")}>
              <input {...aria(`${at}.minLabel`)} className={inputClass} maxLength={80} value={q.minLabel} onChange={(e) => patch({ minLabel: e.target.value })} />
            </Field>
            <Field id={aria(`${at}.maxLabel`).id} label={t("form.scaleMaxLabel")}>
              <input {...aria(`${at}.maxLabel`)} className={inputClass} maxLength={80} value={q.maxLabel} onChange={(e) => patch({ maxLabel: e.target.value })} />
            </Field>
          </div>
        )}
        {q.type === "ranking" && (
          <div>
            <p className="text-xs font-medium text-slate-700 dark:text-slate-300">{t("form.items")}</p>
            <ul className="mt-1 space-y-1.5">
              {q.items.map((item, k) => (
                <li key={k} className="flex gap-2">
                  <input
                    className={inputClass}
                    aria-label={t("form.itemN", { n: k + 1 })}
                    value={item}
                    maxLength={200}
                    onChange={(e) => patch({ items: q.items.map((x, i) => (i === k ? e.target.value : x)) })}
                  />
                  <button
                    type="button"
                    className={dangerTextButtonClass}
                    aria-label={t("form.removeItem", { n: k + 1 })}
                    disabled={q.items.length <= 2}
                    onClick={() => patch({ items: q.items.filter((_, i) => i !== k) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={`${ghostButtonClass} mt-1`} disabled={q.items.length >= 10} onClick={() => patch({ items: [...q.items, ""] })}>
              {t("form.addItem")}
            </button>
            {err(`${at}.items`) && (
              <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
                {err(`${at}.items`)}
              </p>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

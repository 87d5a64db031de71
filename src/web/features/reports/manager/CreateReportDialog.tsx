import { useId, useState, type FormEvent } from "react";
import type { TReportInstance } from "../../../../contracts/reports.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useReportsT } from "../i18n.ts";
import { createBody, createProblems, newCreateDraft, type CreateDraft } from "../lib/create-form.ts";
import { localToday, PRIORITIES, type Priority } from "../lib/report-filters.ts";
import { useCreateReport } from "../reports-api.ts";
import { useTemplates } from "../templates-api.ts";
import { NewTemplateInline } from "./NewTemplateInline.tsx";
import { ErrorBox, fieldErrorClass, inputClass, invalidInputClass, labelClass } from "../ui.tsx";

/** Spec 2 §2.6 "Create New Report": the dialog around the form (a fresh form each time it opens). */
export function CreateReportDialog({
  open,
  organizationId,
  templateId,
  onClose,
  onCreated,
}: {
  open: boolean;
  organizationId: string;
  /** The template chosen beforehand (the Reporting Center's Use Template). */
  templateId?: string;
  onClose(): void;
  onCreated(report: TReportInstance): void;
}) {
  const t = useReportsT();
  return (
    <Dialog open={open} onClose={onClose} title={t("create.title")} size="lg">
      {open && <CreateReportForm organizationId={organizationId} templateId={templateId} onCancel={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

/**
 * The form: template, title, period (seven days ending yesterday by default), priority, tags, Auto-generate;
 * template, title and both dates are required and nothing is sent while one is empty (spec 2 §5).
 */
export function CreateReportForm({
  organizationId,
  templateId: chosen,
  onCancel,
  onCreated,
  today = localToday(),
}: {
  organizationId: string;
  templateId?: string;
  onCancel(): void;
  onCreated(report: TReportInstance): void;
  today?: string;
}) {
  const t = useReportsT();
  const templates = useTemplates(organizationId);
  const active = (templates.data?.templates ?? []).filter((tpl) => tpl.is_active);
  const [draft, setDraft] = useState<CreateDraft>(() => newCreateDraft(today));
  const [submitted, setSubmitted] = useState(false);
  const [makingTemplate, setMakingTemplate] = useState(false);
  const canMakeTemplate = templates.data?.policies.create ?? false;
  const create = useCreateReport(organizationId);
  const ids = { template: useId(), title: useId(), start: useId(), end: useId(), priority: useId(), tags: useId(), tagsHint: useId(), auto: useId() };
  // the first active template is chosen once the list arrives, unless one was picked already
  const templateId = draft.templateId || (chosen && active.some((tpl) => tpl.id === chosen) ? chosen : "") || active[0]?.id || "";
  const current = { ...draft, templateId };
  const problems = submitted ? createProblems(current) : {};
  const update = (patch: Partial<CreateDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const message = (field: keyof typeof problems) => (problems[field] === "before_start" ? t("create.beforeStart") : problems[field] ? t("create.required") : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const body = createBody(organizationId, current);
    if (!body) {
      event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    create.mutate(body, { onSuccess: (report) => onCreated(report) });
  };

  const field = (key: "templateId" | "title" | "reportPeriodStart" | "reportPeriodEnd", id: string) => {
    const text = message(key);
    return {
      id,
      "aria-invalid": text ? true : undefined,
      "aria-describedby": text ? `${id}-error` : undefined,
      className: `${inputClass} ${text ? invalidInputClass : ""}`,
      error: text ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {text}
        </p>
      ) : null,
    };
  };
  const tpl = field("templateId", ids.template);
  const title = field("title", ids.title);
  const start = field("reportPeriodStart", ids.start);
  const end = field("reportPeriodEnd", ids.end);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={ids.template} className={labelClass}>
          {t("create.template")} <span aria-hidden="true">*</span>
        </label>
        <select
          id={tpl.id}
          required
          value={templateId}
          onChange={(e) => update({ templateId: e.target.value })}
          aria-invalid={tpl["aria-invalid"]}
          aria-describedby={tpl["aria-describedby"]}
          className={tpl.className}
          disabled={templates.isPending}
        >
          <option value="">{t("create.chooseTemplate")}</option>
          {active.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name} ({t(`templates.type.${template.template_type}`)})
            </option>
          ))}
        </select>
        {tpl.error}
        {templates.isError && <p className={fieldErrorClass}>{t("create.templatesFailed", { message: errorMessage(templates.error) })}</p>}
        {templates.isSuccess && active.length === 0 && !makingTemplate && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("create.noTemplates")}</p>}
        {canMakeTemplate &&
          (makingTemplate ? (
            <NewTemplateInline
              organizationId={organizationId}
              onCancel={() => setMakingTemplate(false)}
              onCreated={(created) => {
                update({ templateId: created.id });
                setMakingTemplate(false);
              }}
            />
          ) : (
            <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => setMakingTemplate(true)}>
              {t("create.newTemplate.open")}
            </button>
          ))}
      </div>
      <div>
        <label htmlFor={ids.title} className={labelClass}>
          {t("create.reportTitle")} <span aria-hidden="true">*</span>
        </label>
        <input
          id={title.id}
          type="text"
          required
          maxLength={200}
          value={draft.title}
          onChange={(e) => update({ title: e.target.value })}
          aria-invalid={title["aria-invalid"]}
          aria-describedby={title["aria-describedby"]}
          className={title.className}
        />
        {title.error}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.start} className={labelClass}>
            {t("create.start")} <span aria-hidden="true">*</span>
          </label>
          <input
            id={start.id}
            type="date"
            required
            value={draft.reportPeriodStart}
            onChange={(e) => update({ reportPeriodStart: e.target.value })}
            aria-invalid={start["aria-invalid"]}
            aria-describedby={start["aria-describedby"]}
            className={start.className}
          />
          {start.error}
        </div>
        <div>
          <label htmlFor={ids.end} className={labelClass}>
            {t("create.end")} <span aria-hidden="true">*</span>
          </label>
          <input
            id={end.id}
            type="date"
            required
            value={draft.reportPeriodEnd}
            onChange={(e) => update({ reportPeriodEnd: e.target.value })}
            aria-invalid={end["aria-invalid"]}
            aria-describedby={end["aria-describedby"]}
            className={end.className}
          />
          {end.error}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.priority} className={labelClass}>
            {t("create.priority")}
          </label>
          <select id={ids.priority} value={draft.priority} onChange={(e) => update({ priority: e.target.value as Priority })} className={inputClass}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`manager.priority.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.tags} className={labelClass}>
            {t("create.tags")}
          </label>
          <input id={ids.tags} type="text" value={draft.tags} onChange={(e) => update({ tags: e.target.value })} aria-describedby={ids.tagsHint} className={inputClass} />
          <p id={ids.tagsHint} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("create.tagsHint")}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={ids.auto}
          type="checkbox"
          checked={draft.autoGenerate}
          onChange={(e) => update({ autoGenerate: e.target.checked })}
          className="h-4 w-4 rounded border-slate-300 text-indigo-600"
        />
        <label htmlFor={ids.auto} className="text-sm text-slate-700 dark:text-slate-300">
          {t("create.autoGenerate")}
        </label>
      </div>
      {create.isError && <ErrorBox title={t("create.failed")} message={errorMessage(create.error)} />}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t("create.cancel")}
        </button>
        <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
          {create.isPending && <Spinner className="h-4 w-4" />}
          {create.isPending ? t("create.creating") : t("create.submit")}
        </button>
      </div>
    </form>
  );
}

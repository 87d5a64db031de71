import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { TReportTemplate } from "../../../contracts/reports.ts";
import {
  addSection,
  canAddSection,
  canMove,
  moveSection,
  removeSection,
  SECTION_TYPES,
  sectionTypeName,
  TEMPLATE_TYPES,
  type SectionType,
  type TemplateType,
} from "../../../domain/reporting/templates.ts";
import { Card } from "../../components/Card.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { dangerTextButtonClass, ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { useReportsT } from "./i18n.ts";
import { ReportsTabs } from "./ReportsTabs.tsx";
import { draftOf, emptyDraft, nameProblem, saveBody, type TemplateDraft } from "./template-form.ts";
import { useDeleteTemplate, useSaveTemplate, useTemplates } from "./templates-api.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
const invalidInputClass = "border-red-500 dark:border-red-400";
const labelClass = "text-sm font-medium text-slate-700 dark:text-slate-300";
const errorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";
const iconButtonClass =
  "inline-flex h-8 w-8 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";

const dateOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium" });
};

type Mode = { kind: "list" } | { kind: "create" } | { kind: "edit"; template: TReportTemplate };

/** /dashboard/reports/templates: the organization's report templates (spec 2 §2.11). */
export function TemplatesPage() {
  const t = useReportsT();
  const { organization } = useMe();
  if (!organization) {
    return (
      <div className="mx-auto max-w-6xl">
        <Card>
          <PanelMessage icon="alert" title={t("templates.noOrganization")} />
        </Card>
      </div>
    );
  }
  return (
    <>
      <div className="mx-auto max-w-6xl">
        <ReportsTabs />
      </div>
      <TemplateManager organizationId={organization.id} />
    </>
  );
}

/** The template manager's modes: the list, then a create or edit form that returns to it after a save or a cancel. */
export function TemplateManager({ organizationId }: { organizationId: string }) {
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  // Once the mode has changed, each new view's heading takes focus (not on arrival: the page keeps the shell's focus).
  const [changed, setChanged] = useState(false);
  const go = (next: Mode) => {
    setChanged(true);
    setMode(next);
  };
  const back = () => go({ kind: "list" });
  return (
    <div className="mx-auto max-w-6xl">
      {mode.kind === "list" ? (
        <TemplateList focus={changed} organizationId={organizationId} onCreate={() => go({ kind: "create" })} onEdit={(template) => go({ kind: "edit", template })} />
      ) : (
        <TemplateForm key={mode.kind === "edit" ? mode.template.id : "new"} organizationId={organizationId} template={mode.kind === "edit" ? mode.template : null} onDone={back} />
      )}
    </div>
  );
}

/** A heading that takes focus when its view opens, so keyboard and screen reader users land on it. */
function useFocusOnMount<E extends HTMLElement>(enabled = true) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

function TemplateList({ focus, organizationId, onCreate, onEdit }: { focus: boolean; organizationId: string; onCreate(): void; onEdit(template: TReportTemplate): void }) {
  const t = useReportsT();
  const query = useTemplates(organizationId);
  const [deleting, setDeleting] = useState<TReportTemplate | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <section aria-labelledby="templates-heading" className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <h2 id="templates-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none dark:text-white">
            {t("templates.heading")}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("templates.intro")}</p>
        </div>
        {query.data?.policies.create && (
          <button type="button" className={primaryButtonClass} onClick={onCreate}>
            {t("templates.create")}
          </button>
        )}
      </div>
      {query.isPending ? (
        <Card>
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
            <Spinner className="h-4 w-4" /> {t("templates.loading")}
          </div>
        </Card>
      ) : query.isError ? (
        <Card>
          <LoadFailedPanel
            title={t("templates.loadFailed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        </Card>
      ) : query.data.templates.length === 0 ? (
        <EmptyState icon="file" title={t("templates.empty.title")}>
          {t("templates.empty.body")}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {query.data.templates.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} onEdit={() => onEdit(template)} onDelete={() => setDeleting(template)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog organizationId={organizationId} template={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function TemplateCard({ template, onEdit, onDelete }: { template: TReportTemplate; onEdit(): void; onDelete(): void }) {
  const t = useReportsT();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <h3 id={titleId} className="mr-auto min-w-0 text-base font-semibold break-words text-slate-900 dark:text-white">
          {template.name}
        </h3>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
            template.is_active
              ? "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30"
              : "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-500/30"
          }`}
        >
          {template.is_active ? t("templates.active") : t("templates.inactive")}
        </span>
      </div>
      {template.description && <p className="mt-2 text-sm break-words text-slate-600 dark:text-slate-400">{template.description}</p>}
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <div>
          <dt className="sr-only">{t("templates.form.templateType")}</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-200">{t(`templates.type.${template.template_type}`)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("templates.form.sections")}</dt>
          <dd>{t("templates.sections", { count: template.sections.length })}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {template.created_by_user.full_name
          ? t("templates.createdBy", { name: template.created_by_user.full_name, date: dateOf(template.created_at) })
          : t("templates.providedOn", { date: dateOf(template.created_at) })}
      </p>
      {(template.policies.edit || template.policies.delete) && (
        <div className="mt-auto flex gap-2 pt-4">
          {template.policies.edit && (
            <button type="button" className={secondaryButtonClass} onClick={onEdit} aria-label={t("templates.editNamed", { name: template.name })}>
              {t("templates.edit")}
            </button>
          )}
          {template.policies.delete && (
            <button type="button" className={dangerTextButtonClass} onClick={onDelete} aria-label={t("templates.deleteNamed", { name: template.name })}>
              {t("templates.delete")}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** Asks before deleting (spec 2 §5); on success the list is read again. */
function DeleteDialog({ organizationId, template, onClose }: { organizationId: string; template: TReportTemplate | null; onClose(): void }) {
  const t = useReportsT();
  const toast = useToast();
  const remove = useDeleteTemplate(organizationId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={template !== null}
      onClose={close}
      title={t("templates.confirmTitle")}
      description={template?.name}
      footer={
        <>
          <button type="button" className={secondaryButtonClass} onClick={close}>
            {t("templates.cancel")}
          </button>
          <button
            type="button"
            className={`${primaryButtonClass} bg-red-600 hover:bg-red-500 dark:bg-red-500 dark:hover:bg-red-400`}
            disabled={remove.isPending || template === null}
            onClick={() => {
              if (!template) return;
              remove.mutate(template.id, {
                onSuccess: () => {
                  toast.show(t("templates.deleted"));
                  close();
                },
              });
            }}
          >
            {remove.isPending && <Spinner className="h-4 w-4" />}
            {remove.isPending ? t("templates.deleting") : t("templates.delete")}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("templates.confirmBody")}</p>
      {remove.isError && (
        <p role="alert" className={errorClass}>
          {errorMessage(remove.error)}
        </p>
      )}
    </Dialog>
  );
}

/** Create or edit a template: name, description, type, its sections in order, and the section types still available. */
export function TemplateForm({ organizationId, template, onDone }: { organizationId: string; template: TReportTemplate | null; onDone(): void }) {
  const t = useReportsT();
  const toast = useToast();
  const save = useSaveTemplate(organizationId);
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? draftOf(template) : emptyDraft()));
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const nameInput = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), nameError: useId(), description: useId(), type: useId(), sections: useId(), available: useId() };
  const problem = submitted ? nameProblem(draft) : null;
  const update = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem(draft)) {
      nameInput.current?.focus();
      return;
    }
    save.mutate(
      { templateId: template?.id ?? null, body: saveBody(organizationId, draft) },
      {
        onSuccess: () => {
          toast.show(t("templates.form.saved"));
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="template-form-heading" className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={ghostButtonClass} onClick={onDone}>
          <span aria-hidden="true">←</span> {t("templates.form.back")}
        </button>
        <h2 id="template-form-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none dark:text-white">
          {template ? t("templates.form.editTitle") : t("templates.form.createTitle")}
        </h2>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <div className="space-y-4">
              <div>
                <label htmlFor={ids.name} className={labelClass}>
                  {t("templates.form.name")} <span aria-hidden="true">*</span>
                </label>
                <input
                  ref={nameInput}
                  id={ids.name}
                  type="text"
                  required
                  maxLength={200}
                  value={draft.name}
                  onChange={(e) => update({ name: e.target.value })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? ids.nameError : undefined}
                  className={`${inputClass} ${problem ? invalidInputClass : ""}`}
                />
                {problem && (
                  <p id={ids.nameError} className={errorClass}>
                    {t(`templates.form.${problem}`)}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={ids.description} className={labelClass}>
                  {t("templates.form.description")}
                </label>
                <textarea
                  id={ids.description}
                  rows={3}
                  maxLength={2000}
                  value={draft.description}
                  onChange={(e) => update({ description: e.target.value })}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor={ids.type} className={labelClass}>
                  {t("templates.form.templateType")}
                </label>
                <select id={ids.type} value={draft.templateType} onChange={(e) => update({ templateType: e.target.value as TemplateType })} className={inputClass}>
                  {TEMPLATE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`templates.type.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </Card>

          <section aria-labelledby={ids.sections} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h3 id={ids.sections} className="text-base font-semibold text-slate-900 dark:text-white">
              {t("templates.form.sections")}
            </h3>
            {draft.sections.length === 0 ? (
              <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t("templates.form.noSections")}</p>
            ) : (
              <ol className="mt-3 space-y-2">
                {draft.sections.map((section, index) => {
                  const name = section.name.trim() || sectionTypeName(section.type);
                  return (
                    <li key={section.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
                      <span className="w-6 text-center text-sm text-slate-500 tabular-nums dark:text-slate-400">{index + 1}</span>
                      <div className="min-w-40 flex-1">
                        <input
                          type="text"
                          maxLength={200}
                          value={section.name}
                          aria-label={t("templates.form.sectionName", { position: index + 1 })}
                          onChange={(e) => update({ sections: draft.sections.map((s) => (s.id === section.id ? { ...s, name: e.target.value } : s)) })}
                          className={`${inputClass} mt-0`}
                        />
                        <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">{sectionTypeName(section.type)}</span>
                      </div>
                      <button
                        type="button"
                        className={iconButtonClass}
                        disabled={!canMove(draft.sections, index, "up")}
                        aria-label={t("templates.form.moveUp", { name })}
                        title={t("templates.form.moveUp", { name })}
                        onClick={() => update({ sections: moveSection(draft.sections, index, "up") })}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className={iconButtonClass}
                        disabled={!canMove(draft.sections, index, "down")}
                        aria-label={t("templates.form.moveDown", { name })}
                        title={t("templates.form.moveDown", { name })}
                        onClick={() => update({ sections: moveSection(draft.sections, index, "down") })}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        className={dangerTextButtonClass}
                        aria-label={t("templates.form.remove", { name })}
                        onClick={() => update({ sections: removeSection(draft.sections, section.id) })}
                      >
                        {t("templates.form.removeShort")}
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </div>

        <section aria-labelledby={ids.available} className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h3 id={ids.available} className="text-base font-semibold text-slate-900 dark:text-white">
            {t("templates.form.available")}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{t("templates.form.availableHint")}</p>
          <ul className="mt-3 space-y-2">
            {SECTION_TYPES.map((type) => (
              <li key={type}>
                <AvailableSection
                  type={type}
                  added={!canAddSection(draft.sections, type)}
                  onAdd={() => update({ sections: addSection(draft.sections, type, newIdempotencyKey()) })}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>

      {save.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm dark:border-red-900 dark:bg-red-950/50">
          <p className="font-semibold text-red-800 dark:text-red-200">{t("templates.form.saveFailed")}</p>
          <p className="mt-0.5 text-red-700 dark:text-red-300">{errorMessage(save.error)}</p>
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t("templates.form.cancel")}
        </button>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending && <Spinner className="h-4 w-4" />}
          {save.isPending ? t("templates.form.saving") : t("templates.form.save")}
        </button>
      </div>
    </form>
  );
}

function AvailableSection({ type, added, onAdd }: { type: SectionType; added: boolean; onAdd(): void }) {
  const t = useReportsT();
  const name = sectionTypeName(type);
  return (
    <button
      type="button"
      disabled={added}
      onClick={onAdd}
      aria-label={added ? undefined : t("templates.form.add", { name })}
      className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200 disabled:hover:bg-transparent dark:border-slate-700 dark:text-slate-200 dark:hover:border-indigo-500/40 dark:hover:bg-indigo-500/10"
    >
      <span>{name}</span>
      {added ? (
        <span className="text-xs font-medium text-emerald-700 dark:text-emerald-300">{t("templates.form.added")}</span>
      ) : (
        <span aria-hidden="true" className="text-base leading-none text-indigo-600 dark:text-indigo-300">
          +
        </span>
      )}
    </button>
  );
}

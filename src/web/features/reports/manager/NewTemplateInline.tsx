import { useId, useState } from "react";
import type { TReportTemplate } from "../../../../contracts/reports.ts";
import { Spinner } from "../../../components/Spinner.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { DEFAULT_TEMPLATES } from "../../../../domain/reporting/default-templates.ts";
import { addSection, CONFIGURED_SECTION_TYPES, sectionTypeName, TEMPLATE_TYPES, type TemplateSection, type TemplateType } from "../../../../domain/reporting/templates.ts";
import { useReportsT } from "../i18n.ts";
import { useSaveTemplate } from "../templates-api.ts";
import { ErrorBox, fieldErrorClass, inputClass, invalidInputClass, labelClass } from "../ui.tsx";

/** The sections a template made here starts with: the default template's of that type, or every §3.4 type for a custom one. */
export function startingSections(type: TemplateType): TemplateSection[] {
  const preset = DEFAULT_TEMPLATES.find((d) => d.templateType === type);
  return preset ? preset.sections.map((s) => ({ ...s })) : CONFIGURED_SECTION_TYPES.reduce<TemplateSection[]>((s, x) => addSection(s, x, x), []);
}

/**
 * Makes a template without leaving the Create New Report dialog: a name and a type; the sections are the
 * type's defaults (§3.4 configurations), listed before saving and editable later under Templates. Not a
 * nested form: the dialog's form stays the one that submits the report.
 */
export function NewTemplateInline({ organizationId, onCreated, onCancel }: { organizationId: string; onCreated(t: TReportTemplate): void; onCancel(): void }) {
  const t = useReportsT();
  const save = useSaveTemplate(organizationId);
  const [name, setName] = useState("");
  const [type, setType] = useState<TemplateType>("weekly");
  const [tried, setTried] = useState(false);
  const ids = { name: useId(), type: useId(), sections: useId() };
  const sections = startingSections(type);
  const missing = tried && !name.trim();
  const submit = () => {
    setTried(true);
    if (!name.trim()) return;
    save.mutate({ templateId: null, body: { organizationId, name: name.trim(), description: "", templateType: type, sections } }, { onSuccess: (created) => onCreated(created) });
  };
  return (
    <fieldset className="mt-3 space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">{t("create.newTemplate.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className={labelClass}>
            {t("create.newTemplate.name")} <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.name}
            type="text"
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                submit();
              }
            }}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${ids.name}-error` : undefined}
            className={`${inputClass} ${missing ? invalidInputClass : ""}`}
          />
          {missing && (
            <p id={`${ids.name}-error`} className={fieldErrorClass}>
              {t("create.required")}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.type} className={labelClass}>
            {t("create.newTemplate.type")}
          </label>
          <select id={ids.type} value={type} onChange={(e) => setType(e.target.value as TemplateType)} className={inputClass}>
            {TEMPLATE_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`templates.type.${x}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={ids.sections} className="text-xs text-slate-600 dark:text-slate-400">
        {t("create.newTemplate.sections", { list: sections.map((s) => sectionTypeName(s.type)).join(", ") })}
      </p>
      {save.isError && <ErrorBox title={t("create.newTemplate.failed")} message={errorMessage(save.error)} />}
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t("create.newTemplate.cancel")}
        </button>
        <button type="button" className={primaryButtonClass} onClick={submit} disabled={save.isPending} aria-describedby={ids.sections}>
          {save.isPending && <Spinner className="h-4 w-4" />}
          {save.isPending ? t("create.newTemplate.saving") : t("create.newTemplate.save")}
        </button>
      </div>
    </fieldset>
  );
}

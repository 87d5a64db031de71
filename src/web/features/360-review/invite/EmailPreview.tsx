import { useId, useState } from "react";
import type { TProject } from "../../../../contracts/feedback360.ts";
import { TEMPLATE_KEYS, templateFor, type TemplateKey } from "../../../../domain/feedback360/email-templates.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs.tsx";
import { useReview360T } from "../i18n.ts";
import { previewEmail, templateValues, type AddedRater } from "../invitation.ts";
import { longDayLabel } from "../project-dates.ts";
import { inputBorder, inputClass, labelClass } from "../ui.tsx";

const tabClass =
  "-mb-px inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 data-[state=inactive]:hover:text-slate-800 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white";

/**
 * The three invitation emails (default, peer, manager) as tabs, each filled in for the rater picked in "Preview
 * for" (picking a rater opens the email they will get). The personal link is made per rater when sending, so the
 * preview shows where it goes.
 */
export function EmailPreview({ project, added }: { project: TProject; added: readonly AddedRater[] }) {
  const t = useReview360T();
  const selectId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [tab, setTab] = useState<TemplateKey>("default");
  const rater = added.find((r) => r.email === picked) ?? added[0] ?? null;
  const values = templateValues(project, {
    raterName: rater?.name ?? t("invite.sampleName"),
    link: t("invite.linkPlaceholder"),
    deadline: longDayLabel(project.deadline),
  });

  const pick = (email: string) => {
    setPicked(email);
    const r = added.find((x) => x.email === email);
    if (r) setTab(templateFor(r.relationship));
  };

  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={`${selectId}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("invite.templates")}
          </h3>
          <p className="mt-0.5 max-w-xl text-xs text-slate-500 dark:text-slate-400">{t("invite.templatesHint")}</p>
        </div>
        <div className="sm:w-72">
          <label htmlFor={selectId} className={labelClass}>
            {t("invite.previewFor")}
          </label>
          <select
            id={selectId}
            value={rater?.email ?? ""}
            disabled={added.length === 0}
            onChange={(e) => pick(e.target.value)}
            className={`${inputClass} ${inputBorder(false)} disabled:opacity-60`}
          >
            {added.length === 0 && <option value="">{t("invite.sampleRater")}</option>}
            {added.map((r) => (
              <option key={r.email} value={r.email}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as TemplateKey)}>
        <TabsList label={t("invite.templates")} className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
          {TEMPLATE_KEYS.map((key) => (
            <TabsTrigger key={key} value={key} className={tabClass}>
              {t(`invite.templateName.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TEMPLATE_KEYS.map((key) => {
          const email = previewEmail(key, values);
          return (
            <TabsContent
              key={key}
              value={key}
              className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-800/40"
            >
              <div aria-label={t("invite.previewLabel", { template: t(`invite.templateName.${key}`) })} role="document">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900 dark:text-white">{t("invite.previewSubject")}:</span>{" "}
                  <span className="text-slate-800 dark:text-slate-200">{email.subject}</span>
                </p>
                <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-700 dark:text-slate-300">{email.body}</p>
              </div>
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}

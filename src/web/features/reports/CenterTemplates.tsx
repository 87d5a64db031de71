/**
 * The Reporting Center's Templates tab (spec 2 §2.10): category filters, cards with a favourite star, uses and
 * last use from the reports made from each template, and Use Template (the reports page's create form).
 */
import { useState } from "react";
import { Link } from "react-router";
import { TEMPLATE_CATEGORIES, type TemplateCategory } from "../../../domain/reporting/center.ts";
import { Card } from "../../components/Card.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { templatesOf, useCenterTemplates, useFavourite } from "./center-api.ts";
import { useReportsT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const chipClass = (on: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${on ? "border-indigo-600 bg-indigo-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"}`;

export function CenterTemplates({ organizationId }: { organizationId: string }) {
  const t = useReportsT();
  const toast = useToast();
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const query = useCenterTemplates(organizationId);
  const favourite = useFavourite(organizationId);
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" /> {t("center.templates.loading")}
      </p>
    );
  if (query.isError)
    return (
      <Card>
        <LoadFailedPanel
          title={t("center.templates.loadFailed")}
          message={errorMessage(query.error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          buttonClassName={secondaryButtonClass}
        />
      </Card>
    );
  const shown = templatesOf(query.data.templates, category);
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t("center.templates.filter")} className="flex flex-wrap gap-2">
        {[null, ...TEMPLATE_CATEGORIES].map((c) => (
          <button key={c ?? "all"} type="button" className={chipClass(category === c)} aria-pressed={category === c} onClick={() => setCategory(c)}>
            {c === null ? t("center.templates.all") : t(`center.templates.categories.${c}`)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t("center.templates.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((tpl) => (
            <li key={tpl.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-template={tpl.id}>
              <div className="flex items-start gap-2">
                <div className="mr-auto min-w-0">
                  <h3 className="truncate text-base font-semibold text-slate-900 dark:text-white">{tpl.name}</h3>
                  <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{t(`center.templates.categories.${tpl.category}`)}</p>
                </div>
                <button
                  type="button"
                  aria-pressed={tpl.favourite}
                  aria-label={t("center.templates.favourite", { name: tpl.name })}
                  className={`inline-flex h-8 w-8 items-center justify-center rounded-lg text-lg ${tpl.favourite ? "text-amber-500" : "text-slate-500 hover:text-slate-700 dark:text-slate-400 dark:hover:text-slate-200"}`}
                  onClick={() => favourite.mutate({ templateId: tpl.id, favourite: !tpl.favourite }, { onError: () => toast.show(t("center.templates.favouriteFailed"), "error") })}
                >
                  <span aria-hidden="true">{tpl.favourite ? "★" : "☆"}</span>
                </button>
              </div>
              {tpl.description && <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{tpl.description}</p>}
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                {t("center.templates.uses", { count: tpl.uses })} ·{" "}
                {tpl.last_used
                  ? t("center.templates.lastUsed", { date: new Date(tpl.last_used).toLocaleDateString(displayLocale(), { timeZone: displayTimeZone() }) })
                  : t("center.templates.neverUsed")}
              </p>
              {query.data.policies.useTemplates && (
                <Link to={`/dashboard/reports?${new URLSearchParams({ create: "1", template: tpl.id })}`} className={`${primaryButtonClass} mt-4 self-start`}>
                  {t("center.templates.useTemplate")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

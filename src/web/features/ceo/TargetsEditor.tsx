import { useState, type FormEvent } from "react";
import type { TBusinessTargets, TTargetsView } from "../../../contracts/business.ts";
import { TARGET_BOUNDS } from "../../../domain/business/targets.ts";
import { Card } from "../../components/Card.tsx";
import { primaryButtonClass } from "../../components/buttons.ts";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";
import { useSaveTargets } from "./ceo-api.ts";
import { useCeoT } from "./i18n.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 disabled:bg-slate-50 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:disabled:bg-slate-800";

type Draft = { revenueDollars: string; partnersMin: string; partnersMax: string; readinessPercent: string; launchDate: string };
const draftOf = (t: TBusinessTargets): Draft => ({
  revenueDollars: String(Math.round(t.monthlyRevenueCents / 100)),
  partnersMin: String(t.partnersMin),
  partnersMax: String(t.partnersMax),
  readinessPercent: String(t.readinessPercent),
  launchDate: t.launchDate,
});

/** The targets the KPI cards compare against: editable by staff who manage the business, read-only otherwise. */
export function TargetsEditor({ view, canManage }: { view: TTargetsView; canManage: boolean }) {
  const t = useCeoT();
  const toast = useToast();
  const save = useSaveTargets();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view.targets));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const body: TBusinessTargets = {
      monthlyRevenueCents: Math.round(Number(draft.revenueDollars) * 100),
      partnersMin: Number(draft.partnersMin),
      partnersMax: Number(draft.partnersMax),
      readinessPercent: Number(draft.readinessPercent),
      launchDate: draft.launchDate,
    };
    if (body.partnersMax < body.partnersMin) return setProblem(t("targets.partnersOrder"));
    setProblem(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved.targets));
        toast.show(t("targets.saved"), "info");
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  const field = (key: keyof Draft, label: string, props: Record<string, string | number>) => (
    <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
      <input className={inputClass} value={draft[key]} onChange={set(key)} disabled={!canManage || save.isPending} required {...props} />
    </label>
  );

  return (
    <Card title={t("targets.title")} description={t("targets.subtitle")}>
      <form onSubmit={submit} className="space-y-4" noValidate={false}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {view.isDefault
            ? t("targets.defaults")
            : t("targets.updated", { when: new Date(view.updatedAt!).toLocaleString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium", timeStyle: "short" }) })}
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {field("revenueDollars", t("targets.monthlyRevenue"), { type: "number", min: 0, max: TARGET_BOUNDS.maxMonthlyRevenueCents / 100, step: 1 })}
          {field("partnersMin", t("targets.partnersMin"), { type: "number", min: 0, max: TARGET_BOUNDS.maxPartners, step: 1 })}
          {field("partnersMax", t("targets.partnersMax"), { type: "number", min: 0, max: TARGET_BOUNDS.maxPartners, step: 1 })}
          {field("readinessPercent", t("targets.readiness"), { type: "number", min: 0, max: 100, step: 1 })}
          {field("launchDate", t("targets.launchDate"), { type: "date", min: TARGET_BOUNDS.earliestLaunchDate, max: TARGET_BOUNDS.latestLaunchDate })}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        {canManage ? (
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? t("targets.saving") : t("targets.save")}
          </button>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("targets.readOnly")}</p>
        )}
      </form>
    </Card>
  );
}

import { useState, type FormEvent } from "react";
import { MAX_NAME_LENGTH } from "../../../../domain/business/launch.ts";
import { Card } from "../../../components/Card.tsx";
import { DataBadge } from "../../../components/charts/index.ts";
import { dangerTextButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { displayLocale } from "../../../lib/display-preferences.ts";
import { useAddChecklistItem, useChangeChecklistItem, useLaunchReadiness, useRemoveChecklistItem } from "./api.ts";
import { useSignalsT } from "./i18n.ts";
import { fieldClass } from "./PartnersCard.tsx";
import { QueryState, StatusPill } from "./QueryState.tsx";

/** Launch readiness: the checklist's completed share against its target, days to launch; managers tick, add and remove items. */
export function LaunchReadinessCard({ canManage }: { canManage: boolean }) {
  const t = useSignalsT();
  const query = useLaunchReadiness();
  const add = useAddChecklistItem();
  const change = useChangeChecklistItem();
  const remove = useRemoveChecklistItem();
  const [title, setTitle] = useState("");
  const failure = add.error ?? change.error ?? remove.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(title, { onSuccess: () => setTitle("") });
  };

  return (
    <Card title={t("launch.title")}>
      <QueryState query={query}>
        {(data) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t("launch.subtitle", {
                  target: data.targetPercent,
                  date: new Date(`${data.launchDate}T00:00:00Z`).toLocaleDateString(displayLocale(), { timeZone: "UTC", dateStyle: "long" }),
                  source: t(`launch.source.${data.targetSource}`),
                })}
              </p>
              {data.status && <StatusPill tone={data.status}>{t(`status.${data.status}`)}</StatusPill>}
              {data.simulated && <DataBadge kind="simulated" />}
            </div>
            <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
              <p>
                <span className="text-xs text-slate-600 dark:text-slate-400">{t("launch.readiness")} </span>
                <span className="text-2xl font-semibold text-slate-900 dark:text-white" data-testid="readiness">
                  {data.readinessPercent === null ? t("launch.none") : `${data.readinessPercent.toLocaleString(displayLocale())} %`}
                </span>
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("launch.completed", { completed: data.completed, total: data.total })}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {data.daysToLaunch >= 0 ? t("launch.daysToLaunch", { count: data.daysToLaunch }) : t("launch.launched", { count: -data.daysToLaunch })}
              </p>
            </div>
            {data.readinessPercent !== null && (
              <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${data.readinessPercent}%` }} />
              </div>
            )}
            {data.items.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("launch.empty")}</p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 py-2">
                    <label className="flex flex-1 items-center gap-3 text-sm text-slate-800 dark:text-slate-100">
                      <input
                        type="checkbox"
                        className="h-4 w-4 rounded border-slate-300 text-indigo-600"
                        checked={item.done}
                        disabled={!canManage}
                        onChange={(e) => change.mutate({ id: item.id, change: { done: e.target.checked } })}
                      />
                      <span className={item.done ? "text-slate-500 line-through" : ""}>{item.title}</span>
                      {item.simulated && <DataBadge kind="simulated" />}
                    </label>
                    {canManage && (
                      <button
                        type="button"
                        className={dangerTextButtonClass}
                        aria-label={t("launch.removeLabel", { title: item.title })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(item.id)}
                      >
                        {t("launch.remove")}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canManage && (
              <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
                <label className="flex-1 text-xs text-slate-600 dark:text-slate-400">
                  {t("launch.newItem")}
                  <input className={fieldClass} value={title} maxLength={MAX_NAME_LENGTH} onChange={(e) => setTitle(e.target.value)} />
                </label>
                <button type="submit" className={secondaryButtonClass} disabled={add.isPending || title.trim() === ""}>
                  {t("launch.add")}
                </button>
              </form>
            )}
            {failure && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {errorMessage(failure)}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

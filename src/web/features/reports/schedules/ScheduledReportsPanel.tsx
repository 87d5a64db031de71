import { useId, useMemo, useState, type FormEvent } from "react";
import type { TSchedule } from "../../../../contracts/report-schedules.ts";
import { customCronProblem, type ScheduleFrequency } from "../../../../domain/reporting/schedules.ts";
import { Card } from "../../../components/Card.tsx";
import { Dialog } from "../../../components/Dialog.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { LoadFailedPanel } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { dangerTextButtonClass, ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useSchedulesT } from "./i18n.ts";
import { useCreateSchedule, useScheduleActions, useSchedules, type CreateScheduleBody } from "./schedules-api.ts";
import { browserTimeZone, displayLocale, displayTimeZone } from "../../../lib/display-preferences.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
const labelClass = "text-sm font-medium text-slate-700 dark:text-slate-300";

/** Addresses from a pasted list: split on commas, semicolons and line breaks, trimmed, blanks dropped. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The person's time zone (their profile's, else the browser's) and the zones it knows (the schedule runs in the one chosen). */
function timeZones(): { here: string; all: string[] } {
  const here = displayTimeZone() ?? browserTimeZone();
  const supported = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  const all = supported.includes("UTC") ? supported : ["UTC", ...supported];
  return { here, all: all.includes(here) ? all : [here, ...all] };
}

/** An instant shown in a time zone (the schedule's), e.g. "Mon, 30 Nov 2026, 08:00". */
export function inZone(iso: string, timeZone: string): string {
  try {
    return new Date(iso).toLocaleString(displayLocale(), { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
  } catch {
    return new Date(iso).toLocaleString(displayLocale(), { timeZone: displayTimeZone() });
  }
}

/** The Scheduled Reports tab (spec 2 §2.10): real schedules with their next run, Pause/Resume, Run now and delete. */
export function ScheduledReportsPanel({ organizationId, templates }: { organizationId: string; templates: readonly { id: string; name: string }[] }) {
  const t = useSchedulesT();
  const toast = useToast();
  const query = useSchedules(organizationId);
  const actions = useScheduleActions(organizationId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TSchedule | null>(null);
  const fail = (e: unknown) => toast.show(errorMessage(e), "error");

  return (
    <section aria-labelledby="scheduled-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="scheduled-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("scheduled.heading")}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("scheduled.intro")}</p>
        </div>
        <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
          {t("scheduled.newSchedule")}
        </button>
      </div>
      {query.isPending ? (
        <Card>
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
            <Spinner className="h-4 w-4" /> {t("scheduled.loading")}
          </div>
        </Card>
      ) : query.isError ? (
        <Card>
          <LoadFailedPanel
            title={t("scheduled.loadFailed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        </Card>
      ) : query.data.schedules.length === 0 ? (
        <Card>
          <EmptyState icon="clipboard" title={t("scheduled.empty.title")}>
            {t("scheduled.empty.body")}
          </EmptyState>
        </Card>
      ) : (
        <ul className="space-y-3">
          {query.data.schedules.map((s) => (
            <li key={s.id}>
              <Card>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-slate-900 dark:text-white">{s.name}</h3>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium ${s.enabled ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200" : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"}`}
                      >
                        {s.enabled ? t("scheduled.active") : t("scheduled.paused")}
                      </span>
                    </div>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {t(`scheduled.frequency.${s.frequency}`)} · <code className="text-xs">{s.cron}</code> · {s.time_zone}
                    </p>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {t("scheduled.nextRun")}: {s.next_run ? t("scheduled.nextRunValue", { local: inZone(s.next_run, s.time_zone), zone: s.time_zone }) : "—"}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {s.distribution_list
                        ? t("scheduled.withList", { count: s.recipients.length, list: s.distribution_list.name })
                        : t("scheduled.recipients", { count: s.recipients.length })}
                      {" · "}
                      {s.template ? t("scheduled.template", { name: s.template.name }) : t("scheduled.templateGone")}
                      {" · "}
                      {s.last_run ? t("scheduled.lastRun", { when: new Date(s.last_run).toLocaleString(displayLocale(), { timeZone: displayTimeZone() }) }) : t("scheduled.never")}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={actions.setEnabled.isPending}
                      onClick={() => actions.setEnabled.mutate({ scheduleId: s.id, enabled: !s.enabled }, { onError: fail })}
                    >
                      {s.enabled ? t("scheduled.pause") : t("scheduled.resume")}
                    </button>
                    <button
                      type="button"
                      className={ghostButtonClass}
                      disabled={actions.runNow.isPending || !s.template}
                      onClick={() => actions.runNow.mutate(s.id, { onSuccess: () => toast.show(t("scheduled.runQueued")), onError: fail })}
                    >
                      {t("scheduled.runNow")}
                    </button>
                    <button type="button" className={dangerTextButtonClass} onClick={() => setDeleting(s)}>
                      {t("scheduled.delete")}
                    </button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("scheduled.confirmTitle")}
        description={t("scheduled.confirmDelete")}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setDeleting(null)}>
              {t("scheduled.cancel")}
            </button>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={actions.remove.isPending}
              onClick={() =>
                deleting &&
                actions.remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    toast.show(t("scheduled.deleted"));
                  },
                  onError: fail,
                })
              }
            >
              {t("scheduled.delete")}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{deleting?.name}</p>
      </Dialog>
      {creating ? <ScheduleForm organizationId={organizationId} templates={templates} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

function ScheduleForm({ organizationId, templates, onClose }: { organizationId: string; templates: readonly { id: string; name: string }[]; onClose(): void }) {
  const t = useSchedulesT();
  const toast = useToast();
  const create = useCreateSchedule(organizationId);
  const zones = useMemo(timeZones, []);
  const id = useId();
  const [name, setName] = useState("");
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? "");
  const [frequency, setFrequency] = useState<ScheduleFrequency>("weekly");
  const [time, setTime] = useState("08:00");
  const [weekday, setWeekday] = useState(1);
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [cron, setCron] = useState("0 8 * * 1-5");
  const [timeZone, setTimeZone] = useState(zones.here);
  const [recipients, setRecipients] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((d) => t(`scheduled.weekdays.${d}`));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = splitRecipients(recipients);
    if (!name.trim() || !templateId || list.length === 0) return setProblem(t("scheduled.form.required"));
    const cronProblem = frequency === "custom" ? customCronProblem(cron) : null;
    if (cronProblem) return setProblem(t(`scheduled.form.cronProblem.${cronProblem}`));
    const [hour, minute] = time.split(":").map(Number);
    const body: CreateScheduleBody = {
      organizationId,
      name: name.trim(),
      templateId,
      frequency,
      timeZone,
      recipients: list,
      ...(frequency === "custom" ? { cron } : { timing: { hour, minute, weekday, dayOfMonth } }),
    };
    setProblem(null);
    create.mutate(body, {
      onSuccess: () => {
        toast.show(t("scheduled.form.created"));
        onClose();
      },
      onError: (err) => setProblem(errorMessage(err)),
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("scheduled.form.title")} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className="block">
          <span className={labelClass}>{t("scheduled.form.name")}</span>
          <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className="block">
          <span className={labelClass}>{t("scheduled.form.template")}</span>
          {templates.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("scheduled.form.noTemplates")}</p>
          ) : (
            <select className={inputClass} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              {templates.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block">
            <span className={labelClass}>{t("scheduled.form.frequency")}</span>
            <select className={inputClass} value={frequency} onChange={(e) => setFrequency(e.target.value as ScheduleFrequency)}>
              {(["daily", "weekly", "monthly", "custom"] as const).map((f) => (
                <option key={f} value={f}>
                  {t(`scheduled.frequency.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={labelClass}>{t("scheduled.form.timeZone")}</span>
            <select className={inputClass} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
              {zones.all.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </label>
        </div>
        {frequency === "custom" ? (
          <label className="block">
            <span className={labelClass}>{t("scheduled.form.cron")}</span>
            <input className={inputClass} value={cron} onChange={(e) => setCron(e.target.value)} aria-describedby={`${id}-cron`} />
            <span id={`${id}-cron`} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
              {t("scheduled.form.cronHint")}
            </span>
          </label>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block">
              <span className={labelClass}>{t("scheduled.form.time")}</span>
              <input type="time" className={inputClass} value={time} onChange={(e) => setTime(e.target.value || "08:00")} />
            </label>
            {frequency === "weekly" ? (
              <label className="block">
                <span className={labelClass}>{t("scheduled.form.weekday")}</span>
                <select className={inputClass} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
                  {weekdays.map((w, i) => (
                    <option key={w} value={i}>
                      {w}
                    </option>
                  ))}
                </select>
              </label>
            ) : frequency === "monthly" ? (
              <label className="block">
                <span className={labelClass}>{t("scheduled.form.dayOfMonth")}</span>
                <select className={inputClass} value={dayOfMonth} onChange={(e) => setDayOfMonth(Number(e.target.value))}>
                  {Array.from({ length: 28 }, (_, i) => i + 1).map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        )}
        <label className="block">
          <span className={labelClass}>{t("scheduled.form.recipients")}</span>
          <textarea className={inputClass} rows={3} value={recipients} onChange={(e) => setRecipients(e.target.value)} aria-describedby={`${id}-rcpt`} />
          <span id={`${id}-rcpt`} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
            {t("scheduled.form.recipientsHint")}
          </span>
        </label>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t("scheduled.cancel")}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={create.isPending || templates.length === 0}>
            {create.isPending ? t("scheduled.form.creating") : t("scheduled.form.create")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

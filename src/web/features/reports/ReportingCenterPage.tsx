/**
 * /dashboard/reports/center — the Reporting Center (spec 2 §2.10): statistics from the stats call, New Report,
 * the tabs the caller's role sees (§6, from the server's policies), Quick Actions that all work, and the latest
 * runs (the spec's sample performance rows are replaced by the real runs).
 */
import { useId, useReducer, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { TCenterStats } from "../../../contracts/reports.ts";
import { Card } from "../../components/Card.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { buildCsv } from "../../components/charts/csv.ts";
import { saveBlob } from "../../lib/download.ts";
import { useMe } from "../../lib/auth.tsx";
import { builderBody, builderReducer, initialBuilderState, type BuilderState } from "./builder-state.ts";
import { centerKeys, fetchSectionData, useCenterStats, useEmailReport } from "./center-api.ts";
import { MAX_RECIPIENTS_PER_MESSAGE } from "../../../domain/platform/external-mail.ts";
import { visibleTabs } from "./center-tabs.tsx";
import { useReportsT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

export function ReportingCenterPage() {
  const t = useReportsT();
  const { organization } = useMe();
  if (!organization)
    return (
      <div className="mx-auto max-w-6xl">
        <Card>
          <PanelMessage icon="alert" title={t("center.noOrganization")} />
        </Card>
      </div>
    );
  return <ReportingCenter organizationId={organization.id} />;
}

/** Addresses typed into the Email Report dialog: split on commas, semicolons and line breaks, blanks dropped. */
export function parseAddresses(text: string): { emails: string[]; invalid: string | null } {
  const emails = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return { emails, invalid: emails.find((e) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)) ?? null };
}

export type CsvHeaders = Record<"section" | "source" | "start" | "end" | "label" | "series" | "value", string>;

/** The builder's data as CSV rows: one per section, label and series (metric sections: their headline); headers from the catalog. */
export async function builderCsv(organizationId: string, state: BuilderState, fetch: typeof fetchSectionData, headers: CsvHeaders): Promise<string | null> {
  const rows: Record<string, string | number | null>[] = [];
  for (const s of state.sections) {
    if (s.type === "text") continue;
    const d = await fetch(organizationId, s.type, s.config);
    const base = { section: s.title, source: d.source, start: d.range.start, end: d.range.end };
    if (s.type === "metric") rows.push({ ...base, label: d.metric.label, series: d.metric.key, value: d.metric.value });
    else for (const p of d.points) d.series.forEach((series, i) => rows.push({ ...base, label: p.label, series: series.key, value: p.values[i] ?? null }));
  }
  if (!rows.length) return null;
  const columns = ["section", "source", "start", "end", "label", "series", "value"] as const;
  return buildCsv(
    rows,
    columns.map((key) => ({ key, label: headers[key] })),
  );
}

export function ReportingCenter({ organizationId }: { organizationId: string }) {
  const t = useReportsT();
  const stats = useCenterStats(organizationId);
  const [builder, dispatch] = useReducer(builderReducer, t("center.builder.defaultName"), initialBuilderState);
  const [tab, setTab] = useState<string | null>(null);
  const policies = stats.data?.policies;
  const tabs = policies ? visibleTabs(policies) : [];
  const current = tab && tabs.some((x) => x.id === tab) ? tab : (tabs[0]?.id ?? "");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("center.heading")}</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("center.intro")}</p>
        </div>
        {policies?.newReport && (
          <Link to="/dashboard/reports?create=1" className={primaryButtonClass}>
            {t("center.newReport")}
          </Link>
        )}
      </div>
      <StatsTiles stats={stats.data} pending={stats.isPending} failed={stats.isError} />
      {policies && (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
          <Tabs value={current} onValueChange={setTab}>
            <TabsList label={t("center.tabs.label")} className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
              {tabs.map((x) => (
                <TabsTrigger key={x.id} value={x.id} className="px-3 py-2 text-sm">
                  {t(x.labelKey)}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((x) => (
              <TabsContent key={x.id} value={x.id}>
                {x.render({ organizationId, builder, dispatch })}
              </TabsContent>
            ))}
          </Tabs>
          <aside className="space-y-4">
            <QuickActions organizationId={organizationId} builder={builder} canBuild={policies.builder} />
            <RecentRuns runs={stats.data?.recentRuns ?? []} />
          </aside>
        </div>
      )}
    </div>
  );
}

function StatsTiles({ stats, pending, failed }: { stats: TCenterStats | undefined; pending: boolean; failed: boolean }) {
  const t = useReportsT();
  const tile = (label: string, value: string, hint?: string, note?: string) => (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white" title={hint}>
        {pending ? <Spinner className="h-5 w-5" /> : value}
      </dd>
      {note && !pending && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("center.stats.loadFailed")}
      </p>
    );
  return (
    <dl aria-label={t("center.stats.label")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tile(
        t("center.stats.totalReports"),
        String(stats?.totalReports ?? ""),
        undefined,
        stats ? t("center.stats.totalBreakdown", { fromTemplates: stats.templateReports, built: stats.builderReports }) : undefined,
      )}
      {tile(t("center.stats.scheduled"), String(stats?.scheduledReports ?? ""))}
      {tile(
        t("center.stats.lastGenerated"),
        stats?.lastGenerated
          ? new Date(stats.lastGenerated).toLocaleString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium", timeStyle: "short" })
          : t("center.stats.never"),
      )}
      {tile(
        t("center.stats.avgTime"),
        stats?.avgGenerationTime === null || stats?.avgGenerationTime === undefined ? t("center.stats.none") : t("center.stats.seconds", { value: stats.avgGenerationTime }),
        stats?.avgGenerationTime === null ? t("center.stats.noneHint") : undefined,
      )}
    </dl>
  );
}

function QuickActions({ organizationId, builder, canBuild }: { organizationId: string; builder: BuilderState; canBuild: boolean }) {
  const t = useReportsT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [emailing, setEmailing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportData = async () => {
    setExporting(true);
    try {
      const csv = await builderCsv(
        organizationId,
        builder,
        (org, type, config) =>
          queryClient.fetchQuery({ queryKey: centerKeys.sectionData(org, type, config), queryFn: ({ signal }) => fetchSectionData(org, type, config, signal) }),
        {
          section: t("center.csv.section"),
          source: t("center.csv.source"),
          start: t("center.csv.start"),
          end: t("center.csv.end"),
          label: t("center.csv.label"),
          series: t("center.csv.series"),
          value: t("center.csv.value"),
        },
      );
      if (csv === null) toast.show(t("center.quick.exportNothing"), "warning");
      else {
        saveBlob(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }), `${(builder.name.trim() || t("center.builder.defaultName")).replace(/ /g, "_")}_data.csv`);
        toast.show(t("center.quick.exported"));
      }
    } catch {
      toast.show(t("center.quick.exportFailed"), "error");
    } finally {
      setExporting(false);
    }
  };
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.show(t("center.quick.copied"));
    } catch {
      toast.show(t("center.quick.copyFailed"), "error");
    }
  };
  const action = (label: string, hint: string, onClick: () => void, busy = false) => (
    <li>
      <button type="button" className={`${ghostButtonClass} w-full justify-start text-left`} disabled={busy} onClick={onClick}>
        <span className="flex flex-col items-start">
          <span className="font-medium">{label}</span>
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{hint}</span>
        </span>
      </button>
    </li>
  );
  return (
    <Card title={t("center.quick.heading")}>
      <ul className="space-y-1">
        {canBuild && action(t("center.quick.exportData"), t("center.quick.exportDataHint"), () => void exportData(), exporting)}
        {canBuild && action(t("center.quick.email"), t("center.quick.emailHint"), () => setEmailing(true))}
        {action(t("center.quick.share"), t("center.quick.shareHint"), () => void share())}
      </ul>
      {canBuild && <EmailDialog open={emailing} onClose={() => setEmailing(false)} organizationId={organizationId} builder={builder} />}
    </Card>
  );
}

function EmailDialog({ open, onClose, organizationId, builder }: { open: boolean; onClose(): void; organizationId: string; builder: BuilderState }) {
  const t = useReportsT();
  const toast = useToast();
  const email = useEmailReport(organizationId);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const body = builderBody(organizationId, builder, t("center.builder.defaultName"));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { emails, invalid } = parseAddresses(text);
    if (!emails.length) return setProblem(t("center.emailDialog.empty"));
    if (invalid) return setProblem(t("center.emailDialog.invalid", { address: invalid }));
    if (emails.length > MAX_RECIPIENTS_PER_MESSAGE) return setProblem(t("center.emailDialog.tooMany", { count: MAX_RECIPIENTS_PER_MESSAGE }));
    setProblem(null);
    email.mutate(
      { ...body, emails },
      {
        onSuccess: (r) => {
          toast.show(t("center.emailDialog.sent", { count: r.recipients.length }));
          setText("");
          onClose();
        },
        onError: () => setProblem(t("center.emailDialog.failed")),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title={t("center.emailDialog.title")} description={t("center.emailDialog.description", { name: body.name })}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("center.emailDialog.addresses")}
        </label>
        <textarea
          id={id}
          className="block min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white"
          value={text}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem !== null}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {t("center.emailDialog.addressesHint", { count: MAX_RECIPIENTS_PER_MESSAGE })}
        </p>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t("center.emailDialog.cancel")}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={email.isPending}>
            {email.isPending ? t("center.emailDialog.sending") : t("center.emailDialog.send")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RecentRuns({ runs }: { runs: TCenterStats["recentRuns"] }) {
  const t = useReportsT();
  return (
    <Card title={t("center.runs.heading")}>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("center.runs.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {runs.map((r) => (
            <li key={r.id} className="py-2 text-sm">
              <p className="truncate font-medium text-slate-900 dark:text-white">{r.name}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t(`center.runs.status.${r.status}`)} · {t(`center.runs.kind.${r.kind}`, { defaultValue: r.kind })} ·{" "}
                {new Date(r.started_at).toLocaleString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "short", timeStyle: "short" })}
                {r.size_bytes !== null && ` · ${t("center.runs.size", { value: (r.size_bytes / 1_048_576).toFixed(3) })}`}
                {r.processing_ms !== null && ` · ${t("center.runs.time", { value: (r.processing_ms / 1000).toFixed(1) })}`}
                {r.generated_by && ` · ${t("center.runs.by", { name: r.generated_by })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { ReportsTabBar } from "./ReportsTabs.tsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { TAnalyticsRange, TExportFormat, TInsight, TOverallAnalytics, TReportAnalyticsOverview } from "../../../contracts/report-analytics.ts";
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from "../../../domain/reporting/report-analytics.ts";
import { TARGETS } from "../../../domain/reporting/thresholds.ts";
import { Card } from "../../components/Card.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { useReportsT } from "./i18n.ts";
import { useExportAnalytics, useGenerateInsights, useReportAnalytics } from "./report-analytics-api.ts";
import { completionBarClass, deliveryArrow, generationArrow, insightTone, rateText, type Arrow } from "./report-analytics-view.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";
import { insightTexts } from "../../../shared/report-analytics-words.ts";

const EXPORTS: readonly TExportFormat[] = ["csv", "json", "xlsx"];
const selectClass =
  "block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
const dayText = (iso: string) => new Date(iso).toLocaleDateString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium" });

/** /dashboard/reports/analytics: report analytics (spec 2 §2.7) for admins, managers and analysts. */
export function ReportAnalyticsScreen() {
  const t = useReportsT();
  const { organization, policies } = useMe();
  if (!organization || !policies.readAnalytics) {
    return (
      <div className="mx-auto max-w-6xl">
        <Card>
          <PanelMessage icon="alert" title={organization ? t("analytics.noAccess") : t("analytics.noOrganization")} />
        </Card>
      </div>
    );
  }
  return <ReportAnalytics organizationId={organization.id} />;
}

/** The screen for one organization: range, actions, and the figures of the range. */
export function ReportAnalytics({ organizationId }: { organizationId: string }) {
  const t = useReportsT();
  const toast = useToast();
  const [range, setRange] = useState<TAnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const query = useReportAnalytics(organizationId, range, true);
  const insights = useGenerateInsights(organizationId);
  const exporter = useExportAnalytics(organizationId);
  // the insights belong to the range they were generated for
  const [generated, setGenerated] = useState<{ range: TAnalyticsRange; insights: TInsight[] } | null>(null);
  const rangeId = useId();

  const generate = () =>
    insights.mutate(range, {
      onSuccess: (r) => setGenerated({ range, insights: r.insights }),
      onError: (e) => toast.show(t("analytics.insightsFailed", { message: errorMessage(e) }), "error"),
    });
  const download = (format: TExportFormat) =>
    exporter.mutate(
      { range, format },
      { onSuccess: (file) => toast.show(t("analytics.exported", { file })), onError: (e) => toast.show(t("analytics.exportFailed", { message: errorMessage(e) }), "error") },
    );

  const data = query.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {/* reached only by those who read analytics (the screen above checks), so every tab is theirs */}
      <ReportsTabBar policies={{ readAnalytics: true }} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t("analytics.heading")}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("analytics.intro")}
            {data && <span className="ml-1">{t("analytics.period", { start: dayText(data.period.start), end: dayText(data.period.end) })}</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={rangeId} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
              {t("analytics.timeRange")}
            </label>
            <select id={rangeId} className={selectClass} value={range} onChange={(e) => setRange(ANALYTICS_RANGES.find((r) => r === e.target.value) ?? DEFAULT_ANALYTICS_RANGE)}>
              {ANALYTICS_RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(`analytics.range.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={primaryButtonClass} onClick={generate} disabled={insights.isPending || !data?.has_data} aria-busy={insights.isPending}>
            {insights.isPending ? <Spinner className="h-4 w-4" /> : null}
            {insights.isPending ? t("analytics.generating") : t("analytics.generateInsights")}
          </button>
          <ExportMenu busy={exporter.isPending} onPick={download} />
        </div>
      </div>
      {query.isPending ? (
        <AnalyticsSkeleton label={t("analytics.loading")} />
      ) : query.isError && !data ? (
        <Card>
          <LoadFailedPanel
            title={t("analytics.loadFailed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        </Card>
      ) : data ? (
        <AnalyticsBody data={data} insights={generated && generated.range === range ? generated.insights : null} />
      ) : null}
    </div>
  );
}

/** The Export menu: CSV, JSON, Excel; each downloads its file. */
function ExportMenu({ busy, onPick }: { busy: boolean; onPick(format: TExportFormat): void }) {
  const t = useReportsT();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <div className="relative" ref={box}>
      <button type="button" className={secondaryButtonClass} aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} disabled={busy} onClick={() => setOpen((o) => !o)}>
        {busy ? <Spinner className="h-4 w-4" /> : <Icon name="download" className="h-4 w-4" />}
        {busy ? t("analytics.exporting") : t("analytics.export")}
      </button>
      {open && (
        <ul id={menuId} role="menu" className="absolute right-0 z-10 mt-1 w-36 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800">
          {EXPORTS.map((f) => (
            <li key={f} role="none">
              <button
                type="button"
                role="menuitem"
                className="block w-full px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
                onClick={() => {
                  setOpen(false);
                  onPick(f);
                }}
              >
                {t(`analytics.format.${f}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The loading skeleton: the cards' and panels' shapes. */
export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
}

/** The figures of a range, or the empty state when the range holds nothing. */
export function AnalyticsBody({ data, insights }: { data: TReportAnalyticsOverview; insights: TInsight[] | null }) {
  const t = useReportsT();
  if (!data.has_data) {
    return (
      <Card>
        <EmptyState icon="file" title={t("analytics.empty.title")}>
          {t("analytics.empty.body")}
        </EmptyState>
      </Card>
    );
  }
  const a = data.overall_analytics;
  return (
    <>
      <SummaryCards a={a} />
      <div className="grid gap-4 lg:grid-cols-2">
        <GenerationPanel g={a.generation} />
        <DeliveryPanel d={a.delivery} />
      </div>
      <TemplateTable rows={a.template_performance} />
      <InsightList insights={insights} />
    </>
  );
}

function ArrowMark({ arrow, bar }: { arrow: Arrow; bar: number }) {
  const t = useReportsT();
  if (arrow === null) return null;
  return (
    <span className={arrow === "up" ? "text-emerald-600 dark:text-emerald-400" : "text-red-600 dark:text-red-400"} data-arrow={arrow}>
      <span aria-hidden="true">{arrow === "up" ? "↑" : "↓"}</span>
      <span className="sr-only">{arrow === "up" ? t("analytics.aboveBar", { bar }) : t("analytics.belowBar", { bar })}</span>
    </span>
  );
}

function SummaryCard({ title, value, detail, children }: { title: string; value: string; detail: string; children?: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-label={title}>
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h2>
      <p className="mt-2 flex items-baseline gap-2 text-2xl font-semibold text-slate-900 dark:text-white">
        {value}
        {children}
      </p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{detail}</p>
    </section>
  );
}

/** The four summary cards with the §9 targets. */
export function SummaryCards({ a }: { a: TOverallAnalytics }) {
  const t = useReportsT();
  const none = t("analytics.noFigure");
  const completion = TARGETS.completionRate;
  const delivery = TARGETS.deliverySuccess;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        title={t("analytics.cards.generation")}
        value={rateText(a.generation.completion_rate, none)}
        detail={`${t("analytics.cards.generationDetail", { count: a.generation.total_reports })} · ${t("analytics.target", { target: completion.target })}`}
      >
        <ArrowMark arrow={generationArrow(a.generation.completion_rate)} bar={completion.positiveAbove} />
      </SummaryCard>
      <SummaryCard
        title={t("analytics.cards.delivery")}
        value={rateText(a.delivery.delivery_success_rate, none)}
        detail={`${t("analytics.cards.deliveryDetail", { count: a.delivery.total_deliveries })} · ${t("analytics.target", { target: delivery.target })}`}
      >
        <ArrowMark arrow={deliveryArrow(a.delivery.delivery_success_rate)} bar={delivery.cardPositiveAbove} />
      </SummaryCard>
      <SummaryCard
        title={t("analytics.cards.engagement")}
        value={String(a.engagement.total_interactions)}
        detail={t("analytics.cards.engagementDetail", { count: a.engagement.total_interactions, users: a.engagement.unique_users })}
      />
      <SummaryCard
        title={t("analytics.cards.feedback")}
        value={a.feedback.average_rating === null ? none : `${a.feedback.average_rating} / 5`}
        detail={a.feedback.total_feedback === 0 ? t("analytics.cards.noRatings") : t("analytics.cards.feedbackDetail", { count: a.feedback.total_feedback })}
      />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

function GenerationPanel({ g }: { g: TOverallAnalytics["generation"] }) {
  const t = useReportsT();
  const statuses = Object.entries(g.status_breakdown).sort(([, x], [, y]) => y - x);
  return (
    <Card title={t("analytics.generationPanel.title")}>
      <dl>
        <Figure label={t("analytics.generationPanel.totalReports")} value={String(g.total_reports)} />
        <Figure label={t("analytics.generationPanel.completionRate")} value={rateText(g.completion_rate, t("analytics.noFigure"))} />
        <Figure label={t("analytics.generationPanel.templatesUsed")} value={String(g.templates_used)} />
      </dl>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("analytics.generationPanel.statusBreakdown")}</h3>
      {statuses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("analytics.generationPanel.noReports")}</p>
      ) : (
        <dl>
          {statuses.map(([status, n]) => (
            <Figure key={status} label={t(`analytics.status.${status}`, { defaultValue: status })} value={String(n)} />
          ))}
        </dl>
      )}
    </Card>
  );
}

function DeliveryPanel({ d }: { d: TOverallAnalytics["delivery"] }) {
  const t = useReportsT();
  const none = t("analytics.noFigure");
  return (
    <Card title={t("analytics.deliveryPanel.title")}>
      {d.total_deliveries === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("analytics.deliveryPanel.noDeliveries")}</p>
      ) : (
        <dl>
          <Figure label={t("analytics.deliveryPanel.total")} value={String(d.total_deliveries)} />
          <Figure label={t("analytics.deliveryPanel.delivered")} value={String(d.delivered_deliveries)} />
          <Figure label={t("analytics.deliveryPanel.failed")} value={String(d.failed_deliveries)} />
          <Figure label={t("analytics.deliveryPanel.pending")} value={String(d.pending_deliveries)} />
          <Figure label={t("analytics.deliveryPanel.successRate")} value={rateText(d.delivery_success_rate, none)} />
          <Figure label={t("analytics.deliveryPanel.readRate")} value={rateText(d.read_rate, none)} />
          <Figure
            label={t("analytics.deliveryPanel.averageTime")}
            value={d.average_delivery_time === null ? none : t("analytics.deliveryPanel.seconds", { value: d.average_delivery_time })}
          />
          <Figure label={t("analytics.deliveryPanel.channels")} value={d.channels_used.length ? d.channels_used.join(", ") : t("analytics.deliveryPanel.noChannels")} />
        </dl>
      )}
    </Card>
  );
}

/** The Template Performance table: completion bars in the §9 colours. */
export function TemplateTable({ rows }: { rows: TOverallAnalytics["template_performance"] }) {
  const t = useReportsT();
  const list = Object.entries(rows).sort(([, x], [, y]) => y.total_reports - x.total_reports || x.template_name.localeCompare(y.template_name));
  return (
    <Card title={t("analytics.templates.title")}>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("analytics.templates.none")}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
                <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                  {t("analytics.templates.template")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("analytics.templates.type")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("analytics.templates.reports")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("analytics.templates.published")}
                </th>
                <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                  {t("analytics.templates.completion")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map(([key, row]) => (
                <tr key={key} className="border-b border-slate-100 last:border-0 dark:border-slate-800/60">
                  <th scope="row" className="px-5 py-2.5 font-medium text-slate-900 sm:px-6 dark:text-white">
                    {row.template_name}
                  </th>
                  <td className="px-3 py-2.5 text-slate-600 dark:text-slate-400">{row.template_type}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{row.total_reports}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{row.published_reports}</td>
                  <td className="px-5 py-2.5 sm:px-6">
                    {row.completion_rate === null ? (
                      <span className="text-slate-500 dark:text-slate-400">{t("analytics.templates.unused")}</span>
                    ) : (
                      <span className="flex items-center gap-2">
                        <span className="h-2 w-24 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                          <span className={`block h-full ${completionBarClass(row.completion_rate)}`} style={{ width: `${row.completion_rate}%` }} data-bar={row.completion_rate} />
                        </span>
                        <span className="tabular-nums">{row.completion_rate}%</span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** The insights, coloured by priority (8+ red, 6+ yellow, else blue); before any are generated, how to get them. */
export function InsightList({ insights }: { insights: TInsight[] | null }) {
  const t = useReportsT();
  const nf = new Intl.NumberFormat(displayLocale(), { maximumFractionDigits: 2 });
  const writer = { t: (key: string, params?: Record<string, string | number>) => t(`analytics.insights.texts.${key}`, params), number: (x: number) => nf.format(x) };
  return (
    <Card title={t("analytics.insights.title")} description={t("analytics.insights.note")}>
      {insights === null ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("analytics.insights.none")}</p>
      ) : insights.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("analytics.insights.nothing")}</p>
      ) : (
        <ul className="space-y-3">
          {insights.map((i, n) => {
            const tone = insightTone(i.priority);
            const words = insightTexts(i, writer);
            return (
              <li key={n} className={`rounded-lg border p-3 ${tone.className}`} data-tone={tone.colour}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{words.title}</h3>
                  <span className="text-xs font-medium">
                    {t(`analytics.insights.type.${i.type}`)} · {t("analytics.insights.priority", { priority: i.priority })}
                  </span>
                </div>
                <p className="mt-1 text-sm">{words.description}</p>
                {words.recommendation && <p className="mt-1 text-sm italic">{t("analytics.insights.recommendation", { text: words.recommendation })}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

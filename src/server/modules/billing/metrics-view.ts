/**
 * Shapes the business metrics for platform staff (spec 2 §3.9): each figure with its name, formatted value,
 * change, stated definition (server catalog) and source, and the Business Health Score with its parts. Pure: the
 * records come in, the answer goes out.
 */
import { msg, type Translator } from "../../i18n/index.ts";
import {
  businessMetrics,
  METRIC_IDS,
  METRIC_PERIODS,
  monthlyChurn,
  type BusinessRecords,
  type MetricFigure,
  type MetricId,
  type MetricPeriod,
} from "../../../domain/billing/metrics.ts";
import { businessHealth, HEALTH_PARTS, type HealthInputs, type HealthPart } from "../../../domain/billing/health.ts";
import { metricSources, type FlaggedRecords } from "../../../domain/billing/sources.ts";
import type { TBusinessHealth, TBusinessMetric, TBusinessMetrics } from "../../../contracts/business.ts";

const DAY_MS = 86_400_000;
const ICONS: Record<MetricId, TBusinessMetric["icon"]> = { revenue: "chart", customers: "users", ltv: "briefcase", cac: "target", mrr: "refresh", churn: "activity" };
const MONEY: ReadonlySet<MetricId> = new Set(["revenue", "ltv", "cac", "mrr"]);

/** US cents as dollars for reading: whole dollars ("$12,345"), cents only under $100. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  const digits = Math.abs(dollars) < 100 && !Number.isInteger(dollars) ? 2 : 0;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const signed = (v: number, digits = 1) => `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v).toFixed(digits)}`;

/** A metric's value for reading; "—" without one. */
export function formatMetricValue(id: MetricId, value: number | null): string {
  if (value === null) return "—";
  if (MONEY.has(id)) return formatCents(value);
  if (id === "churn") return percent(value);
  return new Intl.NumberFormat("en-US").format(value);
}

/** The change for reading: "+12.5%" (relative), "+1.2 pts" (churn), "—" when not comparable. */
export function formatChange(f: Pick<MetricFigure, "change" | "changeUnit">): string {
  if (f.change === null) return "—";
  return f.changeUnit === "points" ? `${signed(f.change)} pts` : `${signed(f.change)}%`;
}

/** The health score's inputs from the period's figures and its invoices (issued within the period; paid by now). */
export function healthInputs(records: BusinessRecords, figures: Record<MetricId, MetricFigure>, period: MetricPeriod, now: Date): HealthInputs {
  const days = METRIC_PERIODS[period];
  const start = new Date(now.getTime() - days * DAY_MS);
  const issued = records.invoices.filter((i) => i.issuedAt >= start && i.issuedAt < now);
  return {
    mrrChangePercent: figures.mrr.change,
    monthlyChurn: figures.churn.value === null ? null : monthlyChurn(figures.churn.value, days),
    ltvCents: figures.ltv.value,
    cacCents: figures.cac.value,
    invoicedCents: issued.reduce((s, i) => s + i.amountCents, 0),
    paidOfInvoicedCents: issued.filter((i) => i.paidAt !== null && i.paidAt <= now).reduce((s, i) => s + i.amountCents, 0),
  };
}

function partInput(part: HealthPart, i: HealthInputs, score: number | null, t: Translator): string {
  if (score === null) return t.error(msg("businessMetrics.health.input.none"));
  const value =
    part === "growth"
      ? `${signed(i.mrrChangePercent!)}%`
      : part === "retention"
        ? percent(i.monthlyChurn!)
        : part === "unitEconomics"
          ? (i.ltvCents! / i.cacCents!).toFixed(2)
          : percent(i.paidOfInvoicedCents / i.invoicedCents);
  return t.error(msg(`businessMetrics.health.input.${part}`, { value }));
}

/** The Business Health Score with each part's rule and what it was computed from. */
export function presentHealth(inputs: HealthInputs, t: Translator): TBusinessHealth {
  const h = businessHealth(inputs);
  return {
    score: h.score,
    rule: t.error(msg("businessMetrics.health.rule")),
    parts: HEALTH_PARTS.map((id) => ({
      id,
      name: t.error(msg(`businessMetrics.health.name.${id}`)),
      score: h.parts[id] === null ? null : Math.round(h.parts[id] * 10) / 10,
      rule: t.error(msg(`businessMetrics.health.partRule.${id}`)),
      input: partInput(id, inputs, h.parts[id], t),
    })),
  };
}

/** GET /api/business/metrics's answer for the period ending at `now`. */
export function presentMetrics(records: FlaggedRecords, period: MetricPeriod, now: Date, t: Translator): TBusinessMetrics {
  const figures = businessMetrics(records, period, now);
  const days = METRIC_PERIODS[period];
  const sources = metricSources(records, days, now);
  const data = {} as Record<MetricId, TBusinessMetric>;
  for (const id of METRIC_IDS) {
    const f = figures[id];
    data[id] = {
      id,
      name: t.error(msg(`businessMetrics.name.${id}`)),
      value: f.value,
      formattedValue: formatMetricValue(id, f.value),
      change: f.change === null ? null : Math.round(f.change * 10) / 10,
      changeDirection: f.direction,
      changeFormatted: formatChange(f),
      better: f.better,
      previous: f.previous,
      period,
      icon: ICONS[id],
      source: sources[id],
      definition: t.error(msg(`businessMetrics.definition.${id}`)),
      unavailableReason: f.unavailable === null ? null : t.error(msg(`businessMetrics.unavailable.${f.unavailable}`)),
    };
  }
  const inputs = healthInputs(records, figures, period, now);
  return {
    period,
    from: new Date(now.getTime() - days * DAY_MS).toISOString(),
    to: now.toISOString(),
    data,
    health: presentHealth(inputs, t),
    source: METRIC_IDS.some((id) => sources[id] === "simulated") ? "simulated" : "records",
  };
}

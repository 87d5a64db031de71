/**
 * Shapes the business metrics for platform staff (spec 2 §3.9): each figure with its name, formatted value,
 * change, stated definition (server catalog) and source, and the Business Health Score with its parts — words from
 * the catalog and numbers as the reader's locale writes them (the translator's). Pure: the records come in, the
 * answer goes out.
 */
import { intlLocale, msg, type Translator } from "../../i18n/index.ts";
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

/** US cents as dollars for reading in a locale (Intl's): whole dollars ("$12,345" in English), cents only under $100. */
export function formatCents(cents: number, locale: string): string {
  const dollars = cents / 100;
  const digits = Math.abs(dollars) < 100 && !Number.isInteger(dollars) ? 2 : 0;
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

/** A share (0.333) as a percentage with one decimal, as the locale writes it ("33.3%" in English). */
const percent = (fraction: number, locale: string) => new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction);
/** A number with a sign (a true minus) and a fixed number of decimals, as the locale writes the digits. */
const signed = (v: number, locale: string, digits = 1) =>
  `${v > 0 ? "+" : v < 0 ? "−" : ""}${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(v))}`;
/** A change in percent (12.5 for +12.5 %) with its sign, as the locale writes a percentage. */
const signedPercent = (v: number, locale: string) => `${v > 0 ? "+" : v < 0 ? "−" : ""}${percent(Math.abs(v) / 100, locale)}`;

/** A metric's value for reading in a locale; "—" without one. */
export function formatMetricValue(id: MetricId, value: number | null, locale: string): string {
  if (value === null) return "—";
  if (MONEY.has(id)) return formatCents(value, locale);
  if (id === "churn") return percent(value, locale);
  return new Intl.NumberFormat(locale).format(value);
}

/** The change for reading in the translator's language: "+12.5%" (relative), "+1.2 pts" (churn), "—" when not comparable. */
export function formatChange(f: Pick<MetricFigure, "change" | "changeUnit">, t: Translator): string {
  if (f.change === null) return "—";
  const locale = intlLocale(t.locale);
  return f.changeUnit === "points" ? t.error(msg("businessMetrics.change.points", { value: signed(f.change, locale) })) : signedPercent(f.change, locale);
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
  const locale = intlLocale(t.locale);
  const value =
    part === "growth"
      ? signedPercent(i.mrrChangePercent!, locale)
      : part === "retention"
        ? percent(i.monthlyChurn!, locale)
        : part === "unitEconomics"
          ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(i.ltvCents! / i.cacCents!)
          : percent(i.paidOfInvoicedCents / i.invoicedCents, locale);
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
      formattedValue: formatMetricValue(id, f.value, intlLocale(t.locale)),
      change: f.change === null ? null : Math.round(f.change * 10) / 10,
      changeDirection: f.direction,
      changeFormatted: formatChange(f, t),
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

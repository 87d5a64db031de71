import { displayLocale } from "../../lib/display-preferences.ts";
import { formatPrice } from "../../lib/money.ts";

/** US cents for reading, in whole dollars ("$12,345"). */
export const usd = (cents: number) => formatPrice(Math.round(cents / 100) * 100, "USD");

/** A percentage with a sign and one decimal ("+12.5%"). */
export const signedPercent = (v: number) => `${v > 0 ? "+" : ""}${v.toLocaleString(displayLocale(), { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;

/** A UTC day or month for a chart's axis ("Nov 28", "Nov 2026"). */
export function axisDate(iso: string, unit: "day" | "month"): string {
  const opts: Intl.DateTimeFormatOptions = unit === "day" ? { month: "short", day: "numeric", timeZone: "UTC" } : { month: "short", year: "numeric", timeZone: "UTC" };
  return new Date(iso).toLocaleDateString(displayLocale(), opts);
}

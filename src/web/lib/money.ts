import { displayLocale } from "./display-preferences.ts";

/** An amount of cents in the reader's language ("$49"; cents shown only when there are some). */
export function formatPrice(cents: number, currency: string, locale: string = displayLocale()): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

import type { TDisplayPreferences, TLocale } from "../../contracts/profile.ts";
import { showLanguage } from "./i18n.ts";

/**
 * The signed-in person's language and time zone for dates and numbers (their profile; /api/auth/me carries them).
 * The auth provider sets them when the session is read, before the pages that show dates render; formatters
 * outside React read them here. Signed out: English and the browser's own time zone.
 */
let current: { locale: TLocale; timeZone: string | undefined } = { locale: "en", timeZone: undefined };

/** Takes the person's preferences (null: signed out, back to the defaults); the pages switch to their language. */
export function setDisplayPreferences(p: TDisplayPreferences | null): void {
  current = { locale: p?.locale ?? "en", timeZone: p?.timeZone ?? undefined };
  showLanguage(current.locale);
}

/** The language dates and numbers are written in ("en", "de", …). */
export function displayLocale(): TLocale {
  return current.locale;
}

/** The person's chosen time zone, or undefined for the browser's own. */
export function displayTimeZone(): string | undefined {
  return current.timeZone;
}

/** The browser's own time zone (what "follow my browser" means). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A date/time in the person's language and time zone; `fallback` when the value is not a date. */
export function formatInstant(value: string | number | Date, options: Intl.DateTimeFormatOptions, fallback = ""): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleString(current.locale, { ...options, timeZone: options.timeZone ?? current.timeZone });
}

/** "28 Nov 2026" (medium date) in the person's language and time zone; the raw text when it is not a date. */
export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return formatInstant(value, options, typeof value === "string" ? value : "");
}

/** A date with the time of day (medium date, short time) in the person's language and time zone. */
export function formatDateTime(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }): string {
  return formatInstant(value, options, typeof value === "string" ? value : "");
}

/** The time of day (hours, minutes, seconds) in the person's language and time zone. */
export function formatTime(value: string | number | Date, options: Intl.DateTimeFormatOptions = { timeStyle: "medium" }): string {
  return formatInstant(value, options);
}

/** A number in the person's language (grouping, decimal mark). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(current.locale, options);
}

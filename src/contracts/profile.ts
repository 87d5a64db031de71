import { z } from "zod";
import { isTimeZone } from "../domain/calendar.ts";
import type { TNotificationKind } from "./notifications.ts";
import { contractMessage } from "./messages.ts";

/** The product's languages (spec 3 accessibility settings: en, es, fr, de, zh, ja). English is the first. */
export const LOCALES = ["en", "es", "fr", "de", "zh", "ja"] as const;
export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

/** A supported language for a BCP 47 tag ("de-CH" → "de"), or null (case-insensitive). */
export function supportedLocale(tag: string | null | undefined): TLocale | null {
  const lower = (tag ?? "").trim().toLowerCase();
  return LOCALES.find((l) => l === lower) ?? LOCALES.find((l) => l === lower.split(/[-_]/)[0]) ?? null;
}

/** The notification kinds that also arrive by email (the others only ring the bell), in the order the profile lists them. */
export const EMAILED_KINDS = ["assessment.assigned", "assessment.reminder", "report.step_assigned", "report.rejected"] as const satisfies readonly TNotificationKind[];
export type TEmailedKind = (typeof EMAILED_KINDS)[number];
export const ZEmailedKind = z.enum(EMAILED_KINDS);

/** An IANA time zone name ("Europe/Berlin"); checked against the runtime's time zone data. */
export const ZTimeZone = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/, contractMessage("timeZoneShape"))
  .refine(isTimeZone, contractMessage("timeZoneUnknown"));

/** A person's display preferences, as /api/auth/me carries them: null time zone = the browser's own. */
export const ZDisplayPreferences = z.object({ locale: ZLocale, timeZone: z.string().nullable() });
export type TDisplayPreferences = z.infer<typeof ZDisplayPreferences>;

/** GET /api/profile — the signed-in person's own profile and preferences. */
export const ZProfile = z.object({
  name: z.string(),
  email: z.string(),
  locale: ZLocale,
  timeZone: z.string().nullable(),
  /** For each emailed kind, whether it is emailed (true) or only shown in the app (false). */
  emailed: z.record(ZEmailedKind, z.boolean()),
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /api/profile — fields left out stay as they are; timeZone null = follow the browser. */
export const ZUpdateProfile = z
  .object({
    name: z.string().trim().min(1, contractMessage("nameNotEmpty")).max(120).optional(),
    locale: ZLocale.optional(),
    timeZone: ZTimeZone.nullable().optional(),
    emailed: z.partialRecord(ZEmailedKind, z.boolean()).optional(),
  })
  .strict();
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;

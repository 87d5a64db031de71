/** The user_preference table: a person's language, time zone and which notification kinds they want by email. */
import { eq, inArray, sql } from "drizzle-orm";
import { ZLocale, type TLocale } from "../../contracts/profile.ts";
import type { DbExecutor } from "../jobs/repo.ts";
import { user } from "../db/schema/auth.ts";
import { userPreference } from "../db/schema/platform.ts";

export type Preferences = { locale: TLocale; timeZone: string | null; emailOff: string[] };

/** What a person without a row gets: English, the browser's time zone, every emailed kind emailed. */
export const DEFAULT_PREFERENCES: Preferences = { locale: "en", timeZone: null, emailOff: [] };

/** One person's preferences (the defaults when they never changed any). */
export async function readPreferences(db: DbExecutor, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreference).where(eq(userPreference.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PREFERENCES };
  const locale = ZLocale.safeParse(row.locale);
  return { locale: locale.success ? locale.data : "en", timeZone: row.timeZone, emailOff: row.emailOff };
}

/** For each of the people, the notification kinds they asked not to be emailed (people with none are left out). */
export async function emailOffFor(db: DbExecutor, userIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userPreference.userId, emailOff: userPreference.emailOff })
    .from(userPreference)
    .where(inArray(userPreference.userId, [...new Set(userIds)]));
  for (const r of rows) if (r.emailOff.length) out.set(r.userId, new Set(r.emailOff));
  return out;
}

/** Stores a person's preferences as given (one row per person). */
export async function writePreferences(db: DbExecutor, userId: string, p: Preferences, now: Date): Promise<void> {
  await db
    .insert(userPreference)
    .values({ userId, locale: p.locale, timeZone: p.timeZone, emailOff: p.emailOff, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreference.userId,
      set: { locale: sql`excluded.locale`, timeZone: sql`excluded.time_zone`, emailOff: sql`excluded.email_off`, updatedAt: now },
    });
}

/** The language and time zone a person chose, or null when they never saved preferences (then the request decides). */
export async function readLocaleChoice(db: DbExecutor, userId: string): Promise<{ locale: TLocale; timeZone: string | null } | null> {
  const [row] = await db.select({ locale: userPreference.locale, timeZone: userPreference.timeZone }).from(userPreference).where(eq(userPreference.userId, userId)).limit(1);
  if (!row) return null;
  const locale = ZLocale.safeParse(row.locale);
  return { locale: locale.success ? locale.data : "en", timeZone: row.timeZone };
}

/** Each person's chosen language and time zone (people who never saved preferences are left out). */
export async function localeChoices(db: DbExecutor, userIds: readonly string[]): Promise<Map<string, { locale: TLocale; timeZone: string | null }>> {
  const out = new Map<string, { locale: TLocale; timeZone: string | null }>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userPreference.userId, locale: userPreference.locale, timeZone: userPreference.timeZone })
    .from(userPreference)
    .where(inArray(userPreference.userId, [...new Set(userIds)]));
  for (const r of rows) {
    const locale = ZLocale.safeParse(r.locale);
    out.set(r.userId, { locale: locale.success ? locale.data : "en", timeZone: r.timeZone });
  }
  return out;
}

/** The saved language and time zone of the account using an address (case-insensitive), or null. */
export async function readLocaleChoiceByEmail(db: DbExecutor, email: string): Promise<{ locale: TLocale; timeZone: string | null } | null> {
  const [row] = await db
    .select({ locale: userPreference.locale, timeZone: userPreference.timeZone })
    .from(userPreference)
    .innerJoin(user, eq(user.id, userPreference.userId))
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const locale = ZLocale.safeParse(row.locale);
  return { locale: locale.success ? locale.data : "en", timeZone: row.timeZone };
}

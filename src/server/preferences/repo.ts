/** The user_preference table: a person's language, time zone and which notification kinds they want by email. */
import { eq, inArray, sql } from "drizzle-orm";
import { ZLocale, type TLocale } from "../../contracts/profile.ts";
import type { DbExecutor } from "../jobs/repo.ts";
import { userPreference } from "../db/schema/index.ts";

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

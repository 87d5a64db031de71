/**
 * Report share links (the result links' rules): each expires — 30 days unless the sharer chooses 1 to 90 —
 * and is revocable; the public view leaves out the sections that name people unless the sharer included
 * them knowingly when making the link.
 */
import type { SectionType } from "./templates.ts";

export const REPORT_LINK_DEFAULT_DAYS = 30;
export const REPORT_LINK_MAX_DAYS = 90;

/** Section types that list named people (members' names, addresses, last activity, completions). */
export const PERSON_SECTION_TYPES: readonly SectionType[] = ["user_activity"];

export const namesPeople = (type: string): boolean => (PERSON_SECTION_TYPES as readonly string[]).includes(type);

/** When a link made at `now` for `days` days stops opening. */
export function linkExpiry(now: Date, days: number = REPORT_LINK_DEFAULT_DAYS): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

/** The sections a public view shows, and whether any were left out because they name people. */
export function publicSections<S extends { type: string }>(sections: Record<string, S>, includePeople: boolean): { sections: Record<string, S>; peopleLeftOut: boolean } {
  if (includePeople) return { sections, peopleLeftOut: false };
  const kept = Object.fromEntries(Object.entries(sections).filter(([, s]) => !namesPeople(s.type)));
  return { sections: kept, peopleLeftOut: Object.keys(kept).length !== Object.keys(sections).length };
}

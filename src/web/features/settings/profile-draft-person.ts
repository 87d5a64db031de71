import { EMAILED_KINDS, type TProfile, type TUpdateProfile } from "../../../contracts/profile.ts";

/** What the profile form edits: the saved profile's editable fields. */
export type PersonDraft = Pick<TProfile, "name" | "locale" | "timeZone" | "emailed">;

/** The form's starting values from the saved profile. */
export function draftFrom(profile: TProfile): PersonDraft {
  return { name: profile.name, locale: profile.locale, timeZone: profile.timeZone, emailed: { ...profile.emailed } };
}

/**
 * The PUT body for what changed between the saved profile and the draft (only changed fields, so a save never
 * overwrites a field changed meanwhile in another tab); null when nothing changed. The name is sent trimmed.
 */
export function profileChanges(saved: TProfile, draft: PersonDraft): TUpdateProfile | null {
  const body: TUpdateProfile = {};
  const name = draft.name.trim();
  if (name !== saved.name) body.name = name;
  if (draft.locale !== saved.locale) body.locale = draft.locale;
  if (draft.timeZone !== saved.timeZone) body.timeZone = draft.timeZone;
  const emailed = Object.fromEntries(EMAILED_KINDS.filter((k) => draft.emailed[k] !== saved.emailed[k]).map((k) => [k, draft.emailed[k]]));
  if (Object.keys(emailed).length) body.emailed = emailed;
  return Object.keys(body).length ? body : null;
}

/** Every time zone the browser knows, sorted, with UTC first (older browsers without the list get UTC and their own). */
export function timeZoneChoices(own: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [own];
  return ["UTC", ...[...new Set([...known, own])].filter((z) => z !== "UTC").sort()];
}

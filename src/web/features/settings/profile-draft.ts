/**
 * The Settings page's draft of the organization's profile: what the admin edits before saving, and the PUT body
 * it becomes. Departments keep the name they had when loaded, so a renamed row is sent as a rename (members follow)
 * and a removed row simply leaves the list (the server refuses while members still hold it). No React here.
 */
import type { TIndustry, TOrganizationProfile, TUpdateOrganizationProfile } from "../../../contracts/analytics.ts";

/** One department row: its name now, and the saved name it started from (null for a new row). */
export interface DepartmentRow {
  key: number;
  original: string | null;
  name: string;
}

export interface ProfileDraft {
  industry: TIndustry | null;
  minGroupSize: number;
  departments: DepartmentRow[];
}

/** The draft of a freshly loaded profile. */
export function draftFromProfile(profile: TOrganizationProfile): ProfileDraft {
  return {
    industry: profile.industry,
    minGroupSize: profile.minGroupSize,
    departments: profile.departments.map((name, key) => ({ key, original: name, name })),
  };
}

const clean = (name: string) => name.trim().replace(/\s+/g, " ");

/** The PUT body for a draft: only what changed; renamed rows as renames. */
export function updateFromDraft(profile: TOrganizationProfile, draft: ProfileDraft): TUpdateOrganizationProfile {
  const body: TUpdateOrganizationProfile = {};
  if (draft.industry !== profile.industry) body.industry = draft.industry;
  if (draft.minGroupSize !== profile.minGroupSize) body.minGroupSize = draft.minGroupSize;
  const departments = draft.departments.map((row) => clean(row.name));
  const renames = draft.departments.flatMap((row) => (row.original !== null && clean(row.name) !== row.original ? [{ from: row.original, to: clean(row.name) }] : []));
  if (departments.length !== profile.departments.length || departments.some((d, i) => d !== profile.departments[i])) body.departments = departments;
  if (renames.length > 0) body.renames = renames;
  return body;
}

/** Whether the draft differs from the saved profile. */
export function isDraftChanged(profile: TOrganizationProfile, draft: ProfileDraft): boolean {
  return Object.keys(updateFromDraft(profile, draft)).length > 0;
}

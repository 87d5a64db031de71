import type { TMember } from "../../../../contracts/members.ts";
import { filterMembers, sortMembers } from "../../../data/members.ts";

/** The most members one team request may name (ZTeamRequest). */
export const MAX_CHOSEN_MEMBERS = 500;

export type ChoosableMember = Pick<TMember, "userId" | "name" | "email" | "department">;

/** The members a search shows, by name; chosen members stay in the list (to be unchosen) whatever the search. */
export function memberOptions<M extends ChoosableMember>(members: readonly M[], query: string, chosen: ReadonlySet<string>): M[] {
  const matching = new Set(filterMembers(members, query).map((m) => m.userId));
  const byDepartment = query.trim() === "" ? [] : members.filter((m) => m.department !== null && m.department.toLowerCase().includes(query.trim().toLowerCase()));
  for (const m of byDepartment) matching.add(m.userId);
  return sortMembers(members.filter((m) => matching.has(m.userId) || chosen.has(m.userId)));
}

/** The chosen set with one member added or removed (a new set; never more than MAX_CHOSEN_MEMBERS). */
export function toggleMember(chosen: ReadonlySet<string>, userId: string): Set<string> {
  const next = new Set(chosen);
  if (next.has(userId)) next.delete(userId);
  else if (next.size < MAX_CHOSEN_MEMBERS) next.add(userId);
  return next;
}

/** The chosen members in list order (for the request and the chips). */
export function chosenMembers<M extends ChoosableMember>(members: readonly M[], chosen: ReadonlySet<string>): M[] {
  return sortMembers(members.filter((m) => chosen.has(m.userId)));
}

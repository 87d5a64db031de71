/**
 * The organization's member list, shared by the Users pages and the Assign dialog of Assessments: fetching it,
 * searching and ordering it, and the cache updates of a role change. No words here (each page words its own).
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { ZMember, ZMemberList, type TMember, type TMemberList, type TMemberSort, type TSortDir } from "../../contracts/members.ts";
import { ZBulkDepartmentsResult, type TBulkDepartmentsResult } from "../../contracts/analytics.ts";
import type { TRole } from "../../contracts/roles.ts";
import { api } from "../lib/api.ts";

/** TanStack Query key of the organization's member list. */
export const membersQueryKey = ["organization", "members"] as const;

/** GET /api/organization/members: everyone in the caller's organization, with what the caller may do to each. */
export async function fetchMembers(signal?: AbortSignal): Promise<TMember[]> {
  const body = await api.get("/api/organization/members", { schema: ZMemberList, signal });
  return body.members;
}

/** One page of the member list as the Users page asks for it (the server searches, sorts and pages). */
export interface MemberPageParams {
  page: number;
  pageSize: number;
  /** Name or email contains this (any case); "" for everyone. */
  q: string;
  sort: TMemberSort;
  dir: TSortDir;
}

/** TanStack Query key prefix of the member list's pages (under membersQueryKey, apart from the full list). */
export const memberPagesKey = [...membersQueryKey, "page"] as const;

/** GET /api/organization/members?page&pageSize&q&sort&dir: one page of members and how many match in all. */
export function fetchMemberPage(params: MemberPageParams, signal?: AbortSignal): Promise<TMemberList> {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize), sort: params.sort, dir: params.dir });
  if (params.q.trim() !== "") search.set("q", params.q.trim());
  return api.get(`/api/organization/members?${search.toString()}`, { schema: ZMemberList, signal });
}

/** One page of the organization's members; the page shown before stays while the next one loads. */
export function useMemberPage(params: MemberPageParams, enabled: boolean) {
  return useQuery({
    queryKey: [...memberPagesKey, params],
    queryFn: ({ signal }) => fetchMemberPage(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Applies `update` to every cached copy of the members: the full list and each page (optimistic changes and their settling). */
export function updateCachedMembers(queryClient: QueryClient, update: (members: readonly TMember[]) => TMember[]): void {
  queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && update(old));
  queryClient.setQueriesData<TMemberList>({ queryKey: memberPagesKey }, (old) => old && { ...old, members: update(old.members) });
}

/** Stops the member reads in flight (full list and pages), so an answer from before a change cannot overwrite it. */
export async function cancelMemberQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.cancelQueries({ queryKey: membersQueryKey, exact: true }), queryClient.cancelQueries({ queryKey: memberPagesKey })]);
}

/** Marks the full list and every page stale (the ones on screen are read again): after a change on the server. */
export function invalidateMembers(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: membersQueryKey, exact: true }), queryClient.invalidateQueries({ queryKey: memberPagesKey })]).then(
    () => undefined,
  );
}

/** PATCH /api/organization/members/:userId: the member with their new role (ApiError 403, 409 or 400 when refused). */
export function patchMemberRole(userId: string, role: TRole): Promise<TMember> {
  return api.request(`/api/organization/members/${encodeURIComponent(userId)}`, { method: "PATCH", body: { role }, schema: ZMember });
}

/** PUT /api/organization/members/:userId/department: the member with their new department (null clears it). */
export function putMemberDepartment(userId: string, department: string | null): Promise<TMember> {
  return api.request(`/api/organization/members/${encodeURIComponent(userId)}/department`, { method: "PUT", body: { department }, schema: ZMember });
}

/** POST /api/organization/members/departments: departments from CSV text; the server checks every line. */
export function importDepartmentsCsv(csv: string): Promise<TBulkDepartmentsResult> {
  return api.post("/api/organization/members/departments", { csv }, { schema: ZBulkDepartmentsResult });
}

/** The organization's members (GET /api/organization/members); off when the user has no organization. */
export function useMembers(enabled: boolean) {
  return useQuery({ queryKey: membersQueryKey, queryFn: ({ signal }) => fetchMembers(signal), enabled });
}

/** Lower case, accents dropped, runs of white space collapsed: "  Zoë  O'Brien " → "zoe o'brien". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The members whose name or email contain every word of the query (case- and accent-insensitive), in their
 * original order. A blank query keeps everyone.
 */
export function filterMembers<M extends Pick<TMember, "name" | "email">>(members: readonly M[], query: string): M[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const haystack = normalizeForSearch(`${member.name} ${member.email}`);
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** Members by name (people without a name last, by email), then by email; a new array. */
export function sortMembers<M extends Pick<TMember, "name" | "email">>(members: readonly M[]): M[] {
  return [...members].sort((a, b) => {
    const aName = a.name.trim();
    const bName = b.name.trim();
    if ((aName === "") !== (bName === "")) return aName === "" ? 1 : -1;
    return collator.compare(aName, bName) || collator.compare(a.email, b.email);
  });
}

/** The list with one member's role set (optimistic update); the same list when that member is absent. */
export function withMemberRole(members: readonly TMember[], userId: string, role: TRole): TMember[] {
  return members.map((m) => (m.userId === userId ? { ...m, role } : m));
}

/**
 * Puts the server's answer for a role change into the list, unless a newer change of that member's role is
 * already shown (its role is no longer the one this change asked for): that newer change settles it.
 */
export function settleMember(members: readonly TMember[], saved: TMember, requestedRole: TRole): TMember[] {
  return members.map((m) => (m.userId === saved.userId && m.role === requestedRole ? saved : m));
}

/** Undoes an optimistic role change that failed, unless a newer change of that member is already shown. */
export function rollBackMemberRole(members: readonly TMember[], userId: string, attempted: TRole, previous: TRole): TMember[] {
  return members.map((m) => (m.userId === userId && m.role === attempted ? { ...m, role: previous } : m));
}

/** The list with one member's department set (optimistic update); the same list when that member is absent. */
export function withMemberDepartment(members: readonly TMember[], userId: string, department: string | null): TMember[] {
  return members.map((m) => (m.userId === userId ? { ...m, department } : m));
}

/** Undoes an optimistic department change that failed, unless a newer change of that member is already shown. */
export function rollBackMemberDepartment(members: readonly TMember[], userId: string, attempted: string | null, previous: string | null): TMember[] {
  return members.map((m) => (m.userId === userId && m.department === attempted ? { ...m, department: previous } : m));
}

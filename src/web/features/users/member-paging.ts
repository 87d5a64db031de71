/**
 * The Users page's list state as it lives in the address (?page, ?q, ?sort, ?dir), and the arithmetic of its
 * pager. No React and no words here.
 */
import { MEMBER_PAGE_SIZE_DEFAULT, ZMemberSort, ZSortDir, type TMemberSort, type TSortDir } from "../../../contracts/members.ts";

/** The spec's user table pages by 10 (spec 3, admin defaults: "User table page size 10"). */
export const USERS_PAGE_SIZE = MEMBER_PAGE_SIZE_DEFAULT;

/** What the Users page shows: which page, the search as typed, and the order. */
export interface MemberListState {
  page: number;
  q: string;
  sort: TMemberSort;
  dir: TSortDir;
}

const DEFAULT_SORT: TMemberSort = "name";
const DEFAULT_DIR: TSortDir = "asc";

/** The list state in an address's search params; anything missing or malformed falls back to page 1, by name, A to Z. */
export function readMemberListState(params: URLSearchParams): MemberListState {
  const rawPage = params.get("page") ?? "";
  const page = /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const sort = ZMemberSort.safeParse(params.get("sort"));
  const dir = ZSortDir.safeParse(params.get("dir"));
  return { page, q: params.get("q") ?? "", sort: sort.success ? sort.data : DEFAULT_SORT, dir: dir.success ? dir.data : DEFAULT_DIR };
}

/**
 * New search params with `change` applied to the list state, other params kept. Defaults are left out of the
 * address (page 1, name order A to Z, no search), and any change of search or order goes back to page 1.
 */
export function writeMemberListState(params: URLSearchParams, change: Partial<MemberListState>): URLSearchParams {
  const current = readMemberListState(params);
  const next = { ...current, ...change };
  if (change.page === undefined && (next.q !== current.q || next.sort !== current.sort || next.dir !== current.dir)) next.page = 1;
  const out = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? out.delete(key) : out.set(key, value));
  set("page", String(next.page), "1");
  set("q", next.q.trim() === "" ? "" : next.q, "");
  set("sort", next.sort, DEFAULT_SORT);
  set("dir", next.dir, DEFAULT_DIR);
  return out;
}

/** The order after a click on a column's header: the same column turns around, another starts A to Z. */
export function nextSort(current: Pick<MemberListState, "sort" | "dir">, column: TMemberSort): Pick<MemberListState, "sort" | "dir"> {
  if (current.sort === column) return { sort: column, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: column, dir: "asc" };
}

/** The aria-sort of a column header: the sorted column says which way, the others say nothing. */
export function ariaSortOf(current: Pick<MemberListState, "sort" | "dir">, column: TMemberSort): "ascending" | "descending" | undefined {
  if (current.sort !== column) return undefined;
  return current.dir === "asc" ? "ascending" : "descending";
}

/** Where a page sits: its first and last member (1-based, "11–20"), how many pages there are, and whether there is a page before or after. */
export function pageWindow(page: number, pageSize: number, total: number, shown: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return { from, to, pages, hasPrevious: page > 1, hasNext: page < pages };
}

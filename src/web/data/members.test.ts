import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TMember, TMemberList } from "../../contracts/members.ts";
import {
  fetchMemberPage,
  filterMembers,
  invalidateMembers,
  memberPagesKey,
  membersQueryKey,
  normalizeForSearch,
  rollBackMemberDepartment,
  rollBackMemberRole,
  settleMember,
  sortMembers,
  updateCachedMembers,
  withMemberDepartment,
  withMemberRole,
} from "./members.ts";

function member(name: string, email: string, role: TMember["role"] = "user", userId = email): TMember {
  return {
    userId,
    name,
    email,
    role,
    department: null,
    joinedAt: "2025-03-12T10:00:00.000Z",
    policies: { changeRole: true, assignableRoles: (["admin", "manager", "user"] as const).filter((r) => r !== role) },
  };
}

const avery = member("Avery Admin", "admin@demo.facetwise.test", "admin");
const riley = member("Riley Chen", "riley@demo.facetwise.test");
const zoe = member("Zoë O'Brien", "zoe@example.com", "manager");
const nameless = member("", "anon@example.com");
const all = [riley, avery, zoe, nameless];

describe("normalizeForSearch", () => {
  it("lower-cases, drops accents and collapses white space", () => {
    expect(normalizeForSearch("  Zoë   O'Brien ")).toBe("zoe o'brien");
    expect(normalizeForSearch("ÅNGSTRÖM")).toBe("angstrom");
    expect(normalizeForSearch("")).toBe("");
  });
});

describe("filterMembers", () => {
  it("keeps everyone for a blank query, as a new array in the same order", () => {
    const result = filterMembers(all, "   ");
    expect(result).toEqual(all);
    expect(result).not.toBe(all);
  });

  it("matches name or email, case- and accent-insensitively", () => {
    expect(filterMembers(all, "RILEY")).toEqual([riley]);
    expect(filterMembers(all, "zoe")).toEqual([zoe]);
    expect(filterMembers(all, "example.com")).toEqual([zoe, nameless]);
    expect(filterMembers(all, "demo.facetwise")).toEqual([riley, avery]);
  });

  it("needs every word to match somewhere in the name or email", () => {
    expect(filterMembers(all, "chen riley")).toEqual([riley]);
    expect(filterMembers(all, "avery demo")).toEqual([avery]);
    expect(filterMembers(all, "avery example")).toEqual([]);
  });

  it("finds nobody when nothing matches", () => {
    expect(filterMembers(all, "nobody-here")).toEqual([]);
  });
});

describe("sortMembers", () => {
  it("orders by name (people without a name last), then email, without touching the input", () => {
    const twin = member("riley chen", "another@demo.facetwise.test");
    const input = [nameless, zoe, riley, twin, avery];
    expect(sortMembers(input).map((m) => m.email)).toEqual([
      "admin@demo.facetwise.test",
      "another@demo.facetwise.test",
      "riley@demo.facetwise.test",
      "zoe@example.com",
      "anon@example.com",
    ]);
    expect(input[0]).toBe(nameless);
  });
});

describe("role cache updates", () => {
  it("withMemberRole sets one member's role and leaves the rest (and the input) alone", () => {
    const next = withMemberRole(all, riley.userId, "manager");
    expect(next.find((m) => m.userId === riley.userId)?.role).toBe("manager");
    expect(next.find((m) => m.userId === avery.userId)).toBe(avery);
    expect(riley.role).toBe("user");
    expect(withMemberRole(all, "missing", "admin")).toEqual(all);
  });

  it("settleMember takes the server's answer while the requested role is still shown", () => {
    const optimistic = withMemberRole(all, riley.userId, "manager");
    const saved = { ...riley, role: "manager" as const, policies: { changeRole: false, assignableRoles: [] } };
    expect(settleMember(optimistic, saved, "manager").find((m) => m.userId === riley.userId)).toBe(saved);
  });

  it("settleMember leaves a newer change alone", () => {
    const newer = withMemberRole(all, riley.userId, "admin");
    const saved = { ...riley, role: "manager" as const };
    expect(settleMember(newer, saved, "manager").find((m) => m.userId === riley.userId)?.role).toBe("admin");
  });

  it("rollBackMemberRole restores the previous role unless a newer change is shown", () => {
    const optimistic = withMemberRole(all, avery.userId, "user");
    expect(rollBackMemberRole(optimistic, avery.userId, "user", "admin").find((m) => m.userId === avery.userId)?.role).toBe("admin");
    const newer = withMemberRole(all, avery.userId, "manager");
    expect(rollBackMemberRole(newer, avery.userId, "user", "admin").find((m) => m.userId === avery.userId)?.role).toBe("manager");
  });
});

describe("department cache updates", () => {
  it("withMemberDepartment sets one member's department and leaves the rest alone", () => {
    const next = withMemberDepartment(all, riley.userId, "Sales");
    expect(next.find((m) => m.userId === riley.userId)?.department).toBe("Sales");
    expect(next.find((m) => m.userId === avery.userId)).toBe(avery);
    expect(riley.department).toBeNull();
  });

  it("rollBackMemberDepartment restores the previous department unless a newer change is shown", () => {
    const optimistic = withMemberDepartment(all, riley.userId, "Sales");
    expect(rollBackMemberDepartment(optimistic, riley.userId, "Sales", null).find((m) => m.userId === riley.userId)?.department).toBeNull();
    const newer = withMemberDepartment(all, riley.userId, "HR");
    expect(rollBackMemberDepartment(newer, riley.userId, "Sales", null).find((m) => m.userId === riley.userId)?.department).toBe("HR");
  });
});

describe("the member list's pages", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server for one page, with the search trimmed and left out when blank", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ members: [riley], total: 11, page: 2, pageSize: 10 }), { status: 200, headers: { "content-type": "application/json" } });
    });
    const answer = await fetchMemberPage({ page: 2, pageSize: 10, q: "  chen ", sort: "joined", dir: "desc" });
    expect(answer.total).toBe(11);
    await fetchMemberPage({ page: 1, pageSize: 10, q: "  ", sort: "name", dir: "asc" });
    expect(urls).toEqual(["/api/organization/members?page=2&pageSize=10&sort=joined&dir=desc&q=chen", "/api/organization/members?page=1&pageSize=10&sort=name&dir=asc"]);
  });

  it("a change reaches the full list and every cached page", () => {
    const client = new QueryClient();
    const pageKey = (page: number) => [...memberPagesKey, { page, pageSize: 10, q: "", sort: "name", dir: "asc" }];
    client.setQueryData<TMember[]>(membersQueryKey, all);
    client.setQueryData<TMemberList>(pageKey(1), { members: [avery, riley], total: 4, page: 1, pageSize: 10 });
    client.setQueryData<TMemberList>(pageKey(2), { members: [zoe], total: 4, page: 2, pageSize: 10 });
    updateCachedMembers(client, (members) => withMemberRole(members, riley.userId, "manager"));
    expect(client.getQueryData<TMember[]>(membersQueryKey)?.find((m) => m.userId === riley.userId)?.role).toBe("manager");
    expect(client.getQueryData<TMemberList>(pageKey(1))?.members.map((m) => m.role)).toEqual(["admin", "manager"]);
    expect(client.getQueryData<TMemberList>(pageKey(1))?.total).toBe(4);
    expect(client.getQueryData<TMemberList>(pageKey(2))?.members).toEqual([zoe]);
  });

  it("invalidating marks the full list and every page stale, and nothing else", async () => {
    const client = new QueryClient();
    const page = [...memberPagesKey, { page: 1 }];
    const other = ["organization", "profile"];
    client.setQueryData(membersQueryKey, all);
    client.setQueryData(page, { members: [], total: 0, page: 1, pageSize: 10 });
    client.setQueryData(other, {});
    await invalidateMembers(client);
    expect(client.getQueryState(membersQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(page)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});

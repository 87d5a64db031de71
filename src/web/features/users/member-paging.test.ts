import { describe, expect, it } from "vitest";
import { ariaSortOf, nextSort, pageWindow, readMemberListState, USERS_PAGE_SIZE, writeMemberListState } from "./member-paging.ts";

const params = (s: string) => new URLSearchParams(s);

describe("the list state in the address", () => {
  it("reads page, search and order, falling back to page 1 by name A to Z", () => {
    expect(readMemberListState(params(""))).toEqual({ page: 1, q: "", sort: "name", dir: "asc" });
    expect(readMemberListState(params("page=3&q=ril&sort=joined&dir=desc"))).toEqual({ page: 3, q: "ril", sort: "joined", dir: "desc" });
    for (const bad of ["page=0", "page=-2", "page=1.5", "page=abc", "page=999999"]) expect(readMemberListState(params(bad)).page, bad).toBe(1);
    expect(readMemberListState(params("sort=password&dir=up"))).toMatchObject({ sort: "name", dir: "asc" });
  });

  it("writes only what differs from the defaults, and keeps other params", () => {
    expect(writeMemberListState(params("tab=x"), { page: 2 }).toString()).toBe("tab=x&page=2");
    expect(writeMemberListState(params("page=2"), { page: 1 }).toString()).toBe("");
    expect(writeMemberListState(params(""), { sort: "role", dir: "desc" }).toString()).toBe("sort=role&dir=desc");
    expect(writeMemberListState(params("q=ril"), { q: "   " }).toString()).toBe("");
  });

  it("goes back to page 1 when the search or the order changes, not when only the page does", () => {
    expect(writeMemberListState(params("page=4"), { q: "chen" }).toString()).toBe("q=chen");
    expect(writeMemberListState(params("page=4"), { sort: "joined", dir: "asc" }).toString()).toBe("sort=joined");
    expect(writeMemberListState(params("page=4&q=chen"), { q: "chen" }).toString()).toBe("page=4&q=chen");
    expect(writeMemberListState(params("page=4&q=chen"), { page: 5 }).toString()).toBe("page=5&q=chen");
  });
});

describe("sorting by a column", () => {
  it("turns the sorted column around and starts another A to Z", () => {
    expect(nextSort({ sort: "name", dir: "asc" }, "name")).toEqual({ sort: "name", dir: "desc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "name")).toEqual({ sort: "name", dir: "asc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "role")).toEqual({ sort: "role", dir: "asc" });
  });

  it("puts aria-sort on the sorted column only", () => {
    expect(ariaSortOf({ sort: "name", dir: "asc" }, "name")).toBe("ascending");
    expect(ariaSortOf({ sort: "name", dir: "desc" }, "name")).toBe("descending");
    expect(ariaSortOf({ sort: "name", dir: "asc" }, "joined")).toBeUndefined();
  });
});

describe("the pager", () => {
  it("pages by 10", () => expect(USERS_PAGE_SIZE).toBe(10));

  it("says which members a page shows and whether there are pages around it", () => {
    expect(pageWindow(2, 10, 305, 10)).toEqual({ from: 11, to: 20, pages: 31, hasPrevious: true, hasNext: true });
    expect(pageWindow(1, 10, 305, 10)).toMatchObject({ from: 1, to: 10, hasPrevious: false, hasNext: true });
    expect(pageWindow(31, 10, 305, 5)).toEqual({ from: 301, to: 305, pages: 31, hasPrevious: true, hasNext: false });
    expect(pageWindow(1, 10, 10, 10)).toMatchObject({ pages: 1, hasNext: false });
    expect(pageWindow(1, 10, 11, 10)).toMatchObject({ pages: 2, hasNext: true });
  });

  it("shows nothing as 0–0 on a single page", () => {
    expect(pageWindow(1, 10, 0, 0)).toEqual({ from: 0, to: 0, pages: 1, hasPrevious: false, hasNext: false });
  });
});

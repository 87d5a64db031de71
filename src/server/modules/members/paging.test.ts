import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import type { TRole } from "../../../contracts/roles.ts";

let app: TestApp;
let acme: Awaited<ReturnType<typeof buildOrganization>>;
let admin = "";

// 25 members: an admin then 24 users; a second organization with its own members.
beforeAll(async () => {
  app = await buildTestApp();
  acme = await buildOrganization(app, "acme", ["admin", ...Array.from({ length: 24 }, (): TRole => "user")]);
  await buildOrganization(app, "other", ["admin", "user", "user"]);
  admin = await signIn(app, acme.byRole("admin").email);
});
afterAll(async () => app?.cleanup());

const list = (query: string) => app.inject({ method: "GET", url: `/api/organization/members?${query}`, headers: { cookie: admin } });

describe("members list paging, search and sort", () => {
  it("gives page 2 of 10 as the right 10 in the right order, with the total", async () => {
    const r = await list("page=2&pageSize=10&sort=email&dir=asc");
    expect(r.statusCode).toBe(200);
    const body = r.json();
    const expected = acme.users.map((u) => u.email).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(body.total).toBe(25);
    expect(body.page).toBe(2);
    expect(body.pageSize).toBe(10);
    expect(body.members.map((m: { email: string }) => m.email)).toEqual(expected.slice(10, 20));
  });

  it("sorts descending", async () => {
    const r = await list("page=1&sort=email&dir=desc");
    const expected = acme.users.map((u) => u.email).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(r.json().members.map((m: { email: string }) => m.email)).toEqual(expected.slice(0, 10));
  });

  it("narrows the total with a search on name or email", async () => {
    const r = await list("page=1&q=USER%201");
    expect(r.statusCode).toBe(200);
    // names "user 1 of acme", "user 10 of acme" … "user 19 of acme"
    expect(r.json().total).toBe(11);
    expect(r.json().members.every((m: { name: string }) => m.name.startsWith("user 1"))).toBe(true);
    expect((await list("page=1&q=nobody-here")).json()).toMatchObject({ total: 0, members: [] });
  });

  it("never shows another organization's members", async () => {
    const all = (await list("page=1&pageSize=100")).json();
    expect(all.total).toBe(25);
    expect(all.members.every((m: { email: string }) => m.email.endsWith("@acme.example.com"))).toBe(true);
    expect((await list("page=1&q=other.example")).json().total).toBe(0);
  });

  it("rejects parameters out of bounds with 400", async () => {
    for (const q of ["page=0", "page=10001", "pageSize=9", "pageSize=101", "sort=password", "dir=up", `q=${"x".repeat(101)}`, "page=abc"]) {
      const r = await list(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("still gives the whole list when no paging is asked for", async () => {
    const r = await list("");
    expect(r.json().members).toHaveLength(25);
    expect(r.json().total).toBe(25);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import users from "../../../web/locales/en/users.ts";

let app: TestApp;
let acme: Awaited<ReturnType<typeof buildOrganization>>;
let plain = "";

beforeAll(async () => {
  app = await buildTestApp();
  acme = await buildOrganization(app, "acme", ["admin", "manager", "analyst", "user", "user"]);
  await buildOrganization(app, "other", ["admin", "user"]);
  plain = await signIn(app, acme.users[3].email);
  // one department set, so the directory has one to show
  const admin = await signIn(app, acme.byRole("admin").email);
  const r = await app.inject({ method: "PUT", url: `/api/organization/members/${acme.users[4].id}/department`, headers: { cookie: admin }, payload: { department: "Sales" } });
  expect(r.statusCode).toBe(200);
});
afterAll(async () => app?.cleanup());

const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie: plain } });

/**
 * What the Roles page says a plain user sees of every member ("the member directory every member sees (names,
 * emails, roles, departments and join dates)"), field by field.
 */
const STATED: Record<string, string> = { name: "names", email: "emails", role: "roles", department: "departments", joinedAt: "join dates" };
/** Not shown as such: the id that names the member in links, and what the caller may do to them. */
const NOT_SHOWN = ["userId", "policies"];

describe("the member directory as a plain member sees it", () => {
  it("is what the Roles page states for the user role, no more and no less", () => {
    const summary = users.roles.summary.user;
    for (const word of Object.values(STATED)) expect(summary, word).toContain(word);
  });

  it("lists every member of their organization with exactly the stated fields, and nothing they may change", async () => {
    const r = await get("/api/organization/members");
    expect(r.statusCode).toBe(200);
    const members: Record<string, unknown>[] = r.json().members;
    expect(members.map((m) => m.email).sort()).toEqual(acme.users.map((u) => u.email).sort());
    for (const m of members) {
      expect(Object.keys(m).sort()).toEqual([...Object.keys(STATED), ...NOT_SHOWN].sort());
      expect(m.policies).toEqual({ changeRole: false, assignableRoles: [] });
    }
    expect(members.find((m) => m.userId === acme.users[4].id)?.department).toBe("Sales");
  });

  it("gives the same fields a page at a time, searched and sorted, and one member on their own", async () => {
    const r = await get("/api/organization/members?page=1&pageSize=10&q=acme&sort=role&dir=desc");
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(5);
    const page: Record<string, unknown>[] = r.json().members;
    expect(page.map((m) => m.role)).toEqual(["user", "user", "manager", "analyst", "admin"]);
    for (const m of page) expect(Object.keys(m).sort()).toEqual([...Object.keys(STATED), ...NOT_SHOWN].sort());

    const one = await get(`/api/organization/members/${acme.byRole("admin").id}`);
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual([...Object.keys(STATED), ...NOT_SHOWN].sort());
  });

  it("never reaches another organization's members", async () => {
    expect((await get("/api/organization/members?page=1&q=other.example")).json().total).toBe(0);
  });
});

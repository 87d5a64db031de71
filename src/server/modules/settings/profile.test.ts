import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { auditLog } from "../../db/schema/index.ts";

let app: TestApp;
let acme: Awaited<ReturnType<typeof buildOrganization>>;
let other: Awaited<ReturnType<typeof buildOrganization>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  acme = await buildOrganization(app, "acme-profile", ["admin", "manager", "user"]);
  other = await buildOrganization(app, "other-profile", ["admin"]);
  for (const u of [...acme.users, ...other.users]) cookies[u.email] = await signIn(app, u.email);
});
afterAll(async () => app?.cleanup());

const admin = () => cookies[acme.byRole("admin").email];
const get = (cookie: string) => app.inject({ method: "GET", url: "/api/organization/profile", headers: { cookie } });
const put = (cookie: string, payload: unknown) => app.inject({ method: "PUT", url: "/api/organization/profile", headers: { cookie }, payload: payload as object });
const setDepartment = (userId: string, department: string | null) =>
  app.inject({ method: "PUT", url: `/api/organization/members/${userId}/department`, headers: { cookie: admin() }, payload: { department } });

describe("organization profile", () => {
  it("starts with the spec's defaults, readable by any member", async () => {
    const r = await get(cookies[acme.byRole("user").email]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ industry: null, departments: ["Engineering", "Sales", "Marketing", "HR", "Operations"], minGroupSize: 5, simulated: false });
  });

  it("lets an admin set the industry, departments and minimum group size, audited", async () => {
    const r = await put(admin(), { industry: "Finance", departments: ["Engineering", "Sales", "Marketing", "HR", "Operations", " Legal  Team "], minGroupSize: 7 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ industry: "Finance", minGroupSize: 7 });
    expect(r.json().departments).toContain("Legal Team");
    const [entry] = await app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, acme.org.id), eq(auditLog.action, "organization.profile_changed")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry.metadata).toMatchObject({ industry: "Finance", minGroupSize: 7 });
    // another organization is untouched
    expect((await get(cookies[other.byRole("admin").email])).json()).toMatchObject({ industry: null, minGroupSize: 5 });
  });

  it("keeps the minimum group size within 3-10", async () => {
    expect((await put(admin(), { minGroupSize: 2 })).statusCode).toBe(400);
    expect((await put(admin(), { minGroupSize: 11 })).statusCode).toBe(400);
    expect((await put(admin(), { minGroupSize: 4.5 })).statusCode).toBe(400);
    expect((await put(admin(), { minGroupSize: 3 })).json().minGroupSize).toBe(3);
    expect((await put(admin(), { minGroupSize: 10 })).json().minGroupSize).toBe(10);
  });

  it("refuses unknown industries, empty names and names listed twice in any case (400)", async () => {
    expect((await put(admin(), { industry: "Mining" })).statusCode).toBe(400);
    expect((await put(admin(), { departments: ["Sales", "  "] })).statusCode).toBe(400);
    const dup = await put(admin(), { departments: ["Sales", "sales "] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/listed twice/);
  });

  it("refuses plain users and managers (403)", async () => {
    expect((await put(cookies[acme.byRole("user").email], { minGroupSize: 6 })).statusCode).toBe(403);
    expect((await put(cookies[acme.byRole("manager").email], { minGroupSize: 6 })).statusCode).toBe(403);
  });

  it("refuses to remove a department members still hold (409 with the count), allows it once they moved", async () => {
    expect((await setDepartment(acme.byRole("user").id, "Legal Team")).statusCode).toBe(200);
    const list = ["Engineering", "Sales", "Marketing", "HR", "Operations"];
    const r = await put(admin(), { departments: list });
    expect(r.statusCode).toBe(409);
    expect(r.json().details.departments).toEqual([{ name: "Legal Team", members: 1 }]);
    expect((await get(admin())).json().departments).toContain("Legal Team");
    expect((await setDepartment(acme.byRole("user").id, null)).statusCode).toBe(200);
    expect((await put(admin(), { departments: list })).json().departments).toEqual(list);
  });

  it("carries members along a rename, and refuses renames that name no department (400)", async () => {
    await setDepartment(acme.byRole("user").id, "HR");
    const r = await put(admin(), { departments: ["Engineering", "Sales", "Marketing", "People", "Operations"], renames: [{ from: "hr", to: "People" }] });
    expect(r.statusCode).toBe(200);
    const m = await app.inject({ method: "GET", url: `/api/organization/members/${acme.byRole("user").id}`, headers: { cookie: admin() } });
    expect(m.json().department).toBe("People");
    expect((await put(admin(), { renames: [{ from: "Finance", to: "Sales" }] })).statusCode).toBe(400);
    expect((await put(admin(), { renames: [{ from: "Sales", to: "Nowhere" }] })).statusCode).toBe(400);
  });
});

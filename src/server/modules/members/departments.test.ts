import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { auditLog } from "../../db/schema/index.ts";

let app: TestApp;
let acme: Awaited<ReturnType<typeof buildOrganization>>;
let other: Awaited<ReturnType<typeof buildOrganization>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  acme = await buildOrganization(app, "acme-dept", ["admin", "manager", "user", "user"]);
  other = await buildOrganization(app, "other-dept", ["admin", "user"]);
  for (const u of [...acme.users, ...other.users]) cookies[u.email] = await signIn(app, u.email);
});
afterAll(async () => app?.cleanup());

const as = (role: "admin" | "manager" | "user") => cookies[acme.byRole(role).email];
const setDepartment = (cookie: string, userId: string, department: unknown) =>
  app.inject({ method: "PUT", url: `/api/organization/members/${userId}/department`, headers: { cookie }, payload: { department } });
const importCsv = (cookie: string, csv: unknown) => app.inject({ method: "POST", url: "/api/organization/members/departments", headers: { cookie }, payload: { csv } });
const departmentsOf = async () => {
  const r = await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie: as("admin") } });
  return Object.fromEntries(r.json().members.map((m: { email: string; department: string | null }) => [m.email, m.department]));
};
const audits = async (action: string) =>
  Number(
    (
      await app.deps.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.organizationId, acme.org.id)))
    )[0].n,
  );

describe("a member's department", () => {
  it("is listed with every member (null until set)", async () => {
    const r = await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie: as("user") } });
    expect(r.json().members.every((m: { department: unknown }) => m.department === null)).toBe(true);
  });

  it("is set by admins and managers, in the list's spelling, audited", async () => {
    const before = await audits("member.department_changed");
    const r = await setDepartment(as("manager"), acme.users[3].id, "engineering");
    expect(r.statusCode).toBe(200);
    expect(r.json().department).toBe("Engineering");
    expect((await setDepartment(as("admin"), acme.users[3].id, "Sales")).json().department).toBe("Sales");
    expect(await audits("member.department_changed")).toBe(before + 2);
    expect((await setDepartment(as("admin"), acme.users[3].id, null)).json().department).toBeNull();
  });

  it("must be one of the organization's departments or null (400)", async () => {
    expect((await setDepartment(as("admin"), acme.users[3].id, "Astrology")).statusCode).toBe(400);
    expect((await setDepartment(as("admin"), acme.users[3].id, "")).statusCode).toBe(400);
    expect((await setDepartment(as("admin"), acme.users[3].id, 42)).statusCode).toBe(400);
  });

  it("is not for plain users (403), nor for another organization's members (404)", async () => {
    expect((await setDepartment(as("user"), acme.users[3].id, "Sales")).statusCode).toBe(403);
    const foreign = await setDepartment(as("admin"), other.byRole("user").id, "Sales");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
  });
});

describe("departments from CSV", () => {
  it("applies the valid lines (header, quotes, any case) and reports the others by line", async () => {
    const [, , plain, another] = acme.users;
    const csv = [
      "Email,Department",
      `"${plain.email.toUpperCase()}","sales"`,
      `${another.email},"Research, Development"`,
      `nobody@acme-dept.example.com,HR`,
      `${other.byRole("user").email},HR`,
      `${acme.byRole("manager").email},HR`,
      `${acme.byRole("manager").email},Sales`,
      `just-an-email`,
    ].join("\n");
    const r = await importCsv(as("admin"), csv);
    expect(r.statusCode).toBe(200);
    expect(r.json().updated).toBe(2);
    expect(r.json().errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 7, 8]);
    expect(r.json().errors[0].message).toMatch(/not one of the organization's departments/);
    expect(r.json().errors[1].message).toMatch(/No member/);
    expect(r.json().errors[3].message).toMatch(/already on line 6/);
    const now = await departmentsOf();
    expect(now[plain.email]).toBe("Sales");
    expect(now[acme.byRole("manager").email]).toBe("HR");
    expect(now[another.email]).toBeNull();
  });

  it("words each refused line in the reader's language (the pseudo-locale here), keeping the values as sent", async () => {
    const csv = ["nobody@acme-dept.example.com,HR", "just-an-email", `${acme.byRole("manager").email},Nowhere Land`, '"open,quote'].join("\n");
    const r = await app.inject({
      method: "POST",
      url: "/api/organization/members/departments",
      headers: { cookie: as("admin"), "accept-language": "en-XA" },
      payload: { csv },
    });
    expect(r.statusCode).toBe(200);
    const messages: string[] = r.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toHaveLength(4);
    for (const m of messages) {
      expect(m.startsWith("⟦")).toBe(true);
      const rest = m.replace("nobody@acme-dept.example.com", " ").replace("Nowhere Land", " ");
      expect(rest.match(/\b[A-Za-z]{2,}(?:[\s,.:;()'"-]+[A-Za-z]{2,})+\b/g) ?? []).toEqual([]);
    }
    expect(messages[0]).toContain("nobody@acme-dept.example.com");
    expect(messages[2]).toContain("Nowhere Land");
  });

  it("changes nothing the second time, and an empty department clears", async () => {
    const plain = acme.users[2];
    expect((await importCsv(as("manager"), `${plain.email},Sales`)).json()).toEqual({ updated: 0, errors: [] });
    expect((await importCsv(as("manager"), `${plain.email},`)).json()).toEqual({ updated: 1, errors: [] });
    expect((await departmentsOf())[plain.email]).toBeNull();
  });

  it("is refused to plain users (403) and without a csv (400)", async () => {
    expect((await importCsv(as("user"), "a@b.c,Sales")).statusCode).toBe(403);
    expect((await importCsv(as("admin"), "")).statusCode).toBe(400);
    expect((await importCsv(as("admin"), 5)).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { auditLog } from "../../db/schema/index.ts";

let app: TestApp;
let acme: Awaited<ReturnType<typeof buildOrganization>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  acme = await buildOrganization(app, "acme", ["admin", "manager", "user", "user"]);
  for (const u of acme.users) cookies[u.email] = await signIn(app, u.email);
});
afterAll(async () => app?.cleanup());

const patch = (as: string, userId: string, role: string) =>
  app.inject({ method: "PATCH", url: `/api/organization/members/${userId}`, headers: { cookie: cookies[as] }, payload: { role } });
const roleChanges = async () =>
  Number(
    (
      await app.deps.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, "member.role_changed"), eq(auditLog.organizationId, acme.org.id)))
    )[0].n,
  );

describe("members and roles", () => {
  it("lists the organization's members with per-member policies", async () => {
    const r = await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie: cookies[acme.users[2].email] } });
    expect(r.statusCode).toBe(200);
    const members = r.json().members;
    expect(members).toHaveLength(4);
    expect(members.every((m: { policies: { changeRole: boolean } }) => m.policies.changeRole === false)).toBe(true);
  });

  it("tells a manager which roles they may assign: never admin, nothing for admins", async () => {
    const r = await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie: cookies[acme.byRole("manager").email] } });
    const byId = new Map(r.json().members.map((m: { userId: string }) => [m.userId, m]));
    const admin = byId.get(acme.byRole("admin").id) as { policies: { changeRole: boolean; assignableRoles: string[] } };
    expect(admin.policies).toEqual({ changeRole: false, assignableRoles: [] });
    const plain = byId.get(acme.users[3].id) as { policies: { assignableRoles: string[] } };
    expect(plain.policies.assignableRoles).toEqual(["manager", "analyst"]);
  });

  it("never offers the last admin a role other than admin", async () => {
    const r = await app.inject({ method: "GET", url: `/api/organization/members/${acme.byRole("admin").id}`, headers: { cookie: cookies[acme.byRole("admin").email] } });
    expect(r.json().policies.assignableRoles).toEqual([]);
  });

  it("lets an admin change a role, audits it, and the new role takes effect at once", async () => {
    const target = acme.users[2];
    const before = await roleChanges();
    const r = await patch(acme.byRole("admin").email, target.id, "manager");
    expect(r.statusCode).toBe(200);
    expect(r.json().role).toBe("manager");
    expect(await roleChanges()).toBe(before + 1);
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookies[target.email] } });
    expect(me.json().role).toBe("manager");
  });

  it("gives a plain user 403 and writes nothing", async () => {
    const before = await roleChanges();
    const r = await patch(acme.users[3].email, acme.byRole("admin").id, "user");
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("FORBIDDEN");
    expect(await roleChanges()).toBe(before);
  });

  it("keeps managers from granting admin", async () => {
    const r = await patch(acme.byRole("manager").email, acme.users[3].id, "admin");
    expect(r.statusCode).toBe(403);
  });

  it("never removes the last admin (409) and rejects unknown roles (400)", async () => {
    const admin = acme.byRole("admin");
    expect((await patch(admin.email, admin.id, "user")).statusCode).toBe(409);
    expect((await patch(admin.email, acme.users[3].id, "owner")).statusCode).toBe(400);
  });
});

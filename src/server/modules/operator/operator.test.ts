/**
 * The operator console's routes (issue 25): who may reach them (org admin 404, CEO 403), the organization and user
 * tables' search, sort, paging and bounds, the audit rows of every staff read, role changes with the last-admin
 * rule, and suspension: a suspended organization's members are refused with the reason, /api/auth/me tells them,
 * and Activate restores everything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, makeStaff } from "../../../../tests/support/factories.ts";
import { auditLog } from "../../db/schema/index.ts";
import type { TOrganizationRow, TUserRow } from "../../../contracts/operator.ts";

let app: TestApp;
let alpha: Awaited<ReturnType<typeof buildOrganization>>;
let beta: Awaited<ReturnType<typeof buildOrganization>>;
let operator = "";
let operatorId = "";
let ceo = "";
let orgAdmin = "";

beforeAll(async () => {
  app = await buildTestApp();
  alpha = await buildOrganization(app, "op-alpha", ["admin", "manager", "user", "user"]);
  beta = await buildOrganization(app, "op-beta", ["admin", "user"]);
  operatorId = (await makeStaff(app, "operator@platform.example.com", "platform_admin")).id;
  await makeStaff(app, "ceo@platform.example.com", "ceo");
  operator = await signIn(app, "operator@platform.example.com");
  ceo = await signIn(app, "ceo@platform.example.com");
  orgAdmin = await signIn(app, alpha.byRole("admin").email);
});
afterAll(async () => app?.cleanup());

const get = (url: string, cookie = operator) => app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, payload: unknown, cookie = operator, key?: string) =>
  app.inject({ method: "POST", url, payload: payload as object, headers: { cookie, "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) } });

/** Every operator route with a request that would succeed for the operator. */
function operatorRequests() {
  const userId = beta.byRole("user").id;
  return [
    { method: "GET" as const, url: "/api/platform/organizations" },
    { method: "GET" as const, url: "/api/platform/users" },
    { method: "GET" as const, url: `/api/platform/users/${userId}` },
    { method: "PATCH" as const, url: `/api/platform/users/${userId}/organizations/${beta.org.id}/role`, payload: { role: "user" } },
    { method: "POST" as const, url: `/api/platform/organizations/${beta.org.id}/suspend`, payload: { reason: "Unpaid invoices" } },
    { method: "POST" as const, url: `/api/platform/organizations/${beta.org.id}/activate`, payload: {} },
  ];
}

describe("who reaches the operator console", () => {
  it("registers every route as a staff route with organizations.operate", () => {
    const mine = app.routeTable.filter((r) => r.url.startsWith("/api/platform/organizations") || r.url.startsWith("/api/platform/users"));
    expect(mine.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      operatorRequests()
        .map((r) => `${r.method} ${r.url.replace(beta.byRole("user").id, ":userId").replace(beta.org.id, ":organizationId")}`)
        .sort(),
    );
    for (const r of mine) expect(r.access).toBe("staff");
  });

  it("answers 404 to an organization admin and 403 to the CEO on every route, and changes nothing", async () => {
    for (const r of operatorRequests()) {
      const asAdmin = await app.inject({ ...r, headers: { cookie: orgAdmin } });
      expect(asAdmin.statusCode, `${r.method} ${r.url}`).toBe(404);
      const asCeo = await app.inject({ ...r, headers: { cookie: ceo } });
      expect(asCeo.statusCode, `${r.method} ${r.url}`).toBe(403);
      const signedOut = await app.inject({ method: r.method, url: r.url, payload: r.payload });
      expect(signedOut.statusCode).toBe(401);
    }
    const beta = (await get("/api/platform/organizations?search=op-beta")).json().organizations[0] as TOrganizationRow;
    expect(beta.status).toBe("active");
  });
});

describe("organization table", () => {
  it("lists every organization with plan, users, status and last activity, sorted by name", async () => {
    const r = await get("/api/platform/organizations?pageSize=100");
    expect(r.statusCode).toBe(200);
    const body = r.json();
    const rows = body.organizations as TOrganizationRow[];
    expect(body.total).toBe(rows.length);
    const names = rows.map((o) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const a = rows.find((o) => o.id === alpha.org.id)!;
    expect(a).toMatchObject({ name: "Org op-alpha", users: 4, status: "active", suspension: null, simulated: false });
    // the org admin signed in above: the sign-in is alpha's last activity
    expect(a.lastActiveAt).not.toBeNull();
    expect(rows.find((o) => o.id === beta.org.id)!.lastActiveAt).toBeNull();
  });

  it("searches by organization name or by a member's email, any case", async () => {
    const byName = (await get("/api/platform/organizations?search=OP-ALPHA")).json();
    expect(byName.organizations.map((o: TOrganizationRow) => o.id)).toEqual([alpha.org.id]);
    const byEmail = (await get(`/api/platform/organizations?search=${encodeURIComponent(beta.byRole("user").email.toUpperCase())}`)).json();
    expect(byEmail.organizations.map((o: TOrganizationRow) => o.id)).toEqual([beta.org.id]);
    expect(byEmail.total).toBe(1);
    // LIKE wildcards are literal
    expect((await get("/api/platform/organizations?search=%25")).json().total).toBe(0);
  });

  it("sorts on each column both ways, and pages without overlap", async () => {
    for (const sort of ["name", "created", "users", "lastActive", "plan"]) {
      const asc = (await get(`/api/platform/organizations?sort=${sort}&direction=asc&pageSize=100`)).json().organizations as TOrganizationRow[];
      const desc = (await get(`/api/platform/organizations?sort=${sort}&direction=desc&pageSize=100`)).json().organizations as TOrganizationRow[];
      expect(new Set(asc.map((o) => o.id))).toEqual(new Set(desc.map((o) => o.id)));
      if (sort === "users") {
        expect(asc.map((o) => o.users)).toEqual([...asc.map((o) => o.users)].sort((x, y) => x - y));
        expect(desc.map((o) => o.users)).toEqual([...desc.map((o) => o.users)].sort((x, y) => y - x));
      }
    }
    const all = (await get("/api/platform/organizations?pageSize=100")).json().organizations as TOrganizationRow[];
    const paged: string[] = [];
    for (let page = 1; page <= all.length; page++)
      paged.push(...(await get(`/api/platform/organizations?page=${page}&pageSize=1`)).json().organizations.map((o: TOrganizationRow) => o.id));
    expect(paged).toEqual(all.map((o) => o.id));
  });

  it("refuses unbounded queries", async () => {
    for (const q of ["pageSize=101", "pageSize=0", "page=0", "page=10001", `search=${"x".repeat(101)}`, "sort=email", "direction=up"]) {
      expect((await get(`/api/platform/organizations?${q}`)).statusCode, q).toBe(400);
    }
  });

  it("writes one audit row per organization shown, naming the operator", async () => {
    const db = app.deps.database.db;
    await db.delete(auditLog).where(eq(auditLog.action, "platform.organization.listed"));
    const shown = (await get("/api/platform/organizations?search=op-")).json().organizations as TOrganizationRow[];
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, "platform.organization.listed"));
    expect(rows.map((r) => r.organizationId).sort()).toEqual(shown.map((o) => o.id).sort());
    for (const row of rows) expect(row.actorUserId).toBe(operatorId);
  });
});

describe("user table", () => {
  it("pages 10 by default, searches name, email or organization, filters by role", async () => {
    const first = (await get("/api/platform/users")).json();
    expect(first.pageSize).toBe(10);
    expect(first.users.length).toBeLessThanOrEqual(10);
    const byOrg = (await get("/api/platform/users?search=org%20op-alpha")).json();
    expect(byOrg.total).toBe(4);
    expect(new Set(byOrg.users.map((u: TUserRow) => u.organizationId))).toEqual(new Set([alpha.org.id]));
    const managers = (await get("/api/platform/users?search=op-alpha&role=manager")).json();
    expect(managers.users.map((u: TUserRow) => u.email)).toEqual([alpha.byRole("manager").email]);
    const byEmail = (await get(`/api/platform/users?search=${encodeURIComponent(beta.byRole("admin").email)}`)).json();
    expect(byEmail.users).toHaveLength(1);
    expect(byEmail.users[0]).toMatchObject({ role: "admin", organizationName: "Org op-beta", lastSignInAt: null });
    expect((await get("/api/platform/users?pageSize=101")).statusCode).toBe(400);
    expect((await get("/api/platform/users?role=owner")).statusCode).toBe(400);
  });

  it("shows a person with their memberships and audits the view under each organization", async () => {
    const db = app.deps.database.db;
    const id = alpha.byRole("admin").id;
    const r = await get(`/api/platform/users/${id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ userId: id, email: alpha.byRole("admin").email, memberships: [{ organizationId: alpha.org.id, role: "admin" }] });
    expect(r.json().lastSignInAt).not.toBeNull();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "platform.user.viewed"), eq(auditLog.targetId, id)));
    expect(audits.map((a) => a.organizationId)).toEqual([alpha.org.id]);
    expect((await get("/api/platform/users/no-such-user")).statusCode).toBe(404);
  });

  it("changes a role (audited) and keeps the organization's last admin", async () => {
    const db = app.deps.database.db;
    const u = alpha.byRole("user");
    const patch = (userId: string, organizationId: string, role: string) =>
      app.inject({ method: "PATCH", url: `/api/platform/users/${userId}/organizations/${organizationId}/role`, payload: { role }, headers: { cookie: operator } });
    const up = await patch(u.id, alpha.org.id, "manager");
    expect(up.statusCode).toBe(200);
    expect(up.json().memberships[0].role).toBe("manager");
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.role_changed"), eq(auditLog.targetId, u.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ organizationId: alpha.org.id, actorUserId: operatorId, metadata: { from: "user", to: "manager" } });
    // beta has one admin: demoting them is refused; alpha's admin is not in beta (404)
    const last = await patch(beta.byRole("admin").id, beta.org.id, "user");
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("An organization must keep at least one admin");
    expect((await patch(alpha.byRole("admin").id, beta.org.id, "user")).statusCode).toBe(404);
    // a second admin first, then the first may step down
    expect((await patch(beta.byRole("user").id, beta.org.id, "admin")).statusCode).toBe(200);
    expect((await patch(beta.byRole("admin").id, beta.org.id, "user")).statusCode).toBe(200);
    expect((await patch(beta.byRole("admin").id, beta.org.id, "admin")).statusCode).toBe(200);
    expect((await patch(beta.byRole("user").id, beta.org.id, "user")).statusCode).toBe(200);
    expect((await patch(u.id, alpha.org.id, "owner")).statusCode).toBe(400);
  });
});

describe("suspend and activate", () => {
  it("refuses a suspended organization's members with the reason, tells /api/auth/me, and Activate restores", async () => {
    const member = await signIn(app, alpha.byRole("manager").email);
    // the session is in use (and cached) before the suspension
    expect((await get("/api/organization/members", member)).statusCode).toBe(200);

    const reason = "Invoices unpaid since March";
    const s = await post(`/api/platform/organizations/${alpha.org.id}/suspend`, { reason }, operator, "suspend-alpha-1");
    expect(s.statusCode).toBe(200);
    expect(s.json().organization).toMatchObject({ id: alpha.org.id, status: "suspended", suspension: { reason } });
    // the same intent again replays the first answer
    const again = await post(`/api/platform/organizations/${alpha.org.id}/suspend`, { reason }, operator, "suspend-alpha-1");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"] ?? again.headers["idempotency-replayed"]).toBeDefined();

    for (const url of ["/api/organization/members", "/api/notifications", "/api/assessments"]) {
      const refused = await get(url, member);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe("ORGANIZATION_SUSPENDED");
      expect(refused.json().message).toContain(reason);
      expect(refused.json().message).toContain("Org op-alpha");
    }
    const me = (await get("/api/auth/me", member)).json();
    expect(me.organization.suspended).toMatchObject({ reason });
    expect(Number.isNaN(Date.parse(me.organization.suspended.since))).toBe(false);
    expect(me.permissions).toEqual([]);
    expect(me.policies.readOrganization).toBe(false);

    // a new sign-in of a member meets the same
    const fresh = await signIn(app, alpha.byRole("user").email);
    expect((await get("/api/auth/me", fresh)).json().organization.suspended.reason).toBe(reason);
    expect((await get("/api/organization/members", fresh)).json().code).toBe("ORGANIZATION_SUSPENDED");

    // other organizations and the operator are not touched
    const betaAdmin = await signIn(app, beta.byRole("admin").email);
    expect((await get("/api/organization/members", betaAdmin)).statusCode).toBe(200);
    const row = (await get("/api/platform/organizations?search=op-alpha")).json().organizations[0] as TOrganizationRow;
    expect(row.status).toBe("suspended");

    const db = app.deps.database.db;
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, alpha.org.id), inArray(auditLog.action, ["platform.organization.suspended", "platform.organization.activated"])));
    // the replayed request did not suspend a second time
    expect(audits.map((a) => a.action)).toEqual(["platform.organization.suspended"]);

    const a = await post(`/api/platform/organizations/${alpha.org.id}/activate`, {}, operator, "activate-alpha-1");
    expect(a.statusCode).toBe(200);
    expect(a.json().organization).toMatchObject({ status: "active", suspension: null });
    const members = await get("/api/organization/members", member);
    expect(members.statusCode).toBe(200);
    expect(members.json().members).toHaveLength(4);
    const after = (await get("/api/auth/me", member)).json();
    expect(after.organization.suspended).toBeNull();
    expect(after.permissions.length).toBeGreaterThan(0);
    const activated = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, alpha.org.id), eq(auditLog.action, "platform.organization.activated")));
    expect(activated).toHaveLength(1);
  });

  it("validates the reason and answers 404 for an unknown organization", async () => {
    expect((await post(`/api/platform/organizations/${beta.org.id}/suspend`, { reason: "" })).statusCode).toBe(400);
    expect((await post(`/api/platform/organizations/${beta.org.id}/suspend`, { reason: "x".repeat(501) })).statusCode).toBe(400);
    expect((await post("/api/platform/organizations/nope/suspend", { reason: "A valid reason" })).statusCode).toBe(404);
    expect((await post("/api/platform/organizations/nope/activate", {})).statusCode).toBe(404);
  });
});

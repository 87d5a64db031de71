/**
 * Platform staff: platform admins list, grant and revoke roles (each change audited, the session cache forgets the
 * person at once); the last platform admin stays; the command line's local routes answer only a loopback caller with
 * the server's token.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { auditLog, member, platformStaff } from "../../db/schema/index.ts";
import { PLATFORM_ROLES } from "../../../contracts/roles.ts";
import { LOCAL_CONTROL_HEADER } from "../../http/local-control.ts";

let app: TestApp;
let operator: string;
const OPERATOR = "operator@demo.facetwise.test";
const CEO = "ceo@demo.facetwise.test";

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  operator = await signIn(app, OPERATOR);
});
afterAll(async () => app?.cleanup());

const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@staff.example.com`;
const grant = (cookie: string, email: string, role: string, key = randomUUID()) =>
  app.inject({ method: "POST", url: "/api/platform/staff", headers: { cookie, "idempotency-key": key }, payload: { email, role } });
const list = (cookie: string) => app.inject({ method: "GET", url: "/api/platform/staff", headers: { cookie } });
const revoke = (cookie: string, userId: string) => app.inject({ method: "DELETE", url: `/api/platform/staff/${userId}`, headers: { cookie } });

describe("the staff list", () => {
  it("lists the seeded operator and CEO with their roles", async () => {
    const r = await list(operator);
    expect(r.statusCode).toBe(200);
    const byEmail = new Map(r.json().staff.map((s: { email: string; role: string }) => [s.email, s.role]));
    expect(byEmail.get(OPERATOR)).toBe("platform_admin");
    expect(byEmail.get(CEO)).toBe("ceo");
  });

  it("is the platform admin's only: the CEO gets 403, an organization admin 404, nobody 401", async () => {
    const ceo = await signIn(app, CEO);
    expect((await list(ceo)).statusCode).toBe(403);
    expect((await grant(ceo, uniqueEmail("x"), "sales")).statusCode).toBe(403);
    const admin = await signIn(app, "admin@demo.facetwise.test");
    const asAdmin = await list(admin);
    expect(asAdmin.statusCode).toBe(404);
    expect(asAdmin.json().code).toBe("NOT_FOUND");
    expect((await app.inject({ method: "GET", url: "/api/platform/staff" })).statusCode).toBe(401);
  });
});

describe("granting", () => {
  it("creates the account of a new address, with no organization of its own, and audits the grant", async () => {
    // any role but platform_admin: the last-admin test below counts the platform admins
    const roles = PLATFORM_ROLES.filter((r) => r !== "platform_admin");
    const role = roles[Math.floor(Math.random() * roles.length)];
    const email = uniqueEmail("new");
    const r = await grant(operator, email.toUpperCase(), role);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ accountCreated: true, previousRole: null, member: { email, role, grantedBy: { email: OPERATOR } } });
    const userId = r.json().member.userId as string;
    const db = app.deps.database.db;
    expect(await db.select().from(member).where(eq(member.userId, userId))).toEqual([]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.granted"), eq(auditLog.targetId, userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].metadata).toMatchObject({ email, role, accountCreated: true, via: "web" });
    // they sign in by magic link like everyone, and land as staff without an organization
    const cookie = await signIn(app, email);
    const me = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();
    expect(me.organization).toBeNull();
    expect(me.platform.role).toBe(role);
  });

  it("changes the role of an existing member of an organization, who keeps their membership", async () => {
    const org = await buildOrganization(app, `staff-${randomUUID().slice(0, 6)}`);
    const person = org.byRole("manager");
    const cookie = await signIn(app, person.email);
    const first = await grant(operator, person.email, "sales");
    expect(first.json()).toMatchObject({ accountCreated: false, previousRole: null });
    // the session cache forgot them: their very next request sees the role
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json().platform.role).toBe("sales");
    const second = await grant(operator, person.email, "marketer");
    expect(second.json()).toMatchObject({ accountCreated: false, previousRole: "sales", member: { role: "marketer" } });
    const me = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();
    expect(me.organization.id).toBe(org.org.id);
    expect(me.platform.role).toBe("marketer");
  });

  it("is idempotent: a repeated request with the same key replays the first answer", async () => {
    const email = uniqueEmail("twice");
    const key = randomUUID();
    const a = await grant(operator, email, "sales", key);
    const b = await grant(operator, email, "sales", key);
    expect(b.statusCode).toBe(201);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(b.json()).toEqual(a.json());
  });

  it("refuses an unknown role and a malformed address (400)", async () => {
    expect((await grant(operator, uniqueEmail("r"), "owner")).statusCode).toBe(400);
    expect((await grant(operator, "not-an-address", "ceo")).statusCode).toBe(400);
  });
});

describe("revoking", () => {
  it("takes the role away at once, audited, and answers 404 for someone not on the staff", async () => {
    const email = uniqueEmail("leaver");
    const userId = (await grant(operator, email, "ceo")).json().member.userId as string;
    const cookie = await signIn(app, email);
    expect((await app.inject({ method: "GET", url: "/api/auth/ceo", headers: { cookie } })).statusCode).toBe(200);
    const r = await revoke(operator, userId);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ userId, email, revokedRole: "ceo" });
    // the next request of their open session no longer finds the platform
    expect((await app.inject({ method: "GET", url: "/api/auth/ceo", headers: { cookie } })).statusCode).toBe(401);
    const audit = await app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.revoked"), eq(auditLog.targetId, userId)));
    expect(audit).toHaveLength(1);
    const again = await revoke(operator, userId);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("NOT_FOUND");
  });

  it("never removes the last platform admin, by revoke or by a change of role (409)", async () => {
    const db = app.deps.database.db;
    const operatorId = (await list(operator)).json().staff.find((s: { email: string }) => s.email === OPERATOR).userId as string;
    const admins = await db.select().from(platformStaff).where(eq(platformStaff.role, "platform_admin"));
    expect(admins.map((a) => a.userId)).toEqual([operatorId]);
    const self = await revoke(operator, operatorId);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("CONFLICT");
    expect((await grant(operator, OPERATOR, "ceo")).statusCode).toBe(409);
    // with a second admin, the first may go
    const second = uniqueEmail("admin2");
    const secondId = (await grant(operator, second, "platform_admin")).json().member.userId as string;
    const secondCookie = await signIn(app, second);
    expect((await revoke(secondCookie, operatorId)).statusCode).toBe(200);
    expect((await revoke(secondCookie, secondId)).statusCode).toBe(409);
    // put the operator back for the other tests
    expect((await grant(secondCookie, OPERATOR, "platform_admin")).statusCode).toBe(201);
    operator = await signIn(app, OPERATOR);
  });
});

describe("local routes (the command line)", () => {
  const token = () => app.localControl.token;
  const local = (method: "POST" | "DELETE", url: string, payload: object, headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
    app.inject({ method, url, payload, headers, remoteAddress });

  it("grant and revoke from this machine with the server's token", async () => {
    const email = uniqueEmail("cli");
    const g = await local("POST", "/api/local/staff", { email, role: "sales" }, { [LOCAL_CONTROL_HEADER]: token() });
    expect(g.statusCode, g.body).toBe(200);
    expect(g.json()).toMatchObject({ accountCreated: true, member: { email, role: "sales", grantedBy: null } });
    const r = await local("DELETE", "/api/local/staff", { email }, { [LOCAL_CONTROL_HEADER]: token() }, "::1");
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ email, revokedRole: "sales" });
    const audit = await app.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, g.json().member.userId));
    expect(audit.map((a) => [a.action, a.actorUserId, (a.metadata as { via: string }).via])).toEqual([
      ["staff.granted", null, "cli"],
      ["staff.revoked", null, "cli"],
    ]);
  });

  it("do not exist without the token, with a wrong one, or from another machine (404)", async () => {
    const routes = app.routeTable.filter((r) => r.access === "local");
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const wrong = `${token().slice(0, -2)}xx`;
    for (const r of routes) {
      for (const [headers, remoteAddress] of [
        [{}, "127.0.0.1"],
        [{ [LOCAL_CONTROL_HEADER]: wrong }, "127.0.0.1"],
        [{ [LOCAL_CONTROL_HEADER]: token() }, "192.0.2.7"],
        [{ [LOCAL_CONTROL_HEADER]: token() }, "::ffff:198.51.100.4"],
      ] as const) {
        const res = await local(r.method as "POST", r.url, { email: uniqueEmail("no"), role: "ceo", password: "Abcdefg-1" }, headers, remoteAddress);
        expect(res.statusCode, `${r.method} ${r.url} from ${remoteAddress}`).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
    }
  });

  it("set a password through the running server", async () => {
    const res = await local("POST", "/api/local/password", { email: "riley@demo.facetwise.test", password: "Local-horse-7" }, { [LOCAL_CONTROL_HEADER]: token() });
    expect(res.statusCode, res.body).toBe(204);
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "riley@demo.facetwise.test", password: "Local-horse-7" } });
    expect(login.statusCode).toBe(200);
  });
});

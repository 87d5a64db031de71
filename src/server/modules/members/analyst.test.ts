/**
 * The analyst role through the API (spec 2 §6, issue 11): reads the organization's analytics and the report
 * analytics, reads templates, manages no member (403 on every member-management call); admins and managers give it
 * by invitation or role change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";

let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  world = await buildOrganization(app, "analysts", ["admin", "manager", "analyst", "user"]);
  for (const role of ["admin", "manager", "analyst", "user"] as const) cookie[role] = await signIn(app, world.byRole(role).email);
});
afterAll(async () => app?.cleanup());

const call = (who: string, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: cookie[who] }, payload });

describe("the analyst role", () => {
  it("signs in as an analyst with the analyst's permissions and policies", async () => {
    const me = (await call("analyst", "GET", "/api/auth/me")).json();
    expect(me.role).toBe("analyst");
    expect(me.permissions).toEqual(["read", "read_analytics", "create_reports"]);
    expect(me.policies).toMatchObject({ readAnalytics: true, manageMembers: false, inviteMembers: false, invitableRoles: [], assignAssessments: false });
  });

  it("reads the executive analytics and the report analytics; a user gets 403 on both", async () => {
    const exec = await call("analyst", "POST", "/api/analytics/executive", { organizationId: world.org.id });
    expect(exec.statusCode, exec.body).toBe(200);
    const reports = await call("analyst", "GET", `/api/reports/analytics?organizationId=${world.org.id}`);
    expect(reports.statusCode, reports.body).toBe(200);
    expect((await call("user", "POST", "/api/analytics/executive", { organizationId: world.org.id })).statusCode).toBe(403);
    expect((await call("user", "GET", `/api/reports/analytics?organizationId=${world.org.id}`)).statusCode).toBe(403);
  });

  it("reads templates but may not create one (templates stay with admins and managers)", async () => {
    const list = await call("analyst", "GET", `/api/reports/templates?organizationId=${world.org.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().policies).toEqual({ create: false });
    const made = await call("analyst", "POST", "/api/reports/templates", { organizationId: world.org.id, name: "Mine", sections: [] });
    expect(made.statusCode).toBe(403);
  });

  it("gets 403 on every member-management call and changes nothing", async () => {
    const target = world.byRole("user").id;
    const refused = [
      await call("analyst", "PATCH", `/api/organization/members/${target}`, { role: "analyst" }),
      await call("analyst", "PATCH", `/api/organization/members/${world.byRole("analyst").id}`, { role: "manager" }),
      await call("analyst", "PUT", `/api/organization/members/${target}/department`, { department: null }),
      await call("analyst", "POST", "/api/organization/members/departments", { csv: `${world.byRole("user").email},Sales` }),
      await call("analyst", "GET", "/api/organization/invitations"),
      await call("analyst", "POST", "/api/organization/invitations", { emails: ["new@analysts.example.com"], role: "user" }),
    ];
    for (const r of refused) expect(r.statusCode, r.body).toBe(403);
    const members = (await call("admin", "GET", "/api/organization/members")).json().members as { userId: string; role: string }[];
    expect(members.find((m) => m.userId === target)?.role).toBe("user");
    expect(members.find((m) => m.userId === world.byRole("analyst").id)?.role).toBe("analyst");
    // the analyst sees members (read) but is offered no role change on any of them
    const seen = (await call("analyst", "GET", "/api/organization/members")).json().members as { policies: { changeRole: boolean } }[];
    expect(seen.length).toBe(4);
    for (const m of seen) expect(m.policies.changeRole).toBe(false);
  });

  it("an admin invites an analyst, who joins with the analyst role; a manager makes a user an analyst and back", async () => {
    const invited = await call("admin", "POST", "/api/organization/invitations", { emails: ["new.analyst@analysts.example.com"], role: "analyst" });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().results).toMatchObject([{ outcome: "invited", invitation: { role: "analyst" } }]);
    // signing up by the magic link joins the inviting organization with the invited role
    const joiner = await signIn(app, "new.analyst@analysts.example.com", true);
    const me = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: joiner } })).json();
    expect(me).toMatchObject({ organization: { id: world.org.id }, role: "analyst", policies: { readAnalytics: true, manageMembers: false } });

    const target = world.byRole("user").id;
    const up = await call("manager", "PATCH", `/api/organization/members/${target}`, { role: "analyst" });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().role).toBe("analyst");
    const down = await call("manager", "PATCH", `/api/organization/members/${target}`, { role: "user" });
    expect(down.json().role).toBe("user");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";

/** The invitation link mailed to `email` (newest first), as a path with its token. */
async function invitationLinkFor(app: TestApp, email: string): Promise<{ path: string; token: string }> {
  const msg = (await app.deps.mailer.recent(200)).find((m) => m.to === email && m.subject.includes("invited you"));
  const link = msg?.links.find((l) => l.includes("/invite/"));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  const path = new URL(link).pathname;
  return { path, token: decodeURIComponent(path.split("/").pop()!) };
}

describe("invitations", () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof buildOrganization>>;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
    org = await buildOrganization(app, "inviters");
    admin = await signIn(app, org.byRole("admin").email);
    manager = await signIn(app, org.byRole("manager").email);
  });
  afterAll(() => app.cleanup());

  const invite = (cookie: string, emails: string[], role = "user", key?: string) =>
    app.inject({ method: "POST", url: "/api/organization/invitations", headers: { cookie, ...(key ? { "idempotency-key": key } : {}) }, payload: { emails, role } });
  const me = async (cookie: string) => (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();
  const members = async () =>
    (await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie: admin } })).json().members as { email: string; role: string }[];

  it("a new person follows the emailed invitation, signs up by magic link and joins this organization (not a new one)", async () => {
    const r = await invite(manager, ["New.Colleague@Example.com"], "manager");
    expect(r.statusCode).toBe(200);
    expect(r.json().results).toMatchObject([{ email: "new.colleague@example.com", outcome: "invited", invitation: { status: "pending", role: "manager", sendCount: 1 } }]);
    const inv = r.json().results[0].invitation;
    expect(new Date(inv.expiresAt).getTime() - new Date(inv.createdAt).getTime()).toBe(7 * 24 * 3600 * 1000);

    const { token } = await invitationLinkFor(app, "new.colleague@example.com");
    const preview = await app.inject({ method: "GET", url: `/api/invitations/${token}` });
    expect(preview.json()).toMatchObject({
      organizationName: "Org inviters",
      invitedBy: "manager 1 of inviters",
      email: "new.colleague@example.com",
      role: "manager",
      status: "pending",
    });

    const cookie = await signIn(app, "new.colleague@example.com", true);
    const who = await me(cookie);
    expect(who.organization.id).toBe(org.org.id);
    expect(who.role).toBe("manager");
    expect((await members()).map((m) => m.email)).toContain("new.colleague@example.com");
    // accepting again from the link is a harmless confirmation; the invitation has left the pending list
    const again = await app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie } });
    expect(again.json()).toMatchObject({ organizationId: org.org.id, role: "manager" });
    const open = (await app.inject({ method: "GET", url: "/api/organization/invitations", headers: { cookie: admin } })).json().invitations as { email: string }[];
    expect(open.map((i) => i.email)).not.toContain("new.colleague@example.com");

    // signed up with only an address: their invitations name them by it, never by an empty name
    const theirs = (await invite(cookie, ["second.hop@example.com"])).json().results[0].invitation;
    expect(theirs.invitedBy.name).toBe("new.colleague@example.com");
    const mail = (await app.deps.mailer.recent(50)).find((m) => m.to === "second.hop@example.com");
    expect(mail?.subject).toBe("new.colleague@example.com invited you to Org inviters on Facetwise");
  });

  it("an existing user of another organization accepts and their session switches to this one; another address is refused", async () => {
    const other = await buildOrganization(app, "elsewhere", ["admin"]);
    const email = other.byRole("admin").email;
    await invite(admin, [email]);
    const { token } = await invitationLinkFor(app, email);

    const stranger = await signIn(app, org.byRole("user").email);
    const wrong = await app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie: stranger } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "INVITATION_FOR_ANOTHER_EMAIL" });

    const cookie = await signIn(app, email);
    expect((await me(cookie)).organization.id).toBe(other.org.id);
    const ok = await app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    const now = await me(cookie);
    expect(now.organization.id).toBe(org.org.id);
    expect(now.role).toBe("user");
  });

  it("reports members, pending addresses, bad addresses and repeats one by one, and invites the rest", async () => {
    await invite(admin, ["pending.one@example.com"]);
    const r = await invite(admin, [org.byRole("user").email, "pending.one@example.com", "not-an-address", "fresh.one@example.com", "FRESH.one@example.com"]);
    expect(r.json().results.map((x: { outcome: string }) => x.outcome)).toEqual(["already_member", "already_invited", "invalid_email", "invited", "duplicate"]);
    expect(r.json().results[0].message).toBe(`${org.byRole("user").email} is already a member of this organization.`);
    expect(r.json().results[2].message).toBe('"not-an-address" is not a valid email address.');
    expect((await app.deps.mailer.recent(200)).filter((m) => m.to === "fresh.one@example.com")).toHaveLength(1);
  });

  it("words each outcome in the inviting member's language (the pseudo-locale by header here)", async () => {
    const emails = [org.byRole("user").email, "not-an-address", "xa.fresh@example.com", "XA.fresh@example.com"];
    const r = await app.inject({ method: "POST", url: "/api/organization/invitations", headers: { cookie: admin, "accept-language": "en-XA" }, payload: { emails, role: "user" } });
    expect(r.statusCode).toBe(200);
    const results: { email: string; message: string }[] = r.json().results;
    expect(results).toHaveLength(4);
    for (const x of results) {
      expect(x.message.startsWith("⟦")).toBe(true);
      expect(x.message).toContain(x.email);
      const rest = x.message.split(x.email).join(" ");
      expect(rest.match(/\b[A-Za-z]{2,}(?:[\s,.:;()'"-]+[A-Za-z]{2,})+\b/g) ?? []).toEqual([]);
    }
  });

  it("a double click on Send invites (same Idempotency-Key) sends one email", async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([invite(admin, ["double.click@example.com"], "user", key), invite(admin, ["double.click@example.com"], "user", key)]);
    expect(a.json()).toEqual(b.json());
    expect((await app.deps.mailer.recent(200)).filter((m) => m.to === "double.click@example.com")).toHaveLength(1);
  });

  it("resend replaces the link and renews the expiry; resends are rate-limited", async () => {
    const first = (await invite(admin, ["resend.me@example.com"])).json().results[0].invitation;
    const old = await invitationLinkFor(app, "resend.me@example.com");
    await app.deps.database.db.execute(sql`update invitation set expires_at = now() - interval '1 day' where id = ${first.id}`);
    const list = (await app.inject({ method: "GET", url: "/api/organization/invitations", headers: { cookie: admin } })).json().invitations;
    expect(list.find((i: { id: string }) => i.id === first.id).status).toBe("expired");

    const resent = await app.inject({ method: "POST", url: `/api/organization/invitations/${first.id}/resend`, headers: { cookie: admin } });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: "pending", sendCount: 2 });
    expect((await app.inject({ method: "GET", url: `/api/invitations/${old.token}` })).statusCode).toBe(404);
    const fresh = await invitationLinkFor(app, "resend.me@example.com");
    expect(fresh.token).not.toBe(old.token);
    expect((await app.inject({ method: "GET", url: `/api/invitations/${fresh.token}` })).json().status).toBe("pending");

    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: "POST", url: `/api/organization/invitations/${first.id}/resend`, headers: { cookie: admin } })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it("an expired invitation cannot be accepted; a revoked one neither, and it leaves the list", async () => {
    const inv = (await invite(admin, ["late.comer@example.com"])).json().results[0].invitation;
    const { token } = await invitationLinkFor(app, "late.comer@example.com");
    await app.deps.database.db.execute(sql`update invitation set expires_at = now() - interval '1 minute' where id = ${inv.id}`);
    const cookie = await signIn(app, "late.comer@example.com", true); // signs up: the expired invitation does not count
    expect((await me(cookie)).organization.id).not.toBe(org.org.id);
    const expired = await app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe("This invitation has expired. Ask admin 0 of inviters to send a new one.");

    const inv2 = (await invite(admin, ["revoked.one@example.com"])).json().results[0].invitation;
    const link2 = await invitationLinkFor(app, "revoked.one@example.com");
    expect((await app.inject({ method: "DELETE", url: `/api/organization/invitations/${inv2.id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: `/api/invitations/${link2.token}` })).json().status).toBe("canceled");
    const c2 = await signIn(app, "revoked.one@example.com", true);
    expect((await me(c2)).organization.id).not.toBe(org.org.id);
    expect((await app.inject({ method: "POST", url: `/api/invitations/${link2.token}/accept`, headers: { cookie: c2 } })).statusCode).toBe(410);
    const list = (await app.inject({ method: "GET", url: "/api/organization/invitations", headers: { cookie: admin } })).json().invitations as { id: string }[];
    expect(list.map((i) => i.id)).not.toContain(inv2.id);
  });

  it("only admins invite admins; plain users cannot invite or list", async () => {
    const r = await invite(manager, ["would.be.admin@example.com"], "admin");
    expect(r.statusCode).toBe(403);
    const user = await signIn(app, org.byRole("user").email);
    expect((await invite(user, ["x@example.com"])).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/organization/invitations", headers: { cookie: user } })).statusCode).toBe(403);
    expect((await me(user)).policies.inviteMembers).toBe(false);
    expect((await me(manager)).policies.inviteMembers).toBe(true);
  });

  it("sign-in with an invited address that has no account offers the invitation's organization", async () => {
    await invite(admin, ["invited.no.account@example.com"]);
    const r = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "invited.no.account@example.com" } });
    expect(r.json()).toEqual({ sent: true });
    const mail = (await app.deps.mailer.recent(200)).find((m) => m.to === "invited.no.account@example.com" && m.subject === "Signing in to Facetwise");
    expect(mail?.text).toContain("You have been invited to Org inviters");
  });
});

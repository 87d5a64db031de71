/**
 * The events about people: member.joined, member.role_changed, rater.invited and rater.submitted are published
 * once, with their organization and ids, in the producer's transaction — and not when the action is refused.
 * They are watched the way any new consumer would: an after-commit subscriber, with no change to a producer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization } from "../../../tests/support/factories.ts";
import type { TDomainEventType } from "../../contracts/events.ts";
import { drain } from "../jobs/testing.ts";
import { EVENT_QUEUE, type Published } from "./bus.ts";

let app: TestApp;
const off: (() => void)[] = [];
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => {
  for (const fn of off) fn();
  await app?.cleanup();
});

/** Every event of `type` delivered from now on (after commit: a rolled-back one never arrives). */
function watch<K extends TDomainEventType>(type: K): { seen: () => Promise<Published<K>[]> } {
  const got: Published<K>[] = [];
  off.push(app.deps.bus.subscribe({ event: type, name: `test.watch-${type}-${randomUUID()}`, mode: "after-commit", handle: async (e) => void got.push(e) }));
  return {
    seen: async () => {
      await drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
      return [...got];
    },
  };
}

const slug = (what: string) => `${what}-${randomUUID().slice(0, 8)}`;
const call = (cookie: string, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });

/** The invitation token mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const link = (await app.deps.mailer.recent(200)).find((m) => m.to === email && m.subject.includes("invited you"))?.links.find((l) => l.includes("/invite/"));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(new URL(link).pathname.split("/").pop()!);
}

describe("member events", () => {
  it("member.joined: once for a sign-up with an invitation and once for an accepted one; not for another address, nor for accepting twice", async () => {
    const joined = watch("member.joined");
    const org = await buildOrganization(app, slug("joining"));
    const admin = await signIn(app, org.byRole("admin").email);
    const newcomer = `${slug("newcomer")}@example.com`;
    const other = await buildOrganization(app, slug("elsewhere"), ["admin"]);
    const existing = other.byRole("admin").email;
    const invited = await call(admin, "POST", "/api/organization/invitations", { emails: [newcomer, existing], role: "manager" });
    expect(invited.statusCode, invited.body).toBe(200);
    const [newInvite, existingInvite] = invited.json().results.map((r: { invitation: { id: string } }) => r.invitation.id);

    // a new person signs up by magic link: they join through their invitation
    const newCookie = await signIn(app, newcomer, true);
    const me = (await call(newCookie, "GET", "/api/auth/me")).json();
    let seen = (await joined.seen()).filter((e) => e.organizationId === org.org.id);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: "member.joined", organizationId: org.org.id, userId: me.user.id, role: "manager", invitationId: newInvite });

    // someone else's address is refused; the invitee accepts, then accepts again (a confirmation)
    const token = await invitationToken(existing);
    expect((await call(admin, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(403);
    expect((await joined.seen()).filter((e) => e.organizationId === org.org.id)).toHaveLength(1);
    const cookie = await signIn(app, existing);
    expect((await call(cookie, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(200);
    expect((await call(cookie, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(200);
    seen = (await joined.seen()).filter((e) => e.organizationId === org.org.id);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ organizationId: org.org.id, userId: other.byRole("admin").id, role: "manager", invitationId: existingInvite });
    expect(JSON.stringify(seen)).not.toContain("@");
  });

  it("member.role_changed: once per change with from and to; not for the same role, nor for a refused change", async () => {
    const changed = watch("member.role_changed");
    const org = await buildOrganization(app, slug("roles"), ["admin", "manager", "user", "user"]);
    const admin = await signIn(app, org.byRole("admin").email);
    const manager = await signIn(app, org.byRole("manager").email);
    const target = org.users[2 + Math.floor(Math.random() * 2)];
    const to = (["analyst", "manager"] as const)[Math.floor(Math.random() * 2)];

    expect((await call(manager, "PATCH", `/api/organization/members/${target.id}`, { role: "admin" })).statusCode).toBe(403);
    expect((await call(admin, "PATCH", `/api/organization/members/${org.byRole("admin").id}`, { role: "user" })).statusCode).toBe(409);
    expect((await call(admin, "PATCH", `/api/organization/members/${target.id}`, { role: "user" })).statusCode).toBe(200);
    expect((await changed.seen()).filter((e) => e.organizationId === org.org.id)).toHaveLength(0);

    expect((await call(admin, "PATCH", `/api/organization/members/${target.id}`, { role: to })).statusCode).toBe(200);
    const seen = (await changed.seen()).filter((e) => e.organizationId === org.org.id);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ organizationId: org.org.id, userId: target.id, from: "user", to, changedBy: org.byRole("admin").id });
  });
});

describe("360 rater events", () => {
  it("rater.invited for each rater mailed a link (a held nomination only once approved); rater.submitted once per finished form", async () => {
    const invitedEvents = watch("rater.invited");
    const submitted = watch("rater.submitted");
    const org = await buildOrganization(app, slug("raters"), ["admin", "manager", "manager"]);
    // the admin runs a 360 about a manager (who may nominate raters for it; their nominations wait for approval)
    const runner = await signIn(app, org.byRole("admin").email);
    const subjectUser = org.users[2];
    const subject = await signIn(app, subjectUser.email);
    const p = await call(runner, "POST", "/api/feedback360/projects", { subjectId: subjectUser.id, title: "Events 360" });
    expect(p.statusCode, p.body).toBe(201);
    const projectId = p.json().id as string;
    const n = 2 + Math.floor(Math.random() * 3);
    const emails = Array.from({ length: n }, (_, i) => `rater${i}-${randomUUID().slice(0, 6)}@example.com`);
    const added = await call(runner, "POST", `/api/feedback360/projects/${projectId}/raters`, {
      raters: emails.map((email, i) => ({ name: `Rater ${i}`, email, relationship: "peer" })),
    });
    expect(added.statusCode, added.body).toBe(201);
    const idOf = new Map((added.json().raters as { id: string; email: string }[]).map((r) => [r.email, r.id]));
    const raterIds = emails.map((e) => idOf.get(e)!);
    let seen = (await invitedEvents.seen()).filter((e) => e.projectId === projectId);
    expect(seen.map((e) => e.raterId).sort()).toEqual([...raterIds].sort());
    for (const e of seen) expect(e).toMatchObject({ organizationId: org.org.id, invitedBy: org.byRole("admin").id });

    // the subject's own nomination is held: nobody is invited until the admin approves it
    const held = await call(subject, "POST", `/api/feedback360/projects/${projectId}/raters`, {
      raters: [{ name: "Friend", email: `friend-${randomUUID().slice(0, 6)}@example.com`, relationship: "peer" }],
    });
    expect(held.statusCode, held.body).toBe(201);
    const heldId = (held.json().raters as { id: string; name: string }[]).find((r) => r.name === "Friend")!.id;
    expect((await invitedEvents.seen()).filter((e) => e.projectId === projectId)).toHaveLength(n);
    expect((await call(runner, "POST", `/api/feedback360/projects/${projectId}/raters/${heldId}/approve`)).statusCode).toBe(200);
    expect((await call(runner, "POST", `/api/feedback360/projects/${projectId}/raters/${heldId}/approve`)).statusCode).toBe(200);
    seen = (await invitedEvents.seen()).filter((e) => e.projectId === projectId);
    expect(seen).toHaveLength(n + 1);
    expect(seen[n]).toMatchObject({ raterId: heldId, invitedBy: org.byRole("admin").id });

    // one rater answers: an unfinished form is refused; the finished one is published once
    const mail = (await app.deps.mailer.recent(500)).find((m) => m.to === emails[0] && m.links.some((l) => l.includes("/rate/")))!;
    const token = mail.links.find((l) => l.includes("/rate/"))!.split("/rate/")[1];
    const form = (await app.inject({ method: "GET", url: `/api/rater/${token}` })).json();
    for (const [i, item] of form.items.entries()) {
      await app.inject({ method: "PUT", url: `/api/rater/${token}/answers/${encodeURIComponent(item.id)}`, payload: { value: 1 + Math.floor(Math.random() * 5) } });
      if (i === 0) expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).statusCode).toBe(409);
    const done = (await submitted.seen()).filter((e) => e.projectId === projectId);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ type: "rater.submitted", organizationId: org.org.id, projectId, raterId: raterIds[0] });
  });
});

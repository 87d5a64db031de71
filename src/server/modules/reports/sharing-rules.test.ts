/**
 * Who may share, revoke, resolve, delete and cancel what in the reports area, and the limits on mail to
 * outside addresses: recipients per message, and a daily cap per organization shared by every route that
 * mails a free address (report shares, the Reporting Center's Email Report, distribution lists).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reportsWorld, type ReportsWorld } from "../../../../tests/support/reports.ts";
import { signIn } from "../../../../tests/support/app.ts";
import { externalMailDay, reportShare } from "../../db/schema/index.ts";
import type { TReportInstance } from "../../../contracts/reports.ts";
import { EXTERNAL_RECIPIENTS_PER_DAY, MAX_RECIPIENTS_PER_MESSAGE, mailDayOf } from "../../../domain/platform/external-mail.ts";

let w: ReportsWorld;
let tpl: Awaited<ReturnType<ReportsWorld["template"]>>;
beforeAll(async () => {
  w = await reportsWorld();
  tpl = await w.template(["executive_summary", "user_activity", "text"], "Sharing rules template");
  // jordan becomes an analyst (builds reports, manages nothing)
  w.cookie.jordan = await signIn(w.app, "jordan@demo.facetwise.test");
  w.userId.jordan = (await w.call("jordan", "GET", "/api/auth/me")).json().user.id;
  const changed = await w.app.inject({ method: "PATCH", url: `/api/organization/members/${w.userId.jordan}`, headers: { cookie: w.cookie.admin }, payload: { role: "analyst" } });
  expect(changed.statusCode, changed.body).toBe(200);
}, 180_000);
afterAll(async () => w?.app.cleanup());

const db = () => w.app.deps.database.db;
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const outside = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@outside.example.com`);
const resetCounter = () => db().delete(externalMailDay).where(eq(externalMailDay.organizationId, w.org));

describe("mail to outside addresses", () => {
  it(`a share names at most ${MAX_RECIPIENTS_PER_MESSAGE} addresses, and the email says who sent it through which organization`, async () => {
    await resetCounter();
    const r = await w.report(tpl.id, { title: "Limits report" });
    const many = await w.call("manager", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails: outside(MAX_RECIPIENTS_PER_MESSAGE + 1, "many") });
    expect(many.statusCode, many.body).toBe(400);
    expect(many.json().message).toContain(`at most ${MAX_RECIPIENTS_PER_MESSAGE}`);
    const ok = await w.call("manager", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails: ["who@outside.example.com"], message: "Hi" });
    expect(ok.statusCode, ok.body).toBe(200);
    const mail = (await w.app.deps.mailer.recent(20)).find((m) => m.to === "who@outside.example.com")!;
    expect(mail.text).toContain("Morgan Manager (manager@demo.facetwise.test) of Demo Organization shared this report with you via Facetwise");
  });

  it(`an organization reaches at most ${EXTERNAL_RECIPIENTS_PER_DAY} outside addresses a day, on every route, with a 429 saying when it resets`, async () => {
    await resetCounter();
    const r = await w.report(tpl.id, { title: "Cap report" });
    const share = (emails: string[]) => w.call("manager", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails });
    for (let i = 0; i < EXTERNAL_RECIPIENTS_PER_DAY / 10 - 1; i++) expect((await share(outside(10, `day-${i}`))).statusCode).toBe(200);
    // 90 reached: the Reporting Center's Email Report counts on the same counter
    const center = await w.call("admin", "POST", "/api/analytics/reports/email", { organizationId: w.org, name: "Pack", sections: [], emails: outside(10, "center") });
    expect(center.statusCode, center.body).toBe(200);
    const over = await share(["one-more@outside.example.com"]);
    expect(over.statusCode, over.body).toBe(429);
    const body = over.json();
    expect(body).toMatchObject({ code: "RATE_LIMITED", statusCode: 429, details: { limit: EXTERNAL_RECIPIENTS_PER_DAY, remaining: 0 } });
    expect(body.message).toContain(`at most ${EXTERNAL_RECIPIENTS_PER_DAY} people outside it per day`);
    expect(Date.parse(body.details.resetsAt)).toBe(Date.parse(`${mailDayOf(new Date())}T00:00:00Z`) + 86_400_000);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(86_400);
    // nothing of the refused share was sent
    expect((await w.app.deps.mailer.recent(50)).some((m) => m.to === "one-more@outside.example.com")).toBe(false);
    const centerOver = await w.call("admin", "POST", "/api/analytics/reports/email", { organizationId: w.org, name: "Pack", sections: [], emails: ["late@outside.example.com"] });
    expect(centerOver.statusCode).toBe(429);
    // members of the organization are not outside addresses
    expect((await share(["sam@demo.facetwise.test", "Riley@demo.facetwise.test"])).statusCode).toBe(200);
    await resetCounter();
  });
});

describe("report links", () => {
  let r: TReportInstance;
  beforeAll(async () => {
    r = await w.report(tpl.id, { title: "People report" });
  });

  it("only the report's author and admins and managers create links; the report says whether the caller may share it", async () => {
    expect((await w.call("riley", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).statusCode).toBe(403);
    expect((await w.call("riley", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails: ["x@outside.example.com"] })).statusCode).toBe(403);
    expect((await w.call("jordan", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).statusCode).toBe(403);
    expect((await w.call("riley", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance.policies.share).toBe(false);
    expect((await w.call("manager", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance.policies.share).toBe(true);
    expect((await w.call("manager", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).statusCode).toBe(201);
  });

  it("a link expires (30 days by default, at most 90) and then answers 410", async () => {
    const made = await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org });
    expect(made.statusCode, made.body).toBe(201);
    const days = (Date.parse(made.json().expires_at) - Date.parse(made.json().created_at)) / 86_400_000;
    expect(days).toBe(30);
    const week = (await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org, expiresInDays: 7 })).json();
    expect((Date.parse(week.expires_at) - Date.parse(week.created_at)) / 86_400_000).toBe(7);
    const long = await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org, expiresInDays: 91 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("90");
    await db()
      .update(reportShare)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShare.id, week.id));
    const gone = await w.call(null, "GET", `/api/shared/reports/${tokenOf(week.url)}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: "LINK_EXPIRED", message: expect.stringContaining("expired") });
    // the list shows live links only, each with its expiry
    const links = (await w.call("admin", "GET", `/api/reports/${r.id}/share-links?organizationId=${w.org}`)).json().links;
    expect(links.map((l: { id: string }) => l.id)).not.toContain(week.id);
    expect(links.find((l: { id: string }) => l.id === made.json().id)).toMatchObject({ expires_at: made.json().expires_at, include_people: false });
  });

  it("the public view leaves out the sections that name people unless the sharer included them knowingly", async () => {
    const names = ["Riley Chen", "Sam Okafor", "Morgan Manager"];
    const plain = (await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).json();
    const open = await w.call(null, "GET", `/api/shared/reports/${tokenOf(plain.url)}`);
    expect(open.statusCode).toBe(200);
    const types = Object.values(open.json().report.content.sections).map((s) => (s as { type: string }).type);
    expect(types).not.toContain("user_activity");
    expect(types).toContain("executive_summary");
    expect(open.json().report.people_left_out).toBe(true);
    for (const n of names) expect(open.body).not.toContain(n);

    const withPeople = await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org, includePeople: true });
    expect(withPeople.statusCode).toBe(201);
    expect(withPeople.json().include_people).toBe(true);
    const full = (await w.call(null, "GET", `/api/shared/reports/${tokenOf(withPeople.json().url)}`)).json();
    expect(Object.values(full.report.content.sections).map((s) => (s as { type: string }).type)).toContain("user_activity");
    expect(full.report.people_left_out).toBe(false);
    const listed = (await w.call("admin", "GET", `/api/reports/${r.id}/share-links?organizationId=${w.org}`)).json().links;
    expect(listed.find((l: { id: string }) => l.id === withPeople.json().id).include_people).toBe(true);
  });
});

describe("owners' things", () => {
  it("a share link is revoked by its creator or an admin or manager, and the list says who may", async () => {
    const r = await w.report(tpl.id, { title: "Revocable" });
    const link = (await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).json();
    const asRiley = (await w.call("riley", "GET", `/api/reports/${r.id}/share-links?organizationId=${w.org}`)).json().links;
    expect(asRiley.find((l: { id: string }) => l.id === link.id).policies).toEqual({ revoke: false });
    expect((await w.call("riley", "DELETE", `/api/reports/${r.id}/share-links/${link.id}?organizationId=${w.org}`)).statusCode).toBe(403);
    const asManager = (await w.call("manager", "GET", `/api/reports/${r.id}/share-links?organizationId=${w.org}`)).json().links;
    expect(asManager.find((l: { id: string }) => l.id === link.id).policies).toEqual({ revoke: true });
    expect((await w.call("manager", "DELETE", `/api/reports/${r.id}/share-links/${link.id}?organizationId=${w.org}`)).statusCode).toBe(204);
  });

  it("a comment is resolved by its author, the report's author, or an admin or manager", async () => {
    const r = await w.report(tpl.id, { title: "Commented" });
    const act = (who: string, body: object) => w.call(who, "POST", "/api/reports/workflow", { reportId: r.id, organizationId: w.org, ...body });
    const added = (await act("admin", { action: "add_comment", commentText: "Admin's remark" })).json();
    const c = added.comments.find((x: { comment_text: string }) => x.comment_text === "Admin's remark");
    const asSam = (await w.call("sam", "GET", `/api/reports/workflow?organizationId=${w.org}&reportId=${r.id}`)).json();
    expect(asSam.comments.find((x: { id: string }) => x.id === c.id).policies).toEqual({ resolve: false });
    expect((await act("sam", { action: "resolve_comment", commentId: c.id })).statusCode).toBe(403);
    const samsOwn = (await act("sam", { action: "add_comment", commentText: "Sam's remark" })).json();
    const own = samsOwn.comments.find((x: { comment_text: string }) => x.comment_text === "Sam's remark");
    expect(own.policies).toEqual({ resolve: true });
    expect((await act("sam", { action: "resolve_comment", commentId: own.id })).statusCode).toBe(200);
    expect((await act("manager", { action: "resolve_comment", commentId: c.id })).statusCode).toBe(200);
  });

  it("a builder report is deleted by its owner or an admin; the list says who may", async () => {
    const made = (await w.call("admin", "POST", "/api/analytics/reports/save", { organizationId: w.org, name: "Admin's pack", sections: [] })).json();
    const id = made.report?.id ?? made.id;
    const list = (await w.call("jordan", "GET", `/api/analytics/reports/builder?organizationId=${w.org}`)).json().reports;
    expect(list.find((x: { id: string }) => x.id === id).policies).toEqual({ delete: false });
    expect((await w.call("jordan", "DELETE", `/api/analytics/reports/builder/${id}?organizationId=${w.org}`)).statusCode).toBe(403);
    const mine = (await w.call("jordan", "POST", "/api/analytics/reports/save", { organizationId: w.org, name: "Jordan's pack", sections: [] })).json();
    const mineId = mine.report?.id ?? mine.id;
    expect((await w.call("jordan", "DELETE", `/api/analytics/reports/builder/${mineId}?organizationId=${w.org}`)).statusCode).toBe(204);
    expect((await w.call("admin", "DELETE", `/api/analytics/reports/builder/${id}?organizationId=${w.org}`)).statusCode).toBe(204);
  });

  it("a member's own subscription is cancelled by that member or an admin, not a manager", async () => {
    const act = (who: string, body: object) => w.call(who, "POST", "/api/reports/distribution", { organizationId: w.org, ...body });
    const sub = (await act("admin", { action: "subscribe", templateId: tpl.id })).json().subscription;
    const asManager = (await w.call("manager", "GET", `/api/reports/distribution?organizationId=${w.org}&type=subscriptions`)).json().subscriptions;
    expect(asManager.find((s: { id: string }) => s.id === sub.id).policies).toEqual({ unsubscribe: false });
    expect([403, 404]).toContain((await act("manager", { action: "unsubscribe", subscriptionId: sub.id })).statusCode);
    expect((await act("admin", { action: "unsubscribe", subscriptionId: sub.id })).json()).toEqual({ unsubscribed: true });
  });
});

describe("distribution requests as the spec writes them", () => {
  it("an individual subscription naming a list is refused with what to send", async () => {
    const list = (
      await w.call("admin", "POST", "/api/reports/distribution", {
        organizationId: w.org,
        action: "create_distribution_list",
        name: "Leads",
        subscribers: ["lead@outside.example.com"],
      })
    ).json().distribution_list;
    const res = await w.call("admin", "POST", "/api/reports/distribution", {
      organizationId: w.org,
      action: "subscribe",
      subscriptionType: "individual",
      templateId: tpl.id,
      distributionListId: list.id,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain("individual subscription takes no distributionListId");
  });

  it("a list's subscribers may be written as {email, name} objects as well as addresses", async () => {
    const res = await w.call("admin", "POST", "/api/reports/distribution", {
      organizationId: w.org,
      action: "create_distribution_list",
      name: "Objects",
      subscribers: [{ email: "Ann@Outside.example.com", name: "Ann" }, { email: "bo@outside.example.com" }, "cy@outside.example.com"],
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().distribution_list.subscribers.map((s: { email: string }) => s.email)).toEqual([
      "ann@outside.example.com",
      "bo@outside.example.com",
      "cy@outside.example.com",
    ]);
  });
});

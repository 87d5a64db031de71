/** Report files, share links and reading analytics through the API (spec 2 §2.2 Share and Export made real, §2.5 analytics, ratings). */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportsWorld, type ReportsWorld } from "../../../../tests/support/reports.ts";
import type { TReportInstance } from "../../../contracts/reports.ts";
import { reportHtml, reportPdf } from "./report-files.ts";
import { englishReportWords } from "../../i18n/report-words.ts";
import { escapeHtml } from "../../mail/templates.ts";

let w: ReportsWorld;
let tpl: Awaited<ReturnType<ReportsWorld["template"]>>;
beforeAll(async () => {
  w = await reportsWorld();
  tpl = await w.template(["executive_summary", "metrics_dashboard", "alerts_warnings", "recommendations", "text"], "Files template");
});
afterAll(async () => w?.app.cleanup());

const exportOf = (who: string, r: TReportInstance, format: string) =>
  w.app.inject({ method: "GET", url: `/api/reports/${r.id}/export?organizationId=${w.org}&format=${format}`, headers: { cookie: w.cookie[who] } });
const get = async (who: string, r: TReportInstance) => (await w.call(who, "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance as TReportInstance;
/** Pages of a PDF: its page objects (their dictionaries are never compressed). */
const pages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe("exports", () => {
  it("downloads a PDF named after the title: a cover and one page per short section, rendered in the pool", async () => {
    const r = await w.report(tpl.id, { title: "Weekly leadership report" });
    const res = await exportOf("riley", r, "pdf");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('attachment; filename="Weekly_leadership_report.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pages(res.rawPayload)).toBe(1 + tpl.sections.length);
    const viaHelper = await reportPdf(w.app.deps, w.org, r.id);
    expect(viaHelper).toMatchObject({ filename: "Weekly_leadership_report.pdf", title: "Weekly leadership report" });
    expect(viaHelper!.bytes.subarray(0, 4).toString()).toBe("%PDF");
    expect(await reportPdf(w.app.deps, "another-org", r.id)).toBeNull();
  });

  it("downloads standalone HTML with every word escaped", async () => {
    const r = await w.report(tpl.id, { title: `<script>alert("x")</script> & Co` });
    const text = Object.values(r.content.sections).find((s) => s.type === "text")!;
    await w.call("admin", "PUT", `/api/reports/${r.id}`, { organizationId: w.org, content: { sections: { [text.id]: { ...text, content: "Line <b>one</b>\nLine two" } } } });
    const res = await exportOf("admin", r, "html");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="scriptalert\(x\)script_Co\.html"/);
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).not.toContain("<script");
    expect(res.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(res.body).toContain("<p>Line &lt;b&gt;one&lt;/b&gt;</p><p>Line two</p>");
    for (const s of tpl.sections) expect(res.body).toContain(`<h2>${s.name}</h2>`);
    // the alerts section as generated: its alerts, or All Clear when none
    const alerts = Object.values(r.content.sections).find((s) => s.type === "alerts_warnings")!.alerts ?? [];
    if (alerts.length === 0) expect(res.body).toContain("All Clear");
    for (const a of alerts) expect(res.body).toContain(escapeHtml(englishReportWords(a.title)));
    expect(res.body).toContain("No Recommendations");
    const helper = await reportHtml(w.app.deps, w.org, r.id);
    expect(helper?.html).toContain("&lt;script&gt;");
  });

  it("downloads the JSON the API answers, and counts each download", async () => {
    const r = await w.report(tpl.id, { title: "As JSON" });
    const before = await get("admin", r);
    const res = await exportOf("admin", r, "json");
    expect(res.headers["content-disposition"]).toContain('filename="As_JSON.json"');
    expect(JSON.parse(res.body)).toEqual({ reportInstance: before });
    await exportOf("riley", r, "pdf");
    await exportOf("riley", r, "html");
    expect((await get("admin", r)).analytics.downloads).toBe(3);
    expect((await exportOf("admin", r, "docx")).statusCode).toBe(400);
  });
});

describe("sharing", () => {
  it("a link opens the report read-only for anyone signed out, until it is revoked", async () => {
    const r = await w.report(tpl.id, { title: "Shared report" });
    expect((await w.call("riley", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).statusCode).toBe(403);
    const made = await w.call("manager", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org });
    expect(made.statusCode, made.body).toBe(201);
    const { id, url } = made.json();
    const token = new URL(url).pathname.split("/").pop()!;
    expect(new URL(url).pathname).toBe(`/shared/reports/${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const open = await w.call(null, "GET", `/api/shared/reports/${token}`);
    expect(open.statusCode, open.body).toBe(200);
    const shared = open.json();
    expect(shared.report).toMatchObject({ title: "Shared report", status: "draft", created_by_user: { full_name: "Avery Admin" }, report_period_start: "2026-01-05" });
    expect(Object.keys(shared.report.content.sections)).toEqual(Object.keys(r.content.sections));
    for (const uid of Object.values(w.userId)) expect(open.body).not.toContain(uid);
    expect(open.body).not.toContain('"policies"');
    const links = (await w.call("admin", "GET", `/api/reports/${r.id}/share-links?organizationId=${w.org}`)).json().links;
    expect(links).toEqual([
      {
        id,
        created_at: made.json().created_at,
        expires_at: made.json().expires_at,
        include_people: false,
        created_by_user: { full_name: "Morgan Manager" },
        policies: { revoke: true },
      },
    ]);
    expect((await w.call("admin", "DELETE", `/api/reports/${r.id}/share-links/${id}?organizationId=${w.org}`)).statusCode).toBe(204);
    expect((await w.call(null, "GET", `/api/shared/reports/${token}`)).statusCode).toBe(404);
    expect((await w.call("admin", "DELETE", `/api/reports/${r.id}/share-links/${id}?organizationId=${w.org}`)).statusCode).toBe(404);
    expect((await w.call("admin", "GET", `/api/reports/${r.id}/share-links?organizationId=${w.org}`)).json().links).toEqual([]);
    expect((await w.call(null, "GET", `/api/shared/reports/${"x".repeat(43)}`)).statusCode).toBe(404);
    // the signed-out view was counted as a view
    expect((await get("admin", r)).analytics.views).toBe(1);
  });

  it("Share via Email sends each address its own working link", async () => {
    const r = await w.report(tpl.id, { title: "Emailed report" });
    const emails = ["one@example.com", "Two@Example.com", "one@example.com"];
    const res = await w.call("manager", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails, message: "For Monday" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    const sent = (await w.app.deps.mailer.recent(50)).filter((m) => m.subject === 'Morgan Manager shared the report "Emailed report" with you');
    expect(sent.map((m) => m.to).sort()).toEqual(["one@example.com", "two@example.com"]);
    const urls = sent.map((m) => m.links.find((l) => l.includes("/shared/reports/"))!);
    expect(new Set(urls).size).toBe(2);
    expect(sent[0].text).toContain("For Monday");
    for (const u of urls) expect((await w.call(null, "GET", `/api/shared/reports/${new URL(u).pathname.split("/").pop()}`)).json().report.title).toBe("Emailed report");
    expect((await w.call("manager", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails: [] })).statusCode).toBe(400);
    expect((await w.call("manager", "POST", `/api/reports/${r.id}/share-email`, { organizationId: w.org, emails: ["not-an-address"] })).statusCode).toBe(400);
    await w.call("manager", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org });
    expect((await get("admin", r)).analytics.shares).toBe(3);
  });
});

describe("reading analytics and ratings", () => {
  it("counts views once per reader and sitting, averages reading time and ratings (one per reader)", async () => {
    const r = await w.report(tpl.id, { title: "Read me" });
    const readers = ["admin", "manager", "riley", "sam"];
    const seconds: number[] = [];
    for (const who of readers) {
      expect((await w.call(who, "POST", `/api/reports/${r.id}/events`, { organizationId: w.org, kind: "viewed" })).statusCode).toBe(204);
      await w.call(who, "POST", `/api/reports/${r.id}/events`, { organizationId: w.org, kind: "viewed" });
      const s = randomInt(1, 3601);
      seconds.push(s);
      expect((await w.call(who, "POST", `/api/reports/${r.id}/events`, { organizationId: w.org, kind: "read", seconds: s })).statusCode).toBe(204);
    }
    expect((await w.call("sam", "POST", `/api/reports/${r.id}/events`, { organizationId: w.org, kind: "read", seconds: 0 })).statusCode).toBe(400);
    expect((await w.call("sam", "POST", `/api/reports/${r.id}/events`, { organizationId: w.org, kind: "read", seconds: 3601 })).statusCode).toBe(400);
    const ratings: Record<string, number> = {};
    for (const who of readers) {
      ratings[who] = randomInt(1, 6);
      await w.call(who, "POST", `/api/reports/${r.id}/rating`, { organizationId: w.org, rating: randomInt(1, 6) });
      const res = await w.call(who, "POST", `/api/reports/${r.id}/rating`, { organizationId: w.org, rating: ratings[who] });
      expect(res.json().rating.mine).toBe(ratings[who]);
    }
    expect((await w.call("sam", "POST", `/api/reports/${r.id}/rating`, { organizationId: w.org, rating: 6 })).statusCode).toBe(400);
    const seen = await get("riley", r);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(seen.analytics).toEqual({ views: 4, downloads: 0, shares: 0, avgReadTime: Math.round(mean(seconds)) });
    expect(seen.rating).toEqual({ average: Math.round(mean(Object.values(ratings)) * 100) / 100, count: 4, mine: ratings.riley });
    const row = (await w.call("riley", "GET", `/api/reports?organizationId=${w.org}&q=${encodeURIComponent('"Read me"')}`))
      .json()
      .reports.find((x: { id: string }) => x.id === r.id);
    expect(row.analytics).toEqual(seen.analytics);
    expect(row.rating).toEqual(seen.rating);
  });
});

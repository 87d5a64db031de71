/** Reports through the API (spec 2 §2.3, §2.5, §2.6, §3.1–3.3, §4, §7): create, list and search, edit, generate, duplicate, delete, who may. */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { reportEvent } from "../../db/schema/index.ts";
import { searchCondition } from "./instances/repo.ts";
import { ReportsService } from "./service.ts";
import { ReportGenerator } from "./generation.ts";
import { buildServices } from "../services.ts";
import { reportsWorld, type ReportsWorld } from "../../../../tests/support/reports.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { signIn } from "../../../../tests/support/app.ts";
import type { TReportInstance, TReportList, TReportSection } from "../../../contracts/reports.ts";

let w: ReportsWorld;
let tpl: Awaited<ReturnType<ReportsWorld["template"]>>;
beforeAll(async () => {
  w = await reportsWorld();
  tpl = await w.template(["executive_summary", "metrics_dashboard", "alerts_warnings", "text"], "Weekly leadership");
});
afterAll(async () => w?.app.cleanup());

/** A word no dictionary has (letters only, so the English stemmer leaves it whole). */
const word = () => Array.from({ length: 9 }, () => "bcdfghjklmnpqrstvwxz"[randomInt(20)]).join("");

const events = (reportId: string, kind: string) =>
  w.app.deps.database.db
    .select()
    .from(reportEvent)
    .where(and(eq(reportEvent.reportId, reportId), eq(reportEvent.kind, kind)));

describe("creating a report", () => {
  it("makes the template's sections the content, generates each, and opens the workflow with the author on the draft", async () => {
    const r = await w.report(tpl.id, { priority: "high", tags: ["leadership", "q1"] });
    expect(r).toMatchObject({ status: "draft", version: 1, priority: "high", type: "weekly", tags: ["leadership", "q1"], template: { id: tpl.id, name: "Weekly leadership" } });
    expect(r.created_by_user.full_name).toBe("Avery Admin");
    expect(r.policies).toEqual({ edit: true, delete: true, generate: true, share: true });
    expect(r.generated_at).not.toBeNull();
    const sections = Object.values(r.content.sections).sort((a, b) => a.order_index - b.order_index);
    expect(sections.map((s) => [s.id, s.type, s.title, s.order_index])).toEqual(tpl.sections.map((s, i) => [s.id, s.type, s.name, i]));
    for (const s of sections) {
      // hand-written sections (text, table) are never generated
      expect(s.generated_at !== null, s.id).toBe(s.type !== "text" && s.type !== "table");
      expect(r.content.sections[s.id].id).toBe(s.id);
    }
    expect(sections[1].configuration?.primary_metrics).toEqual(["total_users", "active_assessments", "completion_rate"]);
    const gen = await events(r.id, "generated");
    expect(gen).toHaveLength(1);
    expect(gen[0].detail).toMatchObject({ sections: 4 });
    expect(gen[0].amount).toBeGreaterThanOrEqual(0);

    const wf = (await w.call("admin", "GET", `/api/reports/workflow?reportId=${r.id}&organizationId=${w.org}`)).json();
    expect(wf.workflow_steps.map((s: { step_type: string; status: string; assignee: { id: string } | null }) => [s.step_type, s.status, s.assignee?.id ?? null])).toEqual([
      ["draft", "in_progress", w.userId.admin],
      ["review", "pending", null],
      ["approval", "pending", null],
      ["publish", "pending", null],
    ]);
  });

  it("without autoGenerate leaves every section ungenerated; Generate fills them, refuses a second time unless forced, and regenerates one section", async () => {
    const r = await w.report(tpl.id, { autoGenerate: false });
    expect(r.generated_at).toBeNull();
    for (const s of Object.values(r.content.sections)) expect(s.generated_at).toBeNull();
    const g = await w.call("admin", "POST", "/api/reports/generate", { reportId: r.id, organizationId: w.org });
    expect(g.statusCode, g.body).toBe(200);
    const generated = g.json().reportInstance as TReportInstance;
    expect(generated.generated_at).not.toBeNull();
    expect(generated.version).toBe(2);
    for (const s of Object.values(generated.content.sections)) expect(s.generated_at !== null, s.id).toBe(s.type !== "text" && s.type !== "table");
    const again = await w.call("admin", "POST", "/api/reports/generate", { reportId: r.id, organizationId: w.org });
    expect(again.statusCode).toBe(409);
    expect((await w.call("admin", "POST", "/api/reports/generate", { reportId: r.id, organizationId: w.org, force: true })).statusCode).toBe(200);

    const one = tpl.sections[1].id;
    const before = (await w.call("admin", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance as TReportInstance;
    await new Promise((res) => setTimeout(res, 5));
    const single = (await w.call("admin", "POST", "/api/reports/generate", { reportId: r.id, organizationId: w.org, sectionId: one, force: true })).json()
      .reportInstance as TReportInstance;
    for (const s of Object.values(single.content.sections)) {
      if (s.id === one) expect(s.generated_at! > before.content.sections[one].generated_at!).toBe(true);
      else expect(s.generated_at).toBe(before.content.sections[s.id].generated_at);
    }
    expect((await w.call("admin", "POST", "/api/reports/generate", { reportId: r.id, organizationId: w.org, sectionId: "nope", force: true })).statusCode).toBe(422);
    const gen = await events(r.id, "generated");
    expect(gen.map((e) => (e.detail as { sections: number }).sections).sort()).toEqual([1, 4, 4]);
  });

  it("is idempotent with an Idempotency-Key, and 404s an unknown template", async () => {
    const key = `k-${word()}`;
    const body = { organizationId: w.org, templateId: tpl.id, title: "Once", reportPeriodStart: "2026-02-01", reportPeriodEnd: "2026-02-07", autoGenerate: false };
    const a = await w.app.inject({ method: "POST", url: "/api/reports", headers: { cookie: w.cookie.admin, "idempotency-key": key }, payload: body });
    const b = await w.app.inject({ method: "POST", url: "/api/reports", headers: { cookie: w.cookie.admin, "idempotency-key": key }, payload: body });
    expect(a.statusCode).toBe(201);
    expect(b.json().reportInstance.id).toBe(a.json().reportInstance.id);
    expect((await w.call("admin", "POST", "/api/reports", { ...body, templateId: "missing" })).statusCode).toBe(404);
    expect((await w.call("admin", "POST", "/api/reports", { ...body, reportPeriodEnd: "2026-01-01" })).statusCode).toBe(400);
  });
});

describe("listing and searching", () => {
  it("lists newest updated first with the filters; total counts the matches and all the organization's reports", async () => {
    const tag = word();
    const made: TReportInstance[] = [];
    for (let i = 0; i < 4; i++) made.push(await w.report(tpl.id, { title: `List ${i}`, tags: [tag], priority: i % 2 ? "urgent" : "low", autoGenerate: false }));
    // touching the first makes it the newest updated
    await w.call("admin", "PUT", `/api/reports/${made[0].id}`, { organizationId: w.org, content: made[0].content, title: "List 0 edited" });
    const list = (await w.call("riley", "GET", `/api/reports?organizationId=${w.org}&q=${tag}`)).json() as TReportList;
    expect(list.reports.map((r) => r.id)).toEqual([made[0].id, made[3].id, made[2].id, made[1].id]);
    expect(list.total).toBe(4);
    const everything = (await w.call("riley", "GET", `/api/reports?organizationId=${w.org}&limit=200`)).json() as TReportList;
    expect(list.all).toBe(everything.reports.length);
    expect(list.policies).toEqual({ create: false, edit: false, delete: false });
    expect(list.reports[0]).toMatchObject({ title: "List 0 edited", section_count: 4, version: 2 });
    expect(list.reports[0]).not.toHaveProperty("content");

    const urgent = (await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&q=${tag}&priority=urgent&limit=1`)).json() as TReportList;
    expect(urgent.total).toBe(2);
    expect(urgent.reports).toHaveLength(1);
    expect(urgent.policies).toEqual({ create: true, edit: true, delete: true });
    expect((await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&q=${tag}&status=published`)).json().total).toBe(0);
    expect((await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&q=${tag}&type=monthly`)).json().total).toBe(0);
    expect((await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&q=${tag}&type=weekly&status=draft`)).json().total).toBe(4);
    expect((await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&q=${tag}&since=2099-01-01`)).json().total).toBe(0);
  });

  it("finds reports by a word of the title, a tag, a narrative or text section, and by the start of a word", async () => {
    const words = { title: word(), tag: word(), narrative: word(), text: word() };
    const r = await w.report(tpl.id, { title: `Quarterly ${words.title} leadership`, tags: [words.tag] });
    const summary = Object.values(r.content.sections).find((s) => s.type === "executive_summary")!;
    const text = Object.values(r.content.sections).find((s) => s.type === "text")!;
    const saved = await w.call("admin", "PUT", `/api/reports/${r.id}`, {
      organizationId: w.org,
      content: {
        sections: {
          [summary.id]: { ...summary, narrative: `Engagement rose; ${words.narrative} teams led.` },
          [text.id]: { ...text, content: `<p>Notes about <strong>${words.text}</strong></p>`, format: "html" },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await w.report(tpl.id, { title: `Unrelated ${word()}` });
    const ids = async (q: string) =>
      ((await w.call("manager", "GET", `/api/reports?organizationId=${w.org}&q=${encodeURIComponent(q)}&limit=200`)).json() as TReportList).reports.map((x) => x.id);
    for (const q of Object.values(words)) expect(await ids(q), q).toEqual([r.id]);
    // the start of the last word: "leader" finds "leadership" (and the prefix of a random word finds it)
    expect(await ids(`${words.title} leader`)).toEqual([r.id]);
    expect(await ids(words.narrative.slice(0, 5))).toEqual([r.id]);
    expect(await ids(`"${words.title}" -${words.tag}`)).toEqual([]);
    expect(await ids(`${words.title} OR ${other.title.split(" ")[1]}`)).toEqual([other.id, r.id]);
    // hostile input is only words
    expect(await ids("'):* & !(")).toEqual([]);
  });

  it("is served by the GIN index on the title and the content's words (report_search_idx)", async () => {
    const db = w.app.deps.database.db;
    const plans: string[] = [];
    for (const q of ["leader", "weekly leader", '"weekly report" -draft', "a OR b"]) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const r = await tx.execute<{ "QUERY PLAN": string }>(sql`explain select id from report where ${searchCondition(q)}`);
        plans.push(r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
      });
    }
    for (const p of plans) expect(p).toContain("report_search_idx");
  });
});

describe("editing", () => {
  it("saves edits with version + 1 and refuses a stale baseVersion (409) and sections that are not the report's (422)", async () => {
    const r = await w.report(tpl.id);
    const text = Object.values(r.content.sections).find((s) => s.type === "text")!;
    const put = (over: object, who = "admin") => w.call(who, "PUT", `/api/reports/${r.id}`, { organizationId: w.org, content: r.content, ...over });
    const ok = await put({
      content: { sections: { [text.id]: { ...text, content: "First line\nSecond line" } } },
      baseVersion: 1,
      title: "Renamed",
      tags: ["x"],
      priority: "urgent",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ok.json().reportInstance as TReportInstance;
    expect(saved).toMatchObject({ version: 2, title: "Renamed", tags: ["x"], priority: "urgent" });
    expect(saved.content.sections[text.id].content).toBe("First line\nSecond line");
    expect(saved.updated_at > r.updated_at).toBe(true);
    const stale = await put({ baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");
    const unknown = await put({ content: { sections: { ghost: { ...text, id: "ghost" } } } });
    expect(unknown.statusCode).toBe(422);
    expect((await w.call("admin", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance.version).toBe(2);
  });

  it("keeps a generated section's figures: only titles, the summary's narrative and text sections change", async () => {
    const r = await w.report(tpl.id);
    const by = (t: string) => Object.values(r.content.sections).find((s) => s.type === t)!;
    const metrics = by("metrics_dashboard");
    const summary = by("executive_summary");
    const forged: TReportSection = {
      ...metrics,
      title: "Key figures",
      generated_at: null,
      auto_generated: false,
      primary_metrics: [{ key: "total_users", label: "Total users", value: 999_999, change: 50, trend: "up", format: "number" }],
      chart_data: { type: "bar", series: ["x"], points: [{ day: "2026-01-01", x: 1 }] },
    };
    const res = await w.call("admin", "PUT", `/api/reports/${r.id}`, {
      organizationId: w.org,
      content: { sections: { [metrics.id]: forged, [summary.id]: { ...summary, narrative: "Written by hand.", key_metrics: { total_users: 1 } } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = (res.json().reportInstance as TReportInstance).content.sections;
    expect(out[metrics.id]).toEqual({ ...metrics, title: "Key figures" });
    expect(out[summary.id]).toEqual({ ...summary, narrative: "Written by hand." });
  });
});

describe("API documentation", () => {
  it("lists every report route with its summary", async () => {
    const doc = (await w.call(null, "GET", "/api/docs")).json() as { paths: Record<string, Record<string, { summary: string }>> };
    const routes = w.app.routeTable.filter((r) => r.url.startsWith("/api/reports") || r.url.startsWith("/api/shared/reports"));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const r of routes) {
      const op = doc.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[r.method.toLowerCase()];
      expect(op?.summary, `${r.method} ${r.url}`).toBeTruthy();
    }
  });
});

describe("reports made by the system (schedules)", () => {
  it("createSystemReport generates every section of the organization's template, with or without an author", async () => {
    const db = w.app.deps.database.db;
    const svc = new ReportsService({ db, generator: new ReportGenerator(buildServices(db)) });
    const id = await svc.createSystemReport(w.org, null, { templateId: tpl.id, title: "Scheduled weekly", periodStart: "2026-01-12", periodEnd: "2026-01-18" });
    const r = (await w.call("manager", "GET", `/api/reports/${id}?organizationId=${w.org}`)).json().reportInstance as TReportInstance;
    expect(r).toMatchObject({ title: "Scheduled weekly", status: "draft", version: 1, report_period_start: "2026-01-12", created_by_user: { id: null } });
    for (const s of Object.values(r.content.sections)) expect(s.generated_at !== null, s.id).toBe(s.type !== "text" && s.type !== "table");
    expect(r.generated_at).not.toBeNull();
    expect(r.policies).toEqual({ edit: true, delete: false, generate: true, share: true });
    const wf = (await w.call("manager", "GET", `/api/reports/workflow?reportId=${id}&organizationId=${w.org}`)).json();
    expect(wf.workflow_steps[0]).toMatchObject({ step_type: "draft", status: "in_progress", assignee: null });
    const owned = await svc.createSystemReport(w.org, w.userId.manager, { templateId: tpl.id, title: "Owned", periodStart: "2026-01-12", periodEnd: "2026-01-18" });
    expect((await w.call("manager", "GET", `/api/reports/${owned}?organizationId=${w.org}`)).json().reportInstance.created_by_user.full_name).toBe("Morgan Manager");
    await expect(svc.createSystemReport("another-org", null, { templateId: tpl.id, title: "x", periodStart: "2026-01-12", periodEnd: "2026-01-18" })).rejects.toThrow(
      "Template not found",
    );
    expect((await events(id, "generated")).length).toBe(1);
  });
});

describe("duplicate and delete", () => {
  it("duplicates as a draft at version 1 titled (Copy) with zero analytics and a fresh workflow", async () => {
    const r = await w.report(tpl.id, { title: "Original" });
    await w.call("admin", "PUT", `/api/reports/${r.id}`, { organizationId: w.org, content: r.content });
    await w.call("riley", "POST", `/api/reports/${r.id}/events`, { organizationId: w.org, kind: "viewed" });
    const d = await w.call("manager", "POST", `/api/reports/${r.id}/duplicate`, { organizationId: w.org });
    expect(d.statusCode, d.body).toBe(201);
    const copy = d.json().reportInstance as TReportInstance;
    expect(copy).toMatchObject({ title: "Original (Copy)", status: "draft", version: 1, analytics: { views: 0, downloads: 0, shares: 0, avgReadTime: 0 } });
    expect(copy.id).not.toBe(r.id);
    expect(copy.created_by_user.full_name).toBe("Morgan Manager");
    expect(copy.content).toEqual(r.content);
    const wf = (await w.call("manager", "GET", `/api/reports/workflow?reportId=${copy.id}&organizationId=${w.org}`)).json();
    expect(wf.workflow_steps[0]).toMatchObject({ step_type: "draft", status: "in_progress", assignee: { id: w.userId.manager } });
    expect(wf.comments).toEqual([]);
  });

  it("deletes (204) and then answers 404", async () => {
    const r = await w.report(tpl.id);
    expect((await w.call("admin", "DELETE", `/api/reports/${r.id}?organizationId=${w.org}`)).statusCode).toBe(204);
    expect((await w.call("admin", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).statusCode).toBe(404);
    expect((await w.call("admin", "DELETE", `/api/reports/${r.id}?organizationId=${w.org}`)).statusCode).toBe(404);
  });
});

describe("who may", () => {
  it("a plain member reads, comments and rates but cannot create, edit, generate, duplicate or delete (403)", async () => {
    const r = await w.report(tpl.id);
    const get = await w.call("riley", "GET", `/api/reports/${r.id}?organizationId=${w.org}`);
    expect(get.statusCode).toBe(200);
    expect(get.json().reportInstance.policies).toEqual({ edit: false, delete: false, generate: false, share: false });
    const body = { organizationId: w.org, templateId: tpl.id, title: "Mine", reportPeriodStart: "2026-01-01", reportPeriodEnd: "2026-01-07" };
    expect((await w.call("riley", "POST", "/api/reports", body)).statusCode).toBe(403);
    expect((await w.call("riley", "PUT", `/api/reports/${r.id}`, { organizationId: w.org, content: r.content })).statusCode).toBe(403);
    expect((await w.call("riley", "POST", "/api/reports/generate", { reportId: r.id, organizationId: w.org, force: true })).statusCode).toBe(403);
    expect((await w.call("riley", "POST", `/api/reports/${r.id}/duplicate`, { organizationId: w.org })).statusCode).toBe(403);
    expect((await w.call("riley", "DELETE", `/api/reports/${r.id}?organizationId=${w.org}`)).statusCode).toBe(403);
    const comment = await w.call("riley", "POST", "/api/reports/workflow", {
      action: "add_comment",
      reportId: r.id,
      organizationId: w.org,
      commentText: "Looks good",
      commentType: "approval",
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await w.call("riley", "POST", `/api/reports/${r.id}/rating`, { organizationId: w.org, rating: 4 })).json().rating).toEqual({ average: 4, count: 1, mine: 4 });
    // managers edit any report, but only admins and the author delete it
    expect((await w.call("manager", "PUT", `/api/reports/${r.id}`, { organizationId: w.org, content: r.content })).statusCode).toBe(200);
    expect((await w.call("manager", "DELETE", `/api/reports/${r.id}?organizationId=${w.org}`)).statusCode).toBe(403);
  });

  it("another organization's report answers 404 on every route, and its own organization id is refused for ours", async () => {
    const r = await w.report(tpl.id);
    const other = await buildOrganization(w.app, `rep-${word()}`, ["admin"]);
    const cookie = await signIn(w.app, other.byRole("admin").email);
    const o = other.org.id;
    const as = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => w.app.inject({ method, url, headers: { cookie }, payload });
    const link = (await w.call("admin", "POST", `/api/reports/${r.id}/share-links`, { organizationId: w.org })).json();
    const calls: [string, ReturnType<typeof as>][] = [
      ["get", as("GET", `/api/reports/${r.id}?organizationId=${o}`)],
      ["put", as("PUT", `/api/reports/${r.id}`, { organizationId: o, content: { sections: {} } })],
      ["delete", as("DELETE", `/api/reports/${r.id}?organizationId=${o}`)],
      ["duplicate", as("POST", `/api/reports/${r.id}/duplicate`, { organizationId: o })],
      ["generate", as("POST", "/api/reports/generate", { reportId: r.id, organizationId: o, force: true })],
      ["workflow", as("GET", `/api/reports/workflow?reportId=${r.id}&organizationId=${o}`)],
      ["comment", as("POST", "/api/reports/workflow", { action: "add_comment", reportId: r.id, organizationId: o, commentText: "x" })],
      ["export", as("GET", `/api/reports/${r.id}/export?organizationId=${o}&format=json`)],
      ["links", as("GET", `/api/reports/${r.id}/share-links?organizationId=${o}`)],
      ["link", as("POST", `/api/reports/${r.id}/share-links`, { organizationId: o })],
      ["revoke", as("DELETE", `/api/reports/${r.id}/share-links/${link.id}?organizationId=${o}`)],
      ["email", as("POST", `/api/reports/${r.id}/share-email`, { organizationId: o, emails: ["a@example.com"] })],
      ["event", as("POST", `/api/reports/${r.id}/events`, { organizationId: o, kind: "viewed" })],
      ["rating", as("POST", `/api/reports/${r.id}/rating`, { organizationId: o, rating: 5 })],
      ["ours", as("GET", `/api/reports?organizationId=${w.org}`)],
    ];
    for (const [name, p] of calls) expect((await p).statusCode, name).toBe(404);
    expect(((await as("GET", `/api/reports?organizationId=${o}`)).json() as TReportList).all).toBe(0);
    expect((await w.call("admin", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance.title).toBe(r.title);
  });
});

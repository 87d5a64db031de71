import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZCreateReport, ZReportsQuery, type TReportSection } from "../../../contracts/reports.ts";
import { REPORTS_PAGE_SIZE } from "../../../domain/reporting/reports.ts";
import { createBody, createProblems, newCreateDraft, parseTags } from "./lib/create-form.ts";
import { canRedo, canUndo, HISTORY_LIMIT, historyReducer, historyShortcut, initialHistory, type History, type HistoryAction } from "./lib/editor-history.ts";
import { hasFilters, localToday, NO_FILTERS, pinFirst, reportsQueryString, sinceOf, type ReportFilters } from "./lib/report-filters.ts";
import { htmlText, plainToHtml, sanitizeHtml } from "./lib/sanitize-html.ts";
import {
  alertsBySeverity,
  chartXKey,
  commentsBySection,
  directionOf,
  formatChange,
  formatFigure,
  isSectionEditable,
  metricLabel,
  orderedSections,
  readSeconds,
  textParagraphs,
  withSection,
} from "./lib/sections.ts";
import { parseEmails } from "./lib/share.ts";
import { activeTab, REPORTS_TABS } from "./paths.ts";

describe("editor history (undo/redo)", () => {
  it("follows a reference model over random action sequences", () => {
    const action = fc.oneof(
      fc.integer({ min: 0, max: 5 }).map((v): HistoryAction<number> => ({ type: "commit", value: v })),
      fc.constant<HistoryAction<number>>({ type: "undo" }),
      fc.constant<HistoryAction<number>>({ type: "redo" }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 200 }), (actions) => {
        // reference: a list of states and a cursor
        let states = [0];
        let cursor = 0;
        let h: History<number> = initialHistory(0);
        for (const a of actions) {
          h = historyReducer(h, a);
          if (a.type === "commit" && a.value !== states[cursor]) {
            states = [...states.slice(0, cursor + 1), a.value];
            cursor = states.length - 1;
            if (cursor > HISTORY_LIMIT) {
              states = states.slice(states.length - HISTORY_LIMIT - 1);
              cursor = states.length - 1;
            }
          } else if (a.type === "undo" && cursor > 0) cursor -= 1;
          else if (a.type === "redo" && cursor < states.length - 1) cursor += 1;
          expect(h.present).toBe(states[cursor]);
          expect(h.past).toEqual(states.slice(0, cursor));
          expect(h.future).toEqual(states.slice(cursor + 1));
          expect(canUndo(h)).toBe(cursor > 0);
          expect(canRedo(h)).toBe(cursor < states.length - 1);
        }
      }),
    );
  });

  it("a commit of the same snapshot changes nothing; undo back to the saved object is clean again; reset forgets", () => {
    const saved = { a: 1 };
    const h0 = initialHistory(saved);
    expect(historyReducer(h0, { type: "commit", value: saved })).toBe(h0);
    const h1 = historyReducer(h0, { type: "commit", value: { a: 2 } });
    expect(h1.present).not.toBe(saved);
    expect(historyReducer(h1, { type: "undo" }).present).toBe(saved);
    expect(historyReducer(h1, { type: "reset", value: { a: 3 } })).toEqual({ past: [], present: { a: 3 }, future: [] });
    expect(historyReducer(h0, { type: "undo" })).toBe(h0);
  });

  it("keeps at most HISTORY_LIMIT steps back", () => {
    let h = initialHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 25; i++) h = historyReducer(h, { type: "commit", value: i });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(25);
  });

  it("Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, other keys do nothing", () => {
    const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
      key,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...mods,
    });
    expect(historyShortcut(k("z", { ctrlKey: true }))).toBe("undo");
    expect(historyShortcut(k("z", { metaKey: true }))).toBe("undo");
    expect(historyShortcut(k("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(historyShortcut(k("y", { ctrlKey: true }))).toBe("redo");
    expect(historyShortcut(k("z"))).toBeNull();
    expect(historyShortcut(k("z", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(k("s", { ctrlKey: true }))).toBeNull();
  });
});

describe("filters → GET /api/reports query", () => {
  const addDays = (day: string, n: number) => {
    const [y, m, d] = day.split("-").map(Number);
    const date = new Date(Date.UTC(y, m - 1, d + n));
    return date.toISOString().slice(0, 10);
  };
  const filters = fc.record<ReportFilters>({
    status: fc.constantFrom("all", "draft", "review", "approved", "published"),
    type: fc.constantFrom("all", "weekly", "monthly", "quarterly", "custom"),
    priority: fc.constantFrom("all", "urgent", "high", "medium", "low"),
    range: fc.constantFrom("all", "7d", "30d", "90d"),
    q: fc.string({ maxLength: 30 }),
  });
  // a "today" whose 90-day window starts within the supported days (from 2000-01-01)
  const day = fc.date({ min: new Date("2000-04-01"), max: new Date("2099-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it("sends each filter only when set, the range as its first day, and the page size; the server's contract accepts it", () => {
    fc.assert(
      fc.property(filters, day, (f, today) => {
        const params = new URLSearchParams(reportsQueryString("org1", f, today));
        expect(params.get("organizationId")).toBe("org1");
        expect(params.get("status")).toBe(f.status === "all" ? null : f.status);
        expect(params.get("type")).toBe(f.type === "all" ? null : f.type);
        expect(params.get("priority")).toBe(f.priority === "all" ? null : f.priority);
        expect(params.get("q")).toBe(f.q.trim() === "" ? null : f.q.trim());
        const days = { "7d": 7, "30d": 30, "90d": 90 } as const;
        expect(params.get("since")).toBe(f.range === "all" ? null : addDays(today, -(days[f.range] - 1)));
        expect(params.get("limit")).toBe(String(REPORTS_PAGE_SIZE));
        expect(ZReportsQuery.safeParse(Object.fromEntries(params)).success).toBe(true);
        expect(hasFilters(f)).toBe(f.status !== "all" || f.type !== "all" || f.priority !== "all" || f.range !== "all" || f.q.trim() !== "");
      }),
    );
  });

  it("7d is today and the six days before, across month and year ends", () => {
    expect(sinceOf("7d", "2025-03-03")).toBe("2025-02-25");
    expect(sinceOf("30d", "2025-01-10")).toBe("2024-12-12");
    expect(sinceOf("90d", "2024-03-31")).toBe("2024-01-02");
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it("today is the user's calendar day, not UTC's", () => {
    const late = new Date(2025, 0, 31, 23, 30);
    expect(localToday(late)).toBe("2025-01-31");
  });

  it("pins a new report first, keeping the others in order", () => {
    const list = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(pinFirst(list, "c").map((r) => r.id)).toEqual(["c", "a", "b"]);
    expect(pinFirst(list, "x").map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(pinFirst(list, null).map((r) => r.id)).toEqual(["a", "b", "c"]);
  });
});

describe("create report form (spec 2 §5)", () => {
  it("defaults to the seven days ending yesterday, medium priority, auto-generate on", () => {
    const d = newCreateDraft("2025-03-01");
    expect(d).toMatchObject({ reportPeriodStart: "2025-02-22", reportPeriodEnd: "2025-02-28", priority: "medium", autoGenerate: true, title: "", templateId: "" });
  });

  it("sends nothing while any required field is empty, and a contract-valid body when all are filled", () => {
    const full = { ...newCreateDraft("2025-03-01"), templateId: "t1", title: " Week 9 ", tags: "board, Board ,  , q1" };
    for (const key of ["templateId", "title", "reportPeriodStart", "reportPeriodEnd"] as const) {
      const draft = { ...full, [key]: "  " };
      expect(createProblems(draft)[key]).toBe("required");
      expect(createBody("org1", draft)).toBeNull();
    }
    expect(createBody("org1", { ...full, reportPeriodEnd: "2025-02-01" })).toBeNull();
    expect(createProblems({ ...full, reportPeriodEnd: "2025-02-01" }).reportPeriodEnd).toBe("before_start");
    const body = createBody("org1", full)!;
    expect(body).toEqual({
      templateId: "t1",
      organizationId: "org1",
      title: "Week 9",
      reportPeriodStart: "2025-02-22",
      reportPeriodEnd: "2025-02-28",
      autoGenerate: true,
      priority: "medium",
      tags: ["board", "q1"],
    });
    expect(ZCreateReport.safeParse(body).success).toBe(true);
  });

  it("tags: trimmed, blanks and repeats dropped, at most 20", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(Array.from({ length: 30 }, (_, i) => `t${i}`).join(","))).toHaveLength(20);
  });
});

describe("sanitized HTML of text sections", () => {
  it("keeps the editor's formatting", () => {
    const html = "<h2>Title</h2><p>A <strong>bold</strong> and <em>italic</em> word</p><ul><li><p>one</p></li></ul><blockquote><p>q</p></blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p><a href="https://example.com/x?a=1&amp;b=2">link</a></p>')).toBe(
      '<p><a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
    );
  });

  it("drops scripts, handlers, styles and unsafe links", () => {
    const bad = [
      "<script>alert(1)</script><p>ok</p>",
      '<img src=x onerror="alert(1)"><p>ok</p>',
      '<p onclick="alert(1)">ok</p>',
      '<a href="javascript:alert(1)">ok</a>',
      '<a href=" JaVaScRiPt:alert(1)">ok</a>',
      "<style>p{}</style><p>ok</p>",
      "<svg><script>alert(1)</script></svg><p>ok</p>",
      "<iframe src=//evil></iframe><p>ok</p>",
      '<p>ok</p><a href="data:text/html,<script>alert(1)</script>">x</a>',
      "<!--<script>alert(1)</script>--><p>ok</p>",
      '<p title="x" style="color:red">ok</p>',
    ];
    for (const input of bad) {
      const out = sanitizeHtml(input);
      expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<style|<svg|<iframe|<img|data:|style=/i);
      expect(out).toContain("ok");
    }
  });

  it("every output is balanced allow-listed markup and escaped text, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.array(fc.constantFrom("<p>", "</p>", "<b>", "<script>", "</script>", "<a href='javascript:x'>", "<", ">", '"', "&", "<img onerror=x>")),
        (s, parts) => {
          const out = sanitizeHtml(s + parts.join(""));
          const tags = [...out.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
          for (const tag of tags)
            expect(["p", "br", "strong", "b", "em", "i", "u", "s", "code", "pre", "blockquote", "ul", "ol", "li", "h1", "h2", "h3", "h4", "hr", "a"]).toContain(tag);
          // no stray angle brackets outside tags
          expect(out.replace(/<\/?[a-z0-9]+(?: href="[^"]*" rel="noopener noreferrer nofollow" target="_blank")?>/g, "")).not.toMatch(/[<>]/);
        },
      ),
    );
  });

  it("plain text becomes escaped paragraphs, and HTML gives back its text", () => {
    expect(plainToHtml("a < b\nc & d")).toBe("<p>a &lt; b</p><p>c &amp; d</p>");
    expect(htmlText("<p>a &lt; b</p><p>c</p>")).toBe("a < b\nc");
  });
});

describe("section helpers", () => {
  const section = (over: Partial<TReportSection>): TReportSection => ({ id: "s", type: "text", title: "T", order_index: 0, generated_at: null, auto_generated: false, ...over });

  it("the editable rule: not generated, or text (spec 2 §2.3)", () => {
    expect(isSectionEditable({ type: "executive_summary", generated_at: null })).toBe(true);
    expect(isSectionEditable({ type: "executive_summary", generated_at: "2025-01-01T00:00:00Z" })).toBe(false);
    expect(isSectionEditable({ type: "text", generated_at: "2025-01-01T00:00:00Z" })).toBe(true);
    expect(isSectionEditable({ type: "alerts_warnings", generated_at: "2025-01-01T00:00:00Z" })).toBe(false);
  });

  it("orders sections and patches one without touching the others", () => {
    const content = { sections: { b: section({ id: "b", order_index: 1 }), a: section({ id: "a", order_index: 0 }), c: section({ id: "c", order_index: 1 }) } };
    expect(orderedSections(content).map((s) => s.id)).toEqual(["a", "b", "c"]);
    const next = withSection(content, "b", { content: "x" });
    expect(next.sections.b.content).toBe("x");
    expect(next.sections.a).toBe(content.sections.a);
    expect(content.sections.b.content).toBeUndefined();
    expect(withSection(content, "zz", { content: "x" })).toBe(content);
  });

  it("figures, changes and directions", () => {
    expect(formatFigure(null)).toBe("—");
    expect(formatFigure(72.345, "percentage")).toBe("72.3%");
    expect(formatFigure(1234)).toBe("1,234");
    expect(formatFigure(4.25, "minutes")).toBe("4.3 min");
    expect(formatChange(12.345)).toBe("+12.3%");
    expect(formatChange(-3)).toBe("-3%");
    expect(formatChange(0)).toBe("0%");
    expect(formatChange(null)).toBe("—");
    expect([directionOf(2), directionOf(-1), directionOf(0), directionOf(null)]).toEqual(["up", "down", "flat", "flat"]);
    expect(metricLabel("completion_rate")).toBe("Completion rate");
    expect(metricLabel("avgReadTime")).toBe("Avg read time");
  });

  it("alerts grouped most severe first; text split on newlines; chart x key; comments by section", () => {
    const alert = (severity: "critical" | "warning" | "info", title: string) => ({ severity, title, description: "", metric_value: 1, threshold_value: 2 });
    const groups = alertsBySeverity([alert("info", "i"), alert("critical", "c"), alert("info", "j")]);
    expect(groups.map((g) => [g.severity, g.alerts.map((a) => a.title)])).toEqual([
      ["critical", ["c"]],
      ["info", ["i", "j"]],
    ]);
    expect(textParagraphs("one\n\n two \r\nthree")).toEqual(["one", "two", "three"]);
    expect(chartXKey({ series: ["a", "b"], points: [{ a: 1, date: "x", b: 2 }] })).toBe("date");
    expect(chartXKey({ series: ["a"], points: [] })).toBeNull();
    const by = commentsBySection([
      { id: "1", section_id: "s1" },
      { id: "2", section_id: null },
      { id: "3", section_id: "s1" },
    ]);
    expect(by.get("s1")?.map((c) => c.id)).toEqual(["1", "3"]);
    expect(by.size).toBe(1);
  });

  it("reading seconds are whole, never negative, capped at an hour", () => {
    expect(readSeconds(0)).toBe(0);
    expect(readSeconds(1499)).toBe(1);
    expect(readSeconds(-5)).toBe(0);
    expect(readSeconds(10 * 3600 * 1000)).toBe(3600);
  });
});

describe("share and export details", () => {
  it("email addresses: split, trimmed, repeats dropped case-insensitively, non-addresses reported", () => {
    expect(parseEmails("a@x.io, B@x.io;\nb@X.io\n\nnope, c@y")).toEqual({ valid: ["a@x.io", "B@x.io"], invalid: ["nope", "c@y"] });
  });

  it("tabs: only registered routes; the type lists, viewer and editor sit under Reports", () => {
    expect(REPORTS_TABS.map((t) => t.key)).toEqual(["reports", "templates", "analytics", "distribution"]);
    expect(activeTab("/dashboard/reports/analytics")).toBe("analytics");
    expect(activeTab("/dashboard/reports/distribution")).toBe("distribution");
    expect(activeTab("/dashboard/reports")).toBe("reports");
    expect(activeTab("/dashboard/reports/weekly")).toBe("reports");
    expect(activeTab("/dashboard/reports/view/r1")).toBe("reports");
    expect(activeTab("/dashboard/reports/templates/")).toBe("templates");
  });
});

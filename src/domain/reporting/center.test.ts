/** Reporting Center rules: time ranges, the export's file name, template categories, the average time, and the builder's section list. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averageGenerationSeconds,
  builderFileName,
  CATEGORY_OF_SECTION,
  DEFAULT_BUILDER_CONFIG,
  TEMPLATE_CATEGORIES,
  templateCategory,
  timeRangeDates,
  type TemplateCategory,
} from "./center.ts";
import { addBuilderSection, canMoveBuilderSection, moveBuilderSection, removeBuilderSection, updateBuilderSection, type BuilderSection } from "./builder.ts";
import { SECTION_TYPES } from "./templates.ts";

describe("time ranges", () => {
  it("last 7/30/90 days end today and hold that many days; this year starts on 1 January", () => {
    expect(timeRangeDates("7d", "2026-03-05")).toEqual({ start: "2026-02-27", end: "2026-03-05" });
    expect(timeRangeDates("30d", "2026-03-05")).toEqual({ start: "2026-02-04", end: "2026-03-05" });
    expect(timeRangeDates("90d", "2024-03-01")).toEqual({ start: "2023-12-03", end: "2024-03-01" });
    expect(timeRangeDates("year", "2026-03-05")).toEqual({ start: "2026-01-01", end: "2026-03-05" });
    expect(timeRangeDates("year", "2026-01-01")).toEqual({ start: "2026-01-01", end: "2026-01-01" });
  });
  it("the day count holds for any day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.constantFrom(["7d", 7] as const, ["30d", 30] as const, ["90d", 90] as const),
        (d, [r, n]) => {
          const today = d.toISOString().slice(0, 10);
          const { start, end } = timeRangeDates(r, today);
          expect(end).toBe(today);
          expect(Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1).toBe(n);
        },
      ),
    );
  });
});

describe("builderFileName (spec 2 §7)", () => {
  it("replaces spaces with underscores and adds .pdf", () => {
    expect(builderFileName("Quarterly board pack")).toBe("Quarterly_board_pack.pdf");
    expect(builderFileName("Untitled Report")).toBe("Untitled_Report.pdf");
    expect(builderFileName("  ")).toBe("Untitled_Report.pdf");
    expect(builderFileName('a/b\\c"d')).toBe("a_b_c_d.pdf");
    expect(builderFileName("Équipe été")).toBe("Équipe_été.pdf");
  });
});

describe("templateCategory", () => {
  it("the category with most sections wins; ties go Executive, Compliance, Assessment, Performance, Analytics", () => {
    expect(templateCategory([])).toBe("Analytics");
    expect(templateCategory(["text"])).toBe("Analytics");
    expect(templateCategory(["executive_summary", "metrics_dashboard"])).toBe("Executive");
    expect(templateCategory(["metrics_dashboard", "performance_insights", "executive_summary"])).toBe("Performance");
    expect(templateCategory(["alerts_warnings", "assessment_summary"])).toBe("Compliance");
    expect(templateCategory(["assessment_summary", "trend_analysis"])).toBe("Assessment");
    expect(templateCategory(["trend_analysis", "user_activity", "executive_summary"])).toBe("Analytics");
    expect(templateCategory(["unknown_type"])).toBe("Analytics");
  });
  it("agrees with a reference count for any set of sections", () => {
    const order: TemplateCategory[] = ["Executive", "Compliance", "Assessment", "Performance", "Analytics"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SECTION_TYPES), { maxLength: 10 }), (types) => {
        const counts = Object.fromEntries(TEMPLATE_CATEGORIES.map((c) => [c, types.filter((t) => CATEGORY_OF_SECTION[t] === c).length]));
        const most = Math.max(...Object.values(counts));
        const expected = most === 0 ? "Analytics" : order.find((c) => counts[c] === most);
        expect(templateCategory(types)).toBe(expected);
      }),
    );
  });
});

describe("averageGenerationSeconds", () => {
  it("is the mean over every source in seconds (a tenth), null with none", () => {
    expect(averageGenerationSeconds([])).toBeNull();
    expect(averageGenerationSeconds([{ sumMs: 0, count: 0 }])).toBeNull();
    expect(
      averageGenerationSeconds([
        { sumMs: 3000, count: 2 },
        { sumMs: 1200, count: 1 },
      ]),
    ).toBe(1.4);
    expect(averageGenerationSeconds([{ sumMs: 149, count: 1 }])).toBe(0.1);
  });
});

describe("builder sections (spec 2 §2.10)", () => {
  const three = () => {
    let s: BuilderSection[] = [];
    s = addBuilderSection(s, "chart", "a", "New Chart");
    s = addBuilderSection(s, "table", "b", "New Table");
    s = addBuilderSection(s, "text", "c", "New Text");
    return s;
  };
  it("adds with the default configuration; text sections get empty words", () => {
    const s = three();
    expect(s.map((x) => [x.id, x.type, x.title])).toEqual([
      ["a", "chart", "New Chart"],
      ["b", "table", "New Table"],
      ["c", "text", "New Text"],
    ]);
    expect(s[0].config).toEqual(DEFAULT_BUILDER_CONFIG);
    expect(s[2].text).toBe("");
    expect(s[0].text).toBeUndefined();
  });
  it("moves up and down, disabled at the ends, and deletes", () => {
    const s = three();
    expect(canMoveBuilderSection(s, 0, "up")).toBe(false);
    expect(canMoveBuilderSection(s, 2, "down")).toBe(false);
    expect(canMoveBuilderSection(s, 1, "up")).toBe(true);
    expect(moveBuilderSection(s, 0, "up").map((x) => x.id)).toEqual(["a", "b", "c"]);
    expect(moveBuilderSection(s, 0, "down").map((x) => x.id)).toEqual(["b", "a", "c"]);
    expect(moveBuilderSection(s, 2, "up").map((x) => x.id)).toEqual(["a", "c", "b"]);
    expect(removeBuilderSection(s, "b").map((x) => x.id)).toEqual(["a", "c"]);
  });
  it("retitles and reconfigures one section only", () => {
    const s = updateBuilderSection(three(), "a", { title: "Completions", config: { dataSource: "ocean_scores" } });
    expect(s[0]).toMatchObject({ title: "Completions", config: { ...DEFAULT_BUILDER_CONFIG, dataSource: "ocean_scores" } });
    expect(s[1]).toEqual(three()[1]);
  });
});

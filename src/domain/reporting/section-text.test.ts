import { describe, expect, it } from "vitest";
import { htmlToText, sectionsInOrder, sectionText } from "./section-text.ts";
import { formatChange, formatFigure, metricLabel, NO_FIGURE, trendOf } from "./section-format.ts";

describe("section text", () => {
  it("turns the editor's HTML into paragraphs and bullets, dropping every tag and script", () => {
    expect(htmlToText("<p>One &amp; <strong>two</strong></p><ul><li>a</li><li>b</li></ul><script>alert(1)</script><p>x&lt;y&#33;&#x3f;</p>")).toBe("One & two\n• a\n• b\nx<y!?");
    expect(htmlToText("line<br>next<br/>last")).toBe("line\nnext\nlast");
    expect(htmlToText("&#xD800;&#0;&bogus;")).toBe("&bogus;");
    expect(sectionText({ content: "<p>a</p>", format: "html" })).toBe("a");
    expect(sectionText({ content: "<p>a</p>" })).toBe("<p>a</p>");
    expect(sectionText({})).toBe("");
  });

  it("orders sections by order_index, then id", () => {
    const s = { b: { id: "b", order_index: 1 }, a: { id: "a", order_index: 1 }, c: { id: "c", order_index: 0 } };
    expect(sectionsInOrder(s).map((x) => x.id)).toEqual(["c", "a", "b"]);
  });
});

describe("section figures", () => {
  it("formats values by format, changes with a sign, and withheld figures as a dash", () => {
    expect(formatFigure(1234)).toBe("1,234");
    expect(formatFigure(72.456, "percentage")).toBe("72.5%");
    expect(formatFigure(3.04, "minutes")).toBe("3 min");
    expect(formatFigure(1.236)).toBe("1.24");
    expect(formatFigure(null)).toBe(NO_FIGURE);
    expect(formatFigure(Number.NaN)).toBe(NO_FIGURE);
    expect([4.24, -3, 0, 0.04, null].map(formatChange)).toEqual(["+4.2%", "−3%", "0%", "0%", NO_FIGURE]);
    expect([1, -1, 0, null].map(trendOf)).toEqual(["up", "down", "flat", "flat"]);
    expect(metricLabel("total_users")).toBe("Total users");
    expect(metricLabel("avgReadTime")).toBe("Avg read time");
  });
});

import { describe, expect, it } from "vitest";
import { htmlToText, sectionsInOrder, sectionText } from "./section-text.ts";
import { metricLabel, trendOf } from "./section-format.ts";

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
  it("reads the direction of a change, and a stored key as words", () => {
    expect([1, -1, 0, null].map(trendOf)).toEqual(["up", "down", "flat", "flat"]);
    expect(metricLabel("total_users")).toBe("Total users");
    expect(metricLabel("avgReadTime")).toBe("Avg read time");
  });
});

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { TInsights } from "../../../../contracts/analytics.ts";
import { setDisplayPreferences } from "../../../lib/display-preferences.ts";
import { engagementRows, predictiveRows, qualityRows } from "../data/month-rows.ts";
import { EngagementPanel, PredictivePanel, QualityPanel } from "./MonthsPanels.tsx";
import { PREDICTIVE } from "./analytics-fixtures.test-support.ts";

const months: TInsights["months"] = [
  { month: "2026-08", started: 2, completed: 2, quality: null, avgScore: null },
  { month: "2026-09", started: 40, completed: 38, quality: 93.2523616734143, avgScore: 51.23456 },
];
const range = { start: "2026-08-30", end: "2026-09-30" };
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");
const predictive = PREDICTIVE;
/** A calendar month written as YYYY-MM. */
const ISO_MONTH = /\b\d{4}-\d{2}\b/;

afterEach(() => setDisplayPreferences(null));

describe("month charts say where the range cuts a month", () => {
  it("User Engagement names the cut first month", () => {
    const html = text(renderToString(createElement(EngagementPanel, { months, range, state: {} })));
    expect(html).toContain("August 2026: from Aug 30, 2026 only");
    expect(html).not.toContain("September 2026: to");
    expect(html).not.toMatch(ISO_MONTH);
  });
  it("Assessment quality says what the minimum applies to and shows no unrounded number", () => {
    const html = text(renderToString(createElement(QualityPanel, { months, benchmark: { value: 94.3452 }, range, minGroupSize: 5, state: {} })));
    expect(html).toContain("whole blocks of 5 completed responses");
    expect(html).toContain("August 2026: from Aug 30, 2026 only");
    expect(html).toContain("No quality shown for August 2026:");
    expect(html).not.toMatch(/\d\.\d{3,}/);
  });
});

describe("the month under way on the predictive chart", () => {
  it("shows the completions so far and a projection not below them, the month named as projected", () => {
    const html = text(renderToString(createElement(PredictivePanel, { predictive, accuracy: null, state: {} })));
    expect(html).toContain("November 2026 is under way: 41 completed so far");
    expect(html).toContain("about 41 projected by its end");
    expect(predictiveRows(predictive).map((r) => r.month)).toEqual(["Oct 2026", "Nov 2026 (so far + projected)", "Dec 2026 (projected)"]);
  });
});

describe("the month charts in the reader's language (German), whatever the reader's time zone", () => {
  const march = [
    { month: "2026-03", started: 12, completed: 10, quality: null, avgScore: null },
    { month: "2026-04", started: 40, completed: 38, quality: 93.25, avgScore: 51.2 },
  ];
  for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
    it(`names each month on the axes and in the notes in words, never YYYY-MM (${timeZone})`, () => {
      setDisplayPreferences({ locale: "de", timeZone });
      // the category each bar and point is drawn at (the x axis)
      expect(engagementRows(march).map((r) => r.month)).toEqual(["März 2026", "Apr. 2026"]);
      expect(qualityRows(march).map((r) => r.month)).toEqual(["März 2026", "Apr. 2026"]);
      expect(predictiveRows(predictive).map((r) => r.month)).toEqual(["Okt. 2026", "Nov. 2026 (so far + projected)", "Dez. 2026 (projected)"]);

      const range = { start: "2026-03-02", end: "2026-04-30" };
      const engagement = text(renderToString(createElement(EngagementPanel, { months: march, range, state: {} })));
      expect(engagement).toContain("März 2026: from 02.03.2026 only");
      const quality = text(renderToString(createElement(QualityPanel, { months: march, benchmark: { value: 94.3 }, range, minGroupSize: 5, state: {} })));
      expect(quality).toContain("No quality shown for März 2026:");
      const soFar = text(renderToString(createElement(PredictivePanel, { predictive, accuracy: null, state: {} })));
      expect(soFar).toContain("November 2026 is under way");
      for (const html of [engagement, quality, soFar]) expect(html).not.toMatch(ISO_MONTH);
    });
  }
});

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TInsights } from "../../../../contracts/analytics.ts";
import { EngagementPanel, PredictivePanel, QualityPanel } from "./MonthsPanels.tsx";

const months: TInsights["months"] = [
  { month: "2026-08", started: 2, completed: 2, quality: null, avgScore: null },
  { month: "2026-09", started: 40, completed: 38, quality: 93.2523616734143, avgScore: 51.23456 },
];
const range = { start: "2026-08-30", end: "2026-09-30" };
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");

describe("month charts say where the range cuts a month", () => {
  it("User Engagement names the cut first month", () => {
    const html = text(renderToString(createElement(EngagementPanel, { months, range, state: {} })));
    expect(html).toContain("2026-08: from 2026-08-30 only");
    expect(html).not.toContain("2026-09: to");
  });
  it("Assessment quality says what the minimum applies to and shows no unrounded number", () => {
    const html = text(renderToString(createElement(QualityPanel, { months, benchmark: { value: 94.3452 }, range, minGroupSize: 5, state: {} })));
    expect(html).toContain("whole blocks of 5 completed responses");
    expect(html).toContain("2026-08: from 2026-08-30 only");
    expect(html).not.toMatch(/\d\.\d{3,}/);
  });
});

describe("the month under way on the predictive chart", () => {
  it("shows the completions so far and a projection not below them, the month named as projected", () => {
    const predictive = {
      history: [{ month: "2026-10", completed: 38 }],
      projection: [
        { month: "2026-11", value: 41, low: 41, high: 55, actualSoFar: 41 },
        { month: "2026-12", value: 42, low: 30, high: 54, actualSoFar: null },
      ],
      months: 6,
      available: 6,
      minimum: 6,
      forecasts: 0,
      method: { code: "least_squares", months: 6, ahead: 3 },
    } as TInsights["predictive"];
    const html = text(renderToString(createElement(PredictivePanel, { predictive, accuracy: null, state: {} })));
    expect(html).toContain("41 completed so far");
    expect(html).toContain("about 41 projected by its end");
  });
});

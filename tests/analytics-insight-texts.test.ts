/**
 * The analytics insights are worded from the same codes by the web app's analytics `insights.kinds` (the
 * dashboards), its `analytics-insights` namespace (the report viewer) and the server's analytics `insights`
 * (a generated report's PDF and HTML export): one shared text, complete for every code.
 */
import { describe, expect, it } from "vitest";
import { INSIGHT_KINDS } from "../src/domain/analytics/insights.ts";
import { en } from "../src/server/locales/en/index.ts";
import analytics from "../src/web/locales/en/analytics.ts";
import reportInsights from "../src/web/locales/en/analytics-insights.ts";

describe("the analytics insights' words", () => {
  it("the dashboards and the reports say the same, for every insight code", () => {
    expect(analytics.insights.kinds).toBe(en.analytics.insights);
    expect(reportInsights).toBe(en.analytics.insights);
    for (const kind of INSIGHT_KINDS) {
      const server = en.analytics.insights[kind] as Record<string, string>;
      const web = analytics.insights.kinds[kind] as Record<string, string>;
      expect(Object.keys(web).sort(), kind).toEqual(Object.keys(server).sort());
      for (const key of Object.keys(server)) expect(web[key], `${kind}.${key}`).toBe(server[key]);
    }
  });
});

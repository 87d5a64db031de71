/**
 * The analytics answers codes (insights, balances, groups, notes, sources, projection methods, a null
 * department): every code has its words in the analytics catalog, and the pages write the English they wrote
 * when the server sent sentences.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { TEAM_BALANCES, ZAdverseImpact, type TInsights } from "../../../../contracts/analytics.ts";
import { IMPACT_GROUPS } from "../../../../domain/analytics/adverse-impact.ts";
import { INSIGHT_KINDS } from "../../../../domain/analytics/insights.ts";
import { ALPHA_SOURCES } from "../../../../domain/analytics/published-alphas.ts";
import analytics from "../../../locales/en/analytics.ts";
import { AdverseImpactTables } from "./AdverseImpactPanel.tsx";
import { DepartmentHeatmapPanel } from "./DepartmentHeatmapPanel.tsx";
import { InsightList } from "./InsightList.tsx";
import { PredictivePanel } from "./MonthsPanels.tsx";
import { StatisticsPanel } from "./StatisticsPanel.tsx";
import { insightText } from "../data/insight-text.ts";
import { analyticsT } from "../i18n.ts";
import { setDisplayPreferences } from "../../../lib/display-preferences.ts";
import { DEPARTMENTS, HIDDEN_IMPACT, INSIGHTS } from "./analytics-fixtures.test-support.ts";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("every code the analytics answers has its words", () => {
  it("insights, team balances, impact groups, notes, disclaimers, alpha sources and projection methods", () => {
    for (const kind of INSIGHT_KINDS) expect(analytics.insights.kinds[kind].title, kind).toBeTruthy();
    for (const b of TEAM_BALANCES) expect(analytics.team.balance[b], b).toBeTruthy();
    for (const g of IMPACT_GROUPS) expect(analytics.adverse.groups[g], g).toBeTruthy();
    const shape = ZAdverseImpact.shape;
    for (const note of shape.comparisons.element.shape.note.options) expect(analytics.adverse.notes[note], note).toBeTruthy();
    expect(analytics.adverse.disclaimers[shape.disclaimer.value]).toBeTruthy();
    for (const s of ALPHA_SOURCES) expect(analytics.statistics.sources[s], s).toBeTruthy();
    for (const m of ["least_squares", "too_few_months"] as const) expect(analytics.predictive.method[m], m).toBeTruthy();
  });
});

describe("the pages write the English the server used to send", () => {
  it("insights, with the members with no department named", () => {
    expect(INSIGHTS.map(insightText)).toEqual([
      {
        title: "Openness in Sales",
        description:
          "Openness in Sales is 0.4 SD below the organization mean, n = 12, p = .012 (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).",
      },
      {
        title: "Neuroticism in No department",
        description:
          "Neuroticism in No department is 0.5 SD above the organization mean, n = 7, p < .001 (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).",
      },
      {
        title: "Low internal consistency: Agreeableness",
        description: "Cronbach's alpha for Agreeableness is 0.64 (n = 40), below the conventional .70: read differences on this scale with care.",
      },
      { title: "Response quality", description: "12% of responses have a quality flag (rushed, long runs of identical answers or inconsistent halves), n = 52." },
      {
        title: "Completions projected for December 2026",
        description: "About 41 completions are projected for December 2026 (95% prediction interval 0–56), from a straight line through the last 6 full months.",
      },
      {
        title: "Completions in November 2026: so far and projected",
        description:
          "38 completed in November 2026 so far (to Nov 20, 2026); about 41 projected by the end of the month (95% prediction interval 38–56, never below the completions already made), from a straight line through the last 6 full months.",
      },
    ]);
    const html = text(renderToString(createElement(InsightList, { insights: INSIGHTS })));
    expect(html).toContain("Neuroticism in No department");
    expect(html).toContain("flaggedShare");
  });

  it("the department heatmap names the members with no department", () => {
    const html = text(renderToString(createElement(DepartmentHeatmapPanel, { departments: DEPARTMENTS, state: {} })));
    expect(html).toContain("No department (n = 8)");
    expect(html).toContain("HR (not enough responses)");
  });

  it("adverse impact of a small organization: groups, notes and withheld figures in words", () => {
    const html = text(renderToString(createElement(AdverseImpactTables, { result: HIDDEN_IMPACT })));
    for (const words of ["Women", "Men", "Under 40", "40 and over", "Sex as the respondent gave it; people without it are left out."]) expect(html).toContain(words);
    expect(html).toContain("Age groups under 40 and 40 or over (the US Age Discrimination in Employment Act protects 40 and over)");
    expect(html.match(/Not enough responses/g)?.length).toBe(4 * 5);
    expect(analyticsT(`adverse.disclaimers.${HIDDEN_IMPACT.disclaimer}`)).toMatch(/^A screening aid, not a legal finding: .*29 CFR 1607\.4\(D\)/);
  });

  it("the published alpha's source and the projection method", () => {
    const statistics = {
      available: true,
      basis: { code: "alpha", typeId: "individual", n: 50, mostResponses: true },
      n: 50,
      alphas: [
        {
          scale: "neuroticism",
          kind: "domain",
          trait: "neuroticism",
          items: 24,
          n: 50,
          alpha: 0.8,
          ci: [0.7, 0.9],
          published: null,
          publishedMean: 0.84,
          publishedSource: "johnson2014DomainMean",
        },
        {
          scale: "anxiety",
          kind: "facet",
          trait: "neuroticism",
          items: 4,
          n: 50,
          alpha: 0.7,
          ci: [0.6, 0.8],
          published: 0.71,
          publishedMean: null,
          publishedSource: "ipipEugeneSpringfield",
        },
      ],
      correlations: null,
      correlationN: 0,
      correlationForm: null,
    } as TInsights["statistics"];
    const html = renderToString(createElement(StatisticsPanel, { statistics, state: {} })).replace(/&#x27;/g, "'");
    expect(html).toContain('title="Not published per domain; mean .84 across the five domains (Johnson (2014), Journal of Research in Personality 51, 78-89)"');
    expect(html).toContain('title="IPIP-NEO-120, Eugene-Springfield sample (ipip.ori.org)"');
    expect(analyticsT("predictive.method.least_squares", { months: 6, ahead: 3 })).toBe(
      "Least-squares line through the last 6 full months' completions (months from the organization's first completion only), projected 3 months with a 95% prediction interval.",
    );
    expect(analyticsT("predictive.method.too_few_months", { minimum: 6, available: 2 })).toBe(
      "A projection needs at least 6 full months of completions, counted from the organization's first completion; this organization has 2.",
    );
    // the panel still renders with a method code
    const predictive = {
      history: [],
      projection: [],
      months: 0,
      available: 2,
      minimum: 6,
      forecasts: 0,
      method: { code: "too_few_months", minimum: 6, available: 2 },
    } as TInsights["predictive"];
    expect(text(renderToString(createElement(PredictivePanel, { predictive, accuracy: null, state: {} })))).toContain("this organization has 2");
  });
});

describe("an insight's month and day in the reader's language", () => {
  afterEach(() => setDisplayPreferences(null));

  it("are written by Intl in the reader's language, as calendar days whatever the reader's time zone", () => {
    const [projection, inProgress] = INSIGHTS.filter((i) => i.kind === "projection" || i.kind === "projectionInProgress");
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      setDisplayPreferences({ locale: "de", timeZone });
      expect(insightText(projection).title).toContain("Dezember 2026");
      expect(insightText(inProgress).description).toContain("November 2026");
      expect(insightText(inProgress).description).toContain(new Date(Date.UTC(2026, 10, 20)).toLocaleDateString("de", { dateStyle: "medium", timeZone: "UTC" }));
      expect(insightText(inProgress).description).not.toMatch(/2026-1\d/);
    }
  });
});

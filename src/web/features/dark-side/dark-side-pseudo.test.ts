/**
 * The dark-side dashboard in the pseudo-locale: every sentence of the analysis (development content, stress patterns,
 * compensatory behaviours, insights, how each figure was made) comes from the catalogs by the codes the server sends,
 * so no plain English is left on it (inside the catalog's brackets either: an interpolated English word would be
 * caught there). The statements the person endorsed are the instrument's own words and are taken out.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { analyseDarkSide } from "../../../domain/psychometrics/dark-side-analysis.ts";
import { planned, withFacets } from "../../../domain/psychometrics/dark-side.fixture.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { showPseudoLocale } from "../../lib/pseudo-locale.ts";
import { Basis } from "./DarkSidePage.tsx";
import { InterventionsPanel } from "./InterventionsPanel.tsx";
import { OverviewPanel } from "./OverviewPanel.tsx";
import { StressPanel } from "./StressPanel.tsx";
import { TraitsPanel } from "./TraitsPanel.tsx";
import { textOf } from "../../lib/html-text.test-support.ts";

/** An organizational result with every part of the analysis present: elevated derailers, high stress, regulation, a 360. */
function fullReport(): TDarkSideReport {
  const score = withFacets(planned("organizational", { derailer: { narcissism: 5, perfectionism: 4, micromanagement: (i) => (i % 2 ? 3 : 4) }, rest: 2 }), {
    anxiety: { percentile: 90 },
    vulnerability: { percentile: 88 },
    selfConsciousness: { percentile: 80 },
  });
  const observed = { modesty: { self: 80, others: 55 }, angryHostility: { self: 30, others: 45 }, compliance: { self: 60, others: 62 } };
  const r = analyseDarkSide(score, observed);
  if (!r) throw new Error("expected an analysis");
  return {
    assessment: { id: "a1", responseId: "r1", typeId: "organizational", title: "Riley Chen", completedAt: "2026-11-20T10:00:00.000Z", user: { id: "u1", name: "Riley Chen" } },
    darkSideAnalysis: r.darkSideAnalysis,
    insights: r.insights,
    basis: r.basis,
    recordedActions: [],
  };
}

const render = (element: ReactElement) =>
  renderToString(createElement(MemoryRouter, null, createElement(QueryClientProvider, { client: new QueryClient() }, createElement(ToastProvider, null, element))));

/** Plain English words left on a panel once the endorsed statements (the instrument's words) are taken out. */
function englishIn(html: string, report: TDarkSideReport): string[] {
  let text = textOf(html);
  const quoted = Object.values(report.darkSideAnalysis.darkSideRisk.traitRisks).flatMap((t) => t.primaryConcerns);
  for (const q of quoted) text = text.split(q).join(" ");
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

describe("the dark-side dashboard in the pseudo-locale", () => {
  const report = fullReport();
  const a = report.darkSideAnalysis;
  beforeAll(() => showPseudoLocale());

  it("has every part of the analysis to show", () => {
    expect(a.darkSideRisk.compensatoryBehaviors.length).toBeGreaterThan(0);
    expect(a.stressResponse.maladaptivePatterns.some((p) => p.kind === "facet")).toBe(true);
    expect(a.interventionRecommendations.immediateActions.length).toBeGreaterThan(1);
    expect(a.interventionRecommendations.developmentGoals.length).toBeGreaterThan(1);
    expect(report.insights.map((i) => i.code).sort()).toEqual(["overallRisk", "selfOther", "stress", "topDerailer"]);
    expect(Object.values(a.darkSideRisk.traitRisks).some((t) => t.impactAreas.length > 0)).toBe(true);
    expect(report.basis.adaptiveCapacity?.parts.map((p) => p.part)).toContain("emotionalStability");
  });

  it.each([
    ["overview", OverviewPanel],
    ["traits", TraitsPanel],
    ["stress", StressPanel],
    ["interventions", InterventionsPanel],
    ["basis", Basis],
  ] as const)("the %s shows no plain English", (_, Panel) => {
    const html = render(createElement(Panel, { report }));
    expect(textOf(html)).toContain("⟦");
    expect(englishIn(html, report)).toEqual([]);
  });
});

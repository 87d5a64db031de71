/** A results page's answer for the results words tests: a real scored result (notes, EQ quadrants, norm group) as the API sends it. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { TResults } from "../../../contracts/assessments.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { ResultsView } from "./ResultsView.tsx";

/** The API's results of one scored response (a shared link's: read-only, nothing else allowed). */
export function resultsOf(score: ScoreResult): TResults {
  return {
    response: {
      id: "r1",
      assessmentId: "",
      typeId: "organizational",
      title: "Riley Chen",
      completedAt: "2026-11-20T10:00:00.000Z",
      user: { id: "u1", name: "Riley Chen", email: "" },
    },
    score,
    policies: { read: true, share: false, report: false },
  };
}

/** The results page of a result as the server renders it, on one tab. */
export function renderResults(score: ScoreResult, tab: string): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [`/results?tab=${tab}`] },
      createElement(ToastProvider, null, createElement(ResultsView, { results: resultsOf(score), readOnly: true })),
    ),
  );
}

export { textOf } from "../../lib/html-text.test-support.ts";

/**
 * The analytics insights in words, by the codes src/domain/analytics/insights.ts answers: one English text for the
 * dashboards (the web's analytics namespace, `insights.kinds`) and the generated reports (the server's analytics
 * namespace, `insights`).
 */
export const insightKinds = {
  departmentDifference: {
    title: "{{trait}} in {{department}}",
    below:
      "{{trait}} in {{department}} is {{d}} SD below the organization mean, n = {{n}}, p {{p}} (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).",
    above:
      "{{trait}} in {{department}} is {{d}} SD above the organization mean, n = {{n}}, p {{p}} (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).",
  },
  lowAlpha: {
    title: "Low internal consistency: {{scale}}",
    description: "Cronbach's alpha for {{scale}} is {{alpha}} (n = {{n}}), below the conventional {{threshold}}: read differences on this scale with care.",
  },
  flaggedResponses: {
    title: "Response quality",
    description: "{{percent}}% of responses have a quality flag (rushed, long runs of identical answers or inconsistent halves), n = {{n}}.",
  },
  projection: {
    title: "Completions projected for {{month}}",
    description:
      "About {{value}} completions are projected for {{month}} (95% prediction interval {{low}}–{{high}}), from a straight line through the last {{months}} full months.",
  },
  projectionInProgress: {
    title: "Completions in {{month}}: so far and projected",
    description:
      "{{actual}} completed in {{month}} so far (to {{asOf}}); about {{value}} projected by the end of the month (95% prediction interval {{low}}–{{high}}, never below the completions already made), from a straight line through the last {{months}} full months.",
  },
} as const;

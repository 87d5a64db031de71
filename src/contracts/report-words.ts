/**
 * The words of generated report sections, by code (src/domain/reporting/words.ts): English with {{placeholders}}.
 * The domain stores codes and facts in a report's content; the web viewer (the `report-sections` namespace), the
 * PDF (the server's `pdf` catalog under `sections`) and the HTML export write them from this one table in the
 * reader's language. Plural sentences take i18next's `_one`/`_other` suffixes on `count`. Numbers, periods and
 * lists in the params are written by the reader's edge with Intl; `{{count, number}}` likewise. The names of
 * built-in types and traits and the analytics insights' sentences are other catalogs' (`type.`, `trait.` and
 * `insight.` codes, src/shared/report-words.ts). The builder's section data is worded from here too, by the
 * server for the reader who asks for it.
 */
export const REPORT_WORDS = {
  /** Metric labels (the metrics catalogue, domain/reporting/sections/figures.ts). */
  metrics: {
    total_users: "Total Users",
    active_assessments: "Active Assessments",
    completion_rate: "Completion Rate",
    total_responses: "Total Responses",
    new_users: "New Users",
    active_users: "Active Users",
    assessments_started: "Assessments Started",
    assessments_completed: "Assessments Completed",
    average_score: "Average Score",
  },
  /** What each metric counts. */
  meanings: {
    total_users: "members who had joined by the end of the period",
    active_assessments: "assessments started in the period",
    completion_rate: "assessments completed over those started, in percent",
    total_responses: "responses completed in the period",
    new_users: "members who joined in the period",
    active_users: "members active in the period",
    assessments_started: "assessments started in the period",
    assessments_completed: "assessments completed in the period",
    average_score: "mean of the five trait percentiles, Neuroticism reversed, over whole privacy blocks",
  },
  /** Key-metric and trend keys as words (executive summary, assessment summary). */
  keys: {
    total_users: "Total users",
    active_users: "Active users",
    assessments_started: "Assessments started",
    assessments_completed: "Assessments completed",
    completion_rate: "Completion rate",
    average_score: "Average score",
    assessment_types: "Assessment types",
    active_assessments: "Active assessments",
    total_responses: "Total responses",
    new_users: "New users",
    active_members: "Active members",
  },
  /** Chart series. */
  series: { started: "Started", completed: "Completed", date: "Date" },
  /** Trend events. */
  events: {
    assessments_started: "Assessments started",
    assessments_completed: "Assessments completed",
    active_users: "Active members",
    active_days: "Member activity days",
    new_members: "New members",
  },
  period: { before_one: "the day before", before_other: "the {{count, number}} days before" },
  size: { percent: "{{value}}%", underTenth: "under 0.1%", points: "{{value}} points" },
  compare: {
    noneEither: "none in {{before}} either",
    againstNone: "against none in {{before}}",
    asMany: "as many as in {{before}}",
    more: "{{size}} more than in {{before}} ({{previous}})",
    fewer: "{{size}} fewer than in {{before}} ({{previous}})",
    rateUnchanged: ", unchanged from {{previous}}% before",
    rateUp: ", up from {{previous}}% before",
    rateDown: ", down from {{previous}}% before",
    averageUnchanged: ", unchanged from {{before}}",
    averageAgainst: ", against {{previous}} in {{before}}",
  },
  narrative: {
    noneCompleted: "In {{when}}, no assessments were completed, as in {{before}}.",
    completed_one: "In {{when}}, {{completed}} assessment was completed, {{comparison}}.",
    completed_other: "In {{when}}, {{completed}} assessments were completed, {{comparison}}.",
    noStarts: "No assessments were started, so there is no completion rate.",
    started_one: "{{started}} assessment was started; the completion rate was {{rate}}%{{comparison}}.",
    started_other: "{{started}} assessments were started; the completion rate was {{rate}}%{{comparison}}.",
    startedAlone_one: "{{started}} assessment was started; the completion rate was {{rate}}%.",
    startedAlone_other: "{{started}} assessments were started; the completion rate was {{rate}}%.",
    active_one: "{{active}} of {{members}} member was active, {{comparison}}; {{joined}}.",
    active_other: "{{active}} of {{members}} members were active, {{comparison}}; {{joined}}.",
    noneJoined: "no new members joined",
    joined_one: "{{joined}} new member joined",
    joined_other: "{{joined}} new members joined",
    noAverage: "No average score is shown: a trait had fewer than {{minGroupSize}} responses (the organization's minimum group size) in whole privacy blocks inside the period.",
    average: "The average score was {{score}} (the mean of the five trait percentiles, Neuroticism reversed){{comparison}}.",
    averageAlone: "The average score was {{score}} (the mean of the five trait percentiles, Neuroticism reversed).",
    ruleWritten: "Written by rules from the figures of this section.",
  },
  highlight: {
    noneBefore: "{{metric}}: {{value}}, none before",
    unchanged: "{{metric}} unchanged",
    up: "{{metric}} up {{size}}",
    down: "{{metric}} down {{size}}",
    description: "{{current}} in {{when}} against {{previous}} in {{before}} ({{meaning}}).",
    descriptionPercent: "{{current}}% in {{when}} against {{previous}}% in {{before}} ({{meaning}}).",
  },
  trend: {
    fromNone: "{{event}}: {{current}} in {{when}}, against none in {{before}}.",
    held: "{{event}} held at {{current}} in {{when}}, as in {{before}}.",
    rose: "{{event}} rose {{size}} in {{when}}, from {{previous}} in {{before}} to {{current}}.",
    fell: "{{event}} fell {{size}} in {{when}}, from {{previous}} in {{before}} to {{current}}.",
    rateHeld: "The completion rate held at {{rate}}% in {{when}}, as in {{before}}.",
    rateRose: "The completion rate rose {{points}} points in {{when}}, from {{previous}}% in {{before}} to {{rate}}%.",
    rateFell: "The completion rate fell {{points}} points in {{when}}, from {{previous}}% in {{before}} to {{rate}}%.",
  },
  insights: {
    lowCompletionRate: {
      title: "Low completion rate",
      description: "{{rate}}% of the {{started}} assessments started in {{when}} were completed ({{completed}}), under {{threshold}}%.",
      remind: "Remind the members whose assessments are unfinished.",
      length: "Check whether the length or timing of the assessments puts people off.",
    },
    completionDrop: {
      title: "Completions fell",
      description:
        "{{completed}} assessments were completed in {{when}}, {{fall}}% fewer than the {{previous}} of the {{days}} days before (the rule fires at a fall of {{threshold}}% or more).",
      assignments: "Look for assignments that ended or reminders that stopped in the period.",
      managers: "Ask the managers of the quieter departments what changed.",
    },
    flaggedResponses: {
      title: "Response quality",
      description:
        "{{share}}% of {{responses}} responses in whole privacy blocks of {{when}} carry a quality flag (rushed, long runs of identical answers or inconsistent halves), above {{threshold}}%.",
      time: "Remind respondents to take their time; results of rushed responses are less dependable.",
      care: "Read the flagged responses' results with care.",
    },
    lowActivity: {
      title: "Few active members",
      description: "{{active}} of {{members}} members were active in the 30 days to {{asOf}}, under {{threshold}}.",
      invite: "Invite the members who have not signed in recently.",
      assign: "Assign an assessment to the teams that have none open.",
    },
    withheldDepartments: {
      title: "Departments below the minimum group size",
      description_one: "{{departments}} department has fewer than {{threshold}} responses in whole privacy blocks of {{when}} ({{names}}): their score figures are withheld.",
      description_other: "{{departments}} departments have fewer than {{threshold}} responses in whole privacy blocks of {{when}} ({{names}}): their score figures are withheld.",
      collect: "Collect more responses in these departments before reading their averages.",
    },
    groupDifference: "Discuss the difference with the department's lead before acting on it: it describes the group, not any one person.",
    reliability: "Read differences on this scale with care.",
    qualityTime: "Remind respondents to take their time.",
    qualityCare: "Read the flagged responses' results with care.",
  },
  recommendations: {
    followUp: {
      title: "Follow up on unfinished assessments",
      description:
        "The completion rate in {{when}} was {{rate}}%, under {{threshold}}%: {{completed}} completed of {{started}} started. Remind the members whose assessments are open, and check whether their length or timing gets in the way.",
      descriptionUnfinished:
        "The completion rate in {{when}} was {{rate}}%, under {{threshold}}%: {{completed}} completed of {{started}} started ({{unfinished}} more started than completed). Remind the members whose assessments are open, and check whether their length or timing gets in the way.",
    },
    completionsFell: {
      title: "Find out why completions fell",
      description:
        "{{completed}} assessments were completed in {{when}}, {{size}} fewer than the {{previous}} of {{before}}. Check for assignments that ended or reminders that stopped, and ask the quieter teams' managers.",
    },
    bringBack: {
      title: "Bring members back",
      description:
        "Only {{active}} of {{members}} members were active in {{when}} (under {{threshold}}). Invite the members who have not signed in and assign assessments to teams with none open.",
    },
    quality: {
      title: "Review response quality",
      description:
        "{{share}}% of {{responses}} responses carry a quality flag (rushed, long runs of identical answers or inconsistent halves), above {{threshold}}%. Remind respondents to take their time and read flagged results with care.",
    },
    smallTypes: {
      title: "Collect more responses before comparing assessment types",
      description: "{{types}} had fewer than {{minGroupSize}} completions in {{when}}, the organization's minimum group size: their averages are withheld.",
      type: "{{name}} ({{completed}})",
    },
    smallDepartments: {
      title: "Collect more responses in small departments",
      description_one: "{{departments}} has fewer than {{minGroupSize}} responses in whole privacy blocks of {{when}}: their score figures are withheld until more arrive.",
      description_other: "{{departments}} have fewer than {{minGroupSize}} responses in whole privacy blocks of {{when}}: their score figures are withheld until more arrive.",
    },
  },
  alerts: {
    metrics: { completion_rate: "Completion rate", user_activity: "User activity" },
    title: "{{metric}} below {{min}}",
    description: "{{metric}} is {{value}}, under the threshold of {{min}}.",
  },
  /** Table headers (assessment summary, user activity). */
  headers: {
    assessmentType: "Assessment type",
    started: "Started",
    completed: "Completed",
    completionRate: "Completion rate (%)",
    averageMinutes: "Average minutes",
    user_name: "User",
    email: "Email",
    department: "Department",
    role: "Role",
    last_activity: "Last Activity",
    active_days: "Active Days",
    assessments_completed: "Assessments Completed",
  },
  cells: { noDepartment: "No department" },
  sorts: { last_activity: "last activity", assessments_completed: "assessments completed", active_days: "active days", user_name: "user name" },
  notes: {
    minutesWithheld: "Average minutes withheld for {{types}}: fewer than {{minGroupSize}} completions in the period (the organization's minimum group size).",
    unknownMetrics: "Not a metric this section knows, left out: {{keys}}.",
    unknownColumns: "Not a column this section knows, left out: {{keys}}.",
    shownOf: "{{shown}} of {{active}} active members shown.",
    noGenerator: 'No generator for sections of type "{{type}}".',
  },
  basis: {
    figures:
      "Figures for {{when}} (UTC days), compared with {{previous}}: assessments started and completed from the analytics rollups the executive dashboard reads; members from the member tally less those who joined after the period; active members from their active days. Score figures cover whole privacy blocks of at least {{minGroupSize}} responses (the organization's minimum group size).",
    executive:
      "Trends are percent changes against the previous period (null when its value is 0 or withheld). The narrative and highlights are written by rules from these figures.",
    metrics:
      "Active Assessments are the assessments started in the period; Total Responses the responses completed in it. The chart is the executive dashboard's daily starts and completions.",
    trends: "Insights are written by rules from the changes: 25% or more is high significance, 10% medium, less low; under 10 events in both periods is low.",
    insights:
      "The analytics alert and insight rules (the executive and insights dashboards) over {{when}}; the activity rule reads the 30 days to {{asOf}}. Score figures cover whole privacy blocks of at least {{minGroupSize}} responses (the organization's minimum group size). The completions projection is left out: it looks forward from today.",
    alerts:
      "Thresholds from the section's configuration: completion_rate is assessments completed over started in percent (none with no starts), user_activity the members active in the period.",
    userActivity:
      "Members active in {{when}} (UTC days), sorted by {{sort}} (most first), at most {{limit}}. Activity is a member's active days as the analytics records them: signing in, saving an answer, starting or completing an assessment; Last Activity is the last such day in the period and Assessments Completed the completions in it. A list of the organization's own members, not an aggregate, so the minimum group size ({{minGroupSize}}) does not apply.",
    userActivityByName:
      "Members active in {{when}} (UTC days), sorted by {{sort}}, at most {{limit}}. Activity is a member's active days as the analytics records them: signing in, saving an answer, starting or completing an assessment; Last Activity is the last such day in the period and Assessments Completed the completions in it. A list of the organization's own members, not an aggregate, so the minimum group size ({{minGroupSize}}) does not apply.",
    assessmentSummary:
      "Per assessment type, as the executive dashboard's assessment performance; mean minutes from the assessment timer, withheld for types with fewer completions than the minimum group size.",
    recommendations:
      "Written by rules from the figures and the analytics alerts: completion rate under 70% (high), completions down 25% or more (high), fewer than 10 active members (medium), flagged responses (medium), groups under the minimum size (low).",
  },
  /**
   * The Reporting Center builder's section data (server/modules/reports/center-data.ts): series, headline, table
   * columns, how the figures were made (`basis`, by data source) and why some are missing (`withheld`).
   */
  builder: {
    series: {
      started: "Started",
      completed: "Completed",
      active: "Active members",
      joined: "New members",
      completion_rate: "Completion rate (%)",
      avg_minutes: "Average minutes",
      mean_percentile: "Mean percentile",
    },
    metrics: {
      completion_rate: "Completion rate",
      active_people: "Active members",
      top_trait: "Highest trait mean: {{trait}}",
      top_trait_none: "Highest trait mean",
    },
    columns: {
      date: "Date",
      type: "Assessment type",
      trait: "Trait",
      started: "Started",
      completed: "Completed",
      completion_rate: "Completion rate (%)",
      active: "Active members",
      joined: "New members",
      avg_minutes: "Average minutes",
      n: "Responses",
      mean_percentile: "Mean percentile",
      sd_percentile: "SD",
    },
    details: {
      completed: "{{completed}} of {{started}} started assessments completed",
      active: "{{active}} of {{members}} members active in {{when}}",
      types_one: "{{count, number}} assessment type with starts or completions",
      types_other: "{{count, number}} assessment types with starts or completions",
      responses_one: "{{count, number}} completed response in whole privacy blocks",
      responses_other: "{{count, number}} completed responses in whole privacy blocks",
    },
    basis: {
      assessment_results:
        "Assessments started and completed per day (UTC) in {{when}}, from the analytics rollups; the completion rate is completed over started (at most 100%). The table lists the days with any.",
      user_analytics:
        "Members active on each day (UTC) and current members who joined that day, in {{when}}; the headline counts each member once over the range. The table lists the days with any.",
      performance_metrics:
        "Each assessment type with starts or completions in {{when}}: completed over started (at most 100%) and the mean completion time in minutes, from the analytics rollups.",
      ocean_scores:
        "Mean percentile per trait (Johnson's IPIP-NEO norms) of the completed responses in {{when}} that lie in whole privacy blocks of at least {{minGroupSize}} responses ({{heldBack}} held back).",
    },
    withheld: {
      ocean_one:
        "Trait means are shown only over at least {{minGroupSize}} responses (the organization's minimum group size); {{count, number}} response lies in whole privacy blocks inside this range.",
      ocean_other:
        "Trait means are shown only over at least {{minGroupSize}} responses (the organization's minimum group size); {{count, number}} responses lie in whole privacy blocks inside this range.",
    },
  },
} as const;

/** The English template of a code (the plural `_other` form for a plural code); undefined for an unknown code. */
export function reportWordTemplate(code: string): string | undefined {
  const node = code.split(".").reduce<unknown>((n, k) => (n && typeof n === "object" ? (n as Record<string, unknown>)[k] : undefined), REPORT_WORDS);
  if (typeof node === "string") return node;
  const other = reportWordTemplate(`${code}_other`);
  return other;
}

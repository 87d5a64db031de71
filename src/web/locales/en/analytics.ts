/** The analytics dashboards: OCEAN, analytics, executive, business intelligence, team composition and adverse impact. */
export default {
  frame: {
    simulated: "Demo organization — simulated respondents",
    noAccessTitle: "Analytics are for admins, managers and analysts",
    noAccess: "Ask an admin of your organization if you need to see these figures.",
  },
  live: {
    connecting: "Connecting for live updates…",
    live: "Live: figures update as assessments are completed",
    offline: "Not live: use Refresh for the latest figures",
    updated: "· updated {{time}}",
  },
  withheld: {
    notEnough: "Not enough responses",
  },
  format: {
    percent: "{{value}}%",
    dash: "—",
    rank: "#{{rank}}",
  },
  dateRange: {
    label: "Date range",
    presets: {
      last7: "Last 7 days",
      last30: "Last 30 days",
      last90: "Last 90 days",
      thisYear: "This year",
      custom: "Custom range",
    },
    from: "From",
    to: "To",
    apply: "Apply range",
    defaultPreset: "{{preset}} (default)",
    problem: {
      missing: "Choose both dates.",
      order: "The start must not be after the end.",
      tooLong: "Choose a range of at most ten years.",
    },
  },
  filters: {
    title: "Filters",
    active_one: "{{count}} active",
    active_other: "{{count}} active",
    all: "All",
    industry: "Industry (benchmark)",
    assessmentType: "Assessment type",
    department: "Department",
    apply: "Apply",
    clearAll: "Clear all",
    clearAllNote: "Clears these filters; the date range stays.",
    pending_one: "{{count}} change waits for Apply.",
    pending_other: "{{count}} changes wait for Apply.",
  },
  kpi: {
    totalAssessments: "Total Assessments",
    inRange: "Completed {{start}} to {{end}}",
    activeInRange: "Members active {{start}} to {{end}}",
    uniqueParticipants: "Unique Participants",
    engagementRate: "Engagement Rate",
    repeatRate: "Repeat rate {{value}}%",
    industryRank: "Industry Rank",
    completionRate: "Completion Rate",
    activeUsers: "Active Users",
    reliability: "Scoring reliability",
    alpha: "α = {{value}}",
    n: "n = {{n}}",
    reliabilityBasis: "n = {{n}} completed responses, {{start}} to {{end}}",
    dataQuality: "Data quality",
  },
  panels: {
    traitDistribution: "OCEAN Trait Distribution",
    benchmarking: "Industry Benchmarking",
    patterns: "Assessment Patterns",
    durations: "Completion time",
    engagement: "User Engagement",
    statistics: "Statistical Analysis",
    predictive: "Predictive Insights",
    departments: "Department heatmap",
    quality: "Assessment quality",
    kpiTrends: "KPI Performance Trends",
    typePerformance: "Assessment Performance",
    platformUsage: "Platform Usage",
  },
  series: {
    started: "Started",
    completed: "Completed",
    startedCount: "Started (count, right axis)",
    completedCount: "Completed (count, right axis)",
    quality: "Mean quality",
    avgScore: "Average score (mean percentile)",
    projected: "Projected",
    interval: "Projection interval",
  },
  ocean: {
    distributionTitle: "OCEAN distribution",
    comparedWith: "Compared with {{label}}",
    organization: "Your organization",
    viewMode: "View",
    modes: {
      radar: "Radar",
      bar: "Bars",
      progress: "Progress",
    },
    percentile: "{{value}}th percentile",
    clickHint: "Select a bar, or a trait here, to see its percentile histogram:",
    histogramFor: "Percentile histogram of",
    withheldTraits: "Not enough responses for: {{traits}}",
    histogramTitle: "{{trait}}: percentile histogram",
    histogramSubtitle: "Mean {{mean}}th percentile, SD {{sd}}",
    respondents: "Respondents",
    keyInsights: {
      above: "{{trait}} is at the {{value}}th percentile, above {{comparison}} ({{comparisonValue}}); n = {{n}}.",
      below: "{{trait}} is at the {{value}}th percentile, below {{comparison}} ({{comparisonValue}}); n = {{n}}.",
      none: "Every trait is within five percentile points of {{comparison}}.",
    },
  },
  benchmark: {
    difference: "Difference (percentile points)",
  },
  coverage: {
    title: "Responses per trait",
    subtitle: "Completed responses behind each trait's figures",
    responses: "Responses",
    privacyTitle: "Privacy",
    covered: "Responses covered",
    heldBack: "Responses held back",
    minGroupSize: "Minimum group size",
    heldBackNote: "Figures are computed over whole blocks of at least {{min}} responses; responses whose block reaches past the date range are held back until it fills.",
    suppressedTrait: "{{trait}}: fewer than {{min}} responses, so its figures are not shown.",
  },
  insights: {
    title: "Insights",
    subtitle: "Written by fixed rules from the figures, each with the numbers and n behind it.",
    loading: "Loading insights…",
    failed: "Couldn't load the insights",
    none: "No insights for this selection yet.",
    /**
     * The API's insight codes in words (the same English as the server's analytics catalog, which words them
     * for generated reports).
     */
    kinds: {
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
    },
    /** The names of the figures listed under an insight (its numbers). */
    numbers: {
      d: "d",
      p: "p",
      alpha: "alpha",
      flaggedShare: "flaggedShare",
      value: "value",
      low: "low",
      high: "high",
      actualSoFar: "actualSoFar",
    },
  },
  recommendations: {
    title: "Recommendations",
    subtitle: "From the mean percentiles on the distribution page, compared with {{comparison}}.",
    figures: "Mean {{value}}th percentile against {{comparisonValue}} for {{comparison}} (n = {{n}}).",
    kind: {
      develop: "Development area",
      strength: "Strength",
      maintain: "In line",
    },
    advice: {
      openness: {
        strength: "People here lean towards new ideas: give them room to experiment and pair them with finishers to land changes.",
        develop: "People here prefer the familiar: introduce change in small, well-explained steps and invite ideas explicitly.",
        maintain: "Openness is close to the comparison: keep a balance of proven routines and room for new approaches.",
      },
      conscientiousness: {
        strength: "Planning and follow-through are a strength: rely on it for delivery and guard against rigidity.",
        develop: "Planning and follow-through are below the comparison: clear goals, checklists and regular check-ins help.",
        maintain: "Conscientiousness is close to the comparison: keep clear priorities and deadlines.",
      },
      extraversion: {
        strength: "People here draw energy from contact: use them for outreach and collaboration, and protect quiet focus time for others.",
        develop: "People here are more reserved: give written and one-to-one channels, and do not mistake quiet for disengagement.",
        maintain: "Extraversion is close to the comparison: mix collaborative and individual work.",
      },
      agreeableness: {
        strength: "Cooperation comes easily: build on it for teamwork and make room for candid disagreement.",
        develop: "People here are more challenging: set ground rules for debate and make shared goals explicit.",
        maintain: "Agreeableness is close to the comparison: keep both cooperation and healthy challenge.",
      },
      neuroticism: {
        strength: "Stress reactivity is lower than the comparison (its desirable end): people tend to stay calm under pressure.",
        develop: "Stress reactivity is higher than the comparison: watch workload, offer support for handling pressure and keep change predictable.",
        maintain: "Stress reactivity is close to the comparison: keep an eye on workload during busy periods.",
      },
    },
  },
  weekdays: {
    sun: "Sun",
    mon: "Mon",
    tue: "Tue",
    wed: "Wed",
    thu: "Thu",
    fri: "Fri",
    sat: "Sat",
  },
  patterns: {
    gridSubtitle: "Completions by weekday and hour (UTC)",
    cellTitle: "{{weekday}} {{hour}}:00 UTC: {{count}} completions",
    completions: "Completions",
    upTo: "≤ {{min}} min",
    over: "> {{min}} min",
  },
  /** What the organization is compared with and why (the API's comparison basis codes). */
  comparison: {
    normsLabel: "Johnson's norm means (50th percentile)",
    industryLabel: "{{industry}} organizations on Facetwise",
    industries: { Technology: "Technology", Finance: "Finance", Healthcare: "Healthcare", Education: "Education", Retail: "Retail" },
    basis: {
      no_industry: "The organization has no industry set, so it is compared with the norm group's mean (the 50th percentile by definition).",
      too_few_peers_one:
        "A {{industry}} industry average needs at least {{minOrganizations}} other {{industry}} organizations with {{minResponses}} or more completed responses each (there is {{count}}); until then the comparison is the norm group's mean.",
      too_few_peers_other:
        "A {{industry}} industry average needs at least {{minOrganizations}} other {{industry}} organizations with {{minResponses}} or more completed responses each (there are {{count}}); until then the comparison is the norm group's mean.",
      industry_mean: "Equal-weight mean of {{count}} other {{industry}} organizations' mean percentiles (each with at least {{minResponses}} completed responses).",
      rank_among: "Rank by completed assessments per member (all time) among {{count}} {{industry}} organizations.",
    },
  },
  /** What a reliability figure rests on (the API's reliability basis codes). */
  reliability: {
    alpha: "Cronbach's alpha of the {{form}} form's items ({{n}} complete responses), with Feldt's 95% interval.",
    alphaMostResponses: "Cronbach's alpha of the {{form}} form's items ({{n}} complete responses; the form with the most responses in the range), with Feldt's 95% interval.",
    tooFew: "Reliability is shown once at least {{minimum}} complete responses of one form lie in whole privacy blocks inside the range (now {{n}}).",
    /** The built-in forms by type id (a designed form is named by its id). */
    forms: { individual: "Individual", executive: "Executive", organizational: "Organizational", "ipip-neo-120": "IPIP-NEO-120" },
  },
  quality: {
    benchmarkLabel: "The organization's all-time mean response quality",
    benchmark: "{{label}}: {{value}}",
    withheldMonths:
      "No quality shown for {{months}}: a month's quality counts only whole blocks of {{k}} completed responses (the organization's minimum group size) that lie inside the month, and these months have none.",
  },
  rangeCut: {
    from: "{{month}}: from {{from}} only (where the range starts).",
    to: "{{month}}: to {{to}} only (where the range ends).",
    both: "{{month}}: {{from}} to {{to}} only.",
  },
  period: {
    predictive: "Covers every full month since the organization's first completion, not the date range: a projection needs a run of whole months, more than most ranges hold.",
    qualityBenchmark: "The benchmark line is the organization's all-time mean quality, whatever the date range, so every month is measured against the same yardstick.",
    industryRank: "All time, whatever the date range: the other organizations' figures are kept only as all-time totals.",
    activityAlert: "The active-users alert reads the last 30 days, whatever the range: its threshold ({{threshold}} active users) is set for 30 days.",
    members: "The member count is today's, whatever the range: members who left are not kept, so the count on past days cannot be rebuilt. The daily active share divides by it.",
  },
  predictive: {
    accuracy: "One-month-ahead accuracy on past months: {{value}}% (100% minus the mean absolute percentage error of {{forecasts}} past forecasts, each from real months only)",
    basis: "Straight line through the last {{months}} full months of completions, counted from the organization's first completion; 95% prediction interval",
    tooFew: "Projection needs at least {{minimum}} full months of completions; this organization has {{months}}.",
    projectedMonth: "{{month}} (projected)",
    inProgressMonth: "{{month}} (so far + projected)",
    /** How the projection was made, or why there is none (the API's method codes; printed in the chart's exports). */
    method: {
      least_squares:
        "Least-squares line through the last {{months}} full months' completions (months from the organization's first completion only), projected {{ahead}} months with a 95% prediction interval.",
      too_few_months: "A projection needs at least {{minimum}} full months of completions, counted from the organization's first completion; this organization has {{available}}.",
    },
    soFar: "{{month}} is under way: {{actual}} completed so far, about {{value}} projected by its end (never below what has already happened).",
  },
  statistics: {
    correlations: "Intercorrelations of the five domains: {{form}} form, n = {{n}} responses",
    correlationTitle: "{{a}} and {{b}}: r = {{r}}",
    basis: "Rests on n = {{n}} completed responses, {{start}} to {{end}}, of the page's filters",
    alphaCaption: "Cronbach's alpha per domain and facet with its 95% interval and the published alpha",
    scale: "Scale",
    items: "Items",
    alpha: "Alpha",
    ci: "95% interval",
    published: "Published",
    notPerDomain: "Not published per domain; mean {{mean}} across the five domains (Johnson 2014)",
    /** Where a published alpha comes from (the API's source codes). */
    sources: {
      johnson2014DomainMean: "Not published per domain; mean {{mean}} across the five domains (Johnson (2014), Journal of Research in Personality 51, 78-89)",
      ipipEugeneSpringfield: "IPIP-NEO-120, Eugene-Springfield sample (ipip.ori.org)",
    },
  },
  departments: {
    subtitle:
      "Mean percentile per trait; colour: mean item answer against the organization's, in its SDs (blue above, orange below, full at 0.8), the difference the test compares; * p < .05 (Welch's t against the rest of the organization, Holm-adjusted)",
    none: "No departments yet: set members' departments in Users.",
    /** The row of the members with no department (the API's null department). */
    noDepartment: "No department",
    rowLabel: "{{department}} (n = {{n}})",
    rowWithheld: "{{department}} (not enough responses)",
    cellTitle: "{{department}} · {{trait}}: mean percentile {{mean}}; mean item answer {{d}} SD from the organization's, p {{p}}, n = {{n}}",
  },
  executive: {
    dailyActiveShare: "Daily active share (%)",
    avgSessionMinutes: "Avg session (minutes)",
    consentShare: "Consent recorded (%)",
    dailyActive: "Daily active",
    sessionNote:
      "A session is timed from sign-in to its last renewal; a session renews when it is used at least 5 minutes after the previous renewal, so one shorter than 5 minutes counts as 0.",
    consent: "Consent recorded",
    members_one: "{{count}} member",
    members_other: "{{count}} members",
  },
  groups: {
    label: "Group tools",
    team: "Team composition",
    adverse: "Adverse impact",
  },
  team: {
    mode: "Choose the team by",
    modes: {
      department: "Department",
      members: "Members",
    },
    department: "Department",
    choose: "Choose a department",
    show: "Show team",
    title: "Team: {{department}}",
    chosenTitle_one: "Team: {{count}} chosen member",
    chosenTitle_other: "Team: {{count}} chosen members",
    members: {
      search: "Search members",
      searchPlaceholder: "Name, email or department",
      keys: "In the list, the arrow keys move and Space chooses or unchooses a member.",
      list: "Members",
      detail: "{{email}} · {{department}}",
      noMatch: "No members match “{{query}}”.",
      chosen_one: "{{count}} member chosen",
      chosen_other: "{{count}} members chosen",
      chosenList: "Chosen members",
      clear: "Clear choice",
      remove: "Remove {{name}}",
      loading: "Loading members…",
      failed: "Couldn't load the members.",
      hint: "Figures are shown for at least {{min}} chosen members with results.",
    },
    subtitle: "{{withResults}} of {{members}} members have results",
    low: "Low (< 30th)",
    average: "Average (30th-70th)",
    high: "High (> 70th)",
    columns: {
      trait: "Trait",
      mean: "Mean",
      sd: "SD",
      min: "Min",
      max: "Max",
      low: "Low",
      average: "Average",
      high: "High",
      balance: "Balance",
    },
    /** The API's balance codes: how the group spreads over the three bands. */
    balance: {
      withheld: "Not enough responses",
      alike: "Alike: most of the group sits in one band",
      spread: "Spread: the group covers the range",
      mixed: "Mixed",
    },
  },
  adverse: {
    title: "Selection rates by group",
    measure: "Trait or pillar",
    cutoff: "Cut-off (0-100)",
    direction: "Selected when the score is",
    atLeast: "At least the cut-off",
    atMost: "At most the cut-off",
    run: "Calculate",
    by: {
      sex: "By sex",
      age: "By age",
    },
    columns: {
      group: "Group",
      n: "n",
      selected: "Selected",
      rate: "Selection rate",
      impactRatio: "Impact ratio",
      flag: "Below four-fifths",
      p: "p (Fisher)",
    },
    /** The API's group codes. */
    groups: {
      women: "Women",
      men: "Men",
      under40: "Under 40",
      fortyAndOver: "40 and over",
    },
    /** The API's note codes: who each comparison counts. */
    notes: {
      sexAsGiven: "Sex as the respondent gave it; people without it are left out.",
      ageGroups: "Age groups under 40 and 40 or over (the US Age Discrimination in Employment Act protects 40 and over); people without an age are left out.",
    },
    /** The API's disclaimer code, shown over a calculated result. */
    disclaimers: {
      screeningAid:
        "A screening aid, not a legal finding: selection rates compared with the four-fifths rule of the Uniform Guidelines on Employee Selection Procedures (29 CFR 1607.4(D)), with Fisher's exact test. Small groups, job relatedness and the whole selection process need a qualified review.",
    },
    below: "Yes",
    notBelow: "No",
    fourFifths: "Four-fifths (0.8)",
    scale: {
      trait:
        "Percentiles on the pooled general norm (one scale for everyone; within-group norming of selection scores is what 42 U.S.C. §2000e-2(l) forbids). Each person counts once, at their latest completed assessment. Groups too small to show are hidden together with the rest of their comparison, so no group can be worked out by subtraction.",
      pillar:
        "Pillar scores as percent of maximum possible (one scale for everyone). Each person counts once, at their latest completed assessment. Groups too small to show are hidden together with the rest of their comparison, so no group can be worked out by subtraction.",
    },
    disclaimer: "A screening aid, not a legal finding: the four-fifths rule of thumb (29 CFR 1607.4(D)) flags differences worth a closer look; small groups make it unreliable.",
  },
  bi: {
    timeRange: "Time range",
    ranges: {
      week: "Week",
      month: "Month",
      quarter: "Quarter",
      year: "Year",
    },
    rangeDates: "{{start}} to {{end}}",
    refresh: "Refresh",
    banner: {
      connecting: "Connecting for live updates…",
      live: "Live: these figures refresh by themselves when an assessment is completed.",
      offline: "Live updates are off: use Refresh for the latest figures.",
    },
    series: "Series",
    charts: {
      trends: "Assessment Trends",
      coverage: "OCEAN Model Coverage",
      types: "Assessment Types",
      weekly: "Weekly Performance",
      recent: "Recent Activity",
      monthly: "Response quality by month",
    },
    seriesOptions: {
      both: "Both",
      started: "Started",
      completed: "Completed",
    },
    coverageOptions: {
      n: "Responses per trait",
      organization: "Mean percentile",
    },
    typeOptions: {
      volume: "Share of completions",
      completionRate: "Completion rate (%)",
    },
    weekOptions: {
      counts: "Started and completed",
      completionRate: "Completion rate (%)",
    },
    monthGaps: {
      noResponses: "No point for {{months}}: no completed responses in those months.",
      withheld: "No point for {{months}}: too few completed responses in whole privacy blocks to show.",
      allEmpty: "No completed responses in this range, so there is no quality or score to plot.",
    },
    recentSubtitle: "The latest days with starts or completions",
    noRecent: "No starts or completions in this range.",
    recentLine: "{{date}}: {{started}} started, {{completed}} completed",
  },
  alerts: {
    title: "Alerts",
    subtitle: "Fixed thresholds over this range's figures; each alert quotes its numbers and n.",
    allClear: "All clear",
    allClearBody: "No figure in this range crosses an alert threshold.",
    warnings_one: "{{count}} warning",
    warnings_other: "{{count}} warnings",
    infos_one: "{{count}} for information",
    infos_other: "{{count}} for information",
    severity: {
      warning: "Warning",
      info: "Info",
    },
    lowCompletionRate: {
      title: "Completion rate {{value}}%, below {{threshold}}%",
      body: "{{completed}} completions against {{started}} assessments started in this range.",
    },
    completionDrop: {
      title: "Completions down {{drop}}% on the {{days}} days before",
      body: "{{completed}} completions in this range against {{previous}} in the {{days}} days before it; alerts start at a fall of {{threshold}}%.",
    },
    flaggedResponses: {
      title: "{{value}}% of responses flagged, above {{threshold}}%",
      body: "{{flagged}} of {{n}} responses have a quality flag (rushed, long runs of identical answers or inconsistent halves).",
    },
    lowActivity: {
      title: "{{value}} active users in the last 30 days, below {{threshold}}",
      body: "{{value}} of {{members}} members took part in the last 30 days.",
    },
    withheldDepartments: {
      title_one: "Figures withheld for {{count}} department",
      title_other: "Figures withheld for {{count}} departments",
      body: "Fewer than {{min}} of their responses in this range lie in whole privacy blocks, so their figures read Not enough responses:",
      item_one: "{{department}}: {{count}} response, {{covered}} covered",
      item_other: "{{department}}: {{count}} responses, {{covered}} covered",
    },
  },
  builder: {
    title: "Custom Chart Builder",
    subtitle: "Draw any series of this page's data",
    dataset: "Data",
    seriesLabel: "Series",
    chartType: "Chart type",
    other: "Other",
    datasets: {
      daily: "Daily activity",
      weekly: "Weekly totals",
      monthly: "Monthly quality and scores",
      types: "Assessment types",
      traits: "OCEAN traits",
    },
    series: {
      started: "Started",
      completed: "Completed",
      completionRate: "Completion rate",
      avgMinutes: "Average minutes",
      organization: "Mean percentile",
      comparison: "Comparison",
      quality: "Mean quality",
      avgScore: "Average score",
    },
    kinds: {
      bar: "Bar",
      line: "Line",
      pie: "Pie",
      radar: "Radar",
      area: "Area",
      composed: "Composed",
    },
  },
};

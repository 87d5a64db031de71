/**
 * The dark-side analysis' words (web namespace and server namespace "dark-side-content"): the development content
 * per derailer, the stress patterns and compensatory behaviours, the insights and the timeframes, keyed by the codes
 * the domain sends (src/domain/psychometrics/dark-side-*.ts: derailer code, item index, pattern and support codes).
 * The domain decides which of them apply and with which numbers; these say it in the reader's language.
 */
export default {
  /**
   * Facetwise's development content, one entry per derailer, written after the CAT-PD-SF scale definitions (Simms,
   * L. J. et al. 2011, Journal of Personality Assessment 93(4), 380–389; ipip.ori.org) that make up each derailer
   * (dimension-map.ts DARK_SIDE_MAP). impactAreas: where it tends to cost when it shows; action: the first step when
   * it is high or critical; methods: how to reach the target behaviour. Item keys are the indexes the domain sends.
   */
  derailer: {
    // Grandiosity (entitlement, superiority) and Exhibitionism (attention seeking)
    narcissism: {
      impactAreas: { 0: "Trust and credit sharing in the team", 1: "Openness to feedback and challenge", 2: "Relationships with peers" },
      action: "Ask two colleagues for candid feedback on how you share credit and take in other views",
      targetBehavior: "Share credit and invite challenge to your ideas",
      methods: {
        0: "Credit contributors by name in updates and meetings",
        1: "Ask for one piece of critical feedback each week and act on it",
        2: "Coaching on listening and receiving feedback",
      },
    },
    // Manipulativeness (deceiving and exploiting others for gain)
    machiavellianism: {
      impactAreas: { 0: "Trust and psychological safety", 1: "Fairness of decisions", 2: "Reputation with stakeholders" },
      action: "Review a recent decision with a trusted colleague for how openly and fairly it treated everyone affected",
      targetBehavior: "Make decisions and their reasons transparent to the people affected",
      methods: {
        0: "State the reasons behind decisions openly",
        1: "Check plans with a peer for how they land on each party",
        2: "Agree ground rules for candour with your team",
      },
    },
    // Callousness, Risk Taking and Irresponsibility
    psychopathy: {
      impactAreas: { 0: "Reliability of commitments", 1: "Risk exposure of decisions", 2: "Care for the people decisions affect" },
      action: "Put a second-person check in place before high-risk decisions and commitments",
      targetBehavior: "Follow through on commitments and weigh the risks to others before acting",
      methods: {
        0: "Keep a visible log of commitments and their status",
        1: "Run a pre-mortem with a colleague on risky decisions",
        2: "Ask how a decision affects each person involved",
      },
    },
    // Perfectionism (demanding flawlessness of self and others)
    perfectionism: {
      impactAreas: { 0: "Speed of delivery", 1: "Delegation and team autonomy", 2: "Workload and pressure on others" },
      action: "Agree with your manager what “good enough” means for your current priorities",
      targetBehavior: "Set realistic standards and let finished work go",
      methods: { 0: "Define what done means before starting", 1: "Time-box reviews and revisions", 2: "Delegate without redoing others' work" },
    },
    // Domineering (controlling others) and Rigidity (one right way)
    micromanagement: {
      impactAreas: { 0: "Team autonomy and initiative", 1: "Adapting to change", 2: "Growth of team members" },
      action: "Hand over one area of work fully to a team member, with agreed check-in points",
      targetBehavior: "Delegate outcomes, not tasks, and let others decide how",
      methods: {
        0: "Agree outcomes and check-ins instead of steps",
        1: "Ask for the team's approach before giving yours",
        2: "Each week, review one decision you could have left to others",
      },
    },
  },
  /** The stress action: stress proneness in the red band (8 or more of 10). */
  stressAction: "Review workload, priorities and recovery time with your manager",
  /** Immediate actions: a critical derailer (and red-band stress) within 2 weeks, a high one within 30 days. */
  timeframe: { twoWeeks: "Within 2 weeks", thirtyDays: "Within 30 days" },
  /** Development goals: 3 months when high or critical, 6 when moderate. */
  timeline: { threeMonths: "3 months", sixMonths: "6 months" },
  /** Support structures by code (dark-side-interventions.ts supportStructures decides which apply). */
  support: {
    executiveCoach: "An executive coach experienced with derailment risks",
    monthlyReviews: "Monthly progress reviews with your manager",
    feedbackRound: "A 360-degree feedback round in six months",
    candidPeer: "A trusted peer who gives candid, regular feedback",
    workloadReview: "A review of workload and priorities with your manager",
    wellbeingProgramme: "The organization's employee assistance or wellbeing programme",
    yearlyFeedback: "Candid feedback once a year, or after a major change in role",
  },
  /** Maladaptive patterns. */
  stressPattern: {
    /** Neuroticism facet → the pattern its items describe (IPIP-NEO-120 item content, Johnson 2014). */
    facet: {
      anxiety: "Worry and expecting the worst under pressure",
      angryHostility: "Irritation and anger that flare up quickly",
      depression: "Low mood and discouragement after setbacks",
      selfConsciousness: "Holding back or feeling intimidated in front of others",
      impulsiveness: "Giving in to urges and cravings to relieve tension",
      vulnerability: "Feeling overwhelmed and panicking when events pile up",
    },
    /** Regulation dimension → the pattern a low score describes (dimension-map.ts scales). */
    regulation: {
      impulseControl: "Acting on impulse when emotions run high",
      emotionalStability: "Moods and frustration that are hard to steady",
      selfManagement: "Difficulty holding back urges and temper",
    },
    withFacet: "{{pattern}} ({{facet}} ({{code}}), {{ordinal}} percentile)",
    withRegulation: "{{pattern}} ({{scale}} {{score}}/100)",
  },
  /**
   * Compensatory behaviours per derailer: Facetwise's pairings with a stress facet, not a published model (derailers
   * as coping strategies under strain, after Hogan, R. & Hogan, J. 2001, "Assessing leadership: A view from the dark
   * side", International Journal of Selection and Assessment 9, 40–51).
   */
  compensation: {
    perfectionism: "Over-preparing and re-checking work to keep worry at bay",
    micromanagement: "Keeping hold of decisions and details to reduce uncertainty",
    narcissism: "Seeking recognition and status to offset self-doubt",
    psychopathy: "Reaching for risk or excitement to relieve tension",
    machiavellianism: "Working around people rather than raising frustrations openly",
    withFacts: "{{behaviour}} ({{derailer}} {{level}}, {{facet}} ({{code}}) {{ordinal}} percentile)",
  },
  /** A risk level inside a sentence. */
  level: { critical: "critical", high: "high", moderate: "moderate", low: "low" },
  /** A risk level at the start of a list of derailers. */
  levelHeading: { critical: "Critical", high: "High", moderate: "Moderate", low: "Low" },
  join: { list: ", ", and: " and ", groups: " ", pairs: "; " },
  /** The insights (dark-side-insights.ts), each from numbers the analysis holds. */
  insight: {
    overallRisk: {
      title: "Overall derailment risk is {{level}}",
      description: "{{detail}} Facetwise's reading of the CAT-PD-SF derailer screen, not a diagnosis.",
      group: "{{level}}: {{derailers}}.",
      derailer: "{{name}} {{score}}/100",
      none: "No derailer reaches the moderate level ({{moderate}} of 100).",
    },
    topDerailer: {
      titleOne: "{{name}} is the most elevated derailer",
      titleMany: "{{names}} are the most elevated derailers",
      description: "Score {{score}}/100, {{level}} risk.",
      descriptionEndorsed: "Score {{score}}/100, {{level}} risk. {{count}} of the statements you endorsed point this way.",
    },
    stress: {
      title: {
        red: "High stress proneness",
        orange: "Elevated stress proneness",
        yellow: "Stress proneness around the norm average",
        green: "Low stress proneness",
      },
      description:
        "Stress proneness {{level}}/10: the mean of your Anxiety (N1) and Vulnerability (N6) percentiles ÷ 10, against Johnson's norms. A self-reported tendency, not a measure of current stress.",
    },
    selfOther: {
      titleWatch: "Your 360 raters saw some related facets less favourably than you did",
      title: "Your 360 raters saw some related facets differently from you",
      facet: "{{name}}: self-rating {{self}}, raters {{others}}",
      description: "{{facets}} (0-100, from your latest closed 360, where your self-rating is an earlier IPIP-NEO-120 response). Raters do not rate the derailer scales.",
    },
  },
  /** How each figure was made (the analysis' basis facts), per field. */
  basis: {
    notAvailable: "Not available: none of its scales was scored.",
    overallRisk:
      "From the {{scored}} scored derailers ({{critical}} critical, {{high}} high, {{moderate}} moderate, {{low}} low): high with 2+ high, moderate with 1+ high or 3+ moderate, else low; critical when high and at least one derailer is critical → {{level}}.",
    traitRisks:
      "Each derailer's level from its CAT-PD-SF score (moderate from 62.5, high from 75, critical from 87.5 of 100): {{derailers}}. How strongly it shows, from the mean answer to its statements: a warning from 3.8, extreme from 4.5 (of 5); concerns are the statements endorsed in the risk direction.",
    derailer: "{{name}} {{score}} {{level}}",
    derailerLevel: "{{name}} {{level}}",
    compensatoryBehaviors:
      "A derailer at moderate or above paired with its stress facet at the 75th percentile or higher (Facetwise's pairings, not a published model: Perfectionism and Micromanagement with Anxiety, Narcissism with Self-Consciousness, Psychopathy with Impulsiveness, Machiavellianism with Angry Hostility). {{found}} found.",
    stressProneness:
      "Mean of the IPIP-NEO-120 (Johnson 2014) percentiles of Anxiety (N1, {{anxiety}}) and Vulnerability (N6, {{vulnerability}}), ÷ 10 = {{value}}. Stress proneness from self-report relative to Johnson's norm group, not a measure of current stress.",
    stressPronenessApproximate:
      "Mean of the IPIP-NEO-120 (Johnson 2014) percentiles of Anxiety (N1, {{anxiety}}) and Vulnerability (N6, {{vulnerability}}) (approximate percentiles: prorated from a short form), ÷ 10 = {{value}}. Stress proneness from self-report relative to Johnson's norm group, not a measure of current stress.",
    stressPronenessMissing: "Not available: needs the IPIP-NEO-120 (Johnson 2014) Anxiety (N1) and Vulnerability (N6) facets scored.",
    adaptiveCapacity: "Mean of {{parts}} (0-100, percent of maximum) = {{value}}.",
    adaptiveCapacityMissing: "Not available: none of its scales (N6, C1, O4, regulation) was scored.",
    capacityPart: {
      vulnerabilityReversed: "Vulnerability (N6) reversed {{score}}",
      selfEfficacy: "Self-Efficacy (C1) {{score}}",
      adventurousness: "Adventurousness (O4) {{score}}",
      regulation: "{{scale}} (regulation) {{score}}",
    },
    maladaptivePatterns: "Each Neuroticism facet at the 75th percentile or higher (the High band), and each regulation score below 40 (Needs Development). {{found}} found.",
    maladaptivePatternsNoRegulation: "Each Neuroticism facet at the 75th percentile or higher (the High band); this assessment asks no regulation scales. {{found}} found.",
    selfOtherFacets:
      "From the latest closed 360, per facet, 0-100 percent of the facet's range: the self-rating there (an earlier IPIP-NEO-120 response, not the one analysed here) and the raters' mean, self − others: {{facets}}. Each facet in its own direction (Anger: higher is angrier); no total, since facets can cancel. Raters do not rate the derailer scales; these facets are related to them, not the same.",
    selfOtherFacet: "{{name}} ({{code}}) {{self}} vs {{others}} ({{difference}})",
    selfOtherFacetsMissing: "Not available: needs a closed 360 with the person's own IPIP-NEO-120 self-rating and shown rater groups.",
    impactOnOthers: "From the person's own answers (self-report, not ratings by others), 0-100 percent of maximum, higher at the considerate end: {{parts}}.",
    impactPart: {
      facet: "{{name}} {{score}} ({{code}})",
      facetReversed: "{{name}} {{score}} ({{code}} reversed)",
      executive: "{{name}} {{score}} (executive profile)",
      regulation: "{{name}} {{score}} (regulation)",
    },
    interventionRecommendations:
      "Actions for each high (within 30 days) or critical (within 2 weeks) derailer and for stress proneness of 8 or more; goals for each derailer at moderate or above ({{elevated}}); support by category from the same levels, the stress-proneness band and, with a closed 360, a related facet the raters put 10 or more points further from its considerate end than the self-rating. {{actions}} action(s), {{goals}} goal(s).",
    noneElevated: "none",
  },
} as const;

/**
 * The dashboard's destinations: sidebar label, header title and description, keyed by the `id` a feature gives
 * each destination in its routes file. Their search keywords are in nav-search.ts (loaded with the search box),
 * their empty-state sentences in nav-empty.ts (loaded with the empty-state page).
 */
export default {
  sections: {
    workspace: "Workspace",
    platform: "Tools",
    staff: "Platform",
    account: "Account",
  },
  notFound: {
    title: "Page not found",
    description: "There is nothing at this address.",
  },
  overview: {
    label: "Overview",
    title: "Overview",
    description: "Your starting point in Facetwise.",
  },
  assessments: {
    label: "Assessments",
    title: "Assessments",
    description: "Questionnaires assigned to you and your organization.",
    active: {
      label: "Active",
      title: "Active assessments",
      description: "Assessments that are open and waiting for answers.",
    },
    completed: {
      label: "Completed",
      title: "Completed assessments",
      description: "Finished assessments and their results.",
    },
    drafts: {
      label: "Drafts",
      title: "Draft assessments",
      description: "Assessments you have started and not yet submitted.",
    },
    start: {
      title: "Start assessment",
      description: "A few optional details, then the first question.",
    },
    begin: {
      title: "Start assessment",
      description: "A few optional details, then the first question. Nothing is created until you begin.",
    },
    take: {
      title: "Take assessment",
      description: "One question at a time; every answer is saved as you give it.",
    },
    results: {
      title: "Assessment results",
      description: "Your profile, how it was scored and what it suggests.",
    },
    facets: {
      title: "30-Facet Personality Analysis",
      description: "The 30 facet percentiles on one radar, with the top 5 highest and lowest.",
    },
    darkSide: {
      title: "Dark-side analysis",
      description: "Derailment risks, stress response and what to do about them, for one assessment.",
    },
  },
  assignments: {
    label: "Assignments",
    title: "Assignments",
    description: "Who has been assigned what, and where each one stands.",
  },
  assessmentTypes: {
    label: "Assessment Types",
    title: "Assessment Type Manager",
    description: "Design your organization's assessment types: modules, weights, scoring and who they are for.",
    builder: {
      title: "Node-based assessment creator",
      description: "Pick competencies; the creator chooses the IPIP-NEO-120 items that cover them.",
    },
  },
  analytics: {
    label: "Analytics",
    title: "Analytics",
    description: "Results, trends and patterns across your organization.",
    performance: {
      label: "Performance",
      title: "Performance",
      description: "Completion, quality and scores by assessment.",
    },
    trends: {
      label: "Trends",
      title: "Trends",
      description: "How results change over time.",
    },
    insights: {
      label: "Insights",
      title: "Analytics insights",
      description: "Patterns in your results worth a closer look.",
    },
    executive: {
      label: "Executive",
      title: "Executive dashboard",
      description: "Headline measures for leadership.",
    },
  },
  reports: {
    label: "Reports",
    title: "Reports",
    description: "Reports generated from assessment results.",
    weekly: {
      label: "Weekly",
      title: "Weekly reports",
      description: "Summaries generated every week.",
    },
    monthly: {
      label: "Monthly",
      title: "Monthly reports",
      description: "Summaries generated every month.",
    },
    custom: {
      label: "Custom",
      title: "Custom reports",
      description: "Reports built for a specific question or audience.",
    },
    templates: {
      label: "Templates",
      title: "Report templates",
      description: "The sections your organization's reports are built from.",
    },
    distribution: {
      title: "Distribution",
      description: "Distribution lists, subscriptions and the delivery history of reports.",
    },
    analytics: {
      title: "Report analytics",
      description: "How reports are made, delivered, read and rated.",
    },
    center: {
      label: "Reporting Center",
      title: "Reporting Center",
      description: "Build, export and send reports from your organization's data.",
    },
  },
  users: {
    label: "Users",
    title: "Users",
    description: "People in your organization and what they can access.",
    all: {
      label: "All users",
      title: "All users",
      description: "Everyone in your organization.",
    },
    teams: {
      label: "Teams",
      title: "Teams",
      description: "Groups of people who work together.",
    },
    roles: {
      label: "Roles",
      title: "Roles",
      description: "What each role can see and do.",
    },
  },
  ocean: {
    label: "OCEAN",
    title: "OCEAN",
    description: "The Big Five traits across your organization.",
    coverage: {
      label: "Coverage",
      title: "OCEAN coverage",
      description: "Which traits and facets your assessments measure.",
    },
    insights: {
      label: "Insights",
      title: "OCEAN insights",
      description: "Trait patterns across teams and roles.",
    },
    recommendations: {
      label: "Recommendations",
      title: "Recommendations",
      description: "Development suggestions drawn from trait results.",
    },
  },
  businessIntelligence: {
    label: "Business Intelligence",
    title: "Business Intelligence",
    description: "Key measures for leadership.",
  },
  testing: {
    label: "Testing",
    title: "Testing",
    description: "Preview and test-run any assessment as a respondent would, and see the score it would get. Nothing is saved.",
  },
  review360: {
    label: "360 Review",
    title: "360 Review",
    description: "Feedback from managers, peers and direct reports.",
  },
  realTime: {
    label: "Real-time",
    title: "Real-time",
    description: "Your organization's live activity, every second.",
  },
  operations: {
    label: "Operations",
    title: "Operations",
    description: "Service health, response times, errors and your organization's background jobs.",
  },
  settings: {
    label: "Settings",
    title: "Settings",
    description: "Your profile and preferences.",
  },
  profile: {
    title: "Your profile",
    description: "Your name, language, time zone and email notifications.",
  },
};

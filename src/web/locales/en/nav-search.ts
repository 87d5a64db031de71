/**
 * Search keywords of the dashboard's destinations (comma-separated), keyed like nav.ts. Loaded with the search box.
 */
export default {
  overview: {
    keywords: "home, start, dashboard",
  },
  platformStaff: {
    keywords: "platform admin, operator, ceo, roles, grant, revoke, team",
  },
  assessments: {
    keywords: "questionnaire, test, survey, big five",
    active: {
      keywords: "assigned, open, to do",
    },
    completed: {
      keywords: "results, finished, done",
    },
    drafts: {
      keywords: "in progress, unfinished, resume",
    },
  },
  assignments: {
    keywords: "assigned, due date, reminder, progress, track, completion",
  },
  assessmentTypes: {
    keywords: "type manager, configurator, design, modules, builder, competencies, custom questions",
  },
  analytics: {
    keywords: "statistics, kpi, metrics",
    performance: {
      keywords: "completion, quality, scores",
    },
    trends: {
      keywords: "over time, history, monthly",
    },
    insights: {
      keywords: "patterns, findings, team composition, adverse impact, departments",
    },
    executive: {
      keywords: "executive, kpi, leadership, reliability",
    },
  },
  reports: {
    keywords: "pdf, export, summary",
    weekly: {
      keywords: "schedule",
    },
    monthly: {
      keywords: "schedule",
    },
    custom: {
      keywords: "builder, ad hoc",
    },
    templates: {
      keywords: "template, sections, layout, report builder",
    },
    center: {
      keywords: "builder, export, pdf, email, share, statistics, favourite",
    },
  },
  users: {
    keywords: "people, members, invite, admin",
    all: {
      keywords: "people, members",
    },
    teams: {
      keywords: "groups, departments",
    },
    roles: {
      keywords: "permissions, access, admin, manager",
    },
  },
  ocean: {
    keywords: "big five, personality, traits, facets, openness, conscientiousness, extraversion, agreeableness, neuroticism",
    coverage: {
      keywords: "facets",
    },
    insights: {
      keywords: "patterns, traits",
    },
    recommendations: {
      keywords: "development, coaching, advice",
    },
  },
  businessIntelligence: {
    keywords: "bi, executive, ceo, kpi, revenue",
  },
  testing: {
    keywords: "sandbox, test run, preview, try, trial, qa, score, dry run",
  },
  review360: {
    keywords: "feedback, raters, multi-rater, peers",
  },
  realTime: {
    keywords: "live, monitor, activity",
  },
  ceo: {
    keywords: "business, metrics, revenue, mrr, churn, ltv, cac, customers, targets, kpi, executive",
  },
  sales: {
    keywords: "sales, customers, plan mix, upgrades, downgrades, cancellations, subscriptions",
  },
  operations: {
    keywords: "operational, health, uptime, response time, error rate, jobs, queue, mail, background, failed",
  },
  platformBilling: {
    keywords: "invoices, payments, paid, unpaid, mark paid, billing, spend, marketing, sales, CAC, platform",
  },
  platformOrganizations: {
    keywords: "operator, customers, tenants, suspend, activate, subscription, plan",
  },
  platformUsers: {
    keywords: "operator, people, accounts, members, roles, edit role",
  },
  settings: {
    keywords: "profile, theme, dark mode, preferences, account",
  },
};

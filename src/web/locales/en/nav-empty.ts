/**
 * What will appear at a dashboard destination that has no page yet, keyed like nav.ts. Loaded with the empty-state
 * page.
 */
export default {
  overview: {
    emptyState: "A summary of your assessments, results and reports will appear here.",
  },
  assessments: {
    emptyState: "Assessments assigned to you, in progress and completed will appear here.",
    active: {
      emptyState: "Assessments you have started or been invited to will appear here until they are completed.",
    },
    completed: {
      emptyState: "Completed assessments, each with a link to its results, will appear here.",
    },
    drafts: {
      emptyState: "Assessments you have started and not yet submitted will appear here, so you can pick up where you left off.",
    },
  },
  assignments: {
    emptyState: "Assessments assigned to members, with their progress and due dates, will appear here.",
  },
  assessmentTypes: {
    emptyState: "Assessment types your organization designs will appear here.",
  },
  analytics: {
    emptyState: "Once people in your organization complete assessments, completion rates, response quality and trait distributions will appear here.",
    performance: {
      emptyState: "Completion rates, response quality and average scores for each assessment will appear here once results come in.",
    },
    trends: {
      emptyState: "Month-by-month changes in completions and trait scores will appear here once there is enough history.",
    },
    insights: {
      emptyState: "Notable patterns in your organization's results will appear here once enough people have completed assessments.",
    },
    executive: {
      emptyState: "Assessment volume, completion, active users and scoring reliability will appear here.",
    },
  },
  reports: {
    emptyState: "Reports you create, schedule or that are shared with you will appear here.",
    weekly: {
      emptyState: "Weekly summary reports will appear here once a weekly schedule is set up.",
    },
    monthly: {
      emptyState: "Monthly summary reports will appear here once a monthly schedule is set up.",
    },
    custom: {
      emptyState: "Reports you build from chosen sections and filters will appear here.",
    },
  },
  users: {
    emptyState: "People in your organization, their teams and their roles will appear here.",
    all: {
      emptyState: "Every member of your organization, with their role and assessment status, will appear here.",
    },
    teams: {
      emptyState: "Teams you create to compare and develop groups of people will appear here.",
    },
    roles: {
      emptyState: "Members and the role each one holds will appear here.",
    },
  },
  ocean: {
    emptyState: "The spread of openness, conscientiousness, extraversion, agreeableness and neuroticism across your organization will appear here once assessments are scored.",
    coverage: {
      emptyState: "How well your assessments cover the five traits and their 30 facets will appear here once you build an assessment.",
    },
    insights: {
      emptyState: "Trait patterns across your teams and roles will appear here once results come in.",
    },
    recommendations: {
      emptyState: "Development suggestions based on scored trait results will appear here once results come in.",
    },
  },
  businessIntelligence: {
    emptyState: "Measures for leadership, such as assessment volume, completion and engagement, will appear here as your organization uses Facetwise.",
  },
  testing: {
    emptyState: "Pick an assessment type to preview its questions and test-run it.",
  },
  review360: {
    emptyState: "360-degree feedback cycles you run or take part in will appear here.",
  },
  realTime: {
    emptyState: "Live activity, such as people taking assessments and new submissions, will appear here as it happens.",
  },
  ceo: {
    emptyState: "Business figures will appear here once there are subscriptions and invoices.",
  },
  sales: {
    emptyState: "Customers and plan moves will appear here.",
  },
  operations: {
    emptyState: "Background jobs will appear here.",
  },
  platformBilling: {
    emptyState: "Invoices will appear here when organizations' billing periods start.",
  },
};

/**
 * The dashboard's destinations (spec 1 §2: sidebar entries and their children) with the header title,
 * one-line description and empty-state sentence of each. Pure data: no React here.
 */

export type IconName =
  | "home"
  | "clipboard"
  | "chart"
  | "file"
  | "users"
  | "circles"
  | "briefcase"
  | "flask"
  | "refresh"
  | "activity"
  | "megaphone"
  | "shield"
  | "settings";

export interface Destination {
  /** Sidebar label. */
  label: string;
  path: string;
  /** Page heading shown in the header (h1). */
  title: string;
  /** One line under the heading. */
  description: string;
  /** What this page will hold once there is data: shown as its empty state. */
  emptyState: string;
  /** Extra words the sidebar search matches. */
  keywords?: readonly string[];
}

export interface NavItem extends Destination {
  icon: IconName;
  section: "workspace" | "platform" | "account";
  children?: readonly Destination[];
}

export const DASHBOARD_PATH = "/dashboard";

export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: "Overview",
    path: "/dashboard",
    icon: "home",
    section: "workspace",
    title: "Overview",
    description: "Your starting point in Facetwise.",
    emptyState: "A summary of your assessments, results and reports will appear here.",
    keywords: ["home", "start", "dashboard"],
  },
  {
    label: "Assessments",
    path: "/dashboard/assessments",
    icon: "clipboard",
    section: "workspace",
    title: "Assessments",
    description: "Questionnaires assigned to you and your organization.",
    emptyState: "Assessments assigned to you, in progress and completed will appear here.",
    keywords: ["questionnaire", "test", "survey", "big five"],
    children: [
      {
        label: "Active",
        path: "/dashboard/assessments/active",
        title: "Active assessments",
        description: "Assessments that are open and waiting for answers.",
        emptyState: "Assessments you have started or been invited to will appear here until they are completed.",
        keywords: ["assigned", "open", "to do"],
      },
      {
        label: "Completed",
        path: "/dashboard/assessments/completed",
        title: "Completed assessments",
        description: "Finished assessments and their results.",
        emptyState: "Completed assessments, each with a link to its results, will appear here.",
        keywords: ["results", "finished", "done"],
      },
      {
        label: "Drafts",
        path: "/dashboard/assessments/drafts",
        title: "Draft assessments",
        description: "Assessments you have started and not yet submitted.",
        emptyState: "Assessments you have started and not yet submitted will appear here, so you can pick up where you left off.",
        keywords: ["in progress", "unfinished", "resume"],
      },
    ],
  },
  {
    label: "Analytics",
    path: "/dashboard/analytics",
    icon: "chart",
    section: "workspace",
    title: "Analytics",
    description: "Results, trends and patterns across your organization.",
    emptyState:
      "Once people in your organization complete assessments, completion rates, response quality and trait distributions will appear here.",
    keywords: ["statistics", "kpi", "metrics"],
    children: [
      {
        label: "Performance",
        path: "/dashboard/analytics/performance",
        title: "Performance",
        description: "Completion, quality and scores by assessment.",
        emptyState: "Completion rates, response quality and average scores for each assessment will appear here once results come in.",
        keywords: ["completion", "quality", "scores"],
      },
      {
        label: "Trends",
        path: "/dashboard/analytics/trends",
        title: "Trends",
        description: "How results change over time.",
        emptyState: "Month-by-month changes in completions and trait scores will appear here once there is enough history.",
        keywords: ["over time", "history", "monthly"],
      },
      {
        label: "Insights",
        path: "/dashboard/analytics/insights",
        title: "Analytics insights",
        description: "Patterns in your results worth a closer look.",
        emptyState: "Notable patterns in your organization's results will appear here once enough people have completed assessments.",
        keywords: ["patterns", "findings"],
      },
    ],
  },
  {
    label: "Reports",
    path: "/dashboard/reports",
    icon: "file",
    section: "workspace",
    title: "Reports",
    description: "Reports generated from assessment results.",
    emptyState: "Reports you create, schedule or that are shared with you will appear here.",
    keywords: ["pdf", "export", "summary"],
    children: [
      {
        label: "Weekly",
        path: "/dashboard/reports/weekly",
        title: "Weekly reports",
        description: "Summaries generated every week.",
        emptyState: "Weekly summary reports will appear here once a weekly schedule is set up.",
        keywords: ["schedule"],
      },
      {
        label: "Monthly",
        path: "/dashboard/reports/monthly",
        title: "Monthly reports",
        description: "Summaries generated every month.",
        emptyState: "Monthly summary reports will appear here once a monthly schedule is set up.",
        keywords: ["schedule"],
      },
      {
        label: "Custom",
        path: "/dashboard/reports/custom",
        title: "Custom reports",
        description: "Reports built for a specific question or audience.",
        emptyState: "Reports you build from chosen sections and filters will appear here.",
        keywords: ["builder", "ad hoc"],
      },
    ],
  },
  {
    label: "Users",
    path: "/dashboard/users",
    icon: "users",
    section: "workspace",
    title: "Users",
    description: "People in your organization and what they can access.",
    emptyState: "People in your organization, their teams and their roles will appear here.",
    keywords: ["people", "members", "invite", "admin"],
    children: [
      {
        label: "All users",
        path: "/dashboard/users/all",
        title: "All users",
        description: "Everyone in your organization.",
        emptyState: "Every member of your organization, with their role and assessment status, will appear here.",
        keywords: ["people", "members"],
      },
      {
        label: "Teams",
        path: "/dashboard/users/teams",
        title: "Teams",
        description: "Groups of people who work together.",
        emptyState: "Teams you create to compare and develop groups of people will appear here.",
        keywords: ["groups", "departments"],
      },
      {
        label: "Roles",
        path: "/dashboard/users/roles",
        title: "Roles",
        description: "What each role can see and do.",
        emptyState: "Members and the role each one holds will appear here.",
        keywords: ["permissions", "access", "admin", "manager"],
      },
    ],
  },
  {
    label: "OCEAN",
    path: "/dashboard/ocean",
    icon: "circles",
    section: "workspace",
    title: "OCEAN",
    description: "The Big Five traits across your organization.",
    emptyState:
      "The spread of openness, conscientiousness, extraversion, agreeableness and neuroticism across your organization will appear here once assessments are scored.",
    keywords: ["big five", "personality", "traits", "facets", "openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"],
    children: [
      {
        label: "Coverage",
        path: "/dashboard/ocean/coverage",
        title: "OCEAN coverage",
        description: "Which traits and facets your assessments measure.",
        emptyState: "How well your assessments cover the five traits and their 30 facets will appear here once you build an assessment.",
        keywords: ["facets"],
      },
      {
        label: "Insights",
        path: "/dashboard/ocean/insights",
        title: "OCEAN insights",
        description: "Trait patterns across teams and roles.",
        emptyState: "Trait patterns across your teams and roles will appear here once results come in.",
        keywords: ["patterns", "traits"],
      },
      {
        label: "Recommendations",
        path: "/dashboard/ocean/recommendations",
        title: "Recommendations",
        description: "Development suggestions drawn from trait results.",
        emptyState: "Development suggestions based on scored trait results will appear here once results come in.",
        keywords: ["development", "coaching", "advice"],
      },
    ],
  },
  {
    label: "Business Intelligence",
    path: "/dashboard/business-intelligence",
    icon: "briefcase",
    section: "platform",
    title: "Business Intelligence",
    description: "Key measures for leadership.",
    emptyState: "Measures for leadership, such as assessment volume, completion and engagement, will appear here as your organization uses Facetwise.",
    keywords: ["bi", "executive", "ceo", "kpi", "revenue"],
  },
  {
    label: "Testing",
    path: "/dashboard/testing",
    icon: "flask",
    section: "platform",
    title: "Testing",
    description: "Trial runs and quality checks for assessments.",
    emptyState: "Trial runs of assessments and checks on response quality will appear here.",
    keywords: ["qa", "quality", "trial", "pilot"],
  },
  {
    label: "360 Review",
    path: "/dashboard/360-review",
    icon: "refresh",
    section: "platform",
    title: "360 Review",
    description: "Feedback from managers, peers and direct reports.",
    emptyState: "360-degree feedback cycles you run or take part in will appear here.",
    keywords: ["feedback", "raters", "multi-rater", "peers"],
  },
  {
    label: "Real-time",
    path: "/dashboard/real-time",
    icon: "activity",
    section: "platform",
    title: "Real-time",
    description: "Live activity across the platform.",
    emptyState: "Live activity, such as people taking assessments and new submissions, will appear here as it happens.",
    keywords: ["live", "monitor", "activity"],
  },
  {
    label: "Marketing",
    path: "/dashboard/marketing",
    icon: "megaphone",
    section: "platform",
    title: "Marketing",
    description: "Campaigns, leads and your CRM connection.",
    emptyState: "Campaigns, leads and the state of your CRM connection will appear here.",
    keywords: ["campaigns", "leads", "crm", "zoho"],
  },
  {
    label: "Security",
    path: "/dashboard/security",
    icon: "shield",
    section: "platform",
    title: "Security",
    description: "Sign-ins, sessions and access changes.",
    emptyState: "Sign-ins, active sessions and access changes in your organization will appear here.",
    keywords: ["audit", "sessions", "login", "access"],
  },
  {
    label: "Settings",
    path: "/dashboard/settings",
    icon: "settings",
    section: "account",
    title: "Settings",
    description: "Your profile and preferences.",
    emptyState: "",
    keywords: ["profile", "theme", "dark mode", "preferences", "account"],
  },
];

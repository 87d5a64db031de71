/** Words many screens share: actions, states, errors, and the app-wide frame (registered in the entry). */
export default {
  appName: "Facetwise",
  homeLink: "Facetwise home",
  documentTitle: "{{title}} · Facetwise",
  actions: {
    cancel: "Cancel",
    close: "Close",
    dismiss: "Dismiss",
    retry: "Retry",
    save: "Save",
    undo: "Undo",
  },
  states: {
    loading: "Loading…",
    loadingPage: "Loading page…",
    checkingSession: "Checking your session…",
  },
  errors: {
    unexpected: "An unexpected error occurred",
    rateLimited: "Too many requests — please wait a moment",
  },
  roles: {
    admin: "Admin",
    manager: "Manager",
    analyst: "Analyst",
    user: "User",
    none: "No role yet",
  },
  routeError: {
    title: "Something went wrong",
    body: "This page couldn't be shown. Reloading usually fixes it.",
    reload: "Reload the page",
    toDashboard: "Go to the dashboard",
  },
  notFound: {
    title: "We can't find that page",
    inDashboard: "This part of the dashboard doesn't exist. Use the sidebar or the search box to find your way.",
    backToOverview: "Back to the overview",
  },
  sectionTabs: {
    all: "All",
    label: "{{section}} sections",
  },
} as const;

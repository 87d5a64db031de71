/** The Real-time page: the live monitor strip and its rolling chart. */
export default {
  strip: "Live monitor",
  onlineMembers: "Members online",
  onlineMembersHint: "People of your organization with the app open now",
  clock: "Clock",
  platformOnly: "Platform-wide figures (everyone's connections, requests per second, the job queue) are for platform operators.",
  connecting: "Connecting to the live feed…",
  refused: "Only admins, managers and analysts can follow the live monitor.",
  stale: "No update for a few seconds: reconnecting…",
  chartTitle: "Last 60 seconds",
  chartSubtitle: "Members of your organization online, one point per second",
  chartEmpty: "Waiting for the first ticks…",
  changes: "Completed assessments",
  changesHint: "Completions in your organization appear here as they commit; open dashboards refresh at the same moment.",
  noChanges: "No completions since you opened this page.",
  completed: "An assessment was completed ({{typeId}})",
} as const;

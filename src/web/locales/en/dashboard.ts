/** The dashboard's overview page. */
export default {
  welcome: "Welcome, {{name}}",
  welcomeAnonymous: "Welcome to Facetwise",
  signedInTo: "You're signed in to <organization/> as <role/>.",
  noOrganization: "You're not part of an organization yet. When an organization invites you, its assessments will show up here.",
  signedInAs: "Signed in as",
  organization: "Organization",
  noOrganizationValue: "None yet",
  role: "Role",
  areas: "Where to go",
  usage: {
    nearlyTitle: "Your plan's monthly allowance is nearly used",
    reachedTitle: "Your plan's monthly allowance is used up",
    count: "{{used}} of {{limit}} assessments started this month",
    nearly_one: "{{remaining}} more can start before the count resets on {{date}} ({{zone}}).",
    nearly_other: "{{remaining}} more can start before the count resets on {{date}} ({{zone}}).",
    reached: "New assessments can start on {{date}} ({{zone}}), or at once after an upgrade. Assessments already started can still be finished.",
    upgrade: "Upgrade in Settings → Plan",
  },
} as const;

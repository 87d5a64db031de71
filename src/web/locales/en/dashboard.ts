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
} as const;

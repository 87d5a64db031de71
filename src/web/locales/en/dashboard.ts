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
  platformStaff: "You're on the platform staff as <role/>: your pages are in the Platform section of the sidebar, and below.",
  platformAreas: "Your platform pages",
  platformRoles: {
    platform_admin: "Platform admin",
    ceo: "CEO",
    marketer: "Marketer",
    sales: "Sales",
  },
} as const;

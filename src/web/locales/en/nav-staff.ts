/**
 * The Platform section's destinations (platform staff only): sidebar label, header title and description, as in
 * nav.ts. Loaded for staff only (app/staff-nav.ts), so an organization's first visit does not carry them.
 */
export default {
  ceo: {
    label: "CEO dashboard",
    title: "CEO dashboard",
    description: "Revenue, customers, churn and the targets the business is measured against, computed from its records.",
  },
  sales: {
    label: "Sales",
    title: "Sales",
    description: "Customers, plan mix, upgrades and downgrades from subscriptions.",
  },
  platformOrganizations: {
    label: "Organizations",
    title: "Organizations",
    description: "Every organization on Facetwise: plan, users, status and last activity. Suspend or activate one.",
  },
  platformUsers: {
    label: "Users",
    title: "Users",
    description: "Everyone in every organization: search, filter by role, view a person and edit their role.",
  },
  platformBilling: {
    label: "Billing",
    title: "Billing",
    description: "Every organization's invoices, payments recorded by hand, and sales and marketing spend.",
  },
  platformStaff: {
    label: "Staff",
    title: "Platform staff",
    description: "The people of the platform and their roles: grant and revoke them.",
  },
};

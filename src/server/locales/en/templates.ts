/**
 * English words of what the server writes into an organization's own data when it is made: the default report
 * templates' names and descriptions, by template type (src/domain/reporting/default-templates.ts). They are seeded
 * in the creating admin's language and are the organization's to edit from then on.
 */
export const templates = {
  defaults: {
    weekly: { name: "Weekly Report", description: "The week at a glance: summary, key metrics, alerts and who was active." },
    monthly: { name: "Monthly Report", description: "The month: summary, key metrics, trends, assessments, alerts and who was active." },
    quarterly: { name: "Quarterly Report", description: "The quarter: summary, key metrics, trends, performance insights, assessments and alerts." },
  },
};

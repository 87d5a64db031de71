/** The sales view (/dashboard/sales) until the CRM lands: from subscription histories. */
export default {
  loading: "Loading…",
  loadFailed: "Could not load the sales view: {{message}}",
  retry: "Retry",
  period: { label: "Period", "30d": "30 days", "90d": "90 days", "365d": "12 months" },
  note: "Until the CRM lands, the sales view is computed from subscriptions: a customer has a paid, active subscription; a move is a plan change that took effect in the period (a cancellation is a move to cancelled).",
  cards: {
    customers: "Customers",
    customersChange: "{{start}} at the start of the period",
    newCustomers: "New customers",
    upgrades: "Upgrades",
    downgrades: "Downgrades",
    cancellations: "Cancellations",
  },
  mix: { title: "Plan mix", subtitle: "Subscriptions active or past due at the end of the period.", plan: "Plan", organizations: "Organizations", mrr: "Monthly value" },
  plans: { starter: "Starter", professional: "Professional", enterprise: "Enterprise" },
  moves: { title: "Plan moves by month", month: "Month", empty: "No plan changes in this period." },
} as const;

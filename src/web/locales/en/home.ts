/** The public landing page at /. */
export default {
  documentTitle: "Facetwise — personality and leadership assessments for organizations",
  nav: "Facetwise",
  signIn: "Sign in",
  signUp: "Create an account",
  dashboard: "Open your dashboard",
  hero: {
    title: "Personality and leadership assessments your organization can explain",
    lead: "Facetwise runs Big Five assessments with 30 facets, emotional regulation, an executive competency profile, derailment risks and 360-degree feedback, then turns the answers into individual results, organization analytics and reports. Trait, facet, regulation, competency and risk scores rest on published public-domain instruments, and every score says what it rests on.",
  },
  what: {
    title: "What it does",
    assess: { title: "Assess", body: "Assign an assessment to your people or take one yourself. Answers save as you go; a person can stop and continue later." },
    results: { title: "Read results", body: "Percentiles against published norms for the five traits and their 30 facets, with what each score means and how sure it is." },
    analyse: {
      title: "Analyse your organization",
      body: "Completion, trait distributions, team composition and adverse-impact checks, computed from your own responses and hidden below a minimum group size.",
    },
    report: { title: "Report and share", body: "Reports from templates, reviewed and approved before they go out, scheduled or sent to a distribution list." },
    feedback: { title: "360-degree feedback", body: "Raters describe a person on the same items; self and others are compared only once enough raters have answered." },
  },
  types: {
    title: "The assessments",
    questions_one: "{{count}} question",
    questions_other: "{{count}} questions",
  },
  instruments: {
    title: "The instruments and their sources",
    lead: "The items and keys behind the trait, facet, regulation, competency and derailment scores come from these public-domain sources:",
    measures: {
      "ipip-neo-120": "The Big Five traits and their 30 facets.",
      "catpd-sf": "Derailment risks: the dark side of leadership.",
      "barchard-ei": "Emotional regulation: noticing, expressing and handling emotions.",
      "ipip-leadership": "The executive competency profile.",
    },
    link: "Where the items are published",
  },
  footer: { pricing: "Pricing", terms: "Terms", privacy: "Privacy" },
} as const;

/**
 * English words of what the server writes into an organization's own data when it is made: the default report
 * templates' names and descriptions, by template type (src/domain/reporting/default-templates.ts), the sample
 * designed types' words, by type code (src/domain/design/type-definition.ts SAMPLE_TYPES), a designed type's default
 * module names, and the title an
 * assessment is stored with. They are written in the creating person's language and are the organization's from then on.
 */
export const templates = {
  defaults: {
    weekly: { name: "Weekly Report", description: "The week at a glance: summary, key metrics, alerts and who was active." },
    monthly: { name: "Monthly Report", description: "The month: summary, key metrics, trends, assessments, alerts and who was active." },
    quarterly: { name: "Quarterly Report", description: "The quarter: summary, key metrics, trends, performance insights, assessments and alerts." },
  },
  /** Spec §9's two sample designed types (modules by module id, target audiences by key). */
  samples: {
    "EXEC-LEAD": {
      name: "Executive Leadership",
      description: "Personality, executive competencies and derailment risks for senior leaders and those moving into senior roles.",
      audience: { seniorLeaders: "Senior leaders", executives: "Executives", highPotentialManagers: "High-potential managers" },
      modules: { ocean: "OCEAN Core", executive: "Executive competencies", darkside: "Derailment risks" },
    },
    "TEAM-EFF": {
      name: "Team Effectiveness",
      description: "Personality and emotional regulation of team members: how they work with others and handle pressure.",
      audience: { teamMembers: "Team members", teamLeads: "Team leads" },
      modules: { ocean: "OCEAN Core", emotional: "Emotional regulation" },
    },
  },
  design: {
    /** A designed type's duplicate's name, from the original's. */
    copyName: "{{name}} (Copy)",
    /** The name a new type's module starts with, by module type (the type manager's defaults; the designer may change it). */
    moduleNames: { ocean: "OCEAN Core", executive: "Executive competencies", emotional: "Emotional regulation", darkside: "Derailment risks", custom: "Custom questions" },
    /** The one module of a type made in the node-based creator. */
    competencyModule: "Competency items (IPIP-NEO-120)",
  },
  /** The title a new assessment is stored with, from its type's name (a built-in type's in the same language). */
  assessments: { title: "{{type}} assessment" },
};

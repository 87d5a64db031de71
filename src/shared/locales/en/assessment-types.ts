/**
 * The built-in assessment types' names and descriptions, by type id (src/domain/assessments/types.ts): the one
 * English catalog both sides read — the web app's `assessment-types` namespace (src/web/locales/en/assessment-types.ts)
 * and the server's `types` namespace (src/server/locales/en/index.ts: PDF covers, the testing sandbox, the titles
 * a new assessment is stored with).
 */
export default {
  individual: {
    name: "Individual",
    description: "Personality across the Big Five and 30 facets, with development guidance on the three pillars.",
  },
  executive: {
    name: "Executive",
    description: "Leadership profile: Big Five and facets, eight executive competencies, derailment risks and leadership scenarios.",
  },
  organizational: {
    name: "Organizational",
    description: "The broad profile organizations run across their people: Big Five and facets, emotional regulation, derailment risks and the three pillars.",
  },
  "ipip-neo-120": {
    name: "IPIP-NEO-120 (full 30-facet form)",
    description: "Johnson's 120-item public-domain measure of the Big Five and 30 facets, normed on Johnson's samples.",
  },
} as const;

/**
 * What is left of the domain's English names, each kept only for a caller that still writes English itself; the
 * reader's names are the shared psychometrics catalog's (src/shared/locales/en/psychometrics.ts, keyed by these
 * codes; the web's lib/psychometrics/labels.ts, the server's Translator `psych`). Delete each map with its last user.
 * Its English equals the catalog's (src/web/lib/psychometrics/labels.test.ts) while both exist.
 */
import type { Trait } from "./facets.ts";

/** Trait names for the report builder's section data (server/modules/reports/center-data.ts), until it words them from the catalog. */
export const TRAIT_LABELS: Readonly<Record<Trait, string>> = {
  openness: "Openness",
  conscientiousness: "Conscientiousness",
  extraversion: "Extraversion",
  agreeableness: "Agreeableness",
  neuroticism: "Neuroticism",
};

/**
 * What is left of the domain's English names, each kept only for a caller that still writes English itself; the
 * reader's names are the shared psychometrics catalog's (src/shared/locales/en/psychometrics.ts, keyed by these
 * codes; the web's lib/psychometrics/labels.ts, the server's Translator `psych`). Delete each map with its last user.
 * Its English equals the catalog's (src/web/lib/psychometrics/labels.test.ts) while both exist.
 */
import type { DarkSideTrait } from "./dimension-map.ts";
import type { RegulationDimension } from "./regulation.ts";

/** Regulation names for the dark-side analysis' sentences (dark-side-stress.ts), until it sends codes. */
export const REGULATION_LABELS: Readonly<Record<RegulationDimension, string>> = {
  selfAwareness: "Self-Awareness",
  selfManagement: "Self-Management",
  socialAwareness: "Social Awareness",
  relationshipManagement: "Relationship Management",
  stressTolerance: "Stress Tolerance",
  impulseControl: "Impulse Control",
  emotionalStability: "Emotional Stability",
};

/** Derailer names for the dark-side analysis' sentences (dark-side-stress.ts, dark-side-interventions.ts), until it sends codes. */
export const DARK_SIDE_LABELS: Readonly<Record<DarkSideTrait, string>> = {
  narcissism: "Narcissism",
  machiavellianism: "Machiavellianism",
  psychopathy: "Psychopathy",
  perfectionism: "Perfectionism",
  micromanagement: "Micromanagement",
};

/**
 * The psychometrics catalog's codes for what the score carries as English words (bands, levels, readiness,
 * balance, profile type, pillar standing, archetypes): the one map the web's names (src/web/lib/psychometrics)
 * and the server's PDFs both key the shared `psychometrics` catalog (src/shared/locales/en) with.
 */
import type { BenchmarkStanding } from "../domain/assessments/pillars.ts";
import type { ArchetypeName } from "../domain/psychometrics/archetypes.ts";
import type { PercentileLabel, ProfileBalance, ProfileType } from "../domain/psychometrics/bands.ts";
import type { CompetencyLevel, Readiness } from "../domain/psychometrics/executive.ts";
import type { RegulationBand } from "../domain/psychometrics/regulation.ts";

/** Catalog code of each spec §9 percentile label. */
export const PERCENTILE_BAND_CODES: Readonly<Record<PercentileLabel, string>> = {
  Exceptional: "exceptional",
  "Very High": "veryHigh",
  High: "high",
  Average: "average",
  Low: "low",
  "Very Low": "veryLow",
};
/** Catalog code of each regulation band. */
export const REGULATION_BAND_CODES: Readonly<Record<RegulationBand, string>> = {
  Exceptional: "exceptional",
  Strong: "strong",
  Developing: "developing",
  "Needs Development": "needsDevelopment",
};
/** Catalog code of each executive competency level. */
export const LEVEL_CODES: Readonly<Record<CompetencyLevel, string>> = { Exceptional: "exceptional", Strong: "strong", Competent: "competent", Developing: "developing" };
/** Catalog code of each executive readiness. */
export const READINESS_CODES: Readonly<Record<Readiness, string>> = { Ready: "ready", "Nearly Ready": "nearlyReady", Developing: "developing" };
/** Catalog code of each profile balance. */
export const BALANCE_CODES: Readonly<Record<ProfileBalance, string>> = { High: "high", Moderate: "moderate", Low: "low" };
/** Catalog code of each profile type. */
export const PROFILE_TYPE_CODES: Readonly<Record<ProfileType, string>> = { "Well-Rounded": "wellRounded", Specialized: "specialized" };
/** Catalog code of each pillar benchmark standing. */
export const STANDING_CODES: Readonly<Record<BenchmarkStanding, string>> = {
  "top 10%": "top10",
  "top 25%": "top25",
  "above average": "aboveAverage",
  "below average": "belowAverage",
};
/** Catalog code of each archetype. */
export const ARCHETYPE_CODES: Readonly<Record<ArchetypeName, string>> = {
  Innovator: "innovator",
  Executor: "executor",
  Leader: "leader",
  Collaborator: "collaborator",
  Analyst: "analyst",
  Stabilizer: "stabilizer",
};

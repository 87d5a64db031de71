/**
 * Display names of what the scoring engine reports, through the `psychometrics` i18n namespace and keyed by
 * the engine's stable codes. The score carries some names as English words (bands, levels, readiness…):
 * the shared maps (src/shared/psychometric-codes.ts, which the PDFs use too) turn them into codes. An unknown word (e.g. from a newer server) is shown as given.
 */
import type { Pillar } from "../../../domain/assessments/item-types.ts";
import type { BenchmarkStanding, PillarPriority } from "../../../domain/assessments/pillars.ts";
import type { ArchetypeName } from "../../../domain/psychometrics/archetypes.ts";
import type { PercentileLabel, ProfileBalance, ProfileType } from "../../../domain/psychometrics/bands.ts";
import type { EntryRisk } from "../../../domain/psychometrics/derailment.ts";
import type { DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import type { CompetencyLevel, ExecutiveCompetency, Readiness } from "../../../domain/psychometrics/executive.ts";
import type { CoverageBand } from "../../../domain/psychometrics/facet-confidence.ts";
import { FACETS, type FacetKey, type Trait } from "../../../domain/psychometrics/facets.ts";
import type { RegulationBand, RegulationDimension } from "../../../domain/psychometrics/regulation.ts";
import {
  ARCHETYPE_CODES,
  BALANCE_CODES,
  LEVEL_CODES,
  PERCENTILE_BAND_CODES,
  PROFILE_TYPE_CODES,
  READINESS_CODES,
  REGULATION_BAND_CODES,
  STANDING_CODES,
} from "../../../shared/psychometric-codes.ts";
import { psychT } from "./i18n.ts";

export { PERCENTILE_BAND_CODES, REGULATION_BAND_CODES, LEVEL_CODES, READINESS_CODES, BALANCE_CODES, PROFILE_TYPE_CODES, STANDING_CODES, ARCHETYPE_CODES };

const FACET_BY_KEY = new Map(FACETS.map((f) => [f.key, f]));

/** A Big Five trait's name ("Neuroticism"). */
export function traitName(trait: Trait): string {
  return psychT(`trait.${trait}`, { defaultValue: trait });
}

/** One line on what a trait describes. */
export function traitDescription(trait: Trait): string {
  return psychT(`traitDescription.${trait}`, { defaultValue: "" });
}

/** The spec's facet name (NEO PI-R wording), e.g. "Angry Hostility". */
export function facetName(key: FacetKey): string {
  const code = FACET_BY_KEY.get(key)?.code;
  return code ? psychT(`facet.${code}`, { defaultValue: key }) : key;
}

/** The IPIP-NEO-120 name of a facet when it differs from the spec's (e.g. "Anger"), else null. */
export function facetIpipName(key: FacetKey): string | null {
  const f = FACET_BY_KEY.get(key);
  return f && f.ipipLabel !== f.neoLabel ? psychT(`facetIpip.${f.code}`, { defaultValue: f.ipipLabel }) : null;
}

/** A pillar's name, or the id itself for one this build does not know. */
export function pillarName(pillar: Pillar | string): string {
  return psychT(`pillar.${pillar}`, { defaultValue: pillar });
}

/** A pillar domain's name (e.g. "Learning agility"), or the id itself for one this build does not know. */
export function domainName(domainId: string): string {
  return psychT(`domain.${domainId}`, { defaultValue: domainId });
}

/** A spec §9 percentile label as shown ("Very Low"). */
export function percentileBandName(label: PercentileLabel): string {
  return psychT(`band.${PERCENTILE_BAND_CODES[label]}`, { defaultValue: label });
}

/** An emotional-regulation band as shown ("Needs Development"). */
export function regulationBandName(band: RegulationBand): string {
  return psychT(`regulationBand.${REGULATION_BAND_CODES[band]}`, { defaultValue: band });
}

/** An executive competency level as shown ("Competent"). */
export function levelName(level: CompetencyLevel): string {
  return psychT(`level.${LEVEL_CODES[level]}`, { defaultValue: level });
}

/** Executive readiness as shown ("Nearly Ready"). */
export function readinessName(readiness: Readiness): string {
  return psychT(`readiness.${READINESS_CODES[readiness]}`, { defaultValue: readiness });
}

/** Profile balance as shown ("Moderate"). */
export function balanceName(balance: ProfileBalance): string {
  return psychT(`balance.${BALANCE_CODES[balance]}`, { defaultValue: balance });
}

/** Profile type as shown ("Well-Rounded"). */
export function profileTypeName(type: ProfileType): string {
  return psychT(`profileType.${PROFILE_TYPE_CODES[type]}`, { defaultValue: type });
}

/** A pillar's standing against its benchmark ("top 25%"). */
export function standingName(standing: BenchmarkStanding): string {
  return psychT(`standing.${STANDING_CODES[standing]}`, { defaultValue: standing });
}

/** A pillar's development priority ("High priority"). */
export function priorityName(priority: PillarPriority): string {
  return psychT(`priority.${priority}`, { defaultValue: priority });
}

/** A derailer's (or the overall) risk ("Moderate risk"). */
export function riskName(risk: EntryRisk): string {
  return psychT(`risk.${risk}`, { defaultValue: risk });
}

/** Facet coverage band ("Fair coverage"). */
export function coverageName(band: CoverageBand): string {
  return psychT(`coverage.${band}`, { defaultValue: band });
}

/** An emotional-regulation dimension's name ("Self-Awareness"). */
export function regulationName(dimension: RegulationDimension): string {
  return psychT(`regulation.${dimension}`, { defaultValue: dimension });
}

/** An executive competency's name ("Strategic Thinking"). */
export function executiveName(competency: ExecutiveCompetency): string {
  return psychT(`executive.${competency}`, { defaultValue: competency });
}

/** A dark-side trait's name ("Machiavellianism"). */
export function darkSideName(trait: DarkSideTrait): string {
  return psychT(`darkSide.${trait}`, { defaultValue: trait });
}

/** An archetype's name ("Innovator"). */
export function archetypeName(name: ArchetypeName): string {
  return psychT(`archetype.${ARCHETYPE_CODES[name]}.name`, { defaultValue: name });
}

/** An archetype's one-line summary ("" for one this build does not know). */
export function archetypeSummary(name: ArchetypeName): string {
  return psychT(`archetype.${ARCHETYPE_CODES[name]}.summary`, { defaultValue: "" });
}

/** A norm group in the reader's words ("women between 21 and 40 years old"), by its id; one this build does not know by the label stored with it. */
export function normGroupName(group: { readonly id: string; readonly label: string }): string {
  return psychT(`normGroup.${group.id}`, { defaultValue: group.label });
}

/**
 * Shapes of designed assessment types (spec 1 §3 "Assessment type (configurator)", "Assessment builder
 * output", "Competency node", "Node-facet mapping"): what an organization designs in the type manager or the
 * node-based creator, and what a response to such a type is scored into. Pure data; rules live beside it.
 */
import type { InputType } from "../assessments/item-types.ts";
import type { FacetKey, Trait } from "../psychometrics/facets.ts";
import type { CoverageBand } from "../psychometrics/facet-confidence.ts";

/** Spec §3: category (individual default, leadership, team, specialized). */
export type TypeCategory = "individual" | "leadership" | "team" | "specialized";
/** Spec §3: module types. ocean, executive, emotional and darkside draw from the cited banks; custom holds the organization's own questions. */
export type DesignModuleType = "ocean" | "executive" | "emotional" | "darkside" | "custom";

/** An organization's own question in a custom module (spec §2 question types); never normed. */
export interface CustomQuestion {
  /** Stable within its module ("q1", "q2", …). */
  readonly id: string;
  readonly type: InputType;
  readonly text: string;
  /** multiple_choice and scenario: 2-10 options with integer values (higher = more favourable). */
  readonly options?: readonly { readonly value: number; readonly label: string }[];
  /** scale: limits and end labels (spec §5 default 1-10). */
  readonly min?: number;
  readonly max?: number;
  readonly minLabel?: string;
  readonly maxLabel?: string;
  /** ranking: 2-10 items. */
  readonly items?: readonly string[];
}

/** Spec §3 module {id, name, type, weight (fraction), required}; custom modules carry their questions. */
export interface DesignModule {
  readonly id: string;
  readonly name: string;
  readonly type: DesignModuleType;
  /** Share of the composite score (fraction 0-1; the weights of a type are used relative to their sum). */
  readonly weight: number;
  readonly required: boolean;
  readonly questions?: readonly CustomQuestion[];
}

/** Spec §3 scoring benchmarks on the 0-100 composite (fixed reference points, not norms). */
export interface Benchmarks {
  readonly excellent: number;
  readonly good: number;
  readonly average: number;
  readonly belowAverage: number;
}

/** Norm groups with published norms (Johnson's IPIP-NEO-120 tables): by the respondent's sex and age, or the pooled mix. */
export type NormGroupChoice = "respondent" | "general";

/** Spec §3 scoring {normGroup, benchmarks, useStanines, usePercentiles}. */
export interface TypeScoring {
  readonly normGroup: NormGroupChoice;
  readonly benchmarks: Benchmarks;
  readonly useStanines: boolean;
  readonly usePercentiles: boolean;
}

/** Spec §3 assessment type (configurator), as saved; the builder's node selection when it was made there. */
export interface TypeDefinition {
  readonly name: string;
  readonly code: string;
  readonly description: string;
  readonly category: TypeCategory;
  readonly targetAudience: readonly string[];
  /** Minutes, as told to respondents. */
  readonly estimatedDuration: number;
  /** Target number of questions: the OCEAN module draws enough IPIP-NEO-120 items per facet to approach it. */
  readonly questionCount: number;
  /** Multipliers of each trait in the OCEAN module's score (0-5; 1 = equal). */
  readonly oceanWeights: Readonly<Record<Trait, number>>;
  readonly modules: readonly DesignModule[];
  readonly scoring: TypeScoring;
  readonly isActive: boolean;
  /** Node-based types (made in the creator): the selected competency node ids; absent for manager types. */
  readonly nodeIds?: readonly string[];
}

/** Spec §3 node-facet mapping (ours, documented in competency-tree.ts): how a competency node links to a facet. */
export interface NodeFacetLink {
  readonly facet: FacetKey;
  /** IPIP-NEO-120 facet code, e.g. "C4". */
  readonly facetCode: string;
  /** Signed: negative when more of the facet means less of the competency. */
  readonly correlation: number;
  /** How sure Facetwise is of the link, 0-1 (our judgement, not a validated coefficient). */
  readonly confidence: number;
  readonly mappingType: "direct" | "indirect";
  /** Spec §2 tiers the link applies to. */
  readonly tierApplicability: readonly ("individual" | "executive" | "organizational")[];
}

/** Spec §3 competency node: the OCEAN traits it measures, with its facet links (its label, description and each link's reason are the catalog's, by id). */
export interface CompetencyNode {
  readonly id: string;
  readonly traits: readonly Trait[];
  readonly facets: readonly NodeFacetLink[];
}

/** One of the 5 groups of the competency tree (spec §9: 5 groups of 4 nodes). */
export interface CompetencyGroup {
  readonly id: string;
  readonly nodes: readonly CompetencyNode[];
}

/** Spec §9: one of the 3 quick templates (its name and description are the catalog's, by id). */
export interface BuilderTemplate {
  readonly id: string;
  readonly type: TypeCategory;
  readonly nodeIds: readonly string[];
}

/** Spec §5 coverage validation of a facet set. */
export interface CoverageValidation {
  /** 0-100: share of the assessed facets whose confidence is above 0.3. */
  readonly percent: number;
  readonly band: CoverageBand;
  readonly covered: number;
  readonly total: number;
  /** Facets with confidence below 0.3 (spec §5: flagged). */
  readonly criticalFacets: readonly FacetKey[];
}

/** Spec §3 builder output: oceanCoverage {traits, facets}; plus what the creator shows before saving. */
export interface BuilderPreview {
  readonly oceanCoverage: {
    /** Spec §5: each node spreads one unit equally across its traits; divided by the largest (top trait = 1). */
    readonly traits: Readonly<Record<Trait, number>>;
    /** Per assessed facet: items asked and the confidence they give (min(1, weight / 10)). */
    readonly facets: readonly { readonly facet: FacetKey; readonly facetCode: string; readonly trait: Trait; readonly items: number; readonly confidence: number }[];
  };
  /** Spec §9: 3-5 minutes per selected node. */
  readonly estimatedMinutes: { readonly min: number; readonly max: number };
  /** Spec §9: about 15 per node; the actual count of the IPIP-NEO-120 items drawn. */
  readonly questionCount: number;
  readonly coverage: CoverageValidation;
}

/** A §5 node-mapped facet result with how it was made. */
export interface DesignedFacetScore {
  readonly facet: FacetKey;
  readonly facetCode: string;
  readonly trait: Trait;
  /** −3..3 (spec §5). */
  readonly score: number;
  /** min(1, weight / 10). */
  readonly confidence: number;
  /** 50 + 10 × score / 1.5 (a fixed transformation, not a norm). */
  readonly t: number;
  readonly items: number;
  readonly critical: boolean;
}

/** A competency node's score from its facet links (the catalog names the node by its id). */
export interface DesignedNodeScore {
  readonly nodeId: string;
  /** The node's English label, stored by results scored before the tree's words moved to the catalog; not written now. */
  readonly label?: string;
  readonly score: number;
  readonly t: number;
  readonly confidence: number;
  /** The facets it was computed from, with their signed contribution weights. */
  readonly basis: readonly { readonly facet: FacetKey; readonly correlation: number; readonly weight: number }[];
}

/** A module's 0-100 score in its favourable direction (unnormed), and how it was made. */
export interface DesignedModuleScore {
  readonly moduleId: string;
  readonly name: string;
  readonly type: DesignModuleType;
  readonly weight: number;
  /** null when the module has nothing scored (e.g. only text questions). */
  readonly score: number | null;
  readonly normed: false;
  /** How the score was made, as a code and its facts; a result scored before the codes stored its English sentence. */
  readonly basis: ModuleBasis | string;
}

/**
 * How a module's score was made, by module type: the code is the module type ("None" when nothing could be scored)
 * with the facts its sentence states (the results catalog's `design.basis.<code>` words it).
 */
export type ModuleBasis =
  | { readonly code: "ocean"; readonly traits: readonly { readonly trait: Trait; readonly weight: number }[] }
  | { readonly code: "executive" | "custom"; readonly count: number }
  | { readonly code: "darkside"; readonly count: number; readonly mean: number }
  | { readonly code: "emotional" | "oceanNone" | "executiveNone" | "emotionalNone" | "darksideNone" | "customNone" };

/** How the composite was made: the weighted mean banded by the type's benchmarks, or nothing scored. */
export type CompositeBasis = { readonly code: "weighted"; readonly benchmarks: Benchmarks } | { readonly code: "none" };

/** Notes on a designed result, by code (the results catalog's `design.notes.<code>` words them). */
export const DESIGNED_NOTE_CODES = ["mappingSource", "modulesUnnormed", "customUnnormed"] as const;
/** A code of DESIGNED_NOTE_CODES. */
export type DesignedNoteCode = (typeof DESIGNED_NOTE_CODES)[number];

/** What a response to a designed type is scored into (ScoreResult.designed). */
export interface DesignedResult {
  readonly typeId: string;
  readonly version: number;
  readonly kind: "builder" | "manager";
  /** Node-based types: the §5 facets, the competency profile and the coverage validation. */
  readonly facets?: readonly DesignedFacetScore[];
  readonly nodes?: readonly DesignedNodeScore[];
  readonly coverage?: CoverageValidation;
  /** Manager types: module scores, the weighted composite and its benchmark band. */
  readonly modules?: readonly DesignedModuleScore[];
  readonly composite?: {
    readonly score: number | null;
    readonly band: "excellent" | "good" | "average" | "belowAverage" | "low" | null;
    /** A code and its facts; a result scored before the codes stored its English sentence. */
    readonly basis: CompositeBasis | string;
  };
  /** Answers to custom questions as given (unnormed), for the results page. */
  readonly customAnswers?: readonly { readonly moduleId: string; readonly questionId: string; readonly text: string; readonly type: InputType; readonly answer: unknown }[];
  readonly usePercentiles: boolean;
  readonly useStanines: boolean;
  /** Codes of DESIGNED_NOTE_CODES; a result scored before the codes stored their English sentences. */
  readonly notes: readonly (DesignedNoteCode | string)[];
}

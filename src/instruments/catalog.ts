/**
 * The instrument catalogue the server and CLI call: items of each assessment type (IPIP-NEO-120 items from
 * @bigfive-org/questions, other IPIP scales and our flow questions from src/domain), versioned item banks,
 * compiled keys and cached scoring contexts. Everything is built once per process and reused.
 */
import { createHash } from "node:crypto";
import { composeAssessment, type ComposedAssessment } from "../domain/assessments/compose.ts";
import { FLOW_QUESTIONS } from "../domain/assessments/flow-questions.ts";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import { ASSESSMENT_TYPE_IDS, assessmentType, type AssessmentTypeId } from "../domain/assessments/types.ts";
import { compileKey, type CompiledKey } from "../domain/psychometrics/compiled-key.ts";
import { KEY_VERSION } from "../domain/psychometrics/dimension-map.ts";
import { NORM_VERSION } from "../domain/psychometrics/norms.ts";
import { INTERPRETATION_VERSION } from "../domain/psychometrics/result.ts";
import type { ScoreResult, ScoringRules } from "../domain/psychometrics/result-types.ts";
import { PUBLISHED_SCALES, IPIP_NEO_120_BANK } from "../domain/psychometrics/scales.ts";
import { createScoringContext, scoreResponse, type ResponseInput, type ScoringContext } from "../domain/psychometrics/score-response.ts";
import { toStorageRows, type AssessmentScoreRow } from "../domain/psychometrics/storage-rows.ts";
import { ipipNeo120BankVersion, loadIpipNeo120 } from "./ipip-neo-120.ts";

const sha = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 12);

let bankVersions: Map<string, string> | undefined;

/**
 * Version of every item bank: "<bank>@<content hash>" over item numbers, keys and texts (IPIP-NEO-120:
 * package version + hash of ids and keys). Any change to an item or key yields a new version.
 */
export function itemBankVersions(): ReadonlyMap<string, string> {
  if (bankVersions) return bankVersions;
  const m = new Map<string, string>([[IPIP_NEO_120_BANK, ipipNeo120BankVersion()]]);
  const byBank = new Map<string, string[]>();
  for (const s of PUBLISHED_SCALES) byBank.set(s.bank, [...(byBank.get(s.bank) ?? []), `${s.id}:${s.items.map((i) => `${i.n}${i.keyed}${i.text}`).join("|")}`]);
  for (const [bank, parts] of byBank) m.set(bank, `${bank}@${sha(parts.join("\n"))}`);
  m.set("facetwise-flow", `facetwise-flow@${sha(JSON.stringify(FLOW_QUESTIONS))}`);
  bankVersions = m;
  return m;
}

const composed = new Map<string, ComposedAssessment>();
const keys = new Map<string, CompiledKey>();
const contexts = new Map<string, ScoringContext>();

/** The composed type (items, modules with weights) in a language; throws on an unknown type or language. */
export function composedType(typeId: string, lang = "en"): ComposedAssessment {
  const k = `${typeId}|${lang}`;
  let c = composed.get(k);
  if (!c) {
    c = composeAssessment(assessmentType(typeId).id, loadIpipNeo120(lang));
    composed.set(k, c);
  }
  return c;
}

/** The ordered items of a type (ids, module, text, trait/facet/keyed, pillar/domain, input type and limits). */
export function itemsForType(typeId: string, lang = "en"): readonly AssessmentItem[] {
  return composedType(typeId, lang).items;
}

/** The item-bank version a response to this type records: composition version plus every bank it draws on. */
export function itemBankVersion(typeId: string): string {
  const c = composedType(typeId);
  const banks = [...new Set(c.items.map((i) => i.bank))].sort();
  return [c.type.compositionVersion, ...banks.map((b) => itemBankVersions().get(b) ?? b)].join(" ");
}

/** The versions stamped on every score of this type (stored as scoring_rules). */
export function scoringRulesForType(typeId: string): ScoringRules {
  return { itemBankVersion: itemBankVersion(typeId), keyVersion: KEY_VERSION, normVersion: NORM_VERSION, interpretationVersion: INTERPRETATION_VERSION };
}

/** The compiled key of a type (English texts; keys are language-independent). */
export function compiledKeyForType(typeId: string): CompiledKey {
  let k = keys.get(typeId);
  if (!k) {
    k = compileKey(composedType(typeId));
    keys.set(typeId, k);
  }
  return k;
}

/** A cached scoring context for a type (one response at a time per process; the engine is synchronous). */
export function scoringContextForType(typeId: string): ScoringContext {
  let c = contexts.get(typeId);
  if (!c) {
    c = createScoringContext(compiledKeyForType(typeId), scoringRulesForType(typeId));
    contexts.set(typeId, c);
  }
  return c;
}

/**
 * Scores a stored response of a type: answers by item id (ids not in the type are ignored), optional
 * per-item times in ms and respondent sex/age for the norm group. Returns the full ScoreResult.
 */
export function scoreStoredResponse(typeId: string, input: ResponseInput): ScoreResult {
  return scoreResponse(scoringContextForType(typeId), input);
}

const versionContexts = new Map<string, ScoringContext>();

/**
 * Scores a response by the item-bank version it was opened with: the current version uses the cached
 * context; an older one (stored items with their keys) gets a context compiled from those items and the
 * type's modules, cached by version (versions are immutable).
 */
export function scoreVersionedResponse(typeId: string, version: string, items: readonly AssessmentItem[], input: ResponseInput): ScoreResult {
  if (version === itemBankVersion(typeId)) return scoreStoredResponse(typeId, input);
  let c = versionContexts.get(version);
  if (!c) {
    c = createScoringContext(compileKey({ ...composedType(typeId), items }), { ...scoringRulesForType(typeId), itemBankVersion: version });
    if (versionContexts.size > 100) versionContexts.clear();
    versionContexts.set(version, c);
  }
  return scoreResponse(c, input);
}

/** The assessment_scores rows of a result (see storage-rows.ts for prefixes and meaning). */
export function storageRowsFor(result: ScoreResult): AssessmentScoreRow[] {
  return toStorageRows(result);
}

/** All assessment type ids, for listings and CLI help. */
export function assessmentTypeIds(): readonly AssessmentTypeId[] {
  return ASSESSMENT_TYPE_IDS;
}

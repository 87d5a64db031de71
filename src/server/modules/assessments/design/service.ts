import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { TenantActor } from "../../../auth/tenancy.ts";
import { AppError, forbidden, notFound, msg, type Msg } from "../../../http/errors.ts";
import { can, designedTypePolicies } from "../../../auth/policies/index.ts";
import { newId } from "../../../db/ids.ts";
import type { TAssessmentTypeSummary } from "../../../../contracts/assessments.ts";
import type { TDesignedType, TTypeDefinition } from "../../../../contracts/assessment-design.ts";
import type { BuilderPreview, TypeCategory, TypeDefinition } from "../../../../domain/design/types.ts";
import { BUILDER_TEMPLATES, COMPETENCY_GROUPS } from "../../../../domain/design/competency-tree.ts";
import { builderDefinition, builderPreview, unknownNodeIds } from "../../../../domain/design/builder.ts";
import {
  NORM_GROUP_CHOICES,
  newTypeDefaults,
  SAMPLE_TYPES,
  duplicateDefinition,
  problemParams,
  sampleDefinition,
  validateDefinition,
  type DefinitionProblem,
} from "../../../../domain/design/type-definition.ts";
import { composeDesigned } from "../../../../domain/design/compose.ts";
import { designedNotes, scoreDesignedModules, scoreNodeBased } from "../../../../domain/design/scoring.ts";
import type { ComposedAssessment } from "../../../../domain/assessments/compose.ts";
import { compileKey } from "../../../../domain/psychometrics/compiled-key.ts";
import { KEY_VERSION } from "../../../../domain/psychometrics/dimension-map.ts";
import { NORM_VERSION } from "../../../../domain/psychometrics/norms.ts";
import { INTERPRETATION_VERSION } from "../../../../domain/psychometrics/result.ts";
import type { ScoreResult } from "../../../../domain/psychometrics/result-types.ts";
import { createScoringContext, scoreResponse, type ResponseInput, type ScoringContext } from "../../../../domain/psychometrics/score-response.ts";
import { ipipNeo120BankVersion, loadIpipNeo120 } from "../../../../instruments/ipip-neo-120.ts";
import * as assessmentsRepo from "../repo.ts";
import { layoutOf, type BankLayout } from "../item-banks.ts";
import * as repo from "./repo.ts";
import { translator, type ErrorKey, type TemplateKey, type Translator } from "../../../i18n/index.ts";

/** The sample types' definitions worded in a language (src/server/locales/en/templates.ts `samples`). */
export function sampleTypeDefinitions(tr: Translator): TypeDefinition[] {
  return SAMPLE_TYPES.map((s) => sampleDefinition(s, (key) => tr.seeded(`samples.${s.code}.${key}` as TemplateKey)));
}

/** The §9 defaults a new type starts with, its module named in the given language (src/server/locales/en/templates.ts `design.moduleNames`). */
export function defaultDefinition(tr: Translator): TTypeDefinition {
  const d = newTypeDefaults((type) => tr.seeded(`design.moduleNames.${type}`));
  return { ...d, targetAudience: [...d.targetAudience], modules: d.modules.map((m) => ({ ...m })) } as TTypeDefinition;
}

/** A definition's problem in the caller's words (the errors catalog's `assessments.definition`, its coded facts worded first). */
export function problemMessage(p: DefinitionProblem): Msg {
  return msg(
    `assessments.definition.${p.code}`,
    problemParams(p, (key) => msg(`assessments.definition.words.${key}` as ErrorKey)),
  );
}

/** Designed type ids carry this prefix, so a type id alone tells built-in from designed. */
export const DESIGNED_PREFIX = "ct-";
/** True for a designed type's id. */
export const isDesignedTypeId = (typeId: string) => typeId.startsWith(DESIGNED_PREFIX);

const sha = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 12);

/** A version of a designed type as scoring needs it (immutable, cached by item-bank version). */
export type DesignedVersion = { typeId: string; version: number; name: string; definition: TypeDefinition; composed: ComposedAssessment; context?: ScoringContext };

const conflict = (message: Msg, details?: Record<string, unknown>) => new AppError(409, "CONFLICT", message, details);

/**
 * The organization's designed assessment types (spec 1 §2 type manager and node-based creator, §3, §4, §9):
 * saved as immutable versions whose items are recorded as an item bank, so responses are shown and scored by
 * the version they were opened with; and the scoring of responses to them (the engine over the cited banks,
 * plus the §5 node path or the module composite).
 */
export class DesignedTypes {
  private readonly versions = new Map<string, DesignedVersion>();
  constructor(private readonly d: { db: Db }) {}

  // ── the catalogue the assessments service reads ───────────────────────────────────────────────

  /** Active, live designed types of the organization, as assignable type summaries (the time estimate is the assessments service's). */
  async assignable(organizationId: string): Promise<Omit<TAssessmentTypeSummary, "estimatedMinutes" | "estimateBasis">[]> {
    const rows = await repo.listTypes(this.d.db, organizationId, { includeArchived: false, activeOnly: true });
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.definition.description,
      questionCount: r.itemCount,
      pillars: [],
      domains: [],
      profiles: this.profilesOf(r.definition),
      designed: true,
      version: r.currentVersion,
    }));
  }

  private profilesOf(def: TypeDefinition) {
    const has = (t: string) => def.modules.some((m) => m.type === t);
    return { facets: !def.nodeIds && has("ocean"), emotionalRegulation: has("emotional"), executiveProfile: has("executive"), darkSide: has("darkside"), pillars: false };
  }

  /** A live designed type of the organization (name, item count, current layout), or null. `lock` holds the row until the transaction ends. */
  async current(db: Db, organizationId: string, typeId: string, lock?: "share"): Promise<{ row: repo.DesignedTypeRow; layout: BankLayout; version: DesignedVersion } | null> {
    const row = await repo.findType(db, organizationId, typeId, lock);
    if (!row) return null;
    const version = await this.version(row.itemBankVersion, db);
    return { row, version, layout: layoutOf(row.id, row.itemBankVersion, version.composed.items) };
  }

  /** The version a response was opened with (by its item-bank version); cached, versions being immutable once answered. */
  async version(itemBankVersion: string, db: Db = this.d.db): Promise<DesignedVersion> {
    const cached = this.versions.get(itemBankVersion);
    if (cached) return cached;
    // read through the caller's transaction when there is one (the embedded database has one connection)
    const v = await repo.findVersionByBank(db, itemBankVersion);
    if (!v) throw new Error(`designed type version ${itemBankVersion} is not recorded`);
    const stored = await assessmentsRepo.findItemBank(db, itemBankVersion);
    const composed = composeDesigned(v.typeId, v.name, v.definition, loadIpipNeo120("en"));
    // the stored items are the truth (their order is the answers' positions)
    const out: DesignedVersion = {
      typeId: v.typeId,
      version: v.version,
      name: v.name,
      definition: v.definition,
      composed: stored ? { ...composed, items: stored.items as ComposedAssessment["items"] } : composed,
    };
    if (this.versions.size > 500) this.versions.clear();
    this.versions.set(itemBankVersion, out);
    return out;
  }

  /** Current question count of each designed type of the organization (archived included: their assessments still list). */
  async itemCounts(organizationId: string): Promise<Map<string, number>> {
    const rows = await repo.listTypes(this.d.db, organizationId, { includeArchived: true });
    return new Map(rows.map((r) => [r.id, r.itemCount]));
  }

  /**
   * Scores a response to a designed type by the version it was opened with: the engine over the cited
   * banks' items (normed Big Five facets, regulation, executive and derailer scales as the modules ask), and
   * the designed section — node-based types by the spec §5 node rules (facet scores, confidences, t-scores,
   * the competency profile and coverage), manager types by their module weights and OCEAN weights.
   * Call `version()` first (this is synchronous, for use inside the submit transaction).
   */
  score(itemBankVersion: string, input: ResponseInput): ScoreResult {
    const v = this.versions.get(itemBankVersion);
    if (!v) throw new Error(`designed type version ${itemBankVersion} is not loaded`);
    if (!v.context) {
      v.context = createScoringContext(compileKey(v.composed), {
        itemBankVersion,
        keyVersion: KEY_VERSION,
        normVersion: NORM_VERSION,
        interpretationVersion: INTERPRETATION_VERSION,
      });
    }
    const def = v.definition;
    // the norm group the designer chose: the respondent's sex × age group, or the pooled general norm
    const engine = scoreResponse(v.context, def.scoring.normGroup === "general" ? { ...input, respondent: undefined } : input);
    const items = v.composed.items;
    const base = { typeId: v.typeId, version: v.version, usePercentiles: def.scoring.usePercentiles, useStanines: def.scoring.useStanines };
    if (def.nodeIds) {
      const node = scoreNodeBased(def.nodeIds, items, input.answers);
      return {
        ...engine,
        // one coverage per result: the §5 coverage of the facets the type assesses (the engine's figure over all
        // 30 facets would give a second, contradicting verdict for a type that asks only some of them)
        coverage: node.coverage,
        designed: {
          ...base,
          kind: "builder",
          ...node,
          // the results page explains the §5 formulas beside the numbers; the note says whose the links are
          notes: designedNotes(def),
        },
      };
    }
    const modules = scoreDesignedModules(def, items, input.answers, engine);
    return {
      ...engine,
      designed: {
        ...base,
        kind: "manager",
        ...modules,
        notes: designedNotes(def),
      },
    };
  }

  // ── the type manager ──────────────────────────────────────────────────────────────────────────

  private requireDesign(actor: TenantActor) {
    if (!can(actor, "assessmentTypes.design")) throw forbidden(msg("assessments.onlyAdminsManagersDesignAssessment"));
  }

  private present(actor: TenantActor, r: repo.DesignedTypeRow, u: { responses: number; open: number } | undefined): TDesignedType {
    const def = r.definition;
    return {
      ...def,
      targetAudience: [...def.targetAudience],
      modules: def.modules.map((m) => ({ ...m, ...(m.questions ? { questions: m.questions.map((q) => ({ ...q })) } : {}) })) as TDesignedType["modules"],
      nodeIds: def.nodeIds ? [...def.nodeIds] : undefined,
      name: r.name,
      code: r.code,
      isActive: r.isActive,
      id: r.id,
      version: r.currentVersion,
      source: r.source,
      itemCount: r.itemCount,
      responses: u?.responses ?? 0,
      openResponses: u?.open ?? 0,
      archivedAt: r.archivedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      policies: designedTypePolicies(actor, { kind: "designed-type", archived: r.archivedAt !== null, active: r.isActive }),
    };
  }

  /**
   * Every designed type of the organization (live and archived) for the type manager, with the §9 defaults (their
   * module named in the caller's language: it becomes the organization's own when saved) and the norm groups offered.
   */
  async list(actor: TenantActor, tr: Translator = translator("en")) {
    const rows = await repo.listTypes(this.d.db, actor.organizationId, { includeArchived: true });
    const usage = await repo.usage(
      this.d.db,
      actor.organizationId,
      rows.map((r) => r.id),
    );
    return {
      types: rows.map((r) => this.present(actor, r, usage.get(r.id))),
      defaults: defaultDefinition(tr),
      normGroups: NORM_GROUP_CHOICES.map((n) => ({ ...n })),
      canDesign: can(actor, "assessmentTypes.design"),
    };
  }

  private check(def: TypeDefinition) {
    const problems = validateDefinition(def);
    if (problems.length) {
      throw new AppError(400, "VALIDATION_ERROR", problemMessage(problems[0]), {
        field: problems[0].field,
        problems: problems.map((p) => ({ ...p, message: problemMessage(p) })),
      });
    }
  }

  /** Composes a definition and records its items as an item bank; answers the bank version and item count. */
  private async record(db: Db, typeId: string, version: number, def: TypeDefinition) {
    const composed = composeDesigned(typeId, def.name, def, loadIpipNeo120("en"));
    if (!composed.items.length) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.typeAsksNoQuestionsAdd"), { field: "modules" });
    const content = JSON.stringify({ def, items: composed.items.map((i) => [i.id, i.keyed ?? "", i.text, i.input]) });
    const bankVersion = `${typeId}@v${version}-${sha(`${ipipNeo120BankVersion()}|${content}`)}`;
    await assessmentsRepo.saveItemBank(db, { version: bankVersion, typeId, items: composed.items });
    return { bankVersion, itemCount: composed.items.length };
  }

  /** Creates a type (type manager, duplicate or creator); the code must be free among the organization's live types. */
  async create(actor: TenantActor, def: TypeDefinition, source: "manager" | "builder" = "manager"): Promise<{ type: TDesignedType; versioned: boolean }> {
    this.requireDesign(actor);
    const id = await this.d.db.transaction((tx) => this.insert(tx, actor.organizationId, actor.userId, def, source));
    return { type: await this.get(actor, id), versioned: false };
  }

  private async insert(db: Db, organizationId: string, createdBy: string, def: TypeDefinition, source: "manager" | "builder"): Promise<string> {
    this.check(def);
    const id = `${DESIGNED_PREFIX}${newId()}`;
    if ((await repo.liveCodes(db, organizationId)).includes(def.code)) throw conflict(msg("assessments.typeWithCodeCodeAlready", { code: def.code }), { field: "code" });
    const { bankVersion, itemCount } = await this.record(db, id, 1, def);
    await repo.insertType(db, { id, organizationId, source, createdBy, definition: def, itemBankVersion: bankVersion, itemCount });
    return id;
  }

  private async get(actor: TenantActor, typeId: string): Promise<TDesignedType> {
    const row = await repo.findType(this.d.db, actor.organizationId, typeId);
    if (!row) throw notFound("Assessment type");
    const usage = await repo.usage(this.d.db, actor.organizationId, [typeId]);
    return this.present(actor, row, usage.get(typeId));
  }

  /**
   * Saves a type's definition. When a response was opened with its current version, the save makes a new
   * version (open responses keep theirs, and are shown and scored by it); otherwise the current version is
   * rewritten. The type row is locked, so a response cannot open on a version being rewritten.
   */
  async update(actor: TenantActor, typeId: string, def: TypeDefinition): Promise<{ type: TDesignedType; versioned: boolean }> {
    this.requireDesign(actor);
    if (!isDesignedTypeId(typeId)) throw notFound("Assessment type");
    const versioned = await this.d.db.transaction(async (tx) => {
      const row = await repo.findType(tx, actor.organizationId, typeId, "update");
      if (!row) throw notFound("Assessment type");
      if (row.archivedAt) throw conflict(msg("assessments.typeArchivedDuplicateMakeNew"));
      // a node-based type keeps its node selection (the creator owns it); the manager edits the §3 fields
      const next: TypeDefinition = row.definition.nodeIds ? { ...def, nodeIds: row.definition.nodeIds } : { ...def, nodeIds: undefined };
      this.check(next);
      if (next.code !== row.code && (await repo.liveCodes(tx, actor.organizationId)).includes(next.code))
        throw conflict(msg("assessments.typeWithCodeCodeAlready", { code: next.code }), { field: "code" });
      const used = (await repo.usage(tx, actor.organizationId, [typeId])).get(typeId)!;
      const answered = (used.byBank.get(row.itemBankVersion) ?? 0) > 0;
      const version = answered ? row.currentVersion + 1 : row.currentVersion;
      const { bankVersion, itemCount } = await this.record(tx, typeId, version, next);
      await repo.saveVersion(tx, actor.organizationId, typeId, { version, definition: next, itemBankVersion: bankVersion, itemCount, replace: !answered });
      return answered;
    });
    return { type: await this.get(actor, typeId), versioned };
  }

  /** Deletes a type nobody was given; one that was assigned or answered is refused with the reason, or archived when asked. */
  async remove(actor: TenantActor, typeId: string, archive: boolean): Promise<{ deleted: boolean; archived: boolean }> {
    this.requireDesign(actor);
    return this.d.db.transaction(async (tx) => {
      const row = await repo.findType(tx, actor.organizationId, typeId, "update");
      if (!row) throw notFound("Assessment type");
      const used = (await repo.usage(tx, actor.organizationId, [typeId])).get(typeId)!;
      if (used.assessments > 0 || used.responses > 0) {
        if (!archive) {
          throw conflict(msg("assessments.typeInUse", { name: row.name, assessments: used.assessments, responses: used.responses }), {
            assessments: used.assessments,
            responses: used.responses,
            archive: true,
          });
        }
        await repo.archiveType(tx, actor.organizationId, typeId);
        return { deleted: false, archived: true };
      }
      await repo.deleteType(tx, actor.organizationId, typeId);
      return { deleted: true, archived: false };
    });
  }

  /** Spec §4: a copy named "(Copy)" with the code "-COPY" (numbered when taken), as a new type at version 1. */
  async duplicate(actor: TenantActor, typeId: string, tr: Translator = translator("en")) {
    this.requireDesign(actor);
    const row = await repo.findType(this.d.db, actor.organizationId, typeId);
    if (!row) throw notFound("Assessment type");
    const copy = duplicateDefinition({ ...row.definition, name: row.name, code: row.code }, await repo.liveCodes(this.d.db, actor.organizationId), (name) =>
      tr.seeded("design.copyName", { name }),
    );
    return this.create(actor, copy, row.source);
  }

  // ── the node-based creator ────────────────────────────────────────────────────────────────────

  /** The competency tree and the templates, as ids and numbers (the web words them from its catalog). */
  nodes() {
    return {
      groups: COMPETENCY_GROUPS as (typeof COMPETENCY_GROUPS)[number][],
      templates: BUILDER_TEMPLATES as (typeof BUILDER_TEMPLATES)[number][],
    };
  }

  preview(nodeIds: readonly string[]): BuilderPreview {
    const unknown = unknownNodeIds(nodeIds);
    if (unknown.length) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.unknownCompetencyNode", { nodes: unknown.join(", ") }), { field: "nodeIds", unknown });
    return builderPreview(nodeIds);
  }

  /** Creates a node-based type from the creator (its module named in the creator's language): the preview's coverage is answered with it. */
  async createFromBuilder(actor: TenantActor, input: { title: string; description: string; type: TypeCategory; nodeIds: string[] }, tr: Translator = translator("en")) {
    this.requireDesign(actor);
    const preview = this.preview(input.nodeIds);
    const def = builderDefinition(input, tr.seeded("design.competencyModule"));
    const taken = new Set(await repo.liveCodes(this.d.db, actor.organizationId));
    let code = def.code;
    for (let n = 2; taken.has(code); n++) code = `${def.code.slice(0, 36)}-${n}`;
    const { type } = await this.create(actor, { ...def, code }, "builder");
    return { type, preview };
  }

  /**
   * The two sample types (spec §9: Executive Leadership EXEC-LEAD, Team Effectiveness TEAM-EFF), made in the caller's
   * transaction (the demo organization's seed) and worded in the given language (the creating admin's): they are the
   * organization's own types from then on.
   */
  async seedSamples(tx: Db, organizationId: string, createdBy: string, tr: Translator = translator("en")): Promise<void> {
    for (const def of sampleTypeDefinitions(tr)) await this.insert(tx, organizationId, createdBy, def, "manager");
  }
}

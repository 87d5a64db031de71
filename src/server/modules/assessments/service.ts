import type { ResponseQuality } from "../../../domain/psychometrics/quality.ts";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { AppError, notFound, forbidden, msg } from "../../http/errors.ts";
import { can, presentPolicies, resultReaderRoles } from "../../auth/policies/index.ts";
import type {
  TAssessmentSummary,
  TAssessmentTypeId,
  TAssessmentTypeSummary,
  TConsentTerms,
  TCreateAssessment,
  TResponseSession,
  TResults,
  TSaveAnswer,
  TShare,
} from "../../../contracts/assessments.ts";
import { ASSESSMENT_TYPES, ASSESSMENT_TYPE_IDS, assessmentType, type AssessmentTypeId } from "../../../domain/assessments/types.ts";
import { translator, type Translator } from "../../i18n/index.ts";
import { validateAnswer } from "../../../domain/assessments/answer-validation.ts";
import { CONSENT_VERSION } from "../../../domain/assessments/consent.ts";
import { timeEstimate, type TimeEstimate } from "../../../domain/assessments/progress.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { itemsForType, storageRowsFor } from "../../../instruments/catalog.ts";
import { scoreAnswers } from "./scoring.ts";
import { clientItem } from "./client-item.ts";
import type { SettingsApi } from "../settings/api.ts";
import { ItemBanks, type BankLayout } from "./item-banks.ts";
import { INTERPRETATION_VERSION } from "../../../domain/psychometrics/result.ts";
import * as repo from "./repo.ts";
import type { Completion, CompletionRecorder } from "../analytics/api.ts";
import * as members from "../../people/api.ts";
import * as billing from "../billing/api.ts";
import type { EventBus } from "../../events/bus.ts";
import { newId } from "../../db/ids.ts";
import type { SimItem } from "../../../domain/simulation/answers.ts";
import type { SimulatedRespondent } from "../../../domain/simulation/respondents.ts";
import * as simRepo from "./simulated/repo.ts";
import { simItemOf } from "./simulated/items.ts";
import { scoringActivity } from "../../monitoring/activity.ts";
import { DesignedTypes, isDesignedTypeId } from "./design/service.ts";
import { answerProblemMsg } from "../../http/validation.ts";

type ResponseRow = NonNullable<Awaited<ReturnType<typeof repo.findResponse>>>;
type LockedResponse = NonNullable<Awaited<ReturnType<typeof repo.lockResponse>>>;

/** A response's answers by item id, decoded by the item-bank version it was opened with. */
function answersOf(layout: BankLayout, r: { answerValues: (number | null)[]; answerMs: (number | null)[]; answerTexts: unknown }) {
  const answers: Record<string, unknown> = { ...(r.answerTexts as Record<string, unknown>) };
  const timesMs: Record<string, number> = {};
  layout.items.forEach((item, i) => {
    const v = r.answerValues[i];
    if (v !== null && v !== undefined) answers[item.id] = v;
    const t = r.answerMs[i];
    if (t !== null && t !== undefined) timesMs[item.id] = t;
  });
  return { answers, timesMs };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** English words, for what no person's language applies to. */
const ENGLISH = translator("en");

/** The longest a share link lives (ZCreateShare's expiresInDays). */
const SHARE_LINK_MAX_DAYS = 90;

const consentRequired = () => new AppError(400, "VALIDATION_ERROR", msg("assessments.consentRequiredAgreeHowResults"), { consentRequired: true });

/** The contract's fields of the one time estimate. */
const estimateFields = (e: TimeEstimate) => ({ estimatedMinutes: e.minutes, estimateBasis: e.basis });

/** Taking assessments, autosave, scoring on submit, results and share links. */
export class AssessmentsService {
  /** response → its type and item-bank version (immutable once created): lets an autosave run as a single UPDATE. */
  private readonly responseBanks = new Map<string, { typeId: string; version: string }>();
  readonly banks: ItemBanks;
  /** The organization's designed types (type manager and node-based creator). */
  readonly designed: DesignedTypes;
  constructor(private readonly d: { db: Db; baseURL: string; settings: SettingsApi; analytics: CompletionRecorder; bus: Pick<EventBus, "publish" | "transaction"> }) {
    this.banks = new ItemBanks(d.db);
    this.designed = new DesignedTypes({ db: d.db });
  }

  /** What can be assigned or started: the built-in types and the organization's active designed types. */
  async types(actor: TenantActor, tr: Translator = translator("en")): Promise<TAssessmentTypeSummary[]> {
    const [paces, designed] = await Promise.all([repo.measuredPaces(this.d.db, actor.organizationId), this.designed.assignable(actor.organizationId)]);
    // the one estimate for every type, designed ones included (not the duration typed into the type manager)
    return [...this.builtInTypes(tr), ...designed].map((t) => ({ ...t, ...estimateFields(timeEstimate(t.questionCount, paces.get(t.id))) }));
  }

  /** The built-in types, named and described in the caller's words. */
  private builtInTypes(tr: Translator): TAssessmentTypeSummary[] {
    return ASSESSMENT_TYPE_IDS.map((id) => {
      const t = ASSESSMENT_TYPES[id];
      return {
        id,
        name: tr.typeName(id),
        description: tr.typeDescription(id),
        ...estimateFields(timeEstimate(t.questionCount)),
        questionCount: t.questionCount,
        pillars: [...t.pillars],
        domains: [...t.domains],
        profiles: t.profiles,
      };
    });
  }

  /**
   * Questions in an assessment: the response's own item count once started (its version), else the type's
   * current count. Designed types' counts are read once per call.
   */
  private async totals(organizationId: string, typeIds: string[]): Promise<(typeId: string, started: number | null) => number> {
    const designed = typeIds.some(isDesignedTypeId) ? await this.designed.itemCounts(organizationId) : new Map<string, number>();
    return (typeId, started) => started ?? (isDesignedTypeId(typeId) ? (designed.get(typeId) ?? 0) : itemsForType(typeId).length);
  }

  async list(actor: TenantActor): Promise<TAssessmentSummary[]> {
    const rows = await repo.listForUser(this.d.db, actor.organizationId, actor.userId);
    const [total, paces] = await Promise.all([
      this.totals(
        actor.organizationId,
        rows.map((r) => r.typeId),
      ),
      repo.measuredPaces(this.d.db, actor.organizationId),
    ]);
    return rows.map((r) => ({
      id: r.id,
      typeId: r.typeId as TAssessmentTypeId,
      title: r.title,
      status: r.status === "completed" ? "completed" : r.responseId ? "in_progress" : "assigned",
      assignedBy: r.assignedBy && r.assignedBy !== actor.userId ? { id: r.assignedBy, name: r.assignerName ?? "" } : null,
      createdAt: r.createdAt.toISOString(),
      dueAt: r.dueAt?.toISOString() ?? null,
      responseId: r.responseId,
      answered: r.answered ?? 0,
      total: total(r.typeId, r.itemCount),
      ...estimateFields(timeEstimate(total(r.typeId, r.itemCount), paces.get(r.typeId))),
      startedAt: r.startedAt?.toISOString() ?? null,
      completedAt: r.completedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Creates an assessment for the caller, or (write permission) assigns one to members of the caller's
   * organization: each assignment publishes `assessment.assigned` in the same transaction (the notifications
   * module emails the assignee the link to start it and notifies them in the app). A member who already holds an open (not completed) assessment of the type is not
   * assigned twice: it is reported in `alreadyAssigned`.
   */
  async create(
    actor: TenantActor,
    input: TCreateAssessment,
    tr: Translator = translator("en"),
  ): Promise<{ created: TAssessmentSummary[]; alreadyAssigned: { userId: string; assessmentId: string }[] }> {
    const typeInfo = await this.typeForNewAssessment(actor, input.typeId, tr);
    // stored: the organization's data from now on, in its creator's language
    const title = tr.seeded("assessments.title", { type: typeInfo.name });
    const dueAt = input.dueAt ? new Date(input.dueAt) : null;
    if (!input.assigneeIds) {
      // idempotent by meaning, also under concurrency: an open assessment of the type is returned, not repeated
      const openId = await this.d.db.transaction(async (tx) => {
        await repo.lockAssignments(tx, actor.organizationId, input.typeId, [actor.userId]);
        const open = await repo.openAssessmentsOfType(tx, actor.organizationId, input.typeId, [actor.userId]);
        if (open.size) return open.get(actor.userId)!;
        const [own] = await repo.insertAssessments(tx, actor.organizationId, [{ typeId: input.typeId, title, userId: actor.userId, assignedBy: actor.userId }]);
        return own.id;
      });
      const mine = (await this.list(actor)).find((a) => a.id === openId);
      if (!mine) throw notFound("Assessment");
      return { created: [mine], alreadyAssigned: [] };
    }
    if (!can(actor, "assessments.assign")) throw forbidden(msg("assessments.onlyManagersAdminsAssignAssessments"));
    if (dueAt && dueAt.getTime() <= Date.now()) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.dueDateMustInFuture"), { field: "dueAt" });
    const userIds = [...new Set(input.assigneeIds)];
    const estimate = timeEstimate(typeInfo.itemCount, (await repo.measuredPaces(this.d.db, actor.organizationId)).get(input.typeId));
    return this.d.bus.transaction(async (tx) => {
      const people = new Map((await members.contacts(tx, actor.organizationId, userIds)).map((p) => [p.userId, p]));
      if (people.size !== userIds.length) throw notFound("Member");
      await repo.lockAssignments(tx, actor.organizationId, input.typeId, userIds);
      const open = await repo.openAssessmentsOfType(tx, actor.organizationId, input.typeId, userIds);
      const fresh = userIds.filter((id) => !open.has(id));
      const rows = await repo.insertAssessments(
        tx,
        actor.organizationId,
        fresh.map((userId) => ({ typeId: input.typeId, title, userId, assignedBy: actor.userId, dueAt })),
      );
      // each assignee is told (in the app and by email) by the notifications module's subscriber
      for (const [i, row] of rows.entries())
        await this.d.bus.publish(tx, { type: "assessment.assigned", organizationId: actor.organizationId, assessmentId: row.id, userId: fresh[i], assignedBy: actor.userId });
      return {
        created: rows.map((row, i) => this.newSummary(actor, input.typeId, title, fresh[i], row, dueAt, typeInfo.itemCount, estimate)),
        alreadyAssigned: [...open].map(([userId, assessmentId]) => ({ userId, assessmentId })),
      };
    });
  }

  /**
   * The name (a built-in type's in the given words) and question count of a type that may be given now: a built-in
   * type, or a live, active designed type of the organization.
   */
  private async typeForNewAssessment(actor: TenantActor, typeId: TAssessmentTypeId, tr: Translator): Promise<{ name: string; itemCount: number }> {
    if (!isDesignedTypeId(typeId)) return { name: tr.typeName(assessmentType(typeId).id as AssessmentTypeId), itemCount: itemsForType(typeId).length };
    const t = await this.designed.current(this.d.db, actor.organizationId, typeId);
    if (!t) throw notFound("Assessment type");
    if (t.row.archivedAt || !t.row.isActive)
      throw new AppError(409, "CONFLICT", msg(t.row.archivedAt ? "assessments.typeArchivedNotAssignable" : "assessments.typeInactiveNotAssignable", { name: t.row.name }));
    return { name: t.row.name, itemCount: t.layout.items.length };
  }

  private newSummary(
    actor: TenantActor,
    typeId: TAssessmentTypeId,
    title: string,
    userId: string,
    row: { id: string; createdAt: Date },
    dueAt: Date | null,
    itemCount: number,
    estimate: TimeEstimate,
  ): TAssessmentSummary {
    return {
      id: row.id,
      typeId,
      title,
      status: "assigned",
      assignedBy: userId === actor.userId ? null : { id: actor.userId, name: actor.name || actor.email },
      createdAt: row.createdAt.toISOString(),
      dueAt: dueAt?.toISOString() ?? null,
      responseId: null,
      answered: 0,
      total: itemCount,
      ...estimateFields(estimate),
      startedAt: null,
      completedAt: null,
    };
  }

  /** What the start step tells the respondent before they consent (who sees the results, how long they are kept). */
  async consentTerms(actor: TenantActor): Promise<TConsentTerms> {
    const readerRoles = resultReaderRoles();
    return {
      version: CONSENT_VERSION,
      readerRoles,
      readerCount: await members.countWithRoles(this.d.db, actor.organizationId, readerRoles),
      shareLinkMaxDays: SHARE_LINK_MAX_DAYS,
      retention: "while_organization_exists",
    };
  }

  /**
   * Begins an assessment of a type for the caller, with their consent: their open assessment of the type is
   * reused (or one is made) and its response opened. Nothing is made before consent, so looking at a start
   * page leaves no "Not started" entry behind.
   */
  async begin(
    actor: TenantActor,
    typeId: TAssessmentTypeId,
    respondent: { sex?: "male" | "female"; age?: number } = {},
    consent: true,
    tr: Translator = translator("en"),
  ): Promise<string> {
    if (consent !== true) throw consentRequired();
    const { created } = await this.create(actor, { typeId }, tr);
    return this.start(actor, created[0].id, respondent, consent);
  }

  /**
   * Opens the caller's response session for their assessment with their consent (recorded with the
   * wording's version), or returns the open one (resume). An open response from before consent was asked
   * gets the consent recorded now; until then it takes no answers.
   */
  async start(actor: TenantActor, assessmentId: string, respondent: { sex?: "male" | "female"; age?: number } = {}, consent: true): Promise<string> {
    if (consent !== true) throw consentRequired();
    const a = await repo.findAssessment(this.d.db, actor.organizationId, assessmentId);
    if (!a || a.userId !== actor.userId) throw notFound("Assessment");
    const latest = await repo.latestResponse(this.d.db, actor.organizationId, a.id);
    if (latest?.status === "in_progress") {
      // the norm-group facts may still be given (or corrected) until the first answer
      if (Object.keys(respondent).length) await repo.setRespondentIfUnanswered(this.d.db, actor.organizationId, latest.id, respondent);
      if (!latest.consentAt) await repo.recordConsent(this.d.db, actor.organizationId, latest.id, CONSENT_VERSION);
      return latest.id;
    }
    if (latest?.status === "completed") throw new AppError(409, "CONFLICT", msg("assessments.assessmentHasAlreadyBeenCompleted"));
    return this.d.bus.transaction(async (tx) => {
      // the plan's monthly allowance counts starts: the 51st of a Starter month is refused (one already started finishes)
      await billing.assertMayStart(tx, actor.organizationId);
      // a designed type opens on its current version, its row held so a save cannot rewrite that version meanwhile
      const designed = isDesignedTypeId(a.typeId) ? await this.designed.current(tx, actor.organizationId, a.typeId, "share") : null;
      if (isDesignedTypeId(a.typeId) && !designed) throw notFound("Assessment type");
      const bank = designed ? designed.layout : this.banks.current(a.typeId);
      const id = await repo.insertResponse(tx, actor.organizationId, {
        assessmentId: a.id,
        userId: actor.userId,
        typeId: a.typeId,
        itemBankVersion: bank.version,
        itemCount: bank.items.length,
        respondent,
        consentVersion: CONSENT_VERSION,
      });
      const startedAt = new Date().toISOString();
      await this.d.bus.publish(tx, {
        type: "assessment.started",
        organizationId: actor.organizationId,
        assessmentId: a.id,
        responseId: id,
        userId: actor.userId,
        typeId: a.typeId,
        startedAt,
      });
      return id;
    });
  }

  /** The caller's own response, for taking or resuming it; anyone else's is not found. */
  private async ownResponse(actor: TenantActor, responseId: string): Promise<ResponseRow> {
    const row = await repo.findResponse(this.d.db, actor.organizationId, responseId);
    if (!row || row.r.userId !== actor.userId) throw notFound("Response");
    return row;
  }

  async session(actor: TenantActor, responseId: string): Promise<TResponseSession> {
    const { r, title } = await this.ownResponse(actor, responseId);
    const layout = await this.banks.layout(r.typeId, r.itemBankVersion);
    const estimate = timeEstimate(layout.items.length, (await repo.measuredPaces(this.d.db, actor.organizationId)).get(r.typeId));
    const showTags = await this.d.settings.showItemTags(actor.organizationId);
    return {
      id: r.id,
      assessmentId: r.assessmentId,
      typeId: r.typeId as TAssessmentTypeId,
      title,
      status: r.status === "completed" ? "completed" : "in_progress",
      itemBankVersion: r.itemBankVersion,
      estimatedMinutes: estimate.minutes,
      secondsPerQuestion: estimate.secondsPerQuestion,
      estimateBasis: estimate.basis,
      items: layout.items.map((i) => clientItem(i, showTags)),
      showTags,
      consent: r.consentAt && r.consentVersion ? { at: r.consentAt.toISOString(), version: r.consentVersion } : null,
      elapsedMs: r.elapsedMs,
      answers: answersOf(layout, r).answers,
      startedAt: r.startedAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
    };
  }

  /** Saves one answer (validated against its item); committed before it returns. */
  async saveAnswer(actor: TenantActor, responseId: string, itemId: string, body: TSaveAnswer): Promise<{ answered: number; total: number }> {
    const cacheKey = `${actor.organizationId}/${responseId}`;
    let bank = this.responseBanks.get(cacheKey);
    if (!bank) {
      const { r } = await this.ownResponse(actor, responseId);
      bank = { typeId: r.typeId, version: r.itemBankVersion };
      if (this.responseBanks.size > 50_000) this.responseBanks.clear();
      this.responseBanks.set(cacheKey, bank);
    }
    const layout = await this.banks.layout(bank.typeId, bank.version);
    const entry = layout.byId.get(itemId);
    if (!entry) throw notFound("Item");
    // active today (one write per member and day)
    await this.d.analytics.markActive(actor.organizationId, actor.userId);
    const check = validateAnswer(entry.item, body.value);
    if (!check.ok) {
      const problem = answerProblemMsg(check.problem);
      throw new AppError(400, "VALIDATION_ERROR", msg("assessments.invalidAnswerMessage", { message: problem }), { itemId, message: problem, problem: check.problem.code });
    }
    const answered = await repo.saveAnswer(this.d.db, actor.organizationId, responseId, actor.userId, {
      position: entry.position,
      itemId,
      value: check.value,
      timeMs: body.timeMs ?? null,
      elapsedMs: body.elapsedMs ?? null,
    });
    if (answered === null) {
      // distinguish a submitted response (409) and one without consent (400) from someone else's or an unknown one (404)
      const row = await this.ownResponse(actor, responseId);
      if (row.r.status !== "in_progress") throw new AppError(409, "CONFLICT", msg("assessments.responseHasAlreadyBeenSubmitted"));
      if (!row.r.consentAt) throw consentRequired();
      throw notFound("Response");
    }
    return { answered, total: layout.items.length };
  }

  /**
   * Scores a complete response and stores the score and its assessment_scores rows in one transaction.
   * The answers are read inside it with the row locked, so every answer acknowledged before the submit is
   * scored, and an autosave arriving after the answers were taken waits, then gets 409.
   */
  async submit(actor: TenantActor, responseId: string): Promise<void> {
    await this.d.bus.transaction(async (tx) => {
      const r = await repo.lockResponse(tx, actor.organizationId, responseId);
      if (!r || r.userId !== actor.userId) throw notFound("Response");
      if (r.status !== "in_progress") throw new AppError(409, "CONFLICT", msg("assessments.responseHasAlreadyBeenSubmitted"));
      if (!r.consentAt) throw consentRequired();
      const layout = await this.banks.layout(r.typeId, r.itemBankVersion);
      if (isDesignedTypeId(r.typeId)) await this.designed.version(r.itemBankVersion, tx);
      const { answers } = answersOf(layout, r);
      const missing = layout.items.map((i) => i.id).filter((id) => !(id in answers));
      if (missing.length) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.lengthQuestionSAreNot", { length: missing.length }), { missing });
      const completed = await this.complete(tx, actor.organizationId, r, layout, new Date());
      if (!completed) throw new AppError(409, "CONFLICT", msg("assessments.responseHasAlreadyBeenSubmitted"));
      const a = await repo.findAssessment(tx, actor.organizationId, r.assessmentId);
      await this.d.bus.publish(tx, {
        type: "assessment.completed",
        organizationId: actor.organizationId,
        assessmentId: r.assessmentId,
        responseId: r.id,
        userId: r.userId,
        typeId: r.typeId,
        assignedBy: a?.assignedBy ?? null,
        completedAt: completed.completedAt.toISOString(),
      });
    });
  }

  /**
   * Scores a locked in-progress response and stores it as completed at `completedAt` with its
   * assessment_scores rows, in the caller's transaction. Answers the completion (what the analytics rollups
   * record), or null when the response was no longer in progress.
   */
  private async complete(tx: Db, organizationId: string, r: LockedResponse, layout: BankLayout, completedAt: Date): Promise<Completion | null> {
    const { score, metadata } = this.score(r, layout);
    const ok = await repo.completeResponse(tx, organizationId, r.id, r.assessmentId, score, metadata, storageRowsFor(score), completedAt);
    if (!ok) return null;
    const { answers } = answersOf(layout, r);
    return {
      organizationId,
      responseId: r.id,
      userId: r.userId,
      typeId: r.typeId,
      startedAt: r.startedAt,
      completedAt,
      elapsedMs: r.elapsedMs,
      consent: r.consentAt !== null,
      simulated: r.simulated,
      respondent: r.respondent,
      score,
      items: layout.items,
      answers,
    };
  }

  /**
   * A completed response as the analytics rollups record it, read from its stored score and answers (in the
   * caller's transaction, the row locked), or null when it is not completed. Other modules read it through
   * core.ports.completionOf.
   */
  async completionOf(tx: Db, organizationId: string, responseId: string): Promise<Completion | null> {
    const r = await repo.lockResponse(tx, organizationId, responseId);
    if (!r || r.status !== "completed" || !r.score || !r.completedAt) return null;
    const layout = await this.banks.layout(r.typeId, r.itemBankVersion);
    return {
      organizationId: r.organizationId,
      responseId: r.id,
      userId: r.userId,
      typeId: r.typeId,
      startedAt: r.startedAt,
      completedAt: r.completedAt,
      elapsedMs: r.elapsedMs,
      consent: r.consentAt !== null,
      simulated: r.simulated,
      respondent: r.respondent,
      score: r.score as ScoreResult,
      items: layout.items,
      answers: answersOf(layout, r).answers,
    };
  }

  private score(r: NonNullable<Awaited<ReturnType<typeof repo.lockResponse>>>, layout: BankLayout) {
    const { answers, timesMs } = answersOf(layout, r);
    // timed for the operational dashboard's scoring line (monitoring/activity.ts)
    const input = { answers, timesMs, respondent: r.respondent };
    const score = scoringActivity.time(() => scoreAnswers(this.designed, r.typeId, layout, input));
    const metadata = { ...score.scoringRules, normGroup: score.normGroup, quality: score.quality, scoredBy: "facetwise-engine" };
    return { score, metadata };
  }

  /** Every type's current items as the simulation sees them, in item-bank position order. */
  simulationItems(): Record<string, SimItem[]> {
    return Object.fromEntries(ASSESSMENT_TYPE_IDS.map((id) => [id, this.banks.current(id).items.map(simItemOf)]));
  }

  /**
   * Saves simulated respondents (made with `simulationItems()`, in chronological order) into the
   * organization as real answers are saved, flagged simulated: per respondent a user (`sim-<n>@<emailDomain>`,
   * "Respondent <n>"), a member with role user and department, an assessment, and a consented response
   * holding the answers by item position; each counts as started, and a finished one is locked and
   * completed by the same code as submit (score, assessment_scores rows, analytics rollups) at its
   * completion time. Runs in transactions of `batchSize` respondents; answers the numbers saved.
   */
  async importSimulated(
    organizationId: string,
    emailDomain: string,
    respondents: Iterable<SimulatedRespondent>,
    opts: { batchSize?: number; onProgress?: (done: number) => void } = {},
  ): Promise<{ completed: number; incomplete: number }> {
    await this.banks.registerCurrent();
    const offset = await simRepo.countSimulatedUsers(this.d.db, emailDomain);
    const counts = { completed: 0, incomplete: 0 };
    let batch: SimulatedRespondent[] = [];
    const flush = async () => {
      const typeIds = new Set<string>();
      let completed = 0;
      await this.d.bus.transaction(async (tx) => {
        const rows = batch.map((s) => this.simulatedRows(s, offset + s.index, emailDomain));
        await simRepo.insertSimulated(tx, organizationId, rows);
        // the batch's rollup changes are summed per cell and day and written once each
        await this.d.analytics.batch(tx, organizationId, async (recorder) => {
          for (const [i, s] of batch.entries()) {
            await recorder.recordStart(tx, organizationId, rows[i].userId, s.typeId, s.startedAt);
            if (!s.completedAt) continue;
            const r = await repo.lockResponse(tx, organizationId, rows[i].responseId);
            const done = r && (await this.complete(tx, organizationId, r, this.banks.current(s.typeId), s.completedAt));
            if (!done) throw new Error(`simulated response ${s.index} could not be completed`);
            await recorder.record(tx, done);
            typeIds.add(s.typeId);
            completed++;
          }
        });
        // a bulk load, not one person's completion: no per-response events (nobody is told of simulated
        // people); one event says the organization's figures changed
        if (completed) await this.d.bus.publish(tx, { type: "assessments.imported", organizationId, typeIds: [...typeIds], completed });
      });
      for (const s of batch) counts[s.completedAt ? "completed" : "incomplete"]++;
      batch = [];
      opts.onProgress?.(counts.completed + counts.incomplete);
    };
    for (const s of respondents) {
      batch.push(s);
      if (batch.length >= (opts.batchSize ?? 250)) await flush();
    }
    if (batch.length) await flush();
    return counts;
  }

  /** The rows of one simulated respondent: integer answers by position, texts and rankings by item id. */
  private simulatedRows(s: SimulatedRespondent, n: number, emailDomain: string): simRepo.SimulatedRows {
    const layout = this.banks.current(s.typeId);
    const answerValues: (number | null)[] = [];
    const answerTexts: Record<string, unknown> = {};
    layout.items.forEach((item, i) => {
      const v = s.answers.values[i] ?? null;
      answerValues.push(typeof v === "number" ? v : null);
      if (v !== null && typeof v !== "number") answerTexts[item.id] = v;
    });
    return {
      userId: newId(),
      assessmentId: newId(),
      responseId: newId(),
      name: `Respondent ${n}`,
      email: `sim-${n}@${emailDomain}`,
      department: s.department,
      typeId: s.typeId,
      // simulated people's data, made by the operator's command: in English
      title: ENGLISH.seeded("assessments.title", { type: ENGLISH.typeName(assessmentType(s.typeId).id as AssessmentTypeId) }),
      itemBankVersion: layout.version,
      answerValues,
      answerMs: layout.items.map((_, i) => s.answers.ms[i] ?? null),
      answerTexts,
      respondent: { sex: s.sex, age: s.age },
      consentVersion: CONSENT_VERSION,
      elapsedMs: s.answers.elapsedMs,
      startedAt: s.startedAt,
    };
  }

  /**
   * Re-scores completed results made under older interpretation rules from their stored answers and item
   * bank, in batches, so no stored result keeps labels, lists or levels the current rules would not give.
   * Answers how many were re-scored.
   */
  async rescoreOutdated(batch = 100): Promise<number> {
    let done = 0;
    const seen = new Set<string>();
    for (;;) {
      const outdated = (await repo.outdatedResults(this.d.db, INTERPRETATION_VERSION, batch)).filter((o) => !seen.has(o.id));
      if (!outdated.length) return done;
      for (const o of outdated) {
        seen.add(o.id);
        await this.d.db.transaction(async (tx) => {
          const r = await repo.lockResponse(tx, o.organizationId, o.id);
          if (!r || r.status !== "completed") return;
          const layout = await this.banks.layout(r.typeId, r.itemBankVersion);
          if (isDesignedTypeId(r.typeId)) await this.designed.version(r.itemBankVersion, tx);
          const { score, metadata } = this.score(r, layout);
          await repo.replaceResult(tx, o.organizationId, r, score, metadata, storageRowsFor(score));
        });
        done++;
      }
    }
  }

  /**
   * Records completed responses that have no analytics fact yet (completed before the rollups existed) into
   * the facts and rollups, oldest first, from their stored scores. Answers how many were recorded.
   */
  async recordMissingAnalytics(batch = 200): Promise<number> {
    let done = 0;
    for (;;) {
      const missing = await repo.completedWithoutAnalytics(this.d.db, batch);
      if (!missing.length) return done;
      for (const m of missing) {
        // a backfill of what was completed before the rollups existed: recorded directly, announced to nobody
        await this.d.db.transaction(async (tx) => {
          const c = await this.completionOf(tx, m.organizationId, m.id);
          if (c) await this.d.analytics.record(tx, c);
        });
        done++;
      }
    }
  }

  /** A completed result for its taker, or for managers and admins of the organization; others get 404. */
  async results(actor: TenantActor, responseId: string): Promise<TResults> {
    const row = await repo.findResponse(this.d.db, actor.organizationId, responseId);
    const result = row && { kind: "result" as const, ownerId: row.r.userId };
    if (!row || !result || !can(actor, "result.read", result) || row.r.status !== "completed") throw notFound("Results");
    // someone else reading the result (a manager, an admin) is told about the respondent, not "you"
    return { ...presentResults(row, row.r.userId === actor.userId ? "respondent" : "other"), policies: presentPolicies(actor, result) };
  }

  /** The result if the caller may share it (404 when they may not read it, 403 when they may not share it). */
  private async shareable(actor: TenantActor, responseId: string): Promise<TResults> {
    const results = await this.results(actor, responseId);
    if (!results.policies.share) throw forbidden(msg("assessments.youMayNotShareResult"));
    return results;
  }

  async createShare(actor: TenantActor, responseId: string, expiresInDays: number): Promise<TShare> {
    await this.shareable(actor, responseId);
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + expiresInDays * 86_400_000);
    const s = await repo.insertShare(this.d.db, actor.organizationId, { responseId, tokenHash: hashToken(token), createdBy: actor.userId, expiresAt });
    return { id: s.id, url: `${this.d.baseURL}/shared/results/${token}`, expiresAt: s.expiresAt.toISOString(), revokedAt: null, createdAt: s.createdAt.toISOString() };
  }

  async listShares(actor: TenantActor, responseId: string): Promise<TShare[]> {
    await this.shareable(actor, responseId);
    const rows = await repo.listShares(this.d.db, actor.organizationId, responseId);
    return rows.map((s) => ({ id: s.id, url: null, expiresAt: s.expiresAt.toISOString(), revokedAt: s.revokedAt?.toISOString() ?? null, createdAt: s.createdAt.toISOString() }));
  }

  async revokeShare(actor: TenantActor, responseId: string, shareId: string): Promise<void> {
    await this.shareable(actor, responseId);
    if (!(await repo.revokeShare(this.d.db, actor.organizationId, responseId, shareId))) throw notFound("Share");
  }

  /** The result behind a live share link (not revoked, not expired); read-only. */
  async shared(token: string): Promise<TResults> {
    const s = await repo.findShareByTokenHash(this.d.db, hashToken(token));
    if (!s || s.revokedAt || s.expiresAt.getTime() <= Date.now()) throw notFound("Shared result");
    const row = await repo.findResponse(this.d.db, s.organizationId, s.responseId);
    if (!row || row.r.status !== "completed") throw notFound("Shared result");
    // a link shows the result and the person's name, never their email address or account id
    const results = presentResults(row, "other");
    return {
      ...results,
      response: { ...results.response, assessmentId: "", user: { id: "", name: results.response.user.name, email: "" } },
      policies: { read: true, share: false, report: false },
    };
  }
}

/**
 * A result as its reader reads it: the quality record names the respondent to anyone else (the note then says
 * their name, not "you"); an English note stored by older versions is left out (readers word the codes).
 */
function presentResults(row: ResponseRow, reader: "respondent" | "other"): Omit<TResults, "policies"> {
  const stored = row.r.score as ScoreResult;
  const score: ScoreResult = stored.quality ? { ...stored, quality: presentQuality(stored.quality, reader === "respondent" ? undefined : row.userName || "") } : stored;
  return {
    response: {
      id: row.r.id,
      assessmentId: row.r.assessmentId,
      typeId: row.r.typeId as TAssessmentTypeId,
      title: row.title,
      completedAt: (row.r.completedAt ?? row.r.updatedAt).toISOString(),
      user: { id: row.r.userId, name: row.userName, email: row.userEmail },
    },
    score,
  };
}

/** The stored quality record without a legacy English note, naming the respondent when another person reads it. */
function presentQuality(stored: ResponseQuality & { note?: unknown }, respondent: string | undefined): ResponseQuality {
  const { note: _legacy, respondent: _stored, ...quality } = stored;
  return respondent === undefined ? quality : { ...quality, respondent };
}

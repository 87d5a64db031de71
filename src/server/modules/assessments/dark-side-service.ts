import type { TResults } from "../../../contracts/assessments.ts";
import type { TDarkSideReport, TRecordedAction, TTakeAction } from "../../../contracts/dark-side.ts";
import { storedAction, storedTimeframe } from "./dark-side-stored.ts";
import { analyseDarkSide, type DarkSideReport } from "../../../domain/psychometrics/dark-side-analysis.ts";
import type { ObserverFacets } from "../../../domain/psychometrics/dark-side-types.ts";
import { auditEventsFor, writeAudit } from "../../audit/repo.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import type { Db } from "../../db/client.ts";
import { AppError, msg } from "../../http/errors.ts";
import * as repo from "./repo.ts";

/** The audit action a "Take Action" is recorded under (target: the assessment). */
export const TAKE_ACTION_AUDIT = "dark_side.action_taken";

/** The one answer for "nothing the caller may read": no such assessment, not theirs to read, not completed, or no derailer screen. */
const noAnalysis = () => new AppError(404, "NOT_FOUND", msg("assessments.noDarkSideAnalysisAvailable"));

type RecordedMetadata = { responseId?: unknown; action?: unknown; priority?: unknown; timeframe?: unknown };

function presentAction(e: Awaited<ReturnType<typeof auditEventsFor>>[number]): TRecordedAction | null {
  const m = e.metadata as RecordedMetadata;
  if (typeof m.action !== "string" || typeof m.timeframe !== "string" || (m.priority !== "high" && m.priority !== "medium" && m.priority !== "low")) return null;
  return {
    action: storedAction(m.action),
    priority: m.priority,
    timeframe: storedTimeframe(m.timeframe),
    kind: "immediate",
    recordedAt: e.createdAt.toISOString(),
    recordedBy: { id: e.actorUserId ?? "", name: e.actorName || e.actorEmail || "" },
  };
}

/**
 * Spec 1 §7 dark-side analysis of an assessment (its latest completed response) and the dashboard's "Take Action"
 * record. Who may read it is who may read the result (AssessmentsService.results: the taker, or managers and
 * admins of the organization); everyone else, and every assessment without a derailer screen, gets 404.
 */
export class DarkSideService {
  constructor(
    private readonly d: {
      db: Db;
      results: (actor: TenantActor, responseId: string) => Promise<TResults>;
      /** Self and others from the person's latest closed 360, for the comparison on five related facets (absent: no 360 module). */
      observedFacets?: (organizationId: string, userId: string) => Promise<ObserverFacets | null>;
    },
  ) {}

  /** The readable result of the assessment's latest completed response and its analysis, or 404. */
  private async load(actor: TenantActor, assessmentId: string): Promise<{ results: TResults; report: DarkSideReport }> {
    const responseId = await repo.latestCompletedResponseId(this.d.db, actor.organizationId, assessmentId);
    if (!responseId) throw noAnalysis();
    let results: TResults;
    try {
      results = await this.d.results(actor, responseId);
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 404) throw noAnalysis();
      throw e;
    }
    const observed = (await this.d.observedFacets?.(actor.organizationId, results.response.user.id)) ?? undefined;
    const report = analyseDarkSide(results.score, observed);
    if (!report) throw noAnalysis();
    return { results, report };
  }

  private async recorded(actor: TenantActor, assessmentId: string): Promise<TRecordedAction[]> {
    const events = await auditEventsFor(this.d.db, actor.organizationId, TAKE_ACTION_AUDIT, { type: "assessment", id: assessmentId });
    return events.flatMap((e) => presentAction(e) ?? []);
  }

  /**
   * The analysis with its insights, the basis of each field and the actions recorded so far; the self-rating and
   * raters on five related facets come from the person's latest closed 360 (null without one).
   */
  async analysis(actor: TenantActor, assessmentId: string): Promise<TDarkSideReport> {
    const { results, report } = await this.load(actor, assessmentId);
    const r = results.response;
    return {
      assessment: { id: assessmentId, responseId: r.id, typeId: r.typeId, title: r.title, completedAt: r.completedAt, user: { id: r.user.id, name: r.user.name || r.user.email } },
      darkSideAnalysis: report.darkSideAnalysis,
      insights: report.insights,
      basis: report.basis,
      recordedActions: await this.recorded(actor, assessmentId),
    };
  }

  /**
   * Records "Take Action" on one of the analysis's immediate actions in the audit log (spec §2: it reports
   * 'immediate' and the action). An action that is not one of them is refused (400); one already recorded for
   * this assessment is answered as it was recorded, not written twice.
   */
  async takeAction(actor: TenantActor, assessmentId: string, input: TTakeAction, ipAddress?: string): Promise<TRecordedAction> {
    const { results, report } = await this.load(actor, assessmentId);
    const offered = report.darkSideAnalysis.interventionRecommendations.immediateActions.find(
      (a) => a.action === input.action && a.priority === input.priority && a.timeframe === input.timeframe,
    );
    if (!offered) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.notOneImmediateActionsAnalysis"), { field: "action" });
    const already = (await this.recorded(actor, assessmentId)).find((a) => a.action === offered.action);
    if (already) return already;
    await writeAudit(this.d.db, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: TAKE_ACTION_AUDIT,
      targetType: "assessment",
      targetId: assessmentId,
      metadata: { responseId: results.response.id, kind: "immediate", action: offered.action, priority: offered.priority, timeframe: offered.timeframe },
      ipAddress,
    });
    const mine = (await this.recorded(actor, assessmentId)).find((a) => a.action === offered.action);
    if (!mine) throw new Error("the recorded action was not found after writing it");
    return mine;
  }
}

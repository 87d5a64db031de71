/**
 * GET /api/assessments/:assessmentId/dark-side-analysis and its Take Action record, through the API: an
 * executive assessment answered at random, the analysis traced back to the stored score, who may read it, and
 * the audit record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { ZDarkSideReport, type TDarkSideReport } from "../../../contracts/dark-side.ts";
import type { AssessmentItem } from "../../../domain/assessments/item-types.ts";
import { analyseDarkSide } from "../../../domain/psychometrics/dark-side-analysis.ts";
import { entryRisk } from "../../../domain/psychometrics/derailment.ts";
import { DARK_SIDE_TRAITS } from "../../../domain/psychometrics/dimension-map.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { assessment, auditLog } from "../../db/schema/index.ts";
import { writeAudit } from "../../audit/repo.ts";
import content from "../../../shared/locales/en/dark-side-content.ts";
import { TAKE_ACTION_AUDIT } from "./dark-side-service.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["riley", "sam", "manager"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  const other = await buildOrganization(app, "elsewhere");
  cookie.otherAdmin = await signIn(app, other.byRole("admin").email);
});
afterAll(async () => app?.cleanup());

const inject = (who: string, method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { cookie: cookie[who], ...headers }, payload });
const analysisUrl = (assessmentId: string) => `/api/assessments/${assessmentId}/dark-side-analysis`;

/** A seeded 1-5 answer for every Likert item (LCG; test data only). */
function randomAnswers(seed: number): (i: AssessmentItem) => unknown {
  let s = seed >>> 0;
  return (i) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return i.input.type === "likert" ? 1 + (s % 5) : validAnswer(i);
  };
}

/** Strongly agrees with every derailer statement in its risk direction; elsewhere the default answers. */
const derailing = (i: AssessmentItem): unknown => (i.flags.darkSide && i.input.type === "likert" ? (i.keyed === "minus" ? 1 : 5) : validAnswer(i));

describe("dark-side analysis of a completed executive assessment", () => {
  let assessmentId: string;
  let responseId: string;
  let report: TDarkSideReport;
  let score: ScoreResult;

  beforeAll(async () => {
    ({ assessmentId, responseId } = await takeAssessment(app, cookie.riley, "executive", { answer: randomAnswers(20250607) }));
    const r = await inject("riley", "GET", analysisUrl(assessmentId));
    expect(r.statusCode, r.body).toBe(200);
    report = ZDarkSideReport.parse(r.json());
    score = (await inject("riley", "GET", `/api/responses/${responseId}/results`)).json().score as ScoreResult;
  }, 120_000);

  it("answers the spec's shape for the assessment's completed response, and results now name their assessment", async () => {
    expect(report.assessment).toMatchObject({ id: assessmentId, responseId, typeId: "executive", title: "Executive assessment" });
    expect(Object.keys(report.darkSideAnalysis).sort()).toEqual(["behavioralIndicators", "darkSideRisk", "interventionRecommendations", "stressResponse"]);
    expect(Object.keys(report.darkSideAnalysis.darkSideRisk.traitRisks)).toEqual([...DARK_SIDE_TRAITS]);
    expect(report.insights.length).toBeGreaterThan(0);
    expect(report.recordedActions).toEqual([]);
    const results = (await inject("riley", "GET", `/api/responses/${responseId}/results`)).json();
    expect(results.response.assessmentId).toBe(assessmentId);
  });

  it("every number traces to the stored score", () => {
    const a = report.darkSideAnalysis;
    for (const t of DARK_SIDE_TRAITS) {
      expect(a.darkSideRisk.traitRisks[t]).toMatchObject({ riskLevel: score.darkSideRisks![t]!.riskLevel, score: score.darkSideRisks![t]!.score });
    }
    expect(entryRisk(a.darkSideRisk.overallRisk)).toBe(score.darkSideOverallRisk);
    const f = score.facets!;
    expect(a.stressResponse.stressProneness).toBe(Math.round((f.anxiety!.percentile + f.vulnerability!.percentile) / 2) / 10);
    expect(a.darkSideRisk).not.toHaveProperty("stressAmplification");
    expect(a.behavioralIndicators.impactOnOthers.teamDevelopment).toBe(Math.round(score.executiveProfile!.scores.teamDevelopment!));
    // without a closed 360 there is no self-rating and raters comparison
    expect(a.behavioralIndicators.selfOtherFacets).toBeNull();
    expect(report.basis.selfOtherFacets).toBeNull();
    // the whole answer is the domain's analysis of that score
    const expected = analyseDarkSide(score)!;
    expect(a).toEqual(JSON.parse(JSON.stringify(expected.darkSideAnalysis)));
    expect(report.insights).toEqual(expected.insights);
  });

  it("managers read it; another member of the organization and another organization get 404", async () => {
    expect((await inject("manager", "GET", analysisUrl(assessmentId))).statusCode).toBe(200);
    for (const who of ["sam", "otherAdmin"]) {
      const r = await inject(who, "GET", analysisUrl(assessmentId));
      expect(r.statusCode, who).toBe(404);
      expect(r.json()).toMatchObject({ code: "NOT_FOUND", message: "No dark side analysis available for this assessment." });
    }
    expect((await inject("riley", "GET", analysisUrl("no-such-assessment"))).statusCode).toBe(404);
  });

  it("a type without the derailer screen, and an assessment not yet completed, have none (404)", async () => {
    const individual = await takeAssessment(app, cookie.riley, "individual");
    const r = await inject("riley", "GET", analysisUrl(individual.assessmentId));
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe("No dark side analysis available for this assessment.");
    const open = await takeAssessment(app, cookie.riley, "executive", { submit: false });
    expect((await inject("riley", "GET", analysisUrl(open.assessmentId))).statusCode).toBe(404);
  }, 120_000);
});

describe("Take Action", () => {
  let assessmentId: string;
  let report: TDarkSideReport;
  const auditRows = () =>
    app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, TAKE_ACTION_AUDIT), eq(auditLog.targetId, assessmentId)));

  beforeAll(async () => {
    ({ assessmentId } = await takeAssessment(app, cookie.riley, "executive", { answer: derailing }));
    report = ZDarkSideReport.parse((await inject("riley", "GET", analysisUrl(assessmentId))).json());
  }, 120_000);

  it("strongly endorsed derailers are critical and come with immediate actions", () => {
    expect(report.darkSideAnalysis.darkSideRisk.overallRisk).toBe("critical");
    expect(report.darkSideAnalysis.interventionRecommendations.immediateActions.length).toBeGreaterThanOrEqual(5);
    expect(report.insights[0]).toMatchObject({ code: "overallRisk", level: "critical", severity: "critical" });
  });

  it("records the action in the audit log (201), once per click and once per action", async () => {
    const first = report.darkSideAnalysis.interventionRecommendations.immediateActions[0];
    const post = (key: string, body: object = first) => inject("riley", "POST", `${analysisUrl(assessmentId)}/actions`, body, { "idempotency-key": key });
    const r = await post("take-action-click-1");
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ ...first, kind: "immediate", recordedBy: { name: "Riley Chen" } });
    const replay = await post("take-action-click-1");
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    // another click on the same action (a new key) answers the first record
    const again = await post("take-action-click-2");
    expect(again.statusCode).toBe(201);
    expect(again.json().recordedAt).toBe(r.json().recordedAt);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: "assessment", metadata: { kind: "immediate", action: first.action, priority: first.priority, timeframe: first.timeframe } });
    const read = ZDarkSideReport.parse((await inject("riley", "GET", analysisUrl(assessmentId))).json());
    expect(read.recordedActions).toEqual([r.json()]);
  });

  it("refuses an action the analysis does not offer (400), and others' ids (404)", async () => {
    const first = report.darkSideAnalysis.interventionRecommendations.immediateActions[0];
    const bad = await inject("riley", "POST", `${analysisUrl(assessmentId)}/actions`, { ...first, action: "Something else entirely" });
    expect(bad.statusCode).toBe(400);
    expect((await inject("riley", "POST", `${analysisUrl(assessmentId)}/actions`, { ...first, priority: "low" })).statusCode).toBe(400);
    for (const who of ["sam", "otherAdmin"]) expect((await inject(who, "POST", `${analysisUrl(assessmentId)}/actions`, first)).statusCode, who).toBe(404);
    expect(await auditRows()).toHaveLength(1);
  });

  it("a record written before the analysis sent codes holds English: today's sentence reads back as its code, any other as stored", async () => {
    const { assessmentId: id } = await takeAssessment(app, cookie.riley, "executive", { answer: derailing });
    const offered = ZDarkSideReport.parse((await inject("riley", "GET", analysisUrl(id))).json()).darkSideAnalysis.interventionRecommendations.immediateActions;
    const derailer = offered.find((a) => a.action !== "stress")!;
    expect(derailer.action).not.toBe("stress");
    const [{ organizationId, userId: actorUserId }] = await app.deps.database.db.select().from(assessment).where(eq(assessment.id, id));
    const old = (action: string, timeframe: string) =>
      writeAudit(app.deps.database.db, {
        organizationId,
        actorUserId,
        action: TAKE_ACTION_AUDIT,
        targetType: "assessment",
        targetId: id,
        metadata: { kind: "immediate", action, priority: derailer.priority, timeframe },
      });
    await old(content.derailer[derailer.action as keyof typeof content.derailer].action, content.timeframe[derailer.timeframe]);
    await old("Book a session with a coach", "Within a quarter");
    const read = ZDarkSideReport.parse((await inject("riley", "GET", analysisUrl(id))).json());
    expect(read.recordedActions.map((r) => [r.action, r.timeframe])).toEqual([
      [derailer.action, derailer.timeframe],
      ["Book a session with a coach", "Within a quarter"],
    ]);
    // the older record of today's action counts as recorded: Take Action answers it instead of writing another
    const again = await inject("riley", "POST", `${analysisUrl(id)}/actions`, derailer, { "idempotency-key": "take-action-legacy" });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ action: derailer.action, recordedAt: read.recordedActions[0].recordedAt });
  }, 120_000);
});

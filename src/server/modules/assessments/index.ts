import {
  ZAnswerParams,
  ZAnswerSaved,
  ZAssessmentList,
  ZAssessmentParams,
  ZAssessmentTypeList,
  ZBeginAssessment,
  ZConsentTerms,
  ZCreateAssessment,
  ZCreatedAssessments,
  ZCreateShare,
  ZResponseParams,
  ZResponseSession,
  ZResults,
  ZSaveAnswer,
  ZShare,
  ZShareList,
  ZShareParams,
  ZSharedParams,
  ZStartAssessment,
  ZStarted,
  ZSubmitted,
} from "../../../contracts/assessments.ts";
import type { AppModule } from "../module.ts";
import type { ReaderWords } from "./sandbox-route.ts";
import { registerReportRoute } from "./report-route.ts";
import { registerDesignRoutes } from "./design/routes.ts";
import { DarkSideService } from "./dark-side-service.ts";
import { registerDarkSideRoutes } from "./dark-side-route.ts";
import { removeUntouchedSelfStartsOnce } from "./untouched-starts.ts";
import { registerSandboxRoutes } from "./sandbox-route.ts";
import { TestingSandbox } from "./sandbox-service.ts";
import { AssessmentsService } from "./service.ts";
import { readerTranslator } from "../../i18n/request-locale.ts";

/** The background job that re-scores results made under older interpretation rules. */
export const RESCORE_QUEUE = "assessments.rescore";

/** Assessments: types, my assessments, taking (autosave), submit, results, the dark-side analysis, share links, the PDF report and the testing sandbox. */
export const assessmentsModule: AppModule = {
  name: "assessments",
  async register({ core, route }) {
    const settings = core.services.settings;
    const svc = new AssessmentsService({
      db: core.database.db,
      baseURL: core.baseURL,
      settings,
      analytics: core.analytics,
      bus: core.bus,
    });
    // the caller's words: a built-in type's name, the title an assessment they create is stored with
    const wordsOf: ReaderWords = (userId, req) => readerTranslator(core.database.db, userId, req.headers["accept-language"], core.config.env !== "production");
    core.ports.completionOf = (tx, organizationId, responseId) => svc.completionOf(tx, organizationId, responseId);
    await svc.banks.registerCurrent();
    // entries that opening a start page used to leave behind are removed once (starting makes nothing now)
    const removed = await removeUntouchedSelfStartsOnce(core.database.db);
    if (removed) core.log.info({ removed }, "removed self-started assessments that were never begun");
    // Results stored under older interpretation rules are re-scored from their answers in the background
    // (once per start at most; the singleton key keeps several processes from queueing it twice).
    core.jobs.work(RESCORE_QUEUE, async () => {
      const n = await svc.rescoreOutdated();
      if (n) core.log.info({ rescored: n }, "re-scored results made under older interpretation rules");
      const recorded = await svc.recordMissingAnalytics();
      if (recorded) core.log.info({ recorded }, "recorded earlier completions into the analytics rollups");
    });
    await core.jobs.send(RESCORE_QUEUE, {}, { singletonKey: RESCORE_QUEUE });
    const tags = ["assessments"];
    const member = { access: "member", allow: "organization.read", tags } as const;

    route(
      {
        ...member,
        method: "GET",
        url: "/api/assessment-types",
        summary: "Assessment types: the built-in four and the organization's active designed types",
        response: ZAssessmentTypeList,
      },
      async ({ actor, req }) => ({ types: await svc.types(actor, await wordsOf(actor.userId, req)) }),
    );
    registerDesignRoutes(route, svc.designed, wordsOf);
    registerSandboxRoutes(route, new TestingSandbox({ db: core.database.db, banks: svc.banks, designed: svc.designed, settings }), wordsOf);

    route({ ...member, method: "GET", url: "/api/assessments", summary: "My assessments", response: ZAssessmentList }, async ({ actor }) => ({
      assessments: await svc.list(actor),
    }));

    route(
      {
        ...member,
        method: "POST",
        url: "/api/assessments",
        summary: "Start one for yourself, or assign to members",
        body: ZCreateAssessment,
        response: ZCreatedAssessments,
        status: 201,
        idempotent: true,
      },
      async ({ actor, body, req }) => {
        const { created, alreadyAssigned } = await svc.create(actor, body, await wordsOf(actor.userId, req));
        return body.assigneeIds ? { assessments: created, alreadyAssigned } : created[0];
      },
    );

    route(
      {
        ...member,
        method: "POST",
        url: "/api/assessments/begin",
        summary: "Begin a type for yourself, with consent (made only now)",
        body: ZBeginAssessment,
        response: ZStarted,
        idempotent: true,
      },
      async ({ actor, body, req }) => ({ responseId: await svc.begin(actor, body.typeId, body.respondent, body.consent, await wordsOf(actor.userId, req)) }),
    );

    route(
      {
        ...member,
        method: "POST",
        url: "/api/assessments/:assessmentId/start",
        summary: "Open (or resume) my response",
        params: ZAssessmentParams,
        body: ZStartAssessment,
        response: ZStarted,
      },
      async ({ actor, params, body }) => ({ responseId: await svc.start(actor, params.assessmentId, body.respondent, body.consent) }),
    );

    route(
      {
        ...member,
        method: "GET",
        url: "/api/assessments/consent-terms",
        summary: "What respondents consent to: who sees results, how long they are kept",
        response: ZConsentTerms,
      },
      async ({ actor }) => svc.consentTerms(actor),
    );

    route(
      { ...member, method: "GET", url: "/api/responses/:responseId", summary: "A response to take or resume", params: ZResponseParams, response: ZResponseSession },
      async ({ actor, params }) => svc.session(actor, params.responseId),
    );

    route(
      {
        ...member,
        method: "PUT",
        url: "/api/responses/:responseId/answers/:itemId",
        summary: "Save one answer (idempotent)",
        params: ZAnswerParams,
        body: ZSaveAnswer,
        response: ZAnswerSaved,
      },
      async ({ actor, params, body }) => ({ saved: true as const, ...(await svc.saveAnswer(actor, params.responseId, params.itemId, body)) }),
    );

    route(
      { ...member, method: "POST", url: "/api/responses/:responseId/submit", summary: "Submit and score", params: ZResponseParams, response: ZSubmitted },
      async ({ actor, params }) => {
        await svc.submit(actor, params.responseId);
        return { responseId: params.responseId };
      },
    );

    route(
      { ...member, method: "GET", url: "/api/responses/:responseId/results", summary: "Results of a completed response", params: ZResponseParams, response: ZResults },
      async ({ actor, params }) => svc.results(actor, params.responseId),
    );

    registerDarkSideRoutes(
      route,
      new DarkSideService({
        db: core.database.db,
        results: (actor, responseId) => svc.results(actor, responseId),
        // read at request time: the 360 module registers after this one
        observedFacets: (organizationId, userId) => core.ports.observedFacets?.(organizationId, userId) ?? Promise.resolve(null),
      }),
    );

    route(
      { ...member, method: "GET", url: "/api/responses/:responseId/shares", summary: "Share links of a result", params: ZResponseParams, response: ZShareList },
      async ({ actor, params }) => ({
        shares: await svc.listShares(actor, params.responseId),
      }),
    );

    route(
      {
        ...member,
        method: "POST",
        url: "/api/responses/:responseId/shares",
        summary: "Create a read-only share link",
        params: ZResponseParams,
        body: ZCreateShare,
        response: ZShare,
        status: 201,
        idempotent: true,
        secretFields: ["url"],
      },
      async ({ actor, params, body }) => svc.createShare(actor, params.responseId, body.expiresInDays),
    );

    route(
      { ...member, method: "DELETE", url: "/api/responses/:responseId/shares/:shareId", summary: "Revoke a share link", params: ZShareParams, response: "empty" },
      async ({ actor, params }) => {
        await svc.revokeShare(actor, params.responseId, params.shareId);
      },
    );

    route(
      { method: "GET", url: "/api/shared/:token", summary: "A shared result (read-only, no sign-in)", access: "public-token", params: ZSharedParams, response: ZResults, tags },
      async ({ params, reply }) => {
        reply.header("cache-control", "no-store");
        return svc.shared(params.token);
      },
    );

    registerReportRoute(route, svc, core.reports, core.database.db);
  },
};

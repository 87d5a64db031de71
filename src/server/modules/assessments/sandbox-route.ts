import { ZSandboxItems, ZSandboxScore, ZSandboxScoreRequest, ZSandboxTypeList, ZSandboxTypeParams } from "../../../contracts/testing.ts";
import type { RouteFn } from "../../http/route.ts";
import type { FastifyRequest } from "fastify";
import type { Translator } from "../../i18n/index.ts";
import type { TestingSandbox } from "./sandbox-service.ts";

/** The words a signed-in person's request is answered in. */
export type ReaderWords = (userId: string, req: FastifyRequest) => Promise<Translator>;

/**
 * The testing sandbox (the web app's Testing page), for those who may assign assessments (admins and managers;
 * the policy the page's sidebar entry reads as assignAssessments): read-only, a test run stores nothing.
 */
export function registerSandboxRoutes(route: RouteFn, svc: TestingSandbox, wordsOf: ReaderWords): void {
  const tags = ["testing"];
  const tester = { access: "member", allow: "assessments.assign", tags } as const;
  route(
    { ...tester, method: "GET", url: "/api/testing/types", summary: "Types that can be test-run: built-in and the organization's live designed ones", response: ZSandboxTypeList },
    async ({ actor, req }) => ({ types: await svc.types(actor, await wordsOf(actor.userId, req)) }),
  );
  route(
    {
      ...tester,
      method: "GET",
      url: "/api/testing/types/:typeId/items",
      summary: "A type's items as respondents receive them (nothing is started)",
      params: ZSandboxTypeParams,
      response: ZSandboxItems,
    },
    async ({ actor, params, req }) => svc.items(actor, params.typeId, await wordsOf(actor.userId, req)),
  );
  route(
    {
      ...tester,
      method: "POST",
      url: "/api/testing/score",
      summary: "Score a test run's answers as submit would (nothing is stored or counted)",
      body: ZSandboxScoreRequest,
      response: ZSandboxScore,
    },
    async ({ actor, body, req }) => svc.score(actor, body, await wordsOf(actor.userId, req)),
  );
}

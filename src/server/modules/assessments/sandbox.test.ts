/**
 * The testing sandbox: a test run of any built-in or designed type scores exactly as submit scores the same
 * answers, stores and counts nothing, keeps to the caller's organization, and is only for those who may assign.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment } from "../../../../tests/support/factories.ts";
import {
  analyticsFact,
  analyticsRollup,
  assessment,
  assessmentResponse,
  assessmentScore,
  auditLog,
  itemBank,
  job,
  memberActivity,
  notification,
  outbox,
  resultShare,
} from "../../db/schema/index.ts";
import { newTypeDefaults } from "../../../domain/design/type-definition.ts";
import { randomAnswers } from "../../../domain/assessments/random-answers.ts";
import { validateAnswer } from "../../../domain/assessments/answer-validation.ts";
import type { AssessmentItem } from "../../../domain/assessments/item-types.ts";
import { mulberry32 } from "../../../domain/simulation/prng.ts";
import { itemsForType, scoreStoredResponse } from "../../../instruments/catalog.ts";
import { DesignedTypes } from "./design/service.ts";

/** The §9 defaults, their module named as the English catalog names it. */
const NEW_TYPE_DEFAULTS = newTypeDefaults(() => "OCEAN Core");

let app: TestApp;
const cookie: Record<string, string> = {};
let organizationId: string;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  organizationId = (await inject("admin", "GET", "/api/auth/me")).json().organization.id;
});
afterAll(async () => app?.cleanup());

function inject(who: string, method: "GET" | "POST", url: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
}
const score = (who: string, payload: object) => inject(who, "POST", "/api/testing/score", payload);
const respondent = { sex: "female", age: 35 } as const;
/** JSON as it leaves the server (undefined fields dropped). */
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v));

/** A designed type made through the API by the caller (custom questions of every input kind, and the Big Five). */
async function designType(who: string, code: string, extra: object = {}) {
  const r = await app.inject({
    method: "POST",
    url: "/api/assessment-types",
    headers: { cookie: cookie[who] },
    payload: { ...NEW_TYPE_DEFAULTS, name: `Sandbox ${code}`, code, ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().type as { id: string };
}

const TABLES: Record<string, PgTable> = {
  assessment,
  assessmentResponse,
  assessmentScore,
  analyticsFact,
  analyticsRollup,
  memberActivity,
  auditLog,
  notification,
  outbox,
  job,
  resultShare,
  itemBank,
};
async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) out[name] = Number((await app.deps.database.db.select({ n: count() }).from(table))[0].n);
  return out;
}

describe("testing sandbox: scoring", () => {
  it("scores random answers to each built-in type exactly as the domain scorer does", async () => {
    for (const [n, typeId] of ["individual", "executive", "organizational", "ipip-neo-120"].entries()) {
      const answers = randomAnswers(itemsForType(typeId), mulberry32(100 + n));
      const r = await score("admin", { typeId, answers, respondent });
      expect(r.statusCode, r.body).toBe(200);
      const expected = scoreStoredResponse(typeId, { answers: normalised(itemsForType(typeId), answers), timesMs: {}, respondent });
      expect(r.json().score).toEqual(asJson(expected));
      expect(r.json()).toMatchObject({ typeId, itemBankVersion: expected.scoringRules.itemBankVersion });
    }
  });

  it("gives the traits and facets a real submit of the same answers stores (only the answer-time checks differ)", async () => {
    const items = itemsForType("ipip-neo-120");
    const answers = randomAnswers(items, mulberry32(42));
    const sandbox = (await score("manager", { typeId: "ipip-neo-120", answers, respondent })).json().score;
    const { responseId } = await takeAssessment(app, cookie.manager, "ipip-neo-120", { answer: (i) => answers[i.id] });
    const stored = (await inject("manager", "GET", `/api/responses/${responseId}/results`)).json().score;
    // the real submit saved 4 s per answer; a test run has no times, so only the response-time quality differs
    const { quality: _q1, ...sandboxRest } = sandbox;
    const { quality: _q2, ...storedRest } = stored;
    expect(sandboxRest).toEqual(storedRest);
    expect(sandbox.traits).not.toEqual((await score("manager", { typeId: "ipip-neo-120", answers: randomAnswers(items, mulberry32(43)), respondent })).json().score.traits);
  });

  it("scores a designed type (active or not) by the designed types' scorer", async () => {
    const t = await designType("admin", "SANDBOX-INACTIVE", { isActive: false });
    const listed = (await inject("admin", "GET", "/api/testing/types")).json().types;
    expect(listed.find((x: { id: string }) => x.id === t.id)).toMatchObject({ designed: true, active: false });
    const preview = (await inject("admin", "GET", `/api/testing/types/${t.id}/items`)).json();
    expect(preview.items.length).toBeGreaterThan(0);
    const answers = randomAnswers(preview.items, mulberry32(7));
    const r = await score("admin", { typeId: t.id, answers });
    expect(r.statusCode, r.body).toBe(200);

    const designed = new DesignedTypes({ db: app.deps.database.db });
    const current = (await designed.current(app.deps.database.db, organizationId, t.id))!;
    const expected = designed.score(current.layout.version, { answers: normalised(current.layout.items, answers), timesMs: {}, respondent: {} });
    expect(r.json().score).toEqual(asJson(expected));
    expect(r.json().score.designed).toBeDefined();
  });

  it("stores and counts nothing: no assessment, response, score, analytics fact or rollup, activity, audit, notification or job", async () => {
    const t = await designType("admin", "SANDBOX-NOROWS");
    const before = await rowCounts();
    await inject("admin", "GET", "/api/testing/types");
    await inject("admin", "GET", "/api/testing/types/individual/items");
    await inject("admin", "GET", `/api/testing/types/${t.id}/items`);
    for (const typeId of ["individual", t.id]) {
      const items = (await inject("admin", "GET", `/api/testing/types/${typeId}/items`)).json().items;
      expect((await score("admin", { typeId, answers: randomAnswers(items, mulberry32(3)), respondent })).statusCode).toBe(200);
    }
    expect(await rowCounts()).toEqual(before);
    // and the caller has no assessment of either type afterwards
    const mine = (await inject("admin", "GET", "/api/assessments")).json().assessments as { typeId: string }[];
    expect(mine.filter((a) => a.typeId === t.id)).toEqual([]);
  });
});

describe("testing sandbox: answers are checked as autosave and submit check them", () => {
  const items = itemsForType("individual");
  const full = () => randomAnswers(items, mulberry32(5));

  it("names the unanswered questions (400, details.missing)", async () => {
    const answers = full();
    delete answers[items[0].id];
    delete answers[items[3].id];
    const r = await score("admin", { typeId: "individual", answers });
    expect(r.statusCode).toBe(400);
    expect(r.json().details.missing).toEqual([items[0].id, items[3].id]);
  });

  it("refuses an invalid answer and a question the type does not have (400 naming it)", async () => {
    const likert = items.find((i) => i.input.type === "likert")!;
    const bad = await score("admin", { typeId: "individual", answers: { ...full(), [likert.id]: 6 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.itemId).toBe(likert.id);
    const unknown = await score("admin", { typeId: "individual", answers: { ...full(), "no-such-item": 3 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.itemId).toBe("no-such-item");
  });

  it("refuses an unknown type id (400) and a designed id that is not the organization's (404)", async () => {
    expect((await score("admin", { typeId: "nonsense", answers: {} })).statusCode).toBe(400);
    expect((await score("admin", { typeId: "ct-nothere", answers: {} })).statusCode).toBe(404);
  });
});

describe("testing sandbox: items for the preview", () => {
  it("are the type's current items as respondents receive them: no keys or scales, no tags unless the organization shows them", async () => {
    const r = await inject("admin", "GET", "/api/testing/types/individual/items");
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.items.map((i: { id: string }) => i.id)).toEqual(itemsForType("individual").map((i) => i.id));
    expect(body.showTags).toBe(false);
    for (const i of body.items) {
      expect(i).not.toHaveProperty("scales");
      expect(i).not.toHaveProperty("keyed");
      expect(i).not.toHaveProperty("trait");
    }
    const types = (await inject("admin", "GET", "/api/testing/types")).json().types;
    expect(types.slice(0, 4).map((t: { id: string }) => t.id)).toEqual(["individual", "executive", "organizational", "ipip-neo-120"]);
    expect(types.find((t: { id: string }) => t.id === "individual").questionCount).toBe(itemsForType("individual").length);
  });
});

describe("testing sandbox: who may use it", () => {
  it("keeps to the caller's organization: another organization's designed type is 404 for its items and its score", async () => {
    const other = await buildOrganization(app, "sandbox-other", ["admin"]);
    cookie.otherAdmin = await signIn(app, other.byRole("admin").email);
    const theirs = await designType("otherAdmin", "THEIRS");
    const items = (await inject("otherAdmin", "GET", `/api/testing/types/${theirs.id}/items`)).json().items;
    expect(items.length).toBeGreaterThan(0);
    const answers = randomAnswers(items, mulberry32(9));
    expect((await score("otherAdmin", { typeId: theirs.id, answers })).statusCode).toBe(200);

    const items404 = await inject("admin", "GET", `/api/testing/types/${theirs.id}/items`);
    expect(items404.statusCode).toBe(404);
    expect(items404.json().code).toBe("NOT_FOUND");
    const score404 = await score("admin", { typeId: theirs.id, answers });
    expect(score404.statusCode).toBe(404);
    expect((await inject("admin", "GET", "/api/testing/types")).json().types.map((t: { id: string }) => t.id)).not.toContain(theirs.id);
  });

  it("names the built-in types in the caller's language (the pseudo-locale here), designed types as their organization named them", async () => {
    const english = (await inject("admin", "GET", "/api/testing/types")).json().types as { id: string; name: string; designed: boolean }[];
    expect(english.find((t) => t.id === "individual")?.name).toBe("Individual");
    const pseudo = await app.inject({ method: "GET", url: "/api/testing/types", headers: { cookie: cookie.admin, "accept-language": "en-XA" } });
    const types = pseudo.json().types as { id: string; name: string; description: string; designed: boolean }[];
    for (const t of types.filter((x) => !x.designed)) {
      expect(t.name, t.id).toMatch(/^⟦.*⟧$/);
      expect(t.description, t.id).toMatch(/^⟦.*⟧$/);
    }
    expect(types.filter((x) => x.designed).map((x) => x.name)).toEqual(english.filter((x) => x.designed).map((x) => x.name));
  });

  it("is refused (403) to a plain member, who may not assign assessments; managers may use it", async () => {
    const answers = randomAnswers(itemsForType("individual"), mulberry32(1));
    for (const [method, url, body] of [
      ["GET", "/api/testing/types", undefined],
      ["GET", "/api/testing/types/individual/items", undefined],
      ["POST", "/api/testing/score", { typeId: "individual", answers }],
    ] as const) {
      const refused = await inject("riley", method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe("FORBIDDEN");
      expect((await inject("manager", method, url, body)).statusCode, url).toBe(200);
    }
  });
});

/** The answers as the server keeps them after checking (a ranking ordered by rank), for the domain scorer. */
function normalised(items: readonly Pick<AssessmentItem, "id" | "input">[], answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    items.map((item) => {
      const check = validateAnswer(item, answers[item.id]);
      if (!check.ok) throw new Error(`${item.id}: ${check.problem.code}`);
      return [item.id, check.value];
    }),
  );
}

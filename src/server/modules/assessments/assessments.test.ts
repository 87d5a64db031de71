import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { assessmentResponse, assessmentScore } from "../../db/schema/index.ts";
import { itemsForType } from "../../../instruments/catalog.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" }); // the API is driven far faster than any person answers
  for (const who of ["riley", "sam", "manager", "jordan"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
});
afterAll(async () => app?.cleanup());

const inject = (who: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });

describe("assessment journey", () => {
  let assessmentId: string;
  let responseId: string;
  const items = itemsForType("individual");

  it("lists the four built-in types with the spec's question counts, then the organization's designed types", async () => {
    const r = await inject("riley", "GET", "/api/assessment-types");
    const builtIn = r.json().types.filter((t: { designed?: boolean }) => !t.designed);
    const counts = Object.fromEntries(builtIn.map((t: { id: string; questionCount: number }) => [t.id, t.questionCount]));
    expect(counts).toEqual({ individual: 75, executive: 90, organizational: 120, "ipip-neo-120": 120 });
    // the demo organization's two sample types (spec §9)
    expect(
      r
        .json()
        .types.filter((t: { designed?: boolean }) => t.designed)
        .map((t: { name: string }) => t.name),
    ).toEqual(["Executive Leadership", "Team Effectiveness"]);
    expect(items).toHaveLength(75);
  });

  it("creates and starts an assessment; starting again resumes the same response", async () => {
    const c = await inject("riley", "POST", "/api/assessments", { typeId: "individual" });
    expect(c.statusCode).toBe(201);
    assessmentId = c.json().id;
    expect(c.json().status).toBe("assigned");
    const s1 = await inject("riley", "POST", `/api/assessments/${assessmentId}/start`, { respondent: { sex: "male", age: 40 }, consent: true });
    responseId = s1.json().responseId;
    const s2 = await inject("riley", "POST", `/api/assessments/${assessmentId}/start`, { respondent: { sex: "female", age: 33 }, consent: true });
    expect(s2.json().responseId).toBe(responseId);
    // before the first answer the respondent facts may still be corrected
    const [row] = await app.deps.database.db.select().from(assessmentResponse).where(eq(assessmentResponse.id, responseId));
    expect(row.respondent).toEqual({ sex: "female", age: 33 });
  });

  it("autosaves answers idempotently and resumes with them", async () => {
    const first = items[0];
    const put = (value: unknown) => inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(first.id)}`, { value, timeMs: 3000 });
    expect((await put(validAnswer(first, 2))).json()).toEqual({ saved: true, answered: 1, total: 75 });
    expect((await put(validAnswer(first, 5))).json()).toEqual({ saved: true, answered: 1, total: 75 });
    // a ranking answer (not an integer) takes the other storage path
    const ranking = items.find((i) => i.input.type === "ranking")!;
    const order = validAnswer(ranking) as { item: string; rank: number }[];
    expect((await inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(ranking.id)}`, { value: order })).json().answered).toBe(2);
    const session = (await inject("riley", "GET", `/api/responses/${responseId}`)).json();
    expect(session.answers[first.id]).toBe(validAnswer(first, 5));
    expect(session.answers[ranking.id]).toEqual(order);
    expect(session.items).toHaveLength(75);
    expect(session.items[0]).not.toHaveProperty("scales");
    expect(session.itemBankVersion).toMatch(/^individual\/1 /);
    const list = (await inject("riley", "GET", "/api/assessments")).json().assessments;
    expect(list[0]).toMatchObject({ id: assessmentId, status: "in_progress", answered: 2, total: 75, responseId });
  });

  it("rejects bad answers with 400/404 and changes nothing", async () => {
    const likert = items.find((i) => i.input.type === "likert")!;
    const stored = async () => {
      const [r] = await app.deps.database.db.select().from(assessmentResponse).where(eq(assessmentResponse.id, responseId));
      return { values: r.answerValues, texts: r.answerTexts, ms: r.answerMs, updatedAt: r.updatedAt };
    };
    const before = await stored();
    expect((await inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(likert.id)}`, { value: 6 })).statusCode).toBe(400);
    expect((await inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(likert.id)}`, { value: "x" })).statusCode).toBe(400);
    expect((await inject("riley", "PUT", `/api/responses/${responseId}/answers/no-such-item`, { value: 3 })).statusCode).toBe(404);
    // another person of the same organization: not found
    const other = await inject("sam", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(likert.id)}`, { value: 3 });
    expect(other.statusCode).toBe(404);
    expect((await inject("sam", "GET", `/api/responses/${responseId}`)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("refuses to submit with unanswered questions and names them", async () => {
    const r = await inject("riley", "POST", `/api/responses/${responseId}/submit`);
    expect(r.statusCode).toBe(400);
    expect(r.json().details.missing).toHaveLength(73);
  });

  it("scores on submit, stores assessment_scores rows, and shows results to the taker and a manager only", async () => {
    for (const item of items) {
      const r = await inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, { value: validAnswer(item), timeMs: 5000 });
      expect(r.statusCode).toBe(200);
    }
    expect((await inject("riley", "POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(200);
    const rows = await app.deps.database.db.select().from(assessmentScore).where(eq(assessmentScore.responseId, responseId));
    const dims = rows.map((r) => r.dimension);
    expect(dims.filter((d) => d.startsWith("ocean_"))).toHaveLength(5);
    expect(dims.filter((d) => d.startsWith("facet_"))).toHaveLength(30);
    expect(dims.some((d) => d.startsWith("pillar_"))).toBe(true);
    const ocean = rows.find((r) => r.dimension.startsWith("ocean_"))!;
    expect(ocean.percentile).toBeGreaterThanOrEqual(1);
    expect(ocean.percentile).toBeLessThanOrEqual(99);
    expect(ocean.scoringRules).toMatchObject({ normGroup: expect.any(String), normed: true });
    const [resp] = await app.deps.database.db
      .select()
      .from(assessmentResponse)
      .where(and(eq(assessmentResponse.id, responseId)));
    expect(resp.status).toBe("completed");
    expect(resp.scoredAt).not.toBeNull();
    expect(resp.scoringMetadata).toMatchObject({ keyVersion: expect.any(String), normVersion: expect.any(String) });

    const mine = await inject("riley", "GET", `/api/responses/${responseId}/results`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().response.user.email).toBe("riley@demo.facetwise.test");
    expect(mine.json().score.normGroup).toBeDefined();
    expect((await inject("manager", "GET", `/api/responses/${responseId}/results`)).statusCode).toBe(200);
    expect((await inject("sam", "GET", `/api/responses/${responseId}/results`)).statusCode).toBe(404);
    // submitted: no more answers, no second submit
    expect((await inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(items[0].id)}`, { value: validAnswer(items[0]) })).statusCode).toBe(409);
    expect((await inject("riley", "POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(409);
    const list = (await inject("riley", "GET", "/api/assessments")).json().assessments;
    expect(list.find((a: { id: string }) => a.id === assessmentId).status).toBe("completed");
  });

  it("shares a result by a revocable link", async () => {
    const s = await inject("riley", "POST", `/api/responses/${responseId}/shares`, { expiresInDays: 7 });
    expect(s.statusCode).toBe(201);
    const token = new URL(s.json().url).pathname.split("/").pop()!;
    const open = await app.inject({ method: "GET", url: `/api/shared/${token}` });
    expect(open.statusCode).toBe(200);
    expect(open.json().policies).toEqual({ read: true, share: false, report: false });
    expect(open.json().response.user).toEqual({ id: "", name: expect.any(String), email: "" });
    expect(open.body).not.toContain("riley@demo.facetwise.test");
    // the shared page addresses its viewer: the quality record names Riley (the note then never says "you"/"your");
    // the owner's own view names no one; no stored English note is sent
    const quality = open.json().score.quality;
    expect(quality.respondent).toMatch(/Riley Chen/);
    expect(quality).not.toHaveProperty("note");
    const managerQuality = (await inject("manager", "GET", `/api/responses/${responseId}/results`)).json().score.quality;
    expect(managerQuality.respondent).toMatch(/Riley Chen/);
    const own = (await inject("riley", "GET", `/api/responses/${responseId}/results`)).json().score.quality;
    expect(own).not.toHaveProperty("respondent");
    expect(own).not.toHaveProperty("note");
    expect((await inject("riley", "DELETE", `/api/responses/${responseId}/shares/${s.json().id}`)).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: `/api/shared/${token}` })).statusCode).toBe(404);
    expect((await inject("sam", "POST", `/api/responses/${responseId}/shares`, { expiresInDays: 7 })).statusCode).toBe(404);
  });

  it("lets managers assign assessments to members, and refuses plain users", async () => {
    const me = (await inject("jordan", "GET", "/api/auth/me")).json();
    const r = await inject("manager", "POST", "/api/assessments", { typeId: "executive", assigneeIds: [me.user.id] });
    expect(r.statusCode).toBe(201);
    const list = (await inject("jordan", "GET", "/api/assessments")).json().assessments;
    expect(list[0]).toMatchObject({ typeId: "executive", status: "assigned", assignedBy: { name: "Morgan Manager" }, total: 90 });
    expect((await inject("sam", "POST", "/api/assessments", { typeId: "executive", assigneeIds: [me.user.id] })).statusCode).toBe(403);
    expect((await inject("manager", "POST", "/api/assessments", { typeId: "executive", assigneeIds: ["not-a-member"] })).statusCode).toBe(404);
  });

  it("takes every assessment type end to end", async () => {
    for (const typeId of ["executive", "organizational", "ipip-neo-120"]) {
      const { responseId: id } = await takeAssessment(app, cookie.sam, typeId);
      const res = await inject("sam", "GET", `/api/responses/${id}/results`);
      expect(res.statusCode, typeId).toBe(200);
    }
  }, 120_000);
});

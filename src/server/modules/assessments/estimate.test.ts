/**
 * One time estimate per assessment: the type card (types list), the assessment row, the start step (the row's
 * figure) and the timer (the session) show the same minutes from the same rule, for every type alike; once
 * enough completions exist, the organization's measured median replaces 45 s per question, and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { assessmentResponse } from "../../db/schema/index.ts";
import { MEASURED_MIN_COMPLETIONS } from "../../../domain/assessments/progress.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => app?.cleanup());

type Surfaces = { card: number; cardBasis: unknown; row: number; rowBasis: unknown; session: number; sessionBasis: unknown };

async function surfaces(cookie: string, typeId: string): Promise<Surfaces> {
  const as = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });
  const card = (await as("GET", "/api/assessment-types")).json().types.find((t: { id: string }) => t.id === typeId);
  const id = (await as("POST", "/api/assessments", { typeId })).json().id as string;
  const row = (await as("GET", "/api/assessments")).json().assessments.find((a: { id: string }) => a.id === id);
  const { responseId } = (await as("POST", `/api/assessments/${id}/start`, { consent: true })).json();
  const session = (await as("GET", `/api/responses/${responseId}`)).json();
  return {
    card: card.estimatedMinutes,
    cardBasis: card.estimateBasis,
    row: row.estimatedMinutes,
    rowBasis: row.estimateBasis,
    session: session.estimatedMinutes,
    sessionBasis: session.estimateBasis,
  };
}

describe("one time estimate per assessment", () => {
  it("is questions × 45 s for every built-in type without measurements: same item count, same minutes (no 20 min for one 120-question form and 90 for the other)", async () => {
    const org = await buildOrganization(app, "estimate-rule", ["admin", "user"]);
    const user = await signIn(app, org.byRole("user").email);
    const types = (await app.inject({ method: "GET", url: "/api/assessment-types", headers: { cookie: user } })).json().types;
    const byId = Object.fromEntries(types.map((t: { id: string; estimatedMinutes: number }) => [t.id, t.estimatedMinutes]));
    expect(byId).toMatchObject({ individual: 57, executive: 68, organizational: 90, "ipip-neo-120": 90 });
    for (const t of types) expect(t.estimateBasis).toEqual({ kind: "per_question" });
  });

  it("shows the same minutes on the card, the assessment row, the start step and the timer", async () => {
    const org = await buildOrganization(app, "estimate-surfaces", ["admin", "user"]);
    const user = await signIn(app, org.byRole("user").email);
    for (const typeId of ["ipip-neo-120", "executive"]) {
      const s = await surfaces(user, typeId);
      expect(s.row).toBe(s.card);
      expect(s.session).toBe(s.card);
      expect(s.rowBasis).toEqual(s.cardBasis);
      expect(s.sessionBasis).toEqual(s.cardBasis);
    }
  });

  it("uses the organization's measured median once enough completions exist, says so, and shows it on every surface", async () => {
    const org = await buildOrganization(app, "estimate-measured", ["admin", ...Array.from({ length: MEASURED_MIN_COMPLETIONS + 1 }, () => "user" as const)]);
    const [user, ...respondents] = await Promise.all(org.users.filter((u) => u.role === "user").map((u) => signIn(app, u.email)));
    const db = app.deps.database.db;
    // completed IPIP-NEO-120 responses timed at 12 s a question (24 min for 120), one slow outlier at 60 s
    const ids: string[] = [];
    for (const cookie of respondents) {
      const id = (await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie }, payload: { typeId: "ipip-neo-120" } })).json().id;
      const { responseId } = (await app.inject({ method: "POST", url: `/api/assessments/${id}/start`, headers: { cookie }, payload: { consent: true } })).json();
      ids.push(responseId);
    }
    const finish = (rid: string[], secondsPerQuestion: number) =>
      db
        .update(assessmentResponse)
        .set({ status: "completed", completedAt: new Date(), elapsedMs: secondsPerQuestion * 120 * 1000 })
        .where(inArray(assessmentResponse.id, rid));
    await finish(ids.slice(0, -1), 12);
    const before = await surfaces(user, "ipip-neo-120");
    expect(before.cardBasis).toEqual({ kind: "per_question" }); // one completion short
    await db
      .update(assessmentResponse)
      .set({ status: "completed", completedAt: new Date(), elapsedMs: 60 * 120 * 1000 })
      .where(eq(assessmentResponse.id, ids.at(-1)!));

    const s = await surfaces(user, "ipip-neo-120");
    expect(s.card).toBe(24);
    expect(s.cardBasis).toEqual({ kind: "measured", completions: MEASURED_MIN_COMPLETIONS });
    expect([s.row, s.session]).toEqual([24, 24]);
    expect(s.rowBasis).toEqual(s.cardBasis);
    expect(s.sessionBasis).toEqual(s.cardBasis);
    // another type of the organization is not measured by it
    const exec = await surfaces(user, "executive");
    expect(exec).toMatchObject({ card: 68, session: 68, cardBasis: { kind: "per_question" } });
  });
});

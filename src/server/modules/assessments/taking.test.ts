/**
 * What respondents see and agree to while taking: consent before the first answer, item tags hidden
 * unless the organization shows them, the timer's elapsed time kept on the server, one time estimate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, validAnswer } from "../../../../tests/support/factories.ts";
import { assessmentResponse } from "../../db/schema/index.ts";
import { itemsForType } from "../../../instruments/catalog.ts";
import { CONSENT_VERSION } from "../../../domain/assessments/consent.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley", "sam"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
});
afterAll(async () => app?.cleanup());

const inject = (who: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
const create = async (who: string, typeId = "individual") => (await inject(who, "POST", "/api/assessments", { typeId })).json().id as string;
const responseRow = async (id: string) => (await app.deps.database.db.select().from(assessmentResponse).where(eq(assessmentResponse.id, id)))[0];

describe("consent before the first answer", () => {
  it("refuses to start without consent: 400 in the error shape with a human message, and nothing is opened", async () => {
    const id = await create("riley");
    for (const body of [{}, { respondent: { age: 30 } }, { consent: false }]) {
      const r = await inject("riley", "POST", `/api/assessments/${id}/start`, body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
      expect(r.json().message).toMatch(/consent is required/i);
    }
    const mine = (await inject("riley", "GET", "/api/assessments")).json().assessments.find((a: { id: string }) => a.id === id);
    expect(mine).toMatchObject({ status: "assigned", responseId: null });
  });

  it("records the time and the wording's version with the response, and the session shows them", async () => {
    const id = await create("riley");
    const before = Date.now();
    const r = await inject("riley", "POST", `/api/assessments/${id}/start`, { consent: true });
    expect(r.statusCode).toBe(200);
    const row = await responseRow(r.json().responseId);
    expect(row.consentVersion).toBe(CONSENT_VERSION);
    expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const session = (await inject("riley", "GET", `/api/responses/${row.id}`)).json();
    expect(session.consent).toEqual({ at: row.consentAt!.toISOString(), version: CONSENT_VERSION });
  });

  it("a response opened before consent was asked takes no answer and cannot be submitted until its taker consents", async () => {
    const id = await create("sam");
    const { responseId } = (await inject("sam", "POST", `/api/assessments/${id}/start`, { consent: true })).json();
    // the state migration 0005 leaves on responses opened earlier: no consent recorded
    await app.deps.database.db.update(assessmentResponse).set({ consentAt: null, consentVersion: null }).where(eq(assessmentResponse.id, responseId));
    expect((await inject("sam", "GET", `/api/responses/${responseId}`)).json().consent).toBeNull();
    const item = itemsForType("individual")[0];
    const save = () => inject("sam", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, { value: validAnswer(item) });
    const refused = await save();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({ consentRequired: true });
    expect((await inject("sam", "POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(400);
    // consenting on the start step resumes the same response and records it
    expect((await inject("sam", "POST", `/api/assessments/${id}/start`, { consent: true })).json().responseId).toBe(responseId);
    expect((await responseRow(responseId)).consentVersion).toBe(CONSENT_VERSION);
    expect((await save()).statusCode).toBe(200);
  });

  it("tells who may read the result, from the policy module, and how long it is kept", async () => {
    const org = await buildOrganization(app, "consent-terms", ["admin", "manager", "manager", "user", "user"]);
    const r = await inject("riley", "GET", "/api/assessments/consent-terms");
    expect(r.json()).toEqual({ version: CONSENT_VERSION, readerRoles: ["admin", "manager"], readerCount: 2, shareLinkMaxDays: 90, retention: "while_organization_exists" });
    const other = await signIn(app, org.byRole("user").email);
    const o = await app.inject({ method: "GET", url: "/api/assessments/consent-terms", headers: { cookie: other } });
    expect(o.json().readerCount).toBe(3);
  });
});

describe("item tags", () => {
  const tagged = (items: Record<string, unknown>[]) => items.filter((i) => i.trait || i.facet || i.pillar || i.domain).length;

  it("are hidden from respondents by default, and shown when an admin turns the organization's setting on", async () => {
    const org = await buildOrganization(app, "tags-org", ["admin", "user"]);
    const admin = await signIn(app, org.byRole("admin").email);
    const user = await signIn(app, org.byRole("user").email);
    const as = (c: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: c }, payload });
    const id = (await as(user, "POST", "/api/assessments", { typeId: "individual" })).json().id;
    const { responseId } = (await as(user, "POST", `/api/assessments/${id}/start`, { consent: true })).json();

    const hidden = (await as(user, "GET", `/api/responses/${responseId}`)).json();
    expect(hidden.showTags).toBe(false);
    expect(tagged(hidden.items)).toBe(0);
    expect(hidden.items[0]).toMatchObject({ id: expect.any(String), text: expect.any(String), input: expect.any(Object) });

    expect((await as(user, "GET", "/api/organization/settings")).json()).toEqual({
      showItemTagsToRespondents: false,
      allowSelfInitiated360: false,
      timeZone: "UTC",
      policies: { update: false },
    });
    expect((await as(user, "PUT", "/api/organization/settings", { showItemTagsToRespondents: true })).statusCode).toBe(403);
    const changed = await as(admin, "PUT", "/api/organization/settings", { showItemTagsToRespondents: true });
    expect(changed.json()).toEqual({ showItemTagsToRespondents: true, allowSelfInitiated360: false, timeZone: "UTC", policies: { update: true } });

    const shown = (await as(user, "GET", `/api/responses/${responseId}`)).json();
    expect(shown.showTags).toBe(true);
    expect(tagged(shown.items)).toBe(75);
    expect(shown.items.find((i: { trait?: string; facet?: string }) => i.trait && i.facet)).toBeTruthy();

    // one organization's setting is not another's
    const { responseId: demo } = (await inject("riley", "POST", `/api/assessments/${await create("riley")}/start`, { consent: true })).json();
    expect((await inject("riley", "GET", `/api/responses/${demo}`)).json().showTags).toBe(false);
    // a manager is not an admin: the setting stays as it is
    expect((await inject("manager", "PUT", "/api/organization/settings", { showItemTagsToRespondents: true })).statusCode).toBe(403);
  });
});

describe("timer and estimate", () => {
  it("keeps the timer's elapsed time with autosave (the largest wins) and gives it back to any device", async () => {
    const id = await create("riley", "ipip-neo-120");
    const { responseId } = (await inject("riley", "POST", `/api/assessments/${id}/start`, { consent: true })).json();
    const [a, b] = itemsForType("ipip-neo-120");
    const put = (itemId: string, elapsedMs: number) =>
      inject("riley", "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(itemId)}`, { value: 3, timeMs: 900, elapsedMs });
    expect((await inject("riley", "GET", `/api/responses/${responseId}`)).json().elapsedMs).toBe(0);
    expect((await put(a.id, 65_000)).statusCode).toBe(200);
    expect((await put(b.id, 61_000)).statusCode).toBe(200); // a slower device's late save does not turn it back
    const session = (await inject("riley", "GET", `/api/responses/${responseId}`)).json();
    expect(session.elapsedMs).toBe(65_000);
    // the one estimate (estimate.test.ts): the type card's, the session's and the row's minutes agree
    const types = (await inject("riley", "GET", "/api/assessment-types")).json().types;
    const card = types.find((t: { id: string }) => t.id === "ipip-neo-120");
    expect(session.estimatedMinutes).toBe(card.estimatedMinutes);
    expect(session.estimateBasis).toEqual(card.estimateBasis);
  });
});

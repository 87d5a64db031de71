import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization, takeAssessment } from "../../../tests/support/factories.ts";
import { pdfPageCount, pdfText } from "./testing/pdf-inspect.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
let responseId: string;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["riley", "sam", "manager"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  ({ responseId } = await takeAssessment(app, cookie.riley, "individual"));
}, 60_000);
afterAll(async () => app?.cleanup());

const get = (url: string, who?: string) => app.inject({ method: "GET", url, headers: who ? { cookie: cookie[who] } : {} });

describe("GET /api/responses/:id/report.pdf", () => {
  it("downloads the taker's results as a real, multi-page PDF", async () => {
    const r = await get(`/api/responses/${responseId}/report.pdf`, "riley");
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    const completedAt: string = (await get(`/api/responses/${responseId}/results`, "riley")).json().response.completedAt;
    const name = `facetwise-individual-${completedAt.slice(0, 10)}.pdf`;
    expect(r.headers["content-disposition"]).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(r.headers["cache-control"]).toBe("private, no-store");
    const pdf = r.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF/);
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf); // the route compresses: pdfText inflates the content streams
    expect(text).toContain("Riley Chen");
    expect(text).toContain("Conscientiousness");
    expect(text).toContain("The 30 facets");
  }, 60_000);

  it("lets a manager of the same organization download it", async () => {
    const r = await get(`/api/responses/${responseId}/report.pdf`, "manager");
    expect(r.statusCode).toBe(200);
    expect(pdfText(r.rawPayload)).toContain("Riley Chen");
  });

  it("is written in the reader's saved language and on their time zone's calendar", async () => {
    const completedAt: string = (await get(`/api/responses/${responseId}/results`, "manager")).json().response.completedAt;
    const put = (payload: object) => app.inject({ method: "PUT", url: "/api/profile", headers: { cookie: cookie.manager }, payload });
    const longDate = (locale: string, timeZone: string) =>
      new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(new Date(completedAt));
    try {
      expect((await put({ locale: "de", timeZone: "Pacific/Kiritimati" })).statusCode).toBe(200);
      const german = pdfText((await get(`/api/responses/${responseId}/report.pdf`, "manager")).rawPayload);
      expect(german).toContain(longDate("de", "Pacific/Kiritimati"));
      expect((await put({ locale: "en", timeZone: "Pacific/Pago_Pago" })).statusCode).toBe(200);
      const english = pdfText((await get(`/api/responses/${responseId}/report.pdf`, "manager")).rawPayload);
      expect(english).toContain(longDate("en", "Pacific/Pago_Pago"));
      // 25 hours apart: the same moment is on two calendar days
      expect(longDate("en", "Pacific/Pago_Pago")).not.toBe(longDate("en", "Pacific/Kiritimati"));
    } finally {
      await put({ locale: "en", timeZone: null });
    }
  }, 60_000);

  it("answers 404 to another member of the same organization", async () => {
    const r = await get(`/api/responses/${responseId}/report.pdf`, "sam");
    expect(r.statusCode).toBe(404);
    expect(r.headers["content-type"]).toMatch(/application\/json/);
    expect(r.json()).toMatchObject({ code: "NOT_FOUND", statusCode: 404 });
  });

  it("answers 404 to an admin of another organization", async () => {
    const other = await buildOrganization(app, "report-other", ["admin"]);
    const c = await signIn(app, other.byRole("admin").email);
    const r = await app.inject({ method: "GET", url: `/api/responses/${responseId}/report.pdf`, headers: { cookie: c } });
    expect(r.statusCode).toBe(404);
  });

  it("answers 401 when signed out and 404 for an unknown or unfinished response", async () => {
    expect((await get(`/api/responses/${responseId}/report.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/responses/no-such-response/report.pdf`, "riley")).statusCode).toBe(404);
    const { responseId: open } = await takeAssessment(app, cookie.sam, "ipip-neo-120", { submit: false });
    expect((await get(`/api/responses/${open}/report.pdf`, "sam")).statusCode).toBe(404);
  }, 60_000);
});

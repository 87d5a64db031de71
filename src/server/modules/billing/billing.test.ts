import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { PLANS } from "../../../domain/billing/plans.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ FACETWISE_SALES_EMAIL: "sales@vendor.example" });
});
afterAll(() => app.cleanup());

describe("GET /api/billing/plans", () => {
  it("answers anyone, signed out, with the plans of the billing domain and the configured sales address", async () => {
    const res = await app.inject({ method: "GET", url: "/api/billing/plans" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const body = res.json() as {
      plans: { id: keyof typeof PLANS; monthlyPriceCents: number | null; monthlyAssessmentLimit: number | null; featured: boolean }[];
      salesEmail: string;
    };
    expect(body.salesEmail).toBe("sales@vendor.example");
    expect(body.plans.map((p) => [p.id, p.monthlyPriceCents, p.monthlyAssessmentLimit, p.featured])).toEqual([
      ["starter", 4_900, 50, false],
      ["professional", 14_900, null, true],
      ["enterprise", null, null, false],
    ]);
  });

  it("refuses a sales address that is not one at start-up", async () => {
    await expect(buildTestApp({ FACETWISE_SALES_EMAIL: "not an address" })).rejects.toThrow(/FACETWISE_SALES_EMAIL/);
  });
});

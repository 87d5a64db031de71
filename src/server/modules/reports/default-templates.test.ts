/** Every organization starts with the default report templates (weekly, monthly, quarterly), given once. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { defaultConfiguration } from "../../../domain/reporting/templates.ts";
import type { TReportTemplate, TTemplateList } from "../../../contracts/reports.ts";
import { DEFAULT_TEMPLATES } from "../../../domain/reporting/default-templates.ts";
import { PSEUDO_LOCALE, translator } from "../../i18n/index.ts";
import { templates as templateWords } from "../../locales/en/templates.ts";
import { backfillDefaultTemplates, defaultTemplateRows, seedDefaultTemplates } from "./default-templates.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => app?.cleanup());

async function templatesOf(cookie: string): Promise<{ org: string; templates: TReportTemplate[] }> {
  const org = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json().organization.id as string;
  const r = await app.inject({ method: "GET", url: `/api/reports/templates?organizationId=${org}`, headers: { cookie } });
  expect(r.statusCode, r.body).toBe(200);
  return { org, templates: (r.json() as TTemplateList).templates };
}

describe("default report templates in the creator's language", () => {
  it("the domain gives types and sections only; the English catalog names and describes every default", () => {
    for (const t of DEFAULT_TEMPLATES) {
      expect(Object.keys(t).sort()).toEqual(["sections", "templateType"]);
      expect(templateWords.defaults[t.templateType].name).toMatch(/\w/);
      expect(templateWords.defaults[t.templateType].description).toMatch(/\w/);
    }
    expect(defaultTemplateRows(translator("en")).map((r) => r.name)).toEqual(["Weekly Report", "Monthly Report", "Quarterly Report"]);
  });

  it("seeded in another language, every name and description is that language's", () => {
    const rows = defaultTemplateRows(translator(PSEUDO_LOCALE));
    expect(rows).toHaveLength(DEFAULT_TEMPLATES.length);
    for (const r of rows) {
      expect(r.name).toMatch(/^⟦.*⟧$/);
      expect(r.description).toMatch(/^⟦.*⟧$/);
    }
    expect(rows.map((r) => r.templateType)).toEqual(DEFAULT_TEMPLATES.map((t) => t.templateType));
  });
});

describe("default report templates", () => {
  it("a new organization (sign-up) has exactly the weekly, monthly and quarterly defaults, with the §3.4 configurations", async () => {
    const cookie = await signIn(app, "founder@defaults-signup.example.com", true);
    const { templates } = await templatesOf(cookie);
    expect(templates.map((t) => t.template_type).sort()).toEqual(["monthly", "quarterly", "weekly"]);
    for (const t of templates) {
      expect(t.is_active).toBe(true);
      expect(t.sections.length).toBeGreaterThan(0);
      for (const s of t.sections) expect(s.configuration).toEqual(defaultConfiguration(s.type));
      expect(t.sections.map((s) => s.order_index)).toEqual(t.sections.map((_, i) => i));
    }
    expect(templates.flatMap((t) => t.sections.map((s) => s.type))).toContain("metrics_dashboard");
  });

  it("seeding again adds none, for a new organization and at start", async () => {
    const cookie = await signIn(app, "founder@defaults-again.example.com", true);
    const { org } = await templatesOf(cookie);
    const db = app.deps.database.db;
    expect(await seedDefaultTemplates(db, org)).toBe(false);
    await backfillDefaultTemplates(db);
    await backfillDefaultTemplates(db);
    expect((await templatesOf(cookie)).templates).toHaveLength(3);
  });

  it("the demo organization has them", async () => {
    const cookie = await signIn(app, "admin@demo.facetwise.test");
    const { templates } = await templatesOf(cookie);
    expect(templates.filter((t) => t.created_by_user.full_name === "").map((t) => t.name)).toEqual(expect.arrayContaining(["Weekly Report", "Monthly Report", "Quarterly Report"]));
  });

  it("an organization made before the defaults gets them from the backfill once; a default someone deleted stays deleted", async () => {
    const old = await buildOrganization(app, "defaults-older", ["admin"]);
    const cookie = await signIn(app, old.byRole("admin").email);
    expect((await templatesOf(cookie)).templates).toEqual([]);
    const db = app.deps.database.db;
    expect(await backfillDefaultTemplates(db)).toBeGreaterThanOrEqual(1);
    const { org, templates } = await templatesOf(cookie);
    expect(templates).toHaveLength(3);
    const del = await app.inject({ method: "DELETE", url: `/api/reports/templates?templateId=${templates[0].id}&organizationId=${org}`, headers: { cookie } });
    expect(del.statusCode).toBe(204);
    expect(await backfillDefaultTemplates(db)).toBe(0);
    expect((await templatesOf(cookie)).templates).toHaveLength(2);
  });
});

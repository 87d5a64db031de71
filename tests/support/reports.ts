/** Report fixtures for tests and benchmarks: report rows as the routes store them, and the reports' test world (people signed in, templates and reports made through the API). */
import type { FastifyInstance } from "fastify";
import { report } from "../../src/server/db/schema/index.ts";
import { newId } from "../../src/server/db/ids.ts";
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp, signIn, type TestApp } from "./app.ts";
import { addSection, type SectionType, type TemplateSection } from "../../src/domain/reporting/templates.ts";
import type { TReportInstance } from "../../src/contracts/reports.ts";

/** Inserts a report of `templateId` (published at `publishedAt` unless another status is given); answers its id. */
export async function insertReport(
  app: FastifyInstance,
  o: { organizationId: string; templateId: string | null; title: string; status?: string; publishedAt?: Date; periodStart?: string; periodEnd?: string },
): Promise<string> {
  const id = newId();
  const status = o.status ?? "published";
  await app.deps.database.db.insert(report).values({
    id,
    organizationId: o.organizationId,
    templateId: o.templateId,
    templateName: "Template",
    templateType: "weekly",
    title: o.title,
    status,
    periodStart: o.periodStart ?? "2025-06-02",
    periodEnd: o.periodEnd ?? "2025-06-08",
    content: { sections: {} },
    publishedAt: status === "published" ? (o.publishedAt ?? new Date()) : null,
  });
  return id;
}

export type ReportsWorld = {
  app: TestApp;
  org: string;
  cookie: Record<string, string>;
  userId: Record<string, string>;
  call: (who: string | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => Promise<LightMyRequestResponse>;
  template: (types: SectionType[], name?: string) => Promise<{ id: string; sections: TemplateSection[] }>;
  report: (templateId: string, over?: Record<string, unknown>) => Promise<TReportInstance>;
};

/** The demo organization with admin, manager and two plain users signed in. */
export async function reportsWorld(): Promise<ReportsWorld> {
  const app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  const cookie: Record<string, string> = {};
  const userId: Record<string, string> = {};
  for (const who of ["admin", "manager", "riley", "sam"]) {
    cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
    userId[who] = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookie[who] } })).json().user.id;
  }
  const org = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookie.admin } })).json().organization.id as string;
  const call: ReportsWorld["call"] = (who, method, url, payload) => app.inject({ method, url, headers: who ? { cookie: cookie[who] } : {}, payload });
  let n = 0;
  const template: ReportsWorld["template"] = async (types, name = `Template ${++n}`) => {
    let sections: TemplateSection[] = [];
    types.forEach((t, i) => (sections = addSection(sections, t, `sec-${t}-${i}`)));
    const r = await call("admin", "POST", "/api/reports/templates", { organizationId: org, name, templateType: "weekly", sections });
    if (r.statusCode !== 201) throw new Error(`template: ${r.statusCode} ${r.body}`);
    return { id: r.json().id, sections };
  };
  const report: ReportsWorld["report"] = async (templateId, over = {}) => {
    const r = await call("admin", "POST", "/api/reports", {
      organizationId: org,
      templateId,
      title: "Weekly leadership report",
      reportPeriodStart: "2026-01-05",
      reportPeriodEnd: "2026-01-11",
      autoGenerate: true,
      ...over,
    });
    if (r.statusCode !== 201) throw new Error(`report: ${r.statusCode} ${r.body}`);
    return r.json().reportInstance as TReportInstance;
  };
  return { app, org, cookie, userId, call, template, report };
}

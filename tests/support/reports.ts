/** The reports' test world: the demo organization's people signed in, a template, and reports made through the API. */
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp, signIn, type TestApp } from "./app.ts";
import { addSection, type SectionType, type TemplateSection } from "../../src/domain/reporting/templates.ts";
import type { TReportInstance } from "../../src/contracts/reports.ts";

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

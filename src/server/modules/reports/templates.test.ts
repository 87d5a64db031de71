/** Report templates through the API (spec 2 §2.11, §3.4, §7): the spec's paths, payloads and rules. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { addSection, moveSection, type TemplateSection } from "../../../domain/reporting/templates.ts";
import type { TReportTemplate } from "../../../contracts/reports.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
let org = "";
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  org = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookie.admin } })).json().organization.id;
});
afterAll(async () => app?.cleanup());

const call = (who: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });

function sections(): TemplateSection[] {
  let s: TemplateSection[] = [];
  s = addSection(s, "executive_summary", "s1");
  s = addSection(s, "metrics_dashboard", "s2");
  s = addSection(s, "alerts_warnings", "s3");
  return moveSection(s, 2, "up");
}

describe("report templates", () => {
  it("a manager creates a template with the §3.4 default configurations; everyone in the organization lists it", async () => {
    const r = await call("manager", "POST", "/api/reports/templates", {
      organizationId: org,
      name: "Weekly leadership",
      description: "Every Monday",
      templateType: "weekly",
      sections: sections(),
    });
    expect(r.statusCode, r.body).toBe(201);
    const t = r.json() as TReportTemplate;
    expect(t).toMatchObject({
      name: "Weekly leadership",
      template_type: "weekly",
      is_active: true,
      created_by_user: { full_name: "Morgan Manager" },
      policies: { edit: true, delete: true },
    });
    expect(t.sections.map((s) => [s.type, s.order_index])).toEqual([
      ["executive_summary", 0],
      ["alerts_warnings", 1],
      ["metrics_dashboard", 2],
    ]);
    expect(t.sections[1].configuration.thresholds).toEqual([
      { metric: "completion_rate", min: 70, severity: "warning" },
      { metric: "user_activity", min: 10, severity: "info" },
    ]);
    const list = (await call("riley", "GET", `/api/reports/templates?organizationId=${org}`)).json();
    expect(list.policies).toEqual({ create: false });
    const mine = list.templates.find((x: TReportTemplate) => x.id === t.id);
    expect(mine.policies).toEqual({ edit: false, delete: false });
  });

  it("refuses a nameless template, a section type twice, and a plain member", async () => {
    const nameless = await call("admin", "POST", "/api/reports/templates", { organizationId: org, name: " ", sections: [] });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toContain("Template name is required");
    const twice = sections().concat([{ ...sections()[0], id: "again" }]);
    const dup = await call("admin", "POST", "/api/reports/templates", { organizationId: org, name: "Dup", sections: twice });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toContain("Each section type can be added once per template");
    expect((await call("riley", "POST", "/api/reports/templates", { organizationId: org, name: "Mine", sections: [] })).statusCode).toBe(403);
    // defaults: weekly, no description
    const plain = (await call("admin", "POST", "/api/reports/templates", { organizationId: org, name: "Plain", sections: [] })).json();
    expect(plain).toMatchObject({ template_type: "weekly", description: "" });
  });

  it("edits save (the spec's editor sent nothing) and delete removes; another organization's ids answer 404", async () => {
    const t = (
      await call("admin", "POST", "/api/reports/templates", { organizationId: org, name: "Monthly", templateType: "monthly", sections: sections() })
    ).json() as TReportTemplate;
    const edited = await call("admin", "PUT", `/api/reports/templates/${t.id}`, {
      organizationId: org,
      name: "Monthly review",
      templateType: "quarterly",
      sections: t.sections.slice(1),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Monthly review", template_type: "quarterly" });
    expect(edited.json().sections.map((s: TemplateSection) => s.order_index)).toEqual([0, 1]);

    const other = await buildOrganization(app, "reports-other", ["admin"]);
    const otherAdmin = await signIn(app, other.byRole("admin").email);
    const as = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: otherAdmin }, payload });
    // naming the other organization, or its own organization with this one's template
    expect((await as("GET", `/api/reports/templates?organizationId=${org}`)).statusCode).toBe(404);
    expect((await as("PUT", `/api/reports/templates/${t.id}`, { organizationId: other.org.id, name: "x", sections: [] })).statusCode).toBe(404);
    expect((await as("DELETE", `/api/reports/templates?templateId=${t.id}&organizationId=${other.org.id}`)).statusCode).toBe(404);
    expect((await as("GET", `/api/reports/templates?organizationId=${other.org.id}`)).json().templates).toEqual([]);

    expect((await call("riley", "DELETE", `/api/reports/templates?templateId=${t.id}&organizationId=${org}`)).statusCode).toBe(403);
    expect((await call("admin", "DELETE", `/api/reports/templates?templateId=${t.id}&organizationId=${org}`)).statusCode).toBe(204);
    expect((await call("admin", "DELETE", `/api/reports/templates?templateId=${t.id}&organizationId=${org}`)).statusCode).toBe(404);
  });
});

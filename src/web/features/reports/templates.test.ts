import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ZSaveTemplate, type TReportTemplate, type TTemplateList } from "../../../contracts/reports.ts";
import { addSection } from "../../../domain/reporting/templates.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { draftOf, emptyDraft, nameProblem, saveBody } from "./template-form.ts";
import { reportsT } from "./i18n.ts";
import { templateKeys } from "./templates-api.ts";
import { TemplateForm, TemplateManager } from "./TemplatesPage.tsx";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function template(over: Partial<TReportTemplate> = {}): TReportTemplate {
  const sections = addSection(addSection([], "executive_summary", "s1"), "metrics_dashboard", "s2") as TReportTemplate["sections"];
  return {
    id: "t1",
    name: "Leadership weekly",
    description: "For the board",
    template_type: "monthly",
    sections,
    is_active: true,
    created_at: "2025-03-04T10:00:00.000Z",
    updated_at: "2025-03-04T10:00:00.000Z",
    created_by_user: { full_name: "Ada Lovelace" },
    policies: { edit: true, delete: false },
    ...over,
  };
}

function render(element: ReactElement, list?: TTemplateList): string {
  const client = new QueryClient();
  if (list) client.setQueryData(templateKeys.list("org1"), list);
  return text(renderToString(createElement(QueryClientProvider, { client }, createElement(ToastProvider, null, element))));
}

describe("template form draft", () => {
  it("starts empty and weekly; a blank name gives the domain's message", () => {
    const draft = emptyDraft();
    expect(draft).toEqual({ name: "", description: "", templateType: "weekly", sections: [] });
    expect(nameProblem(draft)).toBe("nameRequired");
    expect(reportsT(`templates.form.${nameProblem({ ...draft, name: "  " })}`)).toBe("Template name is required");
    expect(nameProblem({ ...draft, name: "Weekly" })).toBeNull();
  });

  it("a saved template's sections come in their order; the body is trimmed and passes the contract", () => {
    const t = template();
    const draft = draftOf({ ...t, sections: [t.sections[1], t.sections[0]] });
    expect(draft.sections.map((s) => s.id)).toEqual(["s1", "s2"]);
    expect(draft.templateType).toBe("monthly");
    const body = saveBody("org1", { ...draft, name: " Board ", description: " x ", sections: [{ ...draft.sections[0], name: " Summary " }] });
    expect(body).toMatchObject({ organizationId: "org1", name: "Board", description: "x", templateType: "monthly" });
    expect(body.sections[0].name).toBe("Summary");
    expect(ZSaveTemplate.safeParse(body).success).toBe(true);
  });
});

describe("template manager (spec 2 §2.11)", () => {
  it("lists cards with type, section count, creator, badge, and only the actions allowed", () => {
    const html = render(createElement(TemplateManager, { organizationId: "org1" }), {
      templates: [template(), template({ id: "t2", name: "Old", is_active: false, policies: { edit: false, delete: true } })],
      policies: { create: true },
    });
    expect(html).toContain("Create Template");
    expect(html).toContain("Leadership weekly");
    expect(html).toContain("For the board");
    expect(html).toContain("Monthly");
    expect(html).toContain("2 sections");
    expect(html).toContain("Created by Ada Lovelace on");
    expect(html).toContain("Active");
    expect(html).toContain("Inactive");
    expect(html.match(/ Edit /g)).toHaveLength(1);
    expect(html.match(/ Delete /g)).toHaveLength(1);
  });

  it("shows the empty state, and no Create button without the policy", () => {
    const html = render(createElement(TemplateManager, { organizationId: "org1" }), { templates: [], policies: { create: false } });
    expect(html).toContain("No templates found");
    expect(html).toContain("Create your first report template to get started");
    expect(html).not.toContain("Create Template");
  });

  it("edit form: fields filled, moves disabled at the ends, added types marked Added", () => {
    const raw = renderToString(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(ToastProvider, null, createElement(TemplateForm, { organizationId: "org1", template: template(), onDone: () => {} })),
      ),
    );
    const html = text(raw);
    expect(html).toContain("Template Name");
    expect(html).toContain("Available Sections");
    expect(raw).toContain('value="Leadership weekly"');
    expect(raw).toMatch(/<option value="monthly" selected="">/);
    expect(raw).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Executive Summary up"/);
    expect(raw).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Executive Summary down"/);
    expect(raw).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Metrics Dashboard down"/);
    expect(html.match(/ Added /g)).toHaveLength(2);
    expect(raw).toContain('aria-label="Add Trend Analysis"');
  });
});

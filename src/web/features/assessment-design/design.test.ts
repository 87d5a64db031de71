/**
 * Assessment design pages: the creator's selection rules and rendering (Create disabled unless a title and a
 * node; a template selects its nodes; the preview), the type form (every field round-trips into the body the
 * contract accepts; the custom question editor makes valid questions; the checks), the type manager's list and
 * the delete flow (409 → the server's reason and Archive). Calls go through a faked fetch shaped by the contracts.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZCustomQuestion, ZTypeDefinition, type TTypeDefinition } from "../../../contracts/assessment-design.ts";
import type { BuilderPreview, CompetencyGroup } from "../../../domain/design/types.ts";
import { FACETS } from "../../../domain/psychometrics/facets.ts";
import { NORM_CITATION } from "../../../domain/psychometrics/norms.ts";
import { newTypeDefaults, validateDefinition } from "../../../domain/design/type-definition.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { applyTemplate, canCreate, groupState, toggleGroup, toggleNode } from "./builder-state.ts";
import { Builder } from "./BuilderPage.tsx";
import { DeleteTypeContent, deleteStepAfter } from "./DeleteTypeDialog.tsx";
import { createType, deleteType, designKeys, fetchBuilderPreview, type BuilderNodes, type DesignedType, type DesignedTypeList } from "./design-api.ts";
import { TypeManager } from "./TypeManagerPage.tsx";
import { definitionFromForm, formFromDefinition, formReducer, serverErrorFields, serverProblems, validateForm, type FormAction, type TypeFormState } from "./type-form.ts";
import { TypeFormFields } from "./TypeFormDialog.tsx";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

function render(element: ReactElement, seed: (c: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return renderToString(createElement(MemoryRouter, null, createElement(QueryClientProvider, { client }, createElement(ToastProvider, null, element))));
}

/** A tree of the shape the server sends: 5 groups of 4 nodes, each node linked to two real IPIP-NEO-120 facets. */
const groups: CompetencyGroup[] = Array.from({ length: 5 }, (_, g) => ({
  id: `g${g}`,
  nodes: Array.from({ length: 4 }, (_, n) => {
    const a = FACETS[(g * 4 + n) % 30];
    const b = FACETS[(g * 4 + n + 7) % 30];
    return {
      id: `n${g}${n}`,
      traits: [a.trait],
      facets: [a, b].map((f, k) => ({
        facet: f.key,
        facetCode: f.code,
        correlation: k === 0 ? 0.6 : -0.3,
        confidence: 0.7,
        mappingType: k === 0 ? ("direct" as const) : ("indirect" as const),
        tierApplicability: ["individual" as const],
      })),
    };
  }),
}));
const tree: BuilderNodes = {
  groups,
  templates: [
    { id: "t1", type: "leadership", nodeIds: ["n00", "n11", "n22", "n33"] },
    { id: "t2", type: "team", nodeIds: ["n40", "n41", "n42", "n43"] },
    { id: "t3", type: "individual", nodeIds: ["n01", "n02", "n03", "n10"] },
  ],
};
const preview: BuilderPreview = {
  oceanCoverage: {
    traits: { openness: 1, conscientiousness: 0.5, extraversion: 0.25, agreeableness: 0, neuroticism: 0 },
    facets: [
      { facet: "competence", facetCode: "C1", trait: "conscientiousness", items: 8, confidence: 1 },
      { facet: "anxiety", facetCode: "N1", trait: "neuroticism", items: 1, confidence: 0.25 },
    ],
  },
  estimatedMinutes: { min: 6, max: 10 },
  questionCount: 32,
  coverage: { percent: 50, band: "poor", covered: 1, total: 2, criticalFacets: ["anxiety"] },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("node-based creator", () => {
  it("Create Assessment is disabled unless a title is entered and at least one node is selected (spec §5)", () => {
    expect(canCreate("", ["n00"])).toBe(false);
    expect(canCreate("   ", ["n00"])).toBe(false);
    expect(canCreate("Leaders", [])).toBe(false);
    expect(canCreate("Leaders", ["n00"])).toBe(true);
    const button = (html: string) => (/<button[^>]*data-testid="create-assessment"[^>]*>/.exec(html)![0].includes(' disabled=""') ? "disabled" : "enabled");
    expect(button(render(createElement(Builder, { tree })))).toContain("disabled");
    expect(button(render(createElement(Builder, { tree, initial: ["n00"] })))).toContain("disabled");
    expect(button(render(createElement(Builder, { tree, initialTitle: "Leaders" })))).toContain("disabled");
    expect(button(render(createElement(Builder, { tree, initial: ["n00"], initialTitle: "Leaders" })))).not.toContain("disabled");
  });

  it("a template selects its 4 nodes; a group checkbox selects or clears its 4; a node toggles", () => {
    const picked = applyTemplate(tree.templates[0], groups);
    expect(picked).toEqual(["n00", "n11", "n22", "n33"]);
    expect(applyTemplate({ ...tree.templates[0], nodeIds: ["n00", "gone"] }, groups)).toEqual(["n00"]);
    let s = toggleGroup(["n00"], groups[0]);
    expect(s.sort()).toEqual(["n00", "n01", "n02", "n03"]);
    expect(groupState(groups[0], s)).toBe("all");
    s = toggleGroup(s, groups[0]);
    expect(s).toEqual([]);
    expect(groupState(groups[0], toggleNode(s, "n02"))).toBe("some");
    expect(toggleNode(["n02"], "n02")).toEqual([]);
    // the rendered template button is pressed and the 4 node checkboxes are checked
    const html = render(createElement(Builder, { tree, initial: picked }));
    expect(html).toMatch(/aria-pressed="true"[^>]*data-template="t1"/);
    expect(html.match(/type="checkbox"[^>]*checked=""/g)?.length).toBe(4);
  });

  it("shows the mapping's source as Facetwise's, the tree of 5 groups × 4 nodes, and an empty preview without nodes", () => {
    const html = render(createElement(Builder, { tree }));
    expect(text(html)).toContain("not validated research");
    expect(html.match(/data-group="/g)?.length).toBe(5);
    expect(html.match(/data-node="/g)?.length).toBe(20);
    expect(html).toContain('data-testid="preview-empty"');
    expect(html).not.toContain('data-testid="preview"');
  });

  it("renders the preview: five trait bars, facets with items and confidence, minutes min–max, questions, coverage band and flagged facets", () => {
    const ids = ["n00", "n11"];
    const html = render(createElement(Builder, { tree, initial: ids, initialTitle: "T" }), (c) => c.setQueryData(designKeys.preview(ids), preview));
    const t = text(html);
    expect(html.match(/role="meter"/g)?.length).toBe(5);
    expect(html).toContain("width:50%");
    expect(t).toContain("6–10 min");
    expect(t).toContain("32");
    expect(t).toContain("8 items");
    expect(t).toContain("confidence 0.25");
    expect(html).toContain('data-band="poor"');
    expect(html).toMatch(/class="[^"]*text-red-800[^"]*"[^>]*data-band="poor"/);
    expect(t).toContain("Flagged facets (confidence below 0.3): Anxiety");
  });

  it("asks the preview with the node ids and an Idempotency-Key, and reads it with the contract", async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, init });
        return json(preview);
      }),
    );
    const answer = await fetchBuilderPreview(["n00", "n11"], "key-1");
    expect(answer.questionCount).toBe(32);
    expect(seen[0].url).toBe("/api/assessment-builder/preview");
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ nodeIds: ["n00", "n11"] });
    expect((seen[0].init.headers as Record<string, string>)["Idempotency-Key"]).toBe("key-1");
  });
});

const defaults: TTypeDefinition = {
  name: "",
  code: "",
  description: "",
  category: "individual",
  targetAudience: [],
  estimatedDuration: 30,
  questionCount: 100,
  oceanWeights: { openness: 1, conscientiousness: 1, extraversion: 1, agreeableness: 1, neuroticism: 1 },
  modules: [{ id: "ocean", name: "OCEAN Core", type: "ocean", weight: 1, required: true }],
  scoring: { normGroup: "general", benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 }, useStanines: true, usePercentiles: true },
  isActive: true,
};
const full: TTypeDefinition = {
  name: "Executive Leadership",
  code: "EXEC-LEAD",
  description: "For senior leaders.",
  category: "leadership",
  targetAudience: ["Executives", "Senior managers"],
  estimatedDuration: 45,
  questionCount: 180,
  oceanWeights: { openness: 1.2, conscientiousness: 1.5, extraversion: 1, agreeableness: 0.8, neuroticism: 0.5 },
  modules: [
    { id: "ocean", name: "OCEAN Core", type: "ocean", weight: 0.6, required: true },
    {
      id: "m2",
      name: "Our values",
      type: "custom",
      weight: 0.4,
      required: false,
      questions: [
        { id: "q1", type: "likert", text: "I speak up." },
        {
          id: "q2",
          type: "multiple_choice",
          text: "Pick one",
          options: [
            { value: 1, label: "A" },
            { value: 2, label: "B" },
          ],
        },
        { id: "q3", type: "scale", text: "Rate", min: 1, max: 10, minLabel: "Low", maxLabel: "High" },
        { id: "q4", type: "ranking", text: "Rank", items: ["X", "Y", "Z"] },
        { id: "q5", type: "text", text: "Why?" },
      ],
    },
  ],
  scoring: { normGroup: "respondent", benchmarks: { excellent: 85, good: 70, average: 50, belowAverage: 30 }, useStanines: false, usePercentiles: true },
  isActive: false,
};
const run = (s: TypeFormState, ...actions: FormAction[]) => actions.reduce(formReducer, s);

describe("type form", () => {
  it("every field round-trips into the submitted body, which the contract accepts", () => {
    for (const d of [defaults, full]) {
      const body = definitionFromForm(formFromDefinition(d));
      expect(body).toEqual(d);
    }
    expect(ZTypeDefinition.safeParse(definitionFromForm(formFromDefinition(full))).success).toBe(true);
    const edited = run(
      formFromDefinition(defaults),
      { type: "set", patch: { name: " Team Effectiveness ", code: "team-eff", audience: "Teams, , Leads ", estimatedDuration: "25", questionCount: "90" } },
      { type: "weight", trait: "openness", value: "2.5" },
      { type: "benchmark", key: "good", value: "60" },
      { type: "set", patch: { usePercentiles: false, isActive: false, category: "team" } },
    );
    const body = definitionFromForm(edited);
    expect(body).toMatchObject({
      name: "Team Effectiveness",
      code: "TEAM-EFF",
      targetAudience: ["Teams", "Leads"],
      estimatedDuration: 25,
      questionCount: 90,
      category: "team",
      isActive: false,
    });
    expect(body.oceanWeights.openness).toBe(2.5);
    expect(body.scoring).toMatchObject({ usePercentiles: false, benchmarks: { good: 60 } });
    expect(validateForm(edited)).toEqual({});
  });

  it("the custom question editor makes valid questions of every type; modules add, move and remove", () => {
    let s = run(formFromDefinition({ ...defaults, name: "N", code: "N" }), { type: "addModule" });
    expect(s.modules[1]).toMatchObject({ id: "m1", type: "custom" });
    expect(s.modules[1].questions).toHaveLength(1);
    s = run(
      s,
      { type: "module", index: 1, patch: { name: "Values" } },
      { type: "question", module: 1, index: 0, patch: { text: "I keep my word." } },
      { type: "addQuestion", module: 1, questionType: "multiple_choice" },
      { type: "addQuestion", module: 1, questionType: "scale" },
      { type: "addQuestion", module: 1, questionType: "ranking" },
      { type: "addQuestion", module: 1, questionType: "likert" },
    );
    expect(s.modules[1].questions.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    // unfilled fields are caught before sending
    const errors = validateForm(s);
    expect(errors["modules.1.questions.1.options"]).toBe("errors.options");
    expect(errors["modules.1.questions.3.items"]).toBe("errors.items");
    s = run(
      s,
      {
        type: "question",
        module: 1,
        index: 1,
        patch: {
          text: "Pick",
          options: [
            { value: "1", label: "Rarely" },
            { value: "3", label: "Often" },
          ],
        },
      },
      { type: "question", module: 1, index: 2, patch: { text: "Rate" } },
      { type: "question", module: 1, index: 3, patch: { text: "Rank", items: ["A", "B"] } },
      { type: "question", module: 1, index: 4, patch: { text: "Scenario", type: "scenario" } },
      {
        type: "question",
        module: 1,
        index: 4,
        patch: {
          options: [
            { value: "0", label: "Wait" },
            { value: "2", label: "Act" },
          ],
        },
      },
    );
    expect(validateForm(s)).toEqual({});
    const body = definitionFromForm(s);
    expect(ZTypeDefinition.safeParse(body).success).toBe(true);
    const qs = body.modules[1].questions!;
    for (const q of qs) expect(ZCustomQuestion.safeParse(q).success).toBe(true);
    expect(qs[2]).toEqual({ id: "q3", type: "scale", text: "Rate", min: 1, max: 10 });
    expect(qs[0]).toEqual({ id: "q1", type: "likert", text: "I keep my word." });
    // built-in modules carry no questions; moving and removing
    s = run(s, { type: "moveModule", index: 1, direction: -1 });
    expect(s.modules.map((m) => m.id)).toEqual(["m1", "ocean"]);
    expect(definitionFromForm(run(s, { type: "module", index: 0, patch: { type: "executive" } })).modules[0]).not.toHaveProperty("questions");
    expect(run(s, { type: "removeModule", index: 0 }).modules.map((m) => m.id)).toEqual(["ocean"]);
  });

  it("checks the obvious rules: name and code required, the code pattern, descending benchmarks, a module", () => {
    const base = formFromDefinition(defaults);
    expect(validateForm(base)).toMatchObject({ name: "errors.nameRequired", code: "errors.codeRequired" });
    const named = run(base, { type: "set", patch: { name: "X", code: "-BAD" } });
    expect(validateForm(named).code).toBe("errors.codePattern");
    const ok = run(named, { type: "set", patch: { code: "OK-1" } });
    expect(validateForm(ok)).toEqual({});
    expect(validateForm(run(ok, { type: "benchmark", key: "average", value: "70" }))["scoring.benchmarks"]).toBe("errors.benchmarkOrder");
    expect(validateForm(run(ok, { type: "removeModule", index: 0 })).modules).toBe("errors.noModules");
    expect(validateForm(run(ok, { type: "weight", trait: "neuroticism", value: "6" }))["oceanWeights.neuroticism"]).toBe("errors.oceanWeight");
    expect(serverErrorFields({ field: "code" })).toEqual(["code"]);
    expect(serverErrorFields([{ path: ["modules", 0, "name"] }])).toEqual(["modules.0.name"]);
  });

  it("names a refused field as the form does, so the server's reason appears beside it", () => {
    const def: TTypeDefinition = {
      ...newTypeDefaults(() => "OCEAN Core"),
      name: "Pulse",
      code: "PULSE",
      targetAudience: [],
      modules: [
        {
          id: "ours",
          name: "Ours",
          type: "custom",
          weight: 1,
          required: true,
          questions: [{ id: "q1", type: "multiple_choice", text: "Which?", options: [{ value: 1, label: "Only one" }] }],
        },
      ],
    };
    const path = "modules.0.questions.0.options";
    expect(validateDefinition(def).map((p) => p.field)).toContain(path);
    expect(validateForm(formFromDefinition(def))).toHaveProperty([path]);
    // the server's refusal names each problem by code: the page keeps those it can word, with their facts
    const details = { field: path, problems: [...validateDefinition(def), { field: "x", code: "notACode", params: {} }] };
    expect(serverProblems(details)).toEqual([{ field: path, code: "optionCount", params: { questionType: "multiple_choice", min: 2, max: 10 } }]);
    expect(serverProblems({ field: "code" })).toEqual([]);
  });

  it("renders every field, the Unnormed badge on custom modules and questions, the server's norm groups in the catalog's words, and the server's refusal", () => {
    const html = renderToString(
      createElement(TypeFormFields, {
        state: formFromDefinition(full),
        dispatch: () => undefined,
        errors: {},
        refusal: { message: "Code EXEC-LEAD is taken", fields: ["code"] },
        normGroups: [
          { id: "respondent", citation: NORM_CITATION },
          { id: "general", citation: NORM_CITATION },
        ],
        responses: 3,
      }),
    );
    const t = text(html);
    for (const w of [
      "Name",
      "Code",
      "Target audience",
      "Estimated duration (minutes)",
      "Question count",
      "Norm group",
      "Show stanines",
      "Show percentiles",
      "Active (can be assigned)",
    ])
      expect(t).toContain(w);
    expect(html.match(/<option value="(respondent|general)"/g)).toHaveLength(2);
    expect(t).toContain("Respondent's sex and age group");
    expect(t).toContain("General (pooled)");
    // each group's source names the tables' citation, as written
    expect(text(html.match(/<option value="general" title="([^"]*)"/)![1])).toContain("unweighted average");
    expect(html.match(/title="[^"]*Johnson, J\. A\. \(2014\)/g)).toHaveLength(2);
    expect(html.match(/data-testid="unnormed"/g)?.length).toBe(6); // the custom module and its 5 questions
    expect(t).toContain("The server did not accept this configuration: Code EXEC-LEAD is taken");
    expect(t).toContain("The server says: Code EXEC-LEAD is taken");
    expect(t).toContain("saving makes a new version");
  });

  it("creates with POST, the definition as body and an Idempotency-Key", async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(init);
        return json({ type: designed({ ...full, id: "ct-1" }), versioned: false }, 201);
      }),
    );
    const answer = await createType(full, "k1");
    expect(answer.type.id).toBe("ct-1");
    expect(seen[0].method).toBe("POST");
    expect(JSON.parse(String(seen[0].body))).toEqual(full);
    expect((seen[0].headers as Record<string, string>)["Idempotency-Key"]).toBe("k1");
  });
});

function designed(over: Partial<DesignedType> & { id: string }): DesignedType {
  return {
    ...full,
    version: 1,
    source: "manager",
    itemCount: 120,
    responses: 0,
    openResponses: 0,
    archivedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    policies: { edit: true, duplicate: true, delete: true, activate: true, assign: true },
    ...over,
  };
}

describe("type manager", () => {
  const list = (types: DesignedType[], canDesign = true): DesignedTypeList => ({ types, defaults, normGroups: [], canDesign });

  it("lists types with their state and usage, and only the actions their policies allow", () => {
    const html = render(
      createElement(TypeManager, {
        data: list([
          designed({ id: "ct-a", name: "Alpha", isActive: true, responses: 4, openResponses: 1, version: 2 }),
          designed({ id: "ct-b", name: "Beta", isActive: false, policies: { edit: false, duplicate: false, delete: false, activate: false, assign: false } }),
          designed({ id: "ct-c", name: "Gamma", archivedAt: "2026-02-01T00:00:00.000Z" }),
        ]),
      }),
    );
    const row = (id: string) => text(new RegExp(`data-testid="type-${id}"(.*?)</li>`, "s").exec(html)![1]);
    expect(row("ct-a")).toMatch(/Alpha EXEC-LEAD Active .*Leadership Version 2 120 questions asked 4 responses · 1 open Edit Duplicate Deactivate Assign Delete/);
    expect(row("ct-b")).toContain("Inactive");
    expect(row("ct-b")).not.toMatch(/Edit|Duplicate|Delete|Activate|Assign/);
    expect(row("ct-c")).toContain("Archived");
    expect(row("ct-c")).not.toMatch(/Assign|Deactivate/);
    expect(html).toContain('href="/dashboard/assessments?assign=ct-a"');
    expect(html).toContain('href="/dashboard/assessment-builder"');
  });

  it("has an empty state with Create and the creator", () => {
    const t = text(render(createElement(TypeManager, { data: list([]) })));
    expect(t).toContain("No designed assessment types yet");
    expect(t).toContain("Create type");
    expect(t).toContain("Node-based creator");
    expect(text(render(createElement(TypeManager, { data: list([], false) })))).not.toContain("Create type");
  });

  it("a 409 on delete shows the server's reason and offers Archive, which is DELETE with {archive: true}", async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(init);
        if (!init.body) return json({ code: "CONFLICT", message: "This type has 3 responses; archive it instead.", statusCode: 409 }, 409);
        return json({ deleted: false, archived: true });
      }),
    );
    const error = await deleteType("ct-a").catch((e: unknown) => e);
    const step = deleteStepAfter(error);
    expect(step).toEqual({ kind: "conflict", reason: "This type has 3 responses; archive it instead." });
    const html = text(renderToString(createElement(DeleteTypeContent, { step, busy: false, archivable: true, onDelete: () => {}, onArchive: () => {}, onCancel: () => {} })));
    expect(html).toContain("This type has 3 responses; archive it instead.");
    expect(html).toContain("Archive type");
    expect(html).not.toContain("Delete type");
    expect(await deleteType("ct-a", true)).toEqual({ deleted: false, archived: true });
    expect(seen.map((i) => [i.method, i.body ? JSON.parse(String(i.body)) : null])).toEqual([
      ["DELETE", null],
      ["DELETE", { archive: true }],
    ]);
    const confirm = text(
      renderToString(createElement(DeleteTypeContent, { step: { kind: "confirm" }, busy: false, archivable: true, onDelete: () => {}, onArchive: () => {}, onCancel: () => {} })),
    );
    expect(confirm).toContain("Delete type");
    expect(confirm).not.toContain("Archive type");
  });
});

/**
 * The assessment designer in the pseudo-locale: the competency tree (groups, nodes, descriptions, each link's reason,
 * the quick templates, where the links come from) and the norm groups are worded from the catalogs by the domain's
 * ids, so the creator and the type form show no plain English (the norm tables' citation aside, shown as written).
 * The competency tree catalog words every group, node, link and template the domain has, and nothing else.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { TTypeDefinition } from "../../../contracts/assessment-design.ts";
import { BUILDER_TEMPLATES, COMPETENCY_GROUPS } from "../../../domain/design/competency-tree.ts";
import { NORM_CITATION } from "../../../domain/psychometrics/norms.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { groupLabel, linkReason, mappingSource, nodeDescription, nodeLabel, templateDescription, templateName } from "../../lib/design/competency-words.ts";
import { showPseudoLocale } from "../../lib/pseudo-locale.ts";
import tree from "../../locales/en/competency-tree.ts";
import { Builder } from "./BuilderPage.tsx";
import { formFromDefinition } from "./type-form.ts";
import { TypeFormFields } from "./TypeFormDialog.tsx";
import { textOf as text } from "../../lib/html-text.test-support.ts";

/** Plain English words in a page's text and its title attributes, once the given texts are taken out. */
function englishIn(html: string, allowed: readonly string[] = []): string[] {
  let t = `${text(html)} ${[...html.matchAll(/title="([^"]*)"/g)].map((m) => text(m[1])).join(" ")}`;
  for (const w of allowed) t = t.split(w).join(" ");
  return t.match(/[A-Za-z]{3,}/g) ?? [];
}

const isPseudo = (s: string) => /^⟦[^A-Za-z]*⟧$/.test(s);

function render(element: ReactElement): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(createElement(MemoryRouter, null, createElement(QueryClientProvider, { client }, createElement(ToastProvider, null, element))));
}

describe("the competency tree catalog", () => {
  it("words every group, node, link and template of the domain's tree, and nothing else", () => {
    expect(Object.keys(tree.groups).sort()).toEqual(COMPETENCY_GROUPS.map((g) => g.id).sort());
    const nodes = COMPETENCY_GROUPS.flatMap((g) => g.nodes);
    expect(Object.keys(tree.nodes).sort()).toEqual(nodes.map((n) => n.id).sort());
    for (const n of nodes) {
      const words = tree.nodes[n.id as keyof typeof tree.nodes];
      expect(Object.keys(words.links).sort(), n.id).toEqual(n.facets.map((l) => l.facetCode).sort());
      // each reason names the facet it explains
      for (const [code, reason] of Object.entries(words.links)) expect(reason, `${n.id} ${code}`).toContain(`(${code})`);
    }
    expect(Object.keys(tree.templates).sort()).toEqual(BUILDER_TEMPLATES.map((t) => t.id).sort());
    expect(tree.mappingSource).toMatch(/not validated/);
  });
});

describe("the designer in the pseudo-locale", () => {
  beforeAll(() => showPseudoLocale());

  it("words every group, node, description, link reason and template from the catalog", () => {
    for (const g of COMPETENCY_GROUPS) {
      expect(isPseudo(groupLabel(g.id)), g.id).toBe(true);
      for (const n of g.nodes) {
        for (const s of [nodeLabel(n.id), nodeDescription(n.id), ...n.facets.map((l) => linkReason(n.id, l.facetCode))]) expect(isPseudo(s), `${n.id}: ${s}`).toBe(true);
      }
    }
    for (const t of BUILDER_TEMPLATES) expect([templateName(t.id), templateDescription(t.id)].every(isPseudo), t.id).toBe(true);
    expect(isPseudo(mappingSource())).toBe(true);
  });

  it("the node-based creator shows no plain English", () => {
    const html = render(createElement(Builder, { tree: { groups: [...COMPETENCY_GROUPS], templates: [...BUILDER_TEMPLATES] } }));
    expect(html.match(/data-node="/g)?.length).toBe(20);
    expect(englishIn(html)).toEqual([]);
  });

  it("the type form's norm groups are the catalog's, their tables' citation as written", () => {
    const defaults: TTypeDefinition = {
      name: "",
      code: "",
      description: "",
      category: "individual",
      targetAudience: [],
      estimatedDuration: 30,
      questionCount: 100,
      oceanWeights: { openness: 1, conscientiousness: 1, extraversion: 1, agreeableness: 1, neuroticism: 1 },
      modules: [{ id: "ocean-core", name: "⟦Ōĉéàñ⟧", type: "ocean", weight: 1, required: true }],
      scoring: { normGroup: "general", benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 }, useStanines: true, usePercentiles: true },
      isActive: true,
    };
    const html = renderToString(
      createElement(TypeFormFields, {
        state: formFromDefinition(defaults),
        dispatch: () => undefined,
        errors: {},
        refusal: null,
        normGroups: [
          { id: "respondent", citation: NORM_CITATION },
          { id: "general", citation: NORM_CITATION },
        ],
        responses: 0,
      }),
    );
    expect(html.match(/<option value="(respondent|general)"/g)).toHaveLength(2);
    expect(englishIn(html, [NORM_CITATION, "OCEAN", "IPIP-NEO-120", "EXEC-LEAD"])).toEqual([]);
  });
});

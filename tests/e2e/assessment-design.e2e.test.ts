import { describe, expect, it } from "vitest";
import type { TResponseSession } from "../../src/contracts/assessments.ts";
import { answer, Api, apiSignIn, browserSuite, readResponse, signedInContext } from "./api.ts";
import { screenshot } from "./browser.ts";
import competencyTree from "../../src/shared/locales/en/competency-tree.ts";

/** A node as the API sends it (an id), with its English label from the catalog the page words it with. */
type Node = { id: string; label: string };

/**
 * The done-when for assessment design, in Chromium: a manager builds an assessment from four competency
 * nodes, sees its coverage, creates it and assigns it to a colleague, who takes it; both read the result scored by
 * the spec §5 node rules. Then a type with a custom module is edited in the type manager while a response is
 * open: a new version is made and the open response is scored on its original one.
 */
describe("assessment design", () => {
  const suite = browserSuite();

  it("builds from four nodes, assigns, is taken and read by both; an edit while a response is open keeps its version", async () => {
    const base = suite.server.baseURL;
    const manager = new Api(base, await apiSignIn(base, "manager@demo.facetwise.test"));
    const riley = new Api(base, await apiSignIn(base, "riley@demo.facetwise.test"));
    const rileyId = (await riley.get<{ user: { id: string; email: string } }>("/api/auth/me")).user.id;
    const tree = await manager.get<{ groups: { nodes: { id: string }[] }[] }>("/api/assessment-builder/nodes");
    const chosen: Node[] = [tree.groups[0].nodes[0], tree.groups[1].nodes[1], tree.groups[2].nodes[2], tree.groups[4].nodes[3]].map(({ id }) => ({
      id,
      label: competencyTree.nodes[id as keyof typeof competencyTree.nodes].label,
    }));
    const title = "Team lead readiness (browser)";

    // the manager builds it in the creator: Create is disabled until a title and a node are given
    const page = await suite.watch(await signedInContext(suite.browser, base, manager.session)).newPage();
    await page.goto(`${base}/dashboard/assessment-builder`);
    const main = page.getByRole("main");
    const create = main.getByRole("button", { name: "Create Assessment" });
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    await main.getByLabel("Assessment title").fill(title);
    expect(await create.isDisabled()).toBe(true);
    for (const n of chosen) await main.getByRole("checkbox", { name: new RegExp(`^${n.label}`) }).check();
    await main.getByText("Coverage validation").waitFor();
    const preview = await manager.call<{ questionCount: number; coverage: { percent: number } }>("POST", "/api/assessment-builder/preview", { nodeIds: chosen.map((n) => n.id) });
    await main.getByText(`${Math.round(preview.coverage.percent)}% of facets above confidence 0.3`, { exact: false }).waitFor();
    await screenshot(page, "design-builder", { fullPage: true });
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    await main.getByText(`“${title}” was created`).waitFor();

    // …and assigns it from the assessments page
    await page.goto(`${base}/dashboard/assessments`);
    await main.getByRole("button", { name: `Assign to members: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Assign ${title}` });
    await dialog.getByRole("checkbox", { name: /riley@demo\.facetwise\.test/ }).check();
    await dialog.getByRole("button", { name: "Assign to 1 member" }).click();
    await page.getByText(`${title} assigned to 1 member.`).waitFor();

    // the colleague takes it: starts with consent in the browser, answers, submits
    const mine = await riley.get<{ assessments: { id: string; title: string; total: number }[] }>("/api/assessments");
    const assigned = mine.assessments.find((a) => a.title.startsWith(title))!;
    expect(assigned.total).toBe(preview.questionCount);
    const rPage = await suite.watch(await signedInContext(suite.browser, base, riley.session)).newPage();
    await rPage.goto(`${base}/dashboard/assessments/start/${assigned.id}`);
    const rMain = rPage.getByRole("main");
    await rMain
      .getByTestId("consent")
      .getByRole("checkbox", { name: /I have read who will see my results/ })
      .check();
    await rMain.getByRole("button", { name: "Continue" }).click();
    await rPage.waitForURL(/\/dashboard\/assessments\/take\//);
    const responseId = decodeURIComponent(new URL(rPage.url()).pathname.split("/").pop() ?? "");
    const session: TResponseSession = await readResponse(riley, responseId);
    expect(session.items).toHaveLength(preview.questionCount);
    await answer(riley, session, 0, session.items.length);
    await riley.call("POST", `/api/responses/${responseId}/submit`, {});

    // both read the §5 competency profile, first tab, with how it was made
    for (const [p, who] of [
      [rPage, "riley"],
      [page, "manager"],
    ] as const) {
      await p.goto(`${base}/dashboard/assessments/${responseId}/results`);
      const tab = p.getByRole("tab", { name: "Competency profile" });
      await tab.waitFor();
      expect(await tab.getAttribute("aria-selected")).toBe("true");
      for (const n of chosen) await p.getByRole("main").getByText(n.label, { exact: false }).first().waitFor();
      expect(await p.getByRole("main").innerText()).toMatch(/not a norm/i);
      await screenshot(p, `design-result-${who}`, { fullPage: true });
    }

    // a type with a custom module; Riley opens a response and answers part of it
    const custom = await manager.call<{ type: { id: string; name: string } }>("POST", "/api/assessment-types", {
      name: "Onboarding pulse (browser)",
      code: "ONB-PULSE-E2E",
      description: "The Big Five core and our own questions",
      category: "team",
      targetAudience: ["New joiners"],
      estimatedDuration: 15,
      questionCount: 32,
      oceanWeights: { openness: 1, conscientiousness: 1, extraversion: 1, agreeableness: 1, neuroticism: 1 },
      modules: [
        { id: "ocean-core", name: "OCEAN Core", type: "ocean", weight: 0.5, required: true },
        {
          id: "ours",
          name: "Our questions",
          type: "custom",
          weight: 0.5,
          required: true,
          questions: [
            { id: "q1", type: "likert", text: "I know who to ask when I am stuck." },
            { id: "q2", type: "text", text: "What would help you most?" },
          ],
        },
      ],
      scoring: { normGroup: "general", benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 }, useStanines: true, usePercentiles: true },
      isActive: true,
    });
    await manager.call("POST", "/api/assessments", { typeId: custom.type.id, assigneeIds: [rileyId] });
    const pulse = (await riley.get<{ assessments: { id: string; title: string }[] }>("/api/assessments")).assessments.find((a) => a.title.startsWith("Onboarding pulse"))!;
    const { responseId: openId } = await riley.call<{ responseId: string }>("POST", `/api/assessments/${pulse.id}/start`, { consent: true });
    const open = await readResponse(riley, openId);
    await answer(riley, open, 0, 10);

    // the manager edits it in the type manager: a new version, and the open response keeps its own
    await page.goto(`${base}/dashboard/assessment-types`);
    await main.getByRole("button", { name: `Edit ${custom.type.name}` }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Name", { exact: true }).fill("Onboarding pulse v2 (browser)");
    await screenshot(page, "design-type-form", { fullPage: true });
    await form.getByRole("button", { name: "Save Configuration" }).click();
    await page.getByText(/version 2 was made/).waitFor();
    await screenshot(page, "design-type-manager", { fullPage: true });
    expect((await readResponse(riley, openId)).items.map((i) => i.id)).toEqual(open.items.map((i) => i.id));
    await answer(riley, open, 10, open.items.length);
    await riley.call("POST", `/api/responses/${openId}/submit`, {});
    const result = await riley.get<{ score: { designed: { version: number; kind: string } } }>(`/api/responses/${openId}/results`);
    expect(result.score.designed).toMatchObject({ kind: "manager", version: 1 });
    await rPage.goto(`${base}/dashboard/assessments/${openId}/results`);
    await rPage.getByRole("tab", { name: "Design" }).waitFor();
    expect(await rPage.getByRole("main").innerText()).toMatch(/Unnormed/);
    await screenshot(rPage, "design-result-custom", { fullPage: true });
  });
});

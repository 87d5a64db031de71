/**
 * Assessment design through the API (issue 12): the node-based creator makes a type that is assigned, taken
 * and scored by the spec §5 node rules (checked here against a re-computation from the answers and the real
 * IPIP-NEO-120 keys); the type manager's types with custom modules keep open responses on their version;
 * delete is refused with the reason once a type was given; only admins and managers design.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../../tests/support/app.ts";
import type { AssessmentItem } from "../../../../domain/assessments/item-types.ts";
import { competencyNode } from "../../../../domain/design/competency-tree.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley", "sam", "jordan"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  for (const who of ["riley", "sam", "jordan"]) ids[who] = (await call(who, "GET", "/api/auth/me")).json().user.id;
});
afterAll(async () => app?.cleanup());

const call = (who: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });

/** A seeded generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
}

/** A random valid answer of each input type (not uniform: a swapped key would show). */
function randomAnswer(item: AssessmentItem, next: () => number): unknown {
  const input = item.input;
  switch (input.type) {
    case "likert":
      return 1 + Math.floor(next() * 5);
    case "multiple_choice":
    case "scenario":
      return input.options[Math.floor(next() * input.options.length)].value;
    case "scale":
      return input.min + Math.floor(next() * (input.max - input.min + 1));
    case "text":
      return `Answer ${Math.floor(next() * 1000)}`;
    case "ranking":
      return input.items.map((it, i) => ({ item: it, rank: i + 1 }));
  }
}

/** Assigns a type to a member as the manager; answers the assessment id. */
async function assign(typeId: string, who: string): Promise<string> {
  const r = await call("manager", "POST", "/api/assessments", { typeId, assigneeIds: [ids[who]] });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().assessments[0].id;
}

async function start(who: string, assessmentId: string) {
  const r = await call(who, "POST", `/api/assessments/${assessmentId}/start`, { consent: true });
  expect(r.statusCode, r.body).toBe(200);
  const responseId = r.json().responseId as string;
  const session = (await call(who, "GET", `/api/responses/${responseId}`)).json();
  return { responseId, items: session.items as AssessmentItem[] };
}

async function answer(who: string, responseId: string, items: readonly AssessmentItem[], next: () => number) {
  const given: Record<string, unknown> = {};
  for (const item of items) {
    const value = randomAnswer(item, next);
    const r = await call(who, "PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, { value });
    expect(r.statusCode, r.body).toBe(200);
    given[item.id] = value;
  }
  return given;
}

const FOUR_NODES_TITLE = "Team lead readiness";

describe("the node-based creator", () => {
  it("lists 5 groups of 4 nodes with traits and facet links, and 3 templates; only designers reach it", async () => {
    const r = await call("manager", "GET", "/api/assessment-builder/nodes");
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.groups).toHaveLength(5);
    for (const g of body.groups) expect(g.nodes).toHaveLength(4);
    expect(body.templates).toHaveLength(3);
    // ids and numbers only: the web words the tree from its catalog (labels, descriptions, reasons, where the links come from)
    expect(Object.keys(body)).toEqual(["groups", "templates"]);
    expect(Object.keys(body.groups[0]).sort()).toEqual(["id", "nodes"]);
    expect(Object.keys(body.groups[0].nodes[0]).sort()).toEqual(["facets", "id", "traits"]);
    expect(Object.keys(body.groups[0].nodes[0].facets[0]).sort()).toEqual(["confidence", "correlation", "facet", "facetCode", "mappingType", "tierApplicability"]);
    expect(Object.keys(body.templates[0]).sort()).toEqual(["id", "nodeIds", "type"]);
    expect((await call("riley", "GET", "/api/assessment-builder/nodes")).statusCode).toBe(403);
    expect((await call("riley", "POST", "/api/assessment-builder/preview", { nodeIds: [] })).statusCode).toBe(403);
  });

  it("previews coverage by the §5 rule and refuses unknown nodes", async () => {
    const nodes = (await call("manager", "GET", "/api/assessment-builder/nodes")).json().groups.flatMap((g: { nodes: { id: string; traits: string[] }[] }) => g.nodes);
    const chosen = nodes.slice(0, 4);
    const p = (await call("manager", "POST", "/api/assessment-builder/preview", { nodeIds: chosen.map((n: { id: string }) => n.id) })).json();
    // each node spreads one unit equally across its traits; then divided by the largest
    const raw: Record<string, number> = { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 };
    for (const n of chosen) for (const t of n.traits) raw[t] += 1 / n.traits.length;
    const top = Math.max(...Object.values(raw));
    for (const t of Object.keys(raw)) expect(p.oceanCoverage.traits[t]).toBeCloseTo(raw[t] / top, 10);
    expect(p.estimatedMinutes).toEqual({ min: 12, max: 20 });
    expect(p.questionCount).toBe(p.oceanCoverage.facets.reduce((s: number, f: { items: number }) => s + f.items, 0));
    expect(["poor", "fair", "good"]).toContain(p.coverage.band);
    const bad = await call("manager", "POST", "/api/assessment-builder/preview", { nodeIds: ["no-such-node"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/no-such-node/);
  });

  it("creates a type from four nodes that a colleague takes; both read a result scored by the §5 node rules", async () => {
    const groups = (await call("manager", "GET", "/api/assessment-builder/nodes")).json().groups;
    const nodeIds = [groups[0].nodes[0].id, groups[1].nodes[1].id, groups[2].nodes[2].id, groups[4].nodes[3].id];
    const missingTitle = await call("manager", "POST", "/api/assessment-builder/assessments", { title: "", nodeIds });
    expect(missingTitle.statusCode).toBe(400);
    expect((await call("manager", "POST", "/api/assessment-builder/assessments", { title: "x", nodeIds: [] })).statusCode).toBe(400);
    const created = await call("manager", "POST", "/api/assessment-builder/assessments", {
      title: FOUR_NODES_TITLE,
      description: "Four competencies",
      type: "leadership",
      nodeIds,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { type, preview } = created.json();
    expect(type).toMatchObject({ name: FOUR_NODES_TITLE, source: "builder", version: 1, category: "leadership", nodeIds, itemCount: preview.questionCount });
    expect(type.id).toMatch(/^ct-/);
    // assignable at once
    const assignable = (await call("riley", "GET", "/api/assessment-types")).json().types;
    expect(assignable.find((t: { id: string }) => t.id === type.id)).toMatchObject({ designed: true, questionCount: preview.questionCount });

    const assessmentId = await assign(type.id, "riley");
    const { responseId, items } = await start("riley", assessmentId);
    expect(items).toHaveLength(preview.questionCount);
    const given = await answer("riley", responseId, items, rng(12));
    expect((await call("riley", "POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(200);

    const mine = await call("riley", "GET", `/api/responses/${responseId}/results`);
    const theirs = await call("manager", "GET", `/api/responses/${responseId}/results`);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    const designed = mine.json().score.designed;
    expect(theirs.json().score.designed).toEqual(designed);
    expect(designed).toMatchObject({ kind: "builder", typeId: type.id, version: 1 });

    // re-compute from the answers with the items' real keys (the session hides keys: read them from the bank)
    const bank = (await app.deps.database.db.execute<{ items: AssessmentItem[] }>(`select items from item_bank where type_id = '${type.id}'`)).rows[0].items;
    const mapping = new Map<string, number>();
    for (const id of nodeIds) for (const l of competencyNode(id)!.facets) mapping.set(l.facet, Math.max(mapping.get(l.facet) ?? 0, l.confidence));
    for (const f of designed.facets) {
      const mine = bank.filter((i) => i.facet === f.facet);
      const xs = mine.map((i) => {
        const v = given[i.id] as number;
        return ((i.keyed === "minus" ? 6 - v : v) - 3.5) / 2.5;
      });
      const score = Math.max(-3, Math.min(3, xs.reduce((a, b) => a + b, 0) / xs.length));
      expect(f.items).toBe(mine.length);
      expect(f.score).toBeCloseTo(score, 10);
      expect(f.t).toBeCloseTo(50 + (10 * score) / 1.5, 10);
      expect(f.confidence).toBeCloseTo(Math.min(1, (mine.length * 2.5 * mapping.get(f.facet)!) / 10), 10);
      expect(f.critical).toBe(f.confidence < 0.3);
    }
    expect(designed.nodes.map((n: { nodeId: string }) => n.nodeId)).toEqual(nodeIds);
    // codes, not English: the reader's catalog names the nodes and words the note
    expect(designed.nodes.every((n: { label?: string }) => n.label === undefined)).toBe(true);
    expect(designed.notes).toEqual(["mappingSource"]);
    const byFacet = new Map(designed.facets.map((f: { facet: string; score: number; confidence: number }) => [f.facet, f]));
    for (const n of designed.nodes) {
      let num = 0;
      let den = 0;
      for (const l of competencyNode(n.nodeId)!.facets) {
        const f = byFacet.get(l.facet) as { score: number; confidence: number };
        const w = Math.abs(l.correlation) * l.confidence * f.confidence;
        num += w * (l.correlation < 0 ? -f.score : f.score);
        den += w;
      }
      const score = Math.max(-3, Math.min(3, num / den));
      expect(n.score).toBeCloseTo(score, 10);
      expect(n.t).toBeCloseTo(50 + (10 * score) / 1.5, 10);
    }
    const covered = designed.facets.filter((f: { confidence: number }) => f.confidence > 0.3).length;
    expect(designed.coverage.percent).toBeCloseTo((100 * covered) / designed.facets.length, 10);
    // one coverage per result: the result's own coverage is the §5 coverage of the facets the type assesses, not
    // a second figure over all 30 facets (it read 36.7 % poor beside 72.7 % fair)
    expect(mine.json().score.coverage).toEqual(designed.coverage);
  });
});

const customType = (code: string, extra: object = {}) => ({
  name: "Onboarding check-in",
  code,
  description: "Our own questions with the Big Five core",
  category: "team",
  targetAudience: ["New joiners"],
  estimatedDuration: 20,
  questionCount: 34,
  oceanWeights: { openness: 1, conscientiousness: 2, extraversion: 1, agreeableness: 1, neuroticism: 1 },
  modules: [
    { id: "ocean-core", name: "OCEAN Core", type: "ocean", weight: 0.6, required: true },
    {
      id: "ours",
      name: "Our questions",
      type: "custom",
      weight: 0.4,
      required: true,
      questions: [
        { id: "q1", type: "likert", text: "I know who to ask when I am stuck." },
        {
          id: "q2",
          type: "multiple_choice",
          text: "How clear are your first goals?",
          options: [
            { value: 1, label: "Unclear" },
            { value: 2, label: "Somewhat clear" },
            { value: 3, label: "Clear" },
          ],
        },
        { id: "q3", type: "scale", text: "How welcome do you feel?", min: 1, max: 10, minLabel: "Not at all", maxLabel: "Very" },
        { id: "q4", type: "text", text: "What would help you most?" },
      ],
    },
  ],
  scoring: { normGroup: "general", benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 }, useStanines: true, usePercentiles: false },
  isActive: true,
  ...extra,
});

describe("the type manager", () => {
  it("the demo organization has the two sample types; members who do not design are refused", async () => {
    const r = await call("manager", "GET", "/api/assessment-types/designed");
    expect(r.statusCode).toBe(200);
    const body = r.json();
    const samples = body.types.filter((t: { code: string }) => ["EXEC-LEAD", "TEAM-EFF"].includes(t.code));
    expect(samples.map((t: { name: string; estimatedDuration: number; questionCount: number }) => [t.name, t.estimatedDuration, t.questionCount]).sort()).toEqual([
      ["Executive Leadership", 45, 180],
      ["Team Effectiveness", 25, 90],
    ]);
    expect(body.defaults).toMatchObject({ category: "individual", estimatedDuration: 30, questionCount: 100, isActive: true });
    expect(body.defaults.modules.map((m: { name: string }) => m.name)).toEqual(["OCEAN Core"]);
    expect(body.normGroups.map((g: { id: string }) => g.id)).toEqual(["respondent", "general"]);
    expect(Object.keys(body.normGroups[0]).sort()).toEqual(["citation", "id"]);
    expect(body.defaults.scoring).toEqual({
      normGroup: "general",
      benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 },
      useStanines: true,
      usePercentiles: true,
    });
    expect(body.canDesign).toBe(true);
    expect(samples[0].policies).toMatchObject({ edit: true, delete: true, duplicate: true });
    for (const [method, url] of [
      ["GET", "/api/assessment-types/designed"],
      ["POST", "/api/assessment-types"],
      ["PUT", `/api/assessment-types/${samples[0].id}`],
      ["DELETE", `/api/assessment-types/${samples[0].id}`],
      ["POST", `/api/assessment-types/${samples[0].id}/duplicate`],
    ] as const) {
      expect((await call("riley", method, url, method === "GET" || method === "DELETE" ? undefined : customType("NOPE"))).statusCode).toBe(403);
    }
  });

  it("creates, checks, duplicates, deactivates and deletes", async () => {
    const created = await call("manager", "POST", "/api/assessment-types", customType("ONB-1"));
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json().type;
    expect(t).toMatchObject({ code: "ONB-1", version: 1, source: "manager", responses: 0 });
    // 4 custom questions and the OCEAN module filling the rest of the target of 34 (one item per facet)
    expect(t.itemCount).toBe(34);
    expect((await call("manager", "POST", "/api/assessment-types", customType("ONB-1"))).statusCode).toBe(409);
    const badBenchmarks = await call(
      "manager",
      "POST",
      "/api/assessment-types",
      customType("ONB-2", { scoring: { ...customType("x").scoring, benchmarks: { excellent: 50, good: 65, average: 45, belowAverage: 25 } } }),
    );
    expect(badBenchmarks.statusCode).toBe(400);
    expect(badBenchmarks.json().details.field).toMatch(/benchmarks/);
    expect(badBenchmarks.json().message).toBe("The Good benchmark must be below Excellent.");
    expect(badBenchmarks.json().details.problems).toEqual([
      { field: "scoring.benchmarks.good", code: "benchmarkGood", params: {}, message: "The Good benchmark must be below Excellent." },
    ]);
    // the refusal in the caller's language: a coded fact (the module type) worded too
    const twice = customType("ONB-2", { modules: [customType("x").modules[0], { ...customType("x").modules[0], id: "ocean-2" }] });
    const pseudo = await app.inject({ method: "POST", url: "/api/assessment-types", headers: { cookie: cookie.manager, "accept-language": "en-XA" }, payload: twice });
    expect(pseudo.statusCode).toBe(400);
    expect(pseudo.json().details.problems[0]).toMatchObject({ field: "modules.1.type", code: "bankModuleTwice", params: { moduleType: "ocean" } });
    expect(pseudo.json().message).toMatch(/^⟦.*⟦óçéáñ⟧.*⟧$/u);
    expect(pseudo.json().message).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
    expect(pseudo.json().details.problems[0].message).toBe(pseudo.json().message);

    const copy = await call("manager", "POST", `/api/assessment-types/${t.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().type).toMatchObject({ name: "Onboarding check-in (Copy)", code: "ONB-1-COPY", version: 1 });
    // stored in the duplicating person's language
    const pseudoCopy = await app.inject({ method: "POST", url: `/api/assessment-types/${t.id}/duplicate`, headers: { cookie: cookie.manager, "accept-language": "en-XA" } });
    expect(pseudoCopy.json().type).toMatchObject({ code: "ONB-1-COPY-2", name: expect.stringMatching(/^⟦Onboarding check-in \(.+\)⟧$/u) });
    expect(pseudoCopy.json().type.name).not.toContain("(Copy)");
    await call("manager", "DELETE", `/api/assessment-types/${pseudoCopy.json().type.id}`);

    const off = await call("manager", "PUT", `/api/assessment-types/${t.id}`, customType("ONB-1", { isActive: false }));
    expect(off.json()).toMatchObject({ versioned: false, type: { isActive: false, version: 1 } });
    expect((await call("manager", "GET", "/api/assessment-types")).json().types.some((x: { id: string }) => x.id === t.id)).toBe(false);
    expect((await call("manager", "POST", "/api/assessments", { typeId: t.id, assigneeIds: [ids.sam] })).statusCode).toBe(409);

    const del = await call("manager", "DELETE", `/api/assessment-types/${copy.json().type.id}`);
    expect(del.json()).toEqual({ deleted: true, archived: false });
    expect((await call("manager", "DELETE", `/api/assessment-types/${copy.json().type.id}`)).statusCode).toBe(404);
  });

  it("an edit while a response is open makes a new version; the open response keeps and scores on its own", async () => {
    const t = (await call("manager", "POST", "/api/assessment-types", customType("ONB-V"))).json().type;
    const assessmentId = await assign(t.id, "sam");
    const { responseId, items } = await start("sam", assessmentId);
    expect(items).toHaveLength(34);
    const next = rng(99);
    const firstHalf = await answer("sam", responseId, items.slice(0, 20), next);

    // the manager edits: a question reworded, one more question, and the OCEAN weights
    const edited = customType("ONB-V", {
      oceanWeights: { openness: 1, conscientiousness: 1, extraversion: 1, agreeableness: 1, neuroticism: 3 },
      modules: [
        customType("x").modules[0],
        {
          ...customType("x").modules[1],
          questions: [
            ...customType("x").modules[1].questions!.map((q) => (q.id === "q1" ? { ...q, text: "I know exactly who to ask." } : q)),
            { id: "q5", type: "likert", text: "My first week was well organised." },
          ],
        },
      ],
    });
    const saved = await call("manager", "PUT", `/api/assessment-types/${t.id}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ versioned: true, type: { version: 2, openResponses: 1, responses: 1 } });

    // the open response still shows its version's questions
    const session = (await call("sam", "GET", `/api/responses/${responseId}`)).json();
    expect(session.items.map((i: AssessmentItem) => i.id)).toEqual(items.map((i) => i.id));
    expect(session.items.find((i: AssessmentItem) => i.id === "custom.ours.q1").text).toBe("I know who to ask when I am stuck.");
    const secondHalf = await answer("sam", responseId, items.slice(20), next);
    expect((await call("sam", "POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(200);
    const score = (await call("manager", "GET", `/api/responses/${responseId}/results`)).json().score;
    const designed = score.designed;
    expect(designed).toMatchObject({ kind: "manager", version: 1, usePercentiles: false });
    // every statement answered, the organization's own Likert statement too (it belongs to no published scale)
    expect(score.quality.answered).toBe(score.quality.administered);
    expect(score.quality.administered).toBe(31);
    const given = { ...firstHalf, ...secondHalf };
    expect(designed.customAnswers.map((a: { questionId: string }) => a.questionId)).toEqual(["q1", "q2", "q3", "q4"]);
    expect(designed.customAnswers[0]).toMatchObject({ text: "I know who to ask when I am stuck.", answer: given["custom.ours.q1"] });
    // the custom module's score from version 1's questions: likert, choice and scale as 0-100 of their ranges
    const pomp = [((given["custom.ours.q1"] as number) - 1) / 4, ((given["custom.ours.q2"] as number) - 1) / 2, ((given["custom.ours.q3"] as number) - 1) / 9];
    const custom = designed.modules.find((m: { moduleId: string }) => m.moduleId === "ours");
    expect(custom.score).toBeCloseTo((100 * pomp.reduce((a, b) => a + b, 0)) / 3, 8);
    expect(custom.normed).toBe(false);

    // a new assignment opens on version 2
    const again = await assign(t.id, "jordan");
    const v2 = await start("jordan", again);
    expect(v2.items).toHaveLength(items.length + 1);
    expect(v2.items.find((i) => i.id === "custom.ours.q1")!.text).toBe("I know exactly who to ask.");

    // once given, delete is refused with the reason; archive keeps it for its results
    const refused = await call("manager", "DELETE", `/api/assessment-types/${t.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/archive/i);
    const archived = await call("manager", "DELETE", `/api/assessment-types/${t.id}`, { archive: true });
    expect(archived.json()).toEqual({ deleted: false, archived: true });
    expect((await call("manager", "GET", `/api/responses/${responseId}/results`)).statusCode).toBe(200);
    const listed = (await call("manager", "GET", "/api/assessment-types/designed")).json().types.find((x: { id: string }) => x.id === t.id);
    expect(listed.archivedAt).not.toBeNull();
    expect(listed.policies).toMatchObject({ edit: false, delete: false, duplicate: true, assign: false });
  });

  it("an edit with no responses rewrites the current version", async () => {
    const t = (await call("manager", "POST", "/api/assessment-types", customType("ONB-R"))).json().type;
    await assign(t.id, "riley");
    const saved = await call("manager", "PUT", `/api/assessment-types/${t.id}`, customType("ONB-R", { name: "Renamed" }));
    expect(saved.json()).toMatchObject({ versioned: false, type: { version: 1, name: "Renamed" } });
  });
});

describe("the designer's default words in the caller's language", () => {
  const pseudo = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie.manager, "accept-language": "en-XA" }, payload });
  const isPseudo = (s: string) => /^⟦[^A-Za-z]*⟧$/.test(s.replace(/\{\{\w+\}\}|IPIP|NEO|OCEAN/g, ""));

  it("names a new type's default module in the caller's language (the catalog's, not the domain's English)", async () => {
    const r = await pseudo("GET", "/api/assessment-types/designed");
    expect(r.statusCode).toBe(200);
    const [module] = r.json().defaults.modules;
    expect(module).toMatchObject({ id: "ocean-core", type: "ocean" });
    expect(module.name).not.toBe("OCEAN Core");
    expect(isPseudo(module.name), module.name).toBe(true);
  });

  it("names the creator's module in its creator's language; it is the organization's own from then on", async () => {
    const created = await pseudo("POST", "/api/assessment-builder/assessments", { title: "Pseudo words", type: "team", nodeIds: ["composure", "empathy"] });
    expect(created.statusCode, created.body).toBe(201);
    const [module] = created.json().type.modules;
    expect(module.id).toBe("competencies");
    expect(module.name).not.toContain("Competency items");
    expect(isPseudo(module.name), module.name).toBe(true);
    // read back in English, the saved name stays as it was written
    const listed = (await call("manager", "GET", "/api/assessment-types/designed")).json().types.find((t: { id: string }) => t.id === created.json().type.id);
    expect(listed.modules[0].name).toBe(module.name);
  });
});

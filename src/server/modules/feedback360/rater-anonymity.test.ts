/**
 * Rater anonymity holds against the person rated. The attack: with self-initiated 360s on, a member names one
 * real colleague and two addresses they control, answers neutral (3) on every statement with those two, and
 * after closing reads the colleague's 30 facets as 3 × group − 100 and their comment. The subject's own
 * nominations must wait for someone else's approval, the approver is told which addresses are not members,
 * only raters someone other than the subject named or approved count towards a group's minimum, and before
 * closing the subject sees overall progress only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { feedbackRater } from "../../db/schema/index.ts";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { mulberry32, intBetween, type Rng } from "../../../domain/simulation/prng.ts";
import { scoreObserver } from "../../../domain/feedback360/scoring.ts";
import { observerForm } from "../../../instruments/observer-form.ts";
import type { TComparison, TProject } from "../../../contracts/feedback360.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley", "sam", "jordan"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  expect((await inject("admin", "PUT", "/api/organization/settings", { allowSelfInitiated360: true })).statusCode).toBe(200);
});
afterAll(async () => app?.cleanup());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const inject = (who: string, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
const userId = async (who: string) => (await inject(who, "GET", "/api/auth/me")).json().user.id as string;

/** The rater link mailed to an address, or null when none was mailed. */
async function tokenFor(email: string): Promise<string | null> {
  const m = (await app.deps.mailer.recent(500)).find((x) => x.to === email.toLowerCase() && x.links.some((l) => l.includes("/rate/")));
  return m ? m.links.find((l) => l.includes("/rate/"))!.split("/rate/")[1] : null;
}

/** Answers every statement (from `pick`), leaves comments and submits; answers the values given. */
async function rate(token: string, pick: () => number, comment: string): Promise<number[]> {
  const form = (await app.inject({ method: "GET", url: `/api/rater/${token}` })).json();
  const values: number[] = [];
  for (const item of form.items) {
    const v = pick();
    values.push(v);
    expect((await app.inject({ method: "PUT", url: `/api/rater/${token}/answers/${encodeURIComponent(item.id)}`, payload: { value: v } })).statusCode).toBe(200);
  }
  await app.inject({ method: "PUT", url: `/api/rater/${token}/comments`, payload: { strengths: comment, improvements: comment, additional: "" } });
  expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).statusCode).toBe(200);
  return values;
}

async function selfProject(who: string, title: string): Promise<TProject> {
  const r = await inject(who, "POST", "/api/feedback360/projects", { subjectId: await userId(who), title });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/** Whether a shown group's facets give the real rater's facets as 3 × group − 100 (two neutral puppets at 50). */
function readsThePeer(c: TComparison, peer: Record<string, number | null>): boolean {
  return c.groups
    .filter((g) => g.shown)
    .some((g) => c.facets.length === 30 && c.facets.every((f) => f.groups[g.key] != null && Math.abs(3 * f.groups[g.key]! - 100 - peer[f.key]!) <= 0.1));
}

describe("a subject cannot read one rater's answers with sock puppets", () => {
  it("the subject's own nominations wait for another's approval; the approver sees the puppets are not members; the real peer stays hidden", async () => {
    const p = await selfProject("sam", "Puppets");
    const nominees = [
      { name: "Riley", email: "riley@demo.facetwise.test", relationship: "peer" },
      { name: "Puppet one", email: "puppet.one@sam-home.example", relationship: "peer" },
      { name: "Puppet two", email: "puppet.two@sam-home.example", relationship: "peer" },
    ];
    const added = await inject("sam", "POST", `/api/feedback360/projects/${p.id}/raters`, { raters: nominees });
    expect(added.statusCode, added.body).toBe(201);
    // a careful approver approves the member and leaves the addresses flagged as outside the organization
    const asManager = (await inject("manager", "GET", `/api/feedback360/projects/${p.id}`)).json() as TProject;
    for (const r of asManager.raters)
      if (r.approval === "pending" && r.member !== false)
        expect((await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters/${r.id}/approve`)).statusCode).toBe(200);

    // the subject answers neutral with every puppet that got a link, the peer answers at random
    for (const puppet of nominees.slice(1)) {
      const token = await tokenFor(puppet.email);
      if (token) await rate(token, () => 3, "");
    }
    const rng: Rng = mulberry32(4242);
    const peerValues = await rate((await tokenFor(nominees[0].email))!, () => intBetween(rng, 1, 5), "PEER-SECRET-COMMENT");
    const peer = scoreObserver(observerForm().items, peerValues).facets;
    expect((await inject("manager", "POST", `/api/feedback360/projects/${p.id}/close`)).statusCode).toBe(200);

    const c = (await inject("sam", "GET", `/api/feedback360/projects/${p.id}/comparison`)).json() as TComparison;
    expect(c.released).toBe(true);
    expect(readsThePeer(c, peer)).toBe(false);
    expect(c.groups.find((g) => g.key === "peer")?.shown ?? false).toBe(false);
    expect(JSON.stringify(c)).not.toContain("PEER-SECRET-COMMENT");
  });

  it("raters the subject named that nobody else approved (auto-approved before this rule) do not count: nothing is shown", async () => {
    const p = await selfProject("sam", "Legacy puppets");
    const nominees = [
      { name: "Jordan", email: "jordan@demo.facetwise.test", relationship: "peer" },
      { name: "Old puppet one", email: "old.puppet.one@sam-home.example", relationship: "peer" },
      { name: "Old puppet two", email: "old.puppet.two@sam-home.example", relationship: "peer" },
    ];
    const added = (await inject("sam", "POST", `/api/feedback360/projects/${p.id}/raters`, { raters: nominees })).json() as TProject;
    for (const r of added.raters) expect((await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters/${r.id}/approve`)).statusCode).toBe(200);
    // as rows approved automatically under the old setting: the subject named them and no approver is recorded
    await app.deps.database.db.update(feedbackRater).set({ approvedBy: null }).where(eq(feedbackRater.projectId, p.id));
    for (const puppet of nominees.slice(1)) await rate((await tokenFor(puppet.email))!, () => 3, "");
    const rng: Rng = mulberry32(99);
    const peerValues = await rate((await tokenFor(nominees[0].email))!, () => intBetween(rng, 1, 5), "LEGACY-PEER-COMMENT");
    expect((await inject("manager", "POST", `/api/feedback360/projects/${p.id}/close`)).statusCode).toBe(200);
    const c = (await inject("sam", "GET", `/api/feedback360/projects/${p.id}/comparison`)).json() as TComparison;
    // none of the three counts, so there is no peer group at all and nothing is shown
    expect(c.released).toBe(true);
    expect(c.groups.find((g) => g.key === "peer")).toBeUndefined();
    expect(c.groups.filter((g) => g.shown)).toEqual([]);
    expect(readsThePeer(c, scoreObserver(observerForm().items, peerValues).facets)).toBe(false);
    expect(JSON.stringify(c)).not.toContain("LEGACY-PEER-COMMENT");
  });

  it("nobody approves their own nominations as the subject, not even an admin; another manager can", async () => {
    const p = await selfProject("admin", "Admin about themself");
    const added = (
      await inject("admin", "POST", `/api/feedback360/projects/${p.id}/raters`, { raters: [{ name: "Puppet", email: "puppet@admin-home.example", relationship: "peer" }] })
    ).json() as TProject;
    expect(added.raters[0].approval).toBe("pending");
    expect(await tokenFor("puppet@admin-home.example")).toBeNull();
    expect((await inject("admin", "POST", `/api/feedback360/projects/${p.id}/raters/${added.raters[0].id}/approve`)).statusCode).toBe(403);
    expect((await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters/${added.raters[0].id}/approve`)).statusCode).toBe(200);
    expect(await tokenFor("puppet@admin-home.example")).toBeTruthy();
  });

  it("the approver's list says which addresses are not members of the organization; the subject's does not", async () => {
    const p = await selfProject("jordan", "Member flags");
    await inject("jordan", "POST", `/api/feedback360/projects/${p.id}/raters`, {
      raters: [
        { name: "Riley", email: "RILEY@demo.facetwise.test", relationship: "peer" },
        { name: "Stranger", email: "stranger@elsewhere.example", relationship: "peer" },
      ],
    });
    const asManager = (await inject("manager", "GET", `/api/feedback360/projects/${p.id}`)).json() as TProject;
    expect(asManager.raters.map((r) => [r.name, r.approval, r.member])).toEqual([
      ["Riley", "pending", true],
      ["Stranger", "pending", false],
    ]);
    const asSubject = (await inject("jordan", "GET", `/api/feedback360/projects/${p.id}`)).json() as TProject;
    expect(asSubject.raters.every((r) => r.member === null)).toBe(true);
  });

  it("before closing, the subject sees overall progress only once the minimum have finished: no counts per group, no raters they did not name", async () => {
    const p = await selfProject("riley", "Progress");
    await inject("riley", "POST", `/api/feedback360/projects/${p.id}/raters`, { raters: [{ name: "Own pick", email: "own.pick@example.org", relationship: "peer" }] });
    await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters`, {
      raters: ["a", "b", "c"].map((x) => ({ name: `Secret Rater ${x}`, email: `secret-${x}@example.org`, relationship: "direct_report" })),
    });
    const view = async () => (await inject("riley", "GET", `/api/feedback360/projects/${p.id}`)).json() as TProject;
    const before = await view();
    expect(before.raters.map((r) => r.name)).toEqual(["Own pick"]);
    expect(before.counts).toBeNull();
    expect(before.progress).toBeNull();
    expect(JSON.stringify(before)).not.toContain("Secret Rater");
    expect(JSON.stringify(before)).not.toContain("direct_report");
    const early = (await inject("riley", "GET", `/api/feedback360/projects/${p.id}/comparison`)).json() as TComparison;
    expect(early).toMatchObject({ released: false, counts: null, groups: [], progress: null });
    const list = (await inject("riley", "GET", "/api/feedback360/projects")).json().projects.find((x: { id: string }) => x.id === p.id);
    expect(list).toMatchObject({ raterCount: null, completedCount: null });

    for (const x of ["a", "b", "c"]) await rate((await tokenFor(`secret-${x}@example.org`))!, () => 2, "");
    const after = await view();
    expect(after.counts).toBeNull();
    expect(after.progress).toEqual({ completed: 3, total: 4 });
    expect((await inject("riley", "GET", `/api/feedback360/projects/${p.id}/comparison`)).json()).toMatchObject({ counts: null, groups: [], progress: { completed: 3, total: 4 } });
    // the people running it still see everything
    const asManager = (await inject("manager", "GET", `/api/feedback360/projects/${p.id}`)).json() as TProject;
    expect(asManager.raters).toHaveLength(4);
    expect(asManager.counts!.direct_report).toEqual({ named: 3, completed: 3, declined: 0 });
  });
});

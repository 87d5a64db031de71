/**
 * 360 feedback through the API as people use it: an admin sets up a project, raters answer through their
 * emailed links without accounts, the project closes, and the subject reads a comparison in which the
 * anonymity rules hold on every surface (JSON, PDF) — including against subtraction between views.
 * Answers are random (seeded) on the real IPIP-NEO-120 keys, re-scored independently here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailDate } from "../../i18n/mail-locale.ts";
import { getQuestions } from "@bigfive-org/questions";
import { eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { feedbackProject } from "../../db/schema/index.ts";
import { drain } from "../../jobs/testing.ts";
import { EVENT_QUEUE } from "../../events/bus.ts";
import { mulberry32, intBetween, type Rng } from "../../../domain/simulation/prng.ts";
import { pdfText } from "../../pdf/testing/pdf-inspect.ts";
import type { TComparison, TProject } from "../../../contracts/feedback360.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley", "sam", "jordan"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
});
afterAll(async () => app?.cleanup());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const inject = (who: string, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
const userId = async (who: string) => (await inject(who, "GET", "/api/auth/me")).json().user.id as string;

/** The rater link mailed to an address (the newest), as the token in its path. */
async function tokenFor(email: string): Promise<string> {
  const m = (await app.deps.mailer.recent(500)).find((x) => x.to === email.toLowerCase() && x.links.some((l) => l.includes("/rate/")));
  if (!m) throw new Error(`no rater link mailed to ${email}`);
  return m.links.find((l) => l.includes("/rate/"))!.split("/rate/")[1];
}

const ITEMS = getQuestions("en");

/** Runs the queue until the job has finished (the app's own worker may be the one that takes it). */
async function settled(jobId: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await app.deps.jobs.poll();
    await app.deps.jobs.idle();
    const job = (await app.deps.jobs.recent({ limit: 200 })).find((j) => j.id === jobId);
    if (job && (job.state === "completed" || job.state === "failed")) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** A rater answering every statement at random (1–5) and leaving comments. */
async function rate(token: string, rng: Rng, comments: { strengths: string; improvements: string; additional: string }, submit = true): Promise<number[]> {
  const form = (await app.inject({ method: "GET", url: `/api/rater/${token}` })).json();
  expect(form.items).toHaveLength(120);
  const values: number[] = [];
  for (const item of form.items) {
    const v = intBetween(rng, 1, 5);
    values.push(v);
    const r = await app.inject({ method: "PUT", url: `/api/rater/${token}/answers/${encodeURIComponent(item.id)}`, payload: { value: v } });
    expect(r.statusCode).toBe(200);
  }
  expect((await app.inject({ method: "PUT", url: `/api/rater/${token}/comments`, payload: comments })).statusCode).toBe(200);
  if (submit) expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).json()).toEqual({ status: "completed" });
  return values;
}

/** Independent re-scoring: keyed means per trait as POMP, from the package's own keys. */
function traitPomp(answerSets: number[][]): Record<string, number> {
  const out: Record<string, number> = {};
  const traitOf: Record<string, string> = { N: "neuroticism", E: "extraversion", O: "openness", A: "agreeableness", C: "conscientiousness" };
  for (const d of ["N", "E", "O", "A", "C"]) {
    const perRater = answerSets.map((vals) => {
      const keyed = ITEMS.map((q, i) => (q.domain === d ? (q.keyed === "minus" ? 6 - vals[i] : vals[i]) : null)).filter((x): x is number => x !== null);
      return Math.round(((keyed.reduce((s, x) => s + x, 0) / keyed.length - 1) / 4) * 1000) / 10;
    });
    out[traitOf[d]] = Math.round((perRater.reduce((s, x) => s + x, 0) / perRater.length) * 10) / 10;
  }
  return out;
}

async function newProject(who: string, subject: string, extra: object = {}): Promise<TProject> {
  const r = await inject(who, "POST", "/api/feedback360/projects", { subjectId: await userId(subject), title: "Leadership 360", ...extra });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

const comments = (who: string) => ({ strengths: `${who} strength`, improvements: `${who} improvement`, additional: "" });

describe("the done-when flow: five raters by emailed links, close, comparison, PDF", () => {
  let project: TProject;
  const answers: Record<string, number[]> = {};
  const raters = [
    { name: "Pat Peer", email: "pat.peer@outside.example.org", relationship: "peer" },
    { name: "Quinn Peer", email: "quinn.peer@outside.example.org", relationship: "peer" },
    { name: "Max Manager", email: "max.manager@example.org", relationship: "manager" },
    { name: "Dana Report", email: "dana.report@example.org", relationship: "direct_report" },
    { name: "Eli Report", email: "eli.report@example.org", relationship: "direct_report" },
  ];

  beforeAll(async () => {
    project = await newProject("admin", "riley");
  });

  it("creates the project with the defaults and assigns the subject the IPIP-NEO-120 for the self-rating", async () => {
    expect(project).toMatchObject({ status: "open", minGroupSize: 3, managerApproval: true, subject: { name: "Riley Chen" }, self: { status: "pending" } });
    expect(new Date(project.deadline).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(project.reminders.map((r) => r.daysBefore)).toEqual([7, 2]);
    const mine = (await inject("riley", "GET", "/api/assessments")).json().assessments;
    expect(mine.some((a: { id: string; typeId: string }) => a.id === project.self.assessmentId && a.typeId === "ipip-neo-120")).toBe(true);
    // reminder and closing jobs wait for their times
    const jobs = await app.deps.jobs.recent({ organizationId: (await inject("admin", "GET", "/api/auth/me")).json().organization.id, limit: 50 });
    expect(jobs.filter((j) => j.queue === "feedback360.reminder" && j.state === "queued").length).toBeGreaterThanOrEqual(2);
    expect(jobs.some((j) => j.queue === "feedback360.close" && j.state === "queued")).toBe(true);
  });

  it("validates nominations with the spec's messages and warns about small groups", async () => {
    const dup = await inject("admin", "POST", `/api/feedback360/projects/${project.id}/raters`, { raters: [raters[0], { ...raters[1], email: raters[0].email.toUpperCase() }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe("This email has already been added");
    const other = await inject("admin", "POST", `/api/feedback360/projects/${project.id}/raters`, { raters: [{ name: "O", email: "o@example.org", relationship: "other" }] });
    expect(other.json().message).toBe("Please specify the relationship");
    const none = await inject("admin", "POST", `/api/feedback360/projects/${project.id}/raters`, { raters: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain("Please add at least one rater");
    const bad = await inject("admin", "POST", `/api/feedback360/projects/${project.id}/raters`, { raters: [{ name: "X", email: "not-an-address", relationship: "peer" }] });
    expect(bad.json().message).toContain("Invalid email format");
  });

  it("adds five raters and emails each a personal link; the subject never sees their addresses or progress", async () => {
    const r = await app.inject({
      method: "POST",
      url: `/api/feedback360/projects/${project.id}/raters`,
      headers: { cookie: cookie.admin, "idempotency-key": "add-five" },
      payload: { raters },
    });
    expect(r.statusCode, r.body).toBe(201);
    // a retried request adds nobody twice
    const again = await app.inject({
      method: "POST",
      url: `/api/feedback360/projects/${project.id}/raters`,
      headers: { cookie: cookie.admin, "idempotency-key": "add-five" },
      payload: { raters },
    });
    expect(again.json().raters).toHaveLength(5);
    const p: TProject = r.json();
    expect(p.raters.map((x) => x.email)).toEqual(raters.map((x) => x.email));
    expect(p.shortGroups.map((g) => [g.relationship, g.named, g.mergeable])).toEqual([
      ["peer", 2, true],
      ["direct_report", 2, true],
    ]);
    for (const x of raters) expect(await tokenFor(x.email)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const mail = (await app.deps.mailer.recent(50)).find((m) => m.to === "max.manager@example.org")!;
    expect(mail.subject).toBe("Manager feedback requested for Riley Chen");
    // the admin started the project: the invitation and the rater page name the admin as the one asking, not the subject
    const adminName = (await inject("admin", "GET", "/api/auth/me")).json().user.name as string;
    const invite = (await app.deps.mailer.recent(50)).find((m) => m.to === "dana.report@example.org")!;
    expect(invite.text).toContain(`${adminName} has asked for your feedback on Riley Chen`);
    expect(invite.text).not.toContain("Riley Chen has asked");
    const form = (await app.inject({ method: "GET", url: `/api/rater/${await tokenFor("dana.report@example.org")}` })).json();
    expect(form.project).toMatchObject({ subjectName: "Riley Chen", requesterName: adminName });
    const asSubject = (await inject("riley", "GET", `/api/feedback360/projects/${project.id}`)).json() as TProject;
    // raters named by the admin are not even listed to the subject (they see only raters they named themselves)
    expect(asSubject.raters).toEqual([]);
    expect(asSubject.counts).toBeNull();
    expect(JSON.stringify(asSubject)).not.toContain("@example.org");
    expect(asSubject.policies).toMatchObject({ manage: false, seeRaters: false, readComparison: true });
  });

  it("raters answer without an account; the link opens only their own form; answers resume", async () => {
    const rng = mulberry32(360);
    const first = await tokenFor(raters[0].email);
    answers.peer0 = await rate(first, rng, comments("peer0"), false);
    const resumed = (await app.inject({ method: "GET", url: `/api/rater/${first}` })).json();
    expect(resumed).toMatchObject({ answered: 120, total: 120, rater: { name: "Pat Peer", relationship: "peer", status: "in_progress" }, namedGroup: false });
    expect(resumed.items[0].text).toBe("Worries about things");
    expect((await app.inject({ method: "POST", url: `/api/rater/${first}/submit` })).statusCode).toBe(200);
    // the form says a manager's ratings are shown by name
    expect((await app.inject({ method: "GET", url: `/api/rater/${await tokenFor(raters[2].email)}` })).json().namedGroup).toBe(true);
    // a guessed token opens nothing
    expect((await app.inject({ method: "GET", url: `/api/rater/${first.slice(0, -2)}xx` })).statusCode).toBe(404);
    // a finished rater cannot change answers
    const late = await app.inject({ method: "PUT", url: `/api/rater/${first}/answers/${encodeURIComponent(ITEMS[0].id)}`, payload: { value: 1 } });
    expect(late.statusCode).toBe(409);
  });

  it("before the project closes only counts are released: nobody can watch scores move", async () => {
    const rng = mulberry32(361);
    answers.peer1 = await rate(await tokenFor(raters[1].email), rng, comments("peer1"));
    answers.manager = await rate(await tokenFor(raters[2].email), rng, comments("manager"));
    answers.dr0 = await rate(await tokenFor(raters[3].email), rng, comments("dr0"));
    const before = (await inject("riley", "GET", `/api/feedback360/projects/${project.id}/comparison`)).json() as TComparison;
    expect(before.released).toBe(false);
    // the subject sees overall progress only (four of five finished), no counts per group
    expect(before).toMatchObject({ counts: null, groups: [], progress: { completed: 4, total: 5 } });
    const asAdmin = (await inject("admin", "GET", `/api/feedback360/projects/${project.id}/comparison`)).json() as TComparison;
    expect(asAdmin.counts!.peer.completed).toBe(2);
    expect([before.traits, before.facets, before.agreement, before.blindSpots, before.hiddenStrengths]).toEqual([[], [], [], [], []]);
    expect(before.feedback).toBeNull();
    expect(JSON.stringify(before)).not.toContain("strength");
    expect((await inject("riley", "GET", `/api/feedback360/projects/${project.id}/report.pdf`)).statusCode).toBe(409);
    // the subject's self-rating, taken within the project
    await takeAssessment(app, cookie.riley, "ipip-neo-120", { answer: () => intBetween(rng, 1, 5) });
  });

  it("a manual reminder skips raters who finished; the deadline can be extended", async () => {
    const r = (await inject("admin", "POST", `/api/feedback360/projects/${project.id}/reminders`)).json();
    expect(r).toEqual({ sent: 1, skipped: 0 });
    const again = (await inject("admin", "POST", `/api/feedback360/projects/${project.id}/reminders`)).json();
    expect(again).toEqual({ sent: 0, skipped: 1 });
    const reminder = (await app.deps.mailer.recent(20)).find((m) => m.to === raters[4].email)!;
    expect(reminder.subject).toMatch(/^Reminder: /);
    expect((await inject("riley", "POST", `/api/feedback360/projects/${project.id}/reminders`)).statusCode).toBe(403);
    const later = new Date(Date.parse(project.deadline) + 3 * 86_400_000).toISOString();
    const ext = await inject("admin", "POST", `/api/feedback360/projects/${project.id}/extend`, { deadline: later });
    expect(ext.json().deadline).toBe(later);
    expect((await inject("admin", "POST", `/api/feedback360/projects/${project.id}/extend`, { deadline: project.deadline })).statusCode).toBe(400);
  });

  it("after closing, the manager is shown by name, peers and direct reports are merged into Others, feedback is pooled, and the numbers re-score independently", async () => {
    answers.dr1 = await rate(await tokenFor(raters[4].email), mulberry32(362), comments("dr1"));
    const closed = await inject("admin", "POST", `/api/feedback360/projects/${project.id}/close`);
    expect(closed.json().status).toBe("closed");
    expect((await app.inject({ method: "GET", url: `/api/rater/${await tokenFor(raters[4].email)}` })).statusCode).toBe(404);
    const c = (await inject("riley", "GET", `/api/feedback360/projects/${project.id}/comparison`)).json() as TComparison;
    expect(c.released).toBe(true);
    const shown = c.groups.filter((g) => g.shown).map((g) => g.key);
    expect(shown.sort()).toEqual(["all", "manager", "others"]);
    expect(c.groups.find((g) => g.key === "peer")).toMatchObject({ shown: false, reason: "merged_into_others", count: 2 });
    const others = traitPomp([answers.peer0, answers.peer1, answers.dr0, answers.dr1]);
    const manager = traitPomp([answers.manager]);
    const all = traitPomp([answers.peer0, answers.peer1, answers.manager, answers.dr0, answers.dr1]);
    for (const t of c.traits) {
      expect(t.groups.others).toBeCloseTo(others[t.key], 0);
      expect(t.groups.manager).toBeCloseTo(manager[t.key], 1);
      expect(t.groups.all).toBeCloseTo(all[t.key], 0);
      expect(t.groups.peer).toBeUndefined();
      expect(t.groups.direct_report).toBeUndefined();
      expect(t.self).not.toBeNull();
    }
    expect(c.facets).toHaveLength(30);
    expect(c.feedback!.anonymous.strengths.sort()).toEqual(["dr0 strength", "dr1 strength", "peer0 strength", "peer1 strength"]);
    expect(c.feedback!.manager!.strengths).toEqual(["manager strength"]);
    expect(JSON.stringify(c)).not.toContain("@");
    // the PDF says the same
    const pdf = await inject("riley", "GET", `/api/feedback360/projects/${project.id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Merged into Others");
    expect(text).toContain("peer1 strength");
    expect(text).toContain("From the manager");
    expect(text).not.toContain("example.org");
    // admins read it too; managers who are not admins do not
    expect((await inject("admin", "GET", `/api/feedback360/projects/${project.id}/comparison`)).statusCode).toBe(200);
    expect((await inject("manager", "GET", `/api/feedback360/projects/${project.id}/comparison`)).statusCode).toBe(403);
    expect((await inject("sam", "GET", `/api/feedback360/projects/${project.id}/comparison`)).statusCode).toBe(404);
    // the subject is told (by the notifications module, from feedback360.closed)
    await drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
    const notes = (await inject("riley", "GET", "/api/notifications")).json().notifications;
    expect(notes.some((n: { kind: string }) => n.kind === "feedback360.closed")).toBe(true);
    // bulk download for admins: a ZIP holding the PDF
    const zip = await inject("admin", "GET", `/api/feedback360/reports.zip?projectIds=${project.id}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.rawPayload.includes(Buffer.from("%PDF"))).toBe(true);
    expect((await inject("manager", "GET", "/api/feedback360/reports.zip")).statusCode).toBe(403);
  });
});

describe("the dark-side analysis reads the self-rating and raters on five related facets from the latest closed 360", () => {
  it("one row per facet, each in its own direction, from the released comparison, with no net gap", async () => {
    const projects = (await inject("riley", "GET", "/api/feedback360/projects")).json().projects as { id: string; status: string }[];
    const closed = projects.find((p) => p.status === "closed")!;
    const c = (await inject("riley", "GET", `/api/feedback360/projects/${closed.id}/comparison`)).json() as TComparison;
    const expected = [];
    for (const k of ["straightforwardness", "compliance", "modesty", "tenderMindedness", "angryHostility"]) {
      const f = c.facets.find((x) => x.key === k)!;
      const self = Math.round(f.self! * 10);
      const others = Math.round(f.others! * 10);
      expected.push({ facet: k, self: self / 10, others: others / 10, difference: (self - others) / 10 });
    }
    const { assessmentId } = await takeAssessment(app, cookie.riley, "executive", {
      answer: (i) => (i.input.type === "likert" ? intBetween(mulberry32(5), 1, 5) : validAnswer(i)),
    });
    const r = await inject("riley", "GET", `/api/assessments/${assessmentId}/dark-side-analysis`);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json().darkSideAnalysis.behavioralIndicators;
    expect(b).not.toHaveProperty("selfAwarenessGap");
    expect(b.selfOtherFacets).toMatchObject(expected);
    // someone without a closed 360 has no comparison
    const own = await takeAssessment(app, cookie.jordan, "executive");
    expect((await inject("jordan", "GET", `/api/assessments/${own.assessmentId}/dark-side-analysis`)).json().darkSideAnalysis.behavioralIndicators.selfOtherFacets).toBeNull();
  });
});

describe("anonymity: hidden raters influence nothing any surface shows", () => {
  /**
   * Two projects with the same raters, except that one group's raters (too few to show, too few to merge)
   * answer and comment differently. Every released figure, list and PDF line must be identical: then no
   * view, alone or subtracted from another, can give the hidden raters away.
   */
  async function run(hiddenSeed: number, hiddenComment: string) {
    const p = await newProject("admin", "sam", { title: "Anonymity check" });
    const raters = [
      ...["a", "b", "c"].map((x) => ({ name: `Peer ${x}`, email: `peer-${x}-${hiddenSeed}@example.net`, relationship: "peer" })),
      { name: "Boss", email: `boss-${hiddenSeed}@example.net`, relationship: "manager" },
      { name: "Lone report", email: `report-${hiddenSeed}@example.net`, relationship: "direct_report" },
    ];
    expect((await inject("admin", "POST", `/api/feedback360/projects/${p.id}/raters`, { raters })).statusCode).toBe(201);
    const rng = mulberry32(7);
    for (const r of raters.slice(0, 4)) await rate(await tokenFor(r.email), rng, comments(r.name));
    await rate(await tokenFor(raters[4].email), mulberry32(hiddenSeed), { strengths: hiddenComment, improvements: hiddenComment, additional: hiddenComment });
    await inject("admin", "POST", `/api/feedback360/projects/${p.id}/close`);
    const c = (await inject("admin", "GET", `/api/feedback360/projects/${p.id}/comparison`)).json() as TComparison;
    const pdf = pdfText((await inject("admin", "GET", `/api/feedback360/projects/${p.id}/report.pdf`)).rawPayload);
    return { c, pdf };
  }

  it("a lone direct report is hidden, All raters is withheld (it would reveal them), and changing their answers changes nothing shown", async () => {
    const x = await run(101, "SECRET-ONE");
    const y = await run(202, "SECRET-TWO");
    expect(x.c.groups.find((g) => g.key === "direct_report")).toMatchObject({ shown: false, reason: "not_enough_responses" });
    expect(x.c.groups.find((g) => g.key === "all")).toMatchObject({ shown: false, reason: "would_reveal_hidden_group", count: 5 });
    expect(x.c.groups.find((g) => g.key === "peer")!.shown).toBe(true);
    const strip = (c: TComparison) => ({
      ...c,
      project: null,
      feedback: c.feedback && { anonymous: Object.fromEntries(Object.entries(c.feedback.anonymous).map(([k, v]) => [k, [...v].sort()])), manager: c.feedback.manager },
    });
    expect(strip(x.c)).toEqual(strip(y.c));
    for (const s of ["SECRET-ONE", "SECRET-TWO"]) {
      expect(JSON.stringify(x.c) + JSON.stringify(y.c)).not.toContain(s);
      expect(x.pdf + y.pdf).not.toContain(s);
    }
    // (comments are shuffled per project, so the lines are compared as sets)
    const lines = (t: string) =>
      t
        .split("\n")
        .filter((l) => !/generated|Closed|Anonymity check|Sam Okafor|^\d+$|Page/.test(l))
        .sort();
    expect(lines(x.pdf)).toEqual(lines(y.pdf));
  });
});

describe("who may do what", () => {
  it("another organization's people find nothing: projects and their actions answer 404", async () => {
    const p = await newProject("admin", "jordan", { title: "Tenancy" });
    const other = await buildOrganization(app, "fb360-other", ["admin", "user"]);
    const otherAdmin = await signIn(app, other.byRole("admin").email);
    for (const [method, url] of [
      ["GET", `/api/feedback360/projects/${p.id}`],
      ["GET", `/api/feedback360/projects/${p.id}/comparison`],
      ["POST", `/api/feedback360/projects/${p.id}/close`],
      ["POST", `/api/feedback360/projects/${p.id}/reminders`],
      ["GET", `/api/feedback360/projects/${p.id}/report.pdf`],
    ] as const) {
      const r = await app.inject({ method, url, headers: { cookie: otherAdmin } });
      expect(r.statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: "GET", url: "/api/feedback360/projects", headers: { cookie: otherAdmin } })).json().projects).toEqual([]);
    // a subject from another organization cannot be named
    expect(
      (await app.inject({ method: "POST", url: "/api/feedback360/projects", headers: { cookie: otherAdmin }, payload: { subjectId: await userId("riley"), title: "x" } }))
        .statusCode,
    ).toBe(404);
  });

  it("members start a 360 about themselves only when the organization allows it; nominations then wait for approval", async () => {
    const me = await userId("sam");
    expect((await inject("sam", "POST", "/api/feedback360/projects", { subjectId: me, title: "Mine" })).statusCode).toBe(403);
    expect((await inject("sam", "POST", "/api/feedback360/projects", { subjectId: await userId("riley"), title: "Theirs" })).statusCode).toBe(403);
    expect((await inject("admin", "PUT", "/api/organization/settings", { allowSelfInitiated360: true })).json().allowSelfInitiated360).toBe(true);
    const r = await inject("sam", "POST", "/api/feedback360/projects", { subjectId: me, title: "Mine", managerApproval: true, minGroupSize: 4 });
    expect(r.statusCode, r.body).toBe(201);
    const p = r.json() as TProject;
    const added = (
      await inject("sam", "POST", `/api/feedback360/projects/${p.id}/raters`, { raters: [{ name: "Friend", email: "friend@example.com", relationship: "peer" }] })
    ).json() as TProject;
    expect(added.raters[0]).toMatchObject({ approval: "pending", email: null, invitedAt: null });
    expect((await app.deps.mailer.recent(20)).some((m) => m.to === "friend@example.com")).toBe(false);
    const approved = (await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters/${added.raters[0].id}/approve`)).json() as TProject;
    expect(approved.raters[0]).toMatchObject({ approval: "approved", email: "friend@example.com" });
    expect(await tokenFor("friend@example.com")).toBeTruthy();
    await inject("admin", "PUT", "/api/organization/settings", { allowSelfInitiated360: false });
  });

  it("a rater can decline; their answers are discarded and the link then only shows the decline", async () => {
    const p = await newProject("manager", "jordan", { title: "Decline" });
    await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters`, {
      raters: [{ name: "Nope", email: "nope@example.com", relationship: "other", customRelationship: "Client" }],
    });
    const token = await tokenFor("nope@example.com");
    await app.inject({ method: "PUT", url: `/api/rater/${token}/answers/${encodeURIComponent(ITEMS[0].id)}`, payload: { value: 5 } });
    expect((await app.inject({ method: "POST", url: `/api/rater/${token}/decline` })).json()).toEqual({ status: "declined" });
    const form = (await app.inject({ method: "GET", url: `/api/rater/${token}` })).json();
    expect(form).toMatchObject({ answered: 0, rater: { status: "declined", customRelationship: "Client" } });
    expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).statusCode).toBe(409);
  });

  it("a rater's email is in their account's language and time zone, else the project's (its creator's), else English", async () => {
    await inject("manager", "PUT", "/api/profile", { locale: "de", timeZone: "Asia/Tokyo" });
    await inject("sam", "PUT", "/api/profile", { locale: "fr", timeZone: "America/New_York" });
    try {
      // 23:30 UTC: already the next day in Tokyo, still the same day in New York
      const soon = new Date(Date.now() + 20 * 86_400_000);
      const deadline = new Date(Date.UTC(soon.getUTCFullYear(), soon.getUTCMonth(), soon.getUTCDate(), 23, 30)).toISOString();
      const p = await newProject("manager", "jordan", { title: "Languages", deadline });
      const samEmail = (await inject("sam", "GET", "/api/auth/me")).json().user.email as string;
      await inject("manager", "POST", `/api/feedback360/projects/${p.id}/raters`, {
        raters: [
          { name: "Out Sider", email: "out.sider@elsewhere.example", relationship: "peer" },
          { name: "Sam", email: samEmail, relationship: "peer" },
        ],
      });
      const mails = await app.deps.mailer.recent(20);
      const outsider = mails.find((m) => m.to === "out.sider@elsewhere.example")!;
      const member = mails.find((m) => m.to === samEmail.toLowerCase() && m.text.includes("Languages"))!;
      expect(outsider.text).toContain(mailDate({ locale: "de", timeZone: "Asia/Tokyo" }, new Date(deadline)));
      expect(outsider.text).not.toContain(mailDate({ locale: "de", timeZone: null }, new Date(deadline))); // Tokyo's calendar, a day later than UTC
      expect(member.text).toContain(mailDate({ locale: "fr", timeZone: "America/New_York" }, new Date(deadline)));
      expect(outsider.text).not.toContain(mailDate({ locale: "en", timeZone: null }, new Date(deadline)));
    } finally {
      await inject("manager", "PUT", "/api/profile", { locale: "en", timeZone: null });
      await inject("sam", "PUT", "/api/profile", { locale: "en", timeZone: null });
    }
  });

  it("the scheduled close runs at the deadline, and a stale job (deadline extended since) does nothing", async () => {
    const p = await newProject("admin", "jordan", { title: "Scheduled" });
    const db = app.deps.database.db;
    const svcJob = { organizationId: (await inject("admin", "GET", "/api/auth/me")).json().organization.id, projectId: p.id };
    // a job for an older deadline is stale
    await app.inject({
      method: "POST",
      url: `/api/feedback360/projects/${p.id}/extend`,
      headers: { cookie: cookie.admin },
      payload: { deadline: new Date(Date.parse(p.deadline) + 86_400_000).toISOString() },
    });
    await settled((await app.deps.jobs.send("feedback360.close", { ...svcJob, deadline: p.deadline }))!);
    expect((await db.select().from(feedbackProject).where(eq(feedbackProject.id, p.id)))[0].status).toBe("open");
    // the deadline passes: the job for the current deadline closes it
    const past = new Date(Date.now() - 1000);
    await db.update(feedbackProject).set({ deadline: past }).where(eq(feedbackProject.id, p.id));
    const id = await app.deps.jobs.send("feedback360.close", { ...svcJob, deadline: past.toISOString() });
    await settled(id!);
    expect((await db.select().from(feedbackProject).where(eq(feedbackProject.id, p.id)))[0].status).toBe("closed");
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { TComparison } from "../../../contracts/feedback360.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { ComparisonPage } from "./comparison/ComparisonPage.tsx";
import { FeedbackTab } from "./comparison/FeedbackTab.tsx";
import { OverviewTab } from "./comparison/OverviewTab.tsx";
import { TraitAnalysisTab } from "./comparison/TraitAnalysisTab.tsx";
import { review360Keys } from "./feedback360-api.ts";
import { comparisonFixture, projectFixture, raterFormFixture } from "./fixtures.test-support.ts";
import { ProjectPage } from "./ProjectPage.tsx";
import { RaterPage } from "./rate/RaterPage.tsx";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Renders a page at a path with its data already cached (no request is made: effects do not run on the server). */
function renderAt(page: ComponentType, pattern: string, path: string, data: Array<[readonly unknown[], unknown]>): string {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  const tree: ReactElement = createElement(
    QueryClientProvider,
    { client },
    createElement(
      ToastProvider,
      null,
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(Routes, null, createElement(Route, { path: pattern, element: createElement(page) }))),
    ),
  );
  return renderToString(tree);
}

describe("360 comparison (spec 2 §2.12)", () => {
  const c = comparisonFixture();

  it("Overview: toggles default to self, manager and peer where shown, and Others for the pooled direct reports; gap table with the spec's labels; groups left out explained; agreement; blind spots", () => {
    const html = renderToString(createElement(OverviewTab, { c }));
    const t = text(html);
    // the selectable series, with the default ones checked
    expect(html.match(/type="checkbox"/g)).toHaveLength(5);
    expect(html.match(/<input type="checkbox"[^>]*checked=""/g)).toHaveLength(4);
    for (const trait of ["Openness", "Conscientiousness", "Extraversion", "Agreeableness", "Neuroticism"]) expect(t).toContain(trait);
    expect(html.match(/data-testid="gap-/g)).toHaveLength(5);
    for (const row of c.traits) expect(t).toContain(row.gapLabel!);
    expect(t).toContain("Direct Report: Merged into Others");
    expect(t).toContain("pooled with the other small groups and shown as Others");
    expect(t).toContain("Rater agreement");
    // agreement per trait (24 statements) and per facet (4), never over all 120 statements; what it means and does not
    expect(t).not.toContain("All statements");
    expect(t).toContain("0.48");
    const peer = c.agreement.find((a) => a.group === "peer")!;
    expect(t).toContain(`Angry Hostility – ${peer.facets.angryHostility!.toFixed(2)}`);
    // the manager (one rater) gets no index and no flags, and the page says why
    expect(t).toContain("Manager / Supervisor: Needs at least 2 raters and the minimum group size.");
    expect(t).toContain("not whether they are right");
    expect(t).toContain("unstable");
    expect(t).toContain("Makes friends easily.");
    expect(t).toContain("3 or more points apart");
    expect(t).toContain("Blind spots");
    expect(t).toContain("Order");
    expect(t).toContain("Hidden strengths");
    // the chart's code loads lazily: its place holds a loading line
    expect(t).toContain("Loading the chart");
  });

  it("Overview: a group with too few responses says so", () => {
    const hidden: TComparison = comparisonFixture({
      groups: [
        { key: "peer", members: ["peer"], count: 4, shown: true, reason: null },
        { key: "direct_report", members: ["direct_report"], count: 2, shown: false, reason: "not_enough_responses" },
        { key: "others", members: ["direct_report"], count: 2, shown: false, reason: "not_enough_responses" },
        { key: "all", members: ["manager", "peer", "direct_report", "other"], count: 6, shown: false, reason: "would_reveal_hidden_group" },
      ],
    });
    const t = text(renderToString(createElement(OverviewTab, { c: hidden })));
    expect(t).toContain("Direct Report: Not enough responses");
    expect(t).toContain("fewer than the minimum of 3");
    expect(t).toContain("All raters: Held back");
  });

  it("Trait Analysis: every trait with its six facets, self against others", () => {
    const html = renderToString(createElement(TraitAnalysisTab, { c }));
    expect(html.match(/data-testid="trait-/g)).toHaveLength(5);
    expect(html.match(/data-testid="facet-/g)).toHaveLength(30);
    expect(text(html)).toContain("Angry Hostility");
    expect(text(html)).toContain("The 30 facets");
  });

  it("Written Feedback: the aggregation notice, pooled comments, and the manager's apart and labelled", () => {
    const t = text(renderToString(createElement(FeedbackTab, { feedback: c.feedback })));
    expect(t).toContain("Written feedback is aggregated and anonymised");
    expect(t).toContain("Listens well.");
    expect(t).toContain("Delegate more.");
    expect(t).toContain("From the manager (Manager / Supervisor)");
    expect(t).toContain("Ready for a bigger team.");
    expect(text(renderToString(createElement(FeedbackTab, { feedback: null })))).toContain("No written feedback.");
  });

  it("the page says scores are percent of the scale range, not percentiles, and offers the PDF", () => {
    const t = text(renderAt(ComparisonPage, "/dashboard/360-review/:projectId/comparison", "/dashboard/360-review/p1/comparison", [[review360Keys.comparison("p1"), c]]));
    expect(t).toContain("not percentiles");
    expect(t).toContain("0 to 100");
    expect(t).toContain("Download PDF");
    for (const tab of ["Overview", "Trait Analysis", "Written Feedback"]) expect(t).toContain(tab);
  });

  it("before the project closes, for the subject: the message and overall progress once the minimum finished, no groups", () => {
    const early = comparisonFixture({ released: false, traits: [], facets: [], agreement: [], blindSpots: [], hiddenStrengths: [], feedback: null, groups: [], counts: null });
    const page = (c: TComparison) =>
      text(renderAt(ComparisonPage, "/dashboard/360-review/:projectId/comparison", "/dashboard/360-review/p1/comparison", [[review360Keys.comparison("p1"), c]]));
    const hidden = page({ ...early, progress: null });
    expect(hidden).toContain("Results appear when the project closes");
    expect(hidden).toContain("Progress is shown once at least 3 raters have finished.");
    expect(hidden).not.toContain("Peer / Colleague");
    const shown = page({ ...early, progress: { completed: 3, total: 5 } });
    expect(shown).toContain("3 of 5 raters have finished.");
    expect(shown).not.toContain("Peer / Colleague");
  });

  it("before the project closes: the message and the counts per group, nothing else", () => {
    const early = comparisonFixture({ released: false, traits: [], facets: [], agreement: [], blindSpots: [], hiddenStrengths: [], feedback: null, groups: [] });
    const html = renderAt(ComparisonPage, "/dashboard/360-review/:projectId/comparison", "/dashboard/360-review/p1/comparison", [[review360Keys.comparison("p1"), early]]);
    const t = text(html);
    expect(t).toContain("Results appear when the project closes");
    expect(t).toContain("Peer / Colleague");
    expect(html).not.toContain('role="tablist"');
    expect(t).not.toContain("Download PDF");
  });
});

describe("360 project page (spec 2 §2.13)", () => {
  const path = "/dashboard/360-review/p1";
  const pattern = "/dashboard/360-review/:projectId";

  it("a manager sees raters with progress, the actions, and the invitation section", () => {
    const html = renderAt(ProjectPage, pattern, path, [[review360Keys.project("p1"), projectFixture()]]);
    const t = text(html);
    for (const s of ["Send reminder", "Extend deadline", "Close project", "View the comparison", "Reminder schedule", "7 days before the deadline"]) expect(t).toContain(s);
    expect(t).toContain("pat@acme.test");
    expect(t).toContain("In progress");
    // the rater form: the spec's relationship labels, the three templates, the link placeholder, Send Invitations
    for (const label of ["Peer / Colleague", "Direct Report", "Manager / Supervisor", "Other"]) expect(html).toContain(`>${label}</option>`);
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    for (const s of ["Default", "Peer", "Manager", "(personal link sent with the email)", "Dear [Rater name],", "Acme Corp", "Send Invitations", "15-20 minutes"])
      expect(t).toContain(s);
    // existing raters already short of the minimum: peer 2, direct report 1 (pooled 3 reach it)
    expect(t).toContain("Peer / Colleague: 2 named, fewer than the minimum of 3.");
  });

  it("an approver is told which nominated addresses belong to no member of the organization", () => {
    const base = projectFixture();
    const held = projectFixture({
      raters: [
        { ...base.raters[0], approval: "pending", status: "invited", member: false },
        { ...base.raters[1], member: true },
      ],
    });
    const html = renderAt(ProjectPage, pattern, path, [[review360Keys.project("p1"), held]]);
    const rows = text(html).split("Quinn Peer");
    expect(rows[0]).toContain("pat@acme.test Not a member of the organization");
    expect(rows[1]).not.toContain("Not a member of the organization");
    expect(text(html)).toContain("Approve");
  });

  it("the subject sees overall progress only: no counts per group, no emails, no per-rater progress", () => {
    const subject = projectFixture({
      counts: null,
      progress: { completed: 3, total: 4 },
      shortGroups: [],
      raters: projectFixture()
        .raters.slice(0, 1)
        .map((r) => ({ ...r, email: null, status: null, member: null, remindersSent: 0, lastRemindedAt: null })),
      policies: { manage: false, nominate: true, approve: false, readComparison: true, seeRaters: false },
    });
    const t = text(renderAt(ProjectPage, pattern, path, [[review360Keys.project("p1"), subject]]));
    expect(t).toContain("3 of 4 raters have finished.");
    expect(t).toContain("not per group");
    expect(t).not.toContain("Completed raters per group");
    expect(t).not.toContain("Max Manager");
    expect(t).not.toContain("Not a member of the organization");
    expect(t).not.toContain("@acme.test");
    expect(t).not.toContain("In progress");
    expect(t).not.toContain("Send reminder");
    expect(t).toContain("Invite raters");
  });

  it("closed: no invitations and no actions", () => {
    const closed = projectFixture({ status: "closed", closedAt: "2030-06-15T08:00:00.000Z" });
    const t = text(renderAt(ProjectPage, pattern, path, [[review360Keys.project("p1"), closed]]));
    expect(t).not.toContain("Invite raters");
    expect(t).not.toContain("Send reminder");
    expect(t).toContain("Closed");
  });
});

describe("the rater's page /rate/:token", () => {
  const token = "t".repeat(32);
  const render = (form = raterFormFixture()) => renderAt(RaterPage, "/rate/:token", `/rate/${token}`, [[review360Keys.raterForm(token), form]]);

  it("intro with the anonymity rule, resumes on the first unanswered page: ten statements on the IPIP's five-point scale", () => {
    const html = render();
    const t = text(html);
    expect(t).toContain("Your feedback for Dana Reyes");
    expect(t).toContain("Acme Corp");
    expect(t).toContain("at least 3 of its raters finish");
    expect(t).toContain("12 of 120 answered");
    expect(t).toContain("Statements 11-20 of 120");
    expect(html.match(/data-testid="statement"/g)).toHaveLength(10);
    expect(html.match(/type="radio"/g)).toHaveLength(50);
    for (const anchor of ["Very Inaccurate", "Moderately Inaccurate", "Neither Accurate Nor Inaccurate", "Moderately Accurate", "Very Accurate"]) expect(t).toContain(anchor);
    expect(t).toContain("Page 2 of 12");
    expect(t).toContain("Decline to give feedback");
  });

  it("a manager is told their ratings are shown by name", () => {
    const t = text(render(raterFormFixture({ namedGroup: true, rater: { name: "Max", relationship: "manager", customRelationship: null, status: "invited" } })));
    expect(t).toContain("they are not anonymous");
    expect(t).toContain("Manager / Supervisor");
  });

  it("all answered: the last page with comments and Submit", () => {
    const form = raterFormFixture();
    const answers = Object.fromEntries(form.items.map((it) => [it.id, 3]));
    const html = render({ ...form, answers, answered: 120 });
    const t = text(html);
    expect(t).toContain("Page 12 of 12");
    expect(html.match(/<textarea/g)).toHaveLength(3);
    expect(t).toContain("What are Dana Reyes's main strengths?");
    expect(t).toContain("Submit");
  });

  it("finished, declined and closed requests show their end state", () => {
    const form = raterFormFixture();
    expect(text(render({ ...form, rater: { ...form.rater, status: "completed" } }))).toContain("your feedback is submitted");
    expect(text(render({ ...form, rater: { ...form.rater, status: "declined" } }))).toContain("You declined this request");
    expect(text(render({ ...form, project: { ...form.project, open: false } }))).toContain("This feedback request has closed");
  });
});

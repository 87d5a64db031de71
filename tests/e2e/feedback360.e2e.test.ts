import { describe, expect, it } from "vitest";
import type { TComparison, TProject, TProjectList } from "../../src/contracts/feedback360.ts";
import { Api, apiSignIn, browserSuite, signedInContext } from "./api.ts";
import { DEMO_ADMIN, readMailbox, screenshot } from "./browser.ts";

/**
 * The done-when, in Chromium: an admin sets up a 360 for a colleague and invites five raters (two
 * peers, a manager, two direct reports) on the invitation page; the raters answer through their emailed links
 * with no account (one of them in the browser, by keyboard and mouse); a reminder goes out; the project closes;
 * the subject reads a comparison where the manager is shown, peers and direct reports are merged into Others,
 * and written feedback is pooled — and the PDF says the same.
 */
describe("360 feedback", () => {
  const suite = browserSuite({ RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });
  const raters = [
    { name: "Pat Peer", email: "pat.peer@raters.example.org", relationship: "Peer / Colleague" },
    { name: "Quinn Peer", email: "quinn.peer@raters.example.org", relationship: "Peer / Colleague" },
    { name: "Max Manager", email: "max.manager@raters.example.org", relationship: "Manager / Supervisor" },
    { name: "Dana Report", email: "dana.report@raters.example.org", relationship: "Direct Report" },
    { name: "Eli Report", email: "eli.report@raters.example.org", relationship: "Direct Report" },
  ];

  async function raterToken(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const m = (await readMailbox(suite.server.baseURL)).find((x) => (Array.isArray(x.to) ? x.to : [x.to]).includes(email) && x.links.some((l) => l.includes("/rate/")));
      if (m) return m.links.find((l) => l.includes("/rate/"))!.split("/rate/")[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no rater link for ${email}`);
  }

  /** A rater answering through the public routes (no session), with a seeded spread of answers. */
  async function rateByApi(token: string, seed: number, strengths: string): Promise<void> {
    const base = suite.server.baseURL;
    const form = (await (await fetch(`${base}/api/rater/${token}`)).json()) as { items: { id: string }[] };
    for (const [i, item] of form.items.entries()) {
      const r = await fetch(`${base}/api/rater/${token}/answers/${encodeURIComponent(item.id)}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ value: ((i * 7 + seed) % 5) + 1 }),
      });
      expect(r.status).toBe(200);
    }
    await fetch(`${base}/api/rater/${token}/comments`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ strengths, improvements: `${strengths}: listen more` }),
    });
    expect((await fetch(`${base}/api/rater/${token}/submit`, { method: "POST" })).status).toBe(200);
  }

  it("set up, invite, rate without accounts, remind, close, compare — anonymity held in the page and the PDF", async () => {
    const base = suite.server.baseURL;
    const admin = new Api(base, await apiSignIn(base, DEMO_ADMIN));
    const subjectSession = await apiSignIn(base, "jordan@demo.facetwise.test");
    const subject = new Api(base, subjectSession);
    const page = await suite.watch(await signedInContext(suite.browser, base, admin.session)).newPage();

    // the admin starts a project for Jordan
    await page.goto(`${base}/dashboard/360-review`);
    await page.getByRole("button", { name: "New 360 project" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Find a member").fill("Jordan");
    await dialog.getByText("Jordan Lindqvist").click();
    await screenshot(page, "360-new-project");
    await dialog.getByRole("button", { name: "Create project" }).click();
    await page.waitForURL(/\/dashboard\/360-review\/[^/]+$/);
    const projectId = page.url().split("/").pop()!;

    // the invitation page: a bad address gets the spec's message, then five raters
    const main = page.getByRole("main");
    const invite = main
      .getByRole("region", { name: "Invite raters" })
      .or(main.locator("section", { hasText: "Invite raters" }))
      .first();
    await invite.getByLabel("Name", { exact: true }).fill("Bad Address");
    await invite.getByLabel("Email", { exact: true }).fill("not-an-address");
    await invite.getByRole("button", { name: "Add", exact: true }).click();
    await invite.getByText("Invalid email format").waitFor();
    for (const r of raters) {
      await invite.getByLabel("Name", { exact: true }).fill(r.name);
      await invite.getByLabel("Email", { exact: true }).fill(r.email);
      await invite.getByLabel("Relationship", { exact: true }).selectOption({ label: r.relationship });
      await invite.getByRole("button", { name: "Add", exact: true }).click();
      await invite.getByText(r.email).first().waitFor();
    }
    await invite.getByText("Some groups are below the minimum").waitFor();
    await screenshot(page, "360-invite", { fullPage: true });
    await invite.getByRole("button", { name: "Send Invitations" }).click();
    await page.getByText("Invitations sent to 5 raters.").waitFor();

    // Jordan's self-rating: the IPIP-NEO-120 the project assigned
    const project = await admin.get<TProject>(`/api/feedback360/projects/${projectId}`);
    expect(project.raters).toHaveLength(5);
    const self = project.self.assessmentId!;
    const started = await subject.call<{ responseId: string }>("POST", `/api/assessments/${self}/start`, { consent: true });
    const session = await subject.get<{ items: { id: string }[] }>(`/api/responses/${started.responseId}`);
    for (const [i, item] of session.items.entries())
      await subject.call("PUT", `/api/responses/${started.responseId}/answers/${encodeURIComponent(item.id)}`, { value: ((i * 3) % 5) + 1 });
    await subject.call("POST", `/api/responses/${started.responseId}/submit`);

    // one peer answers in the browser, with no session: keyboard on the first statement, mouse on the rest
    const raterPage = await suite.watch(await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await raterPage.goto(`${base}/rate/${await raterToken(raters[0].email)}`);
    await raterPage.getByText("Worries about things").waitFor();
    await screenshot(raterPage, "360-rater-form", { fullPage: true });
    for (let p = 0; p < 12; p++) {
      await raterPage
        .getByText(`Statements ${p * 10 + 1}-${p * 10 + 10} of 120`)
        .first()
        .waitFor();
      const groups = raterPage.getByTestId("statement");
      const n = await groups.count();
      expect(n).toBe(10);
      // the first statement by keyboard (arrow keys move within its radio group), the rest by mouse
      if (p === 0) {
        await groups.nth(0).getByRole("radio").first().focus();
        await raterPage.keyboard.press("ArrowRight");
        expect(await groups.nth(0).getByRole("radio").nth(1).isChecked()).toBe(true);
      }
      for (let i = p === 0 ? 1 : 0; i < n; i++)
        await groups
          .nth(i)
          .getByText(i % 2 ? "Moderately Accurate" : "Very Accurate", { exact: true })
          .click();
      const next = raterPage.getByRole("button", { name: "Next" });
      if (p < 11) await next.click();
    }
    await raterPage
      .getByLabel(/strengths/i)
      .first()
      .fill("Pat: clear priorities");
    await raterPage
      .getByLabel(/strengths/i)
      .first()
      .blur();
    await raterPage.getByText("120 of 120 answered").first().waitFor();
    await screenshot(raterPage, "360-rater-before-submit", { fullPage: true });
    await raterPage.getByRole("button", { name: "Submit", exact: true }).click();
    await raterPage.getByText("Thank you: your feedback is submitted").waitFor();

    for (const [i, r] of raters.slice(1, 4).entries()) await rateByApi(await raterToken(r.email), i + 2, `${r.name.split(" ")[0]}: strength`);

    // a reminder goes to the one rater still to answer
    await page.reload();
    await main.getByRole("button", { name: "Send reminder" }).click();
    await page.getByText("Sent 1, skipped 0").waitFor();
    expect((await readMailbox(base)).some((m) => m.subject.startsWith("Reminder:") && JSON.stringify(m.to).includes(raters[4].email))).toBe(true);
    await rateByApi(await raterToken(raters[4].email), 9, "Eli: strength");

    // before closing, the subject sees only overall progress (all five finished): no counts per group, no raters they did not name
    const early = await subject.get<TComparison>(`/api/feedback360/projects/${projectId}/comparison`);
    expect(early.released).toBe(false);
    expect(early.traits).toEqual([]);
    expect(early).toMatchObject({ counts: null, groups: [], progress: { completed: 5, total: 5 } });
    expect((await subject.get<TProject>(`/api/feedback360/projects/${projectId}`)).raters).toEqual([]);

    // the admin closes the project
    await page.reload();
    await main.getByRole("button", { name: "Close project" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close project" }).click();
    await page.getByText("Project closed. The comparison is released.").waitFor();

    // the subject reads the comparison
    const subjectPage = await suite.watch(await signedInContext(suite.browser, base, subjectSession)).newPage();
    const list = await subject.get<TProjectList>("/api/feedback360/projects");
    expect(list.projects.map((p: { id: string }) => p.id)).toContain(projectId);
    await subjectPage.goto(`${base}/dashboard/360-review/${projectId}/comparison`);
    const sm = subjectPage.getByRole("main");
    await sm.getByRole("tab", { name: "Overview" }).waitFor();
    const c = await subject.get<TComparison>(`/api/feedback360/projects/${projectId}/comparison`);
    expect(c.groups.filter((g) => g.shown).map((g) => g.key)).toEqual(["manager", "others", "all"]);
    await sm.getByText("Merged into Others").first().waitFor();
    const gaps = await sm.getByRole("table", { name: "Self, all raters and the gap per trait" }).innerText();
    for (const t of c.traits) expect(gaps).toContain(t.gapLabel!);
    expect(await sm.innerText()).not.toContain("raters.example.org");
    await screenshot(subjectPage, "360-comparison-overview", { fullPage: true });
    await sm.getByRole("tab", { name: "Trait Analysis" }).click();
    await screenshot(subjectPage, "360-comparison-traits", { fullPage: true });
    await sm.getByRole("tab", { name: "Written Feedback" }).click();
    const feedback = await sm.innerText();
    for (const s of ["Pat: clear priorities", "Quinn: strength", "Dana: strength", "Eli: strength"]) expect(feedback).toContain(s);
    expect(feedback).toContain("Max: strength");
    expect(feedback).toMatch(/anonymi[sz]ed/i);
    await screenshot(subjectPage, "360-comparison-feedback", { fullPage: true });

    // the PDF from the page's button
    const download = subjectPage.waitForEvent("download");
    await sm.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^360-feedback-Jordan-Lindqvist-\d{4}-\d{2}-\d{2}\.pdf$/);
  });
});

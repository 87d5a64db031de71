import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TReportEnvelope, TWorkflow } from "../../src/contracts/reports.ts";
import { addSection, type SectionType, type TemplateSection } from "../../src/domain/reporting/templates.ts";
import { verifyWebhookSignature } from "../../src/domain/reporting/distribution.ts";
import { Api, apiSignIn, browserSuite, signedInContext } from "./api.ts";
import { DEMO_ADMIN, readMailbox, screenshot } from "./browser.ts";
import { reportWordsFor } from "../../src/server/i18n/report-words.ts";

/**
 * The done-when for reports, in Chromium: an admin generates a report from a template with the
 * organization's real data, edits it (and undoes and redoes the edit), comments on a section and drafts it on;
 * a manager reviews and approves it and publishes it; the report then arrives by email (with its PDF) in the
 * mailbox of the list subscribed to the template, and as a signed webhook.
 */
describe("reports", () => {
  // the webhook receiver below listens on 127.0.0.1: an on-premise setting lets the server deliver there
  const suite = browserSuite({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  const hits: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let receiver: Server;
  let hookUrl = "";
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        hits.push({ headers: req.headers, body });
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/reports`;
  });
  afterAll(async () => new Promise((r) => receiver?.close(r)));

  it("generates a report from real data, edits it, takes it through review and approval with a section comment, publishes and delivers it", async () => {
    const base = suite.server.baseURL;
    const admin = new Api(base, await apiSignIn(base, DEMO_ADMIN));
    const manager = new Api(base, await apiSignIn(base, "manager@demo.facetwise.test"));
    const org = (await admin.get<{ organization: { id: string } }>("/api/auth/me")).organization.id;
    const managerId = (await manager.get<{ user: { id: string } }>("/api/auth/me")).user.id;

    let sections: TemplateSection[] = [];
    (["executive_summary", "metrics_dashboard", "alerts_warnings", "text"] as SectionType[]).forEach((type, i) => (sections = addSection(sections, type, `s${i}`)));
    const template = await admin.call<{ id: string }>("POST", "/api/reports/templates", { organizationId: org, name: "Leadership weekly", templateType: "weekly", sections });
    // who receives it once published: a list with an email subscriber and a webhook, subscribed at once
    const list = await admin.call<{ distribution_list: { id: string }; webhook_secret: string }>("POST", "/api/reports/distribution", {
      action: "create_distribution_list",
      organizationId: org,
      name: "Board",
      distributionChannels: ["email", "webhook"],
      subscribers: ["board@example.com"],
      webhookUrl: hookUrl,
    });
    await admin.call("POST", "/api/reports/distribution", {
      action: "subscribe",
      organizationId: org,
      templateId: template.id,
      distributionListId: list.distribution_list.id,
      subscriptionType: "list",
      deliveryPreferences: { format: "pdf", frequency: "immediate" },
    });

    // the admin creates the report in the manager (seven days ending yesterday, generated from the data)
    const page = await suite.watch(await signedInContext(suite.browser, base, admin.session)).newPage();
    await page.goto(`${base}/dashboard/reports`);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "New Report" }).click();
    const create = page.getByRole("dialog", { name: "Create New Report" });
    await create.getByLabel("Template").selectOption(template.id);
    await create.getByLabel("Title").fill("Week in leadership");
    await create.getByRole("button", { name: "Create Report" }).click();
    await main
      .getByRole("link", { name: "View Week in leadership" })
      .or(main.getByRole("button", { name: "View Week in leadership" }))
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/reports\/view\//);
    const reportId = page.url().split("/view/")[1];
    const read = async () => (await admin.get<TReportEnvelope>(`/api/reports/${reportId}?organizationId=${org}`)).reportInstance;
    const made = await read();
    expect(made.generated_at).not.toBeNull();
    // the viewer shows the generated figures: the executive summary's narrative as the API has it
    const summary = Object.values(made.content.sections).find((s) => s.type === "executive_summary")!;
    await main.getByRole("heading", { name: "Week in leadership" }).waitFor();
    // (its second sentence, which names no dates: the browser writes those in the reader's locale)
    const narrative = summary.narrative!;
    const sentence = Array.isArray(narrative) ? reportWordsFor()(narrative[1]) : reportWordsFor()(narrative).slice(0, 60);
    await main.getByText(sentence, { exact: false }).waitFor();
    await screenshot(page, "report-viewer", { fullPage: true });

    // the editor: write the text section, undo and redo it, save (the version rises)
    await main.getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(/\/dashboard\/reports\/edit\//);
    await main.getByRole("button", { name: /^Text/ }).click();
    // the rich-text editor (TipTap): typed into, then left (edits commit on blur)
    const text = main.getByLabel("Section text");
    await text.click();
    await page.keyboard.type("The board meets on Thursday.");
    await main.getByRole("heading", { name: "Week in leadership" }).click();
    const save = main.getByRole("button", { name: "Save Changes" });
    expect(await save.isEnabled()).toBe(true);
    await main.getByRole("button", { name: "Undo", exact: true }).click();
    await expect.poll(async () => (await text.innerText()).trim()).toBe("");
    await main.getByRole("button", { name: "Redo", exact: true }).click();
    await expect.poll(async () => (await text.innerText()).trim()).toBe("The board meets on Thursday.");
    await save.click();
    await page.getByText("Changes saved").waitFor();
    const saved = await read();
    expect(saved.version).toBe(made.version + 1);
    const savedText = Object.values(saved.content.sections).find((s) => s.type === "text")!;
    expect(savedText).toMatchObject({ format: "html" });
    expect(savedText.content).toContain("The board meets on Thursday.");

    // the review goes to the manager; the admin comments on the executive summary and drafts the report on
    const workflow = () => admin.get<TWorkflow>(`/api/reports/workflow?reportId=${reportId}&organizationId=${org}`);
    const reviewStep = (await workflow()).workflow_steps.find((s) => s.step_type === "review")!;
    await admin.call("POST", "/api/reports/workflow", { action: "assign_step", reportId, organizationId: org, stepId: reviewStep.id, assigneeId: managerId, dueDate: null });
    await main.getByRole("button", { name: "Workflow" }).click();
    const wf = page.getByRole("dialog", { name: "Editorial Workflow" });
    await wf.getByRole("tab", { name: /Comments/ }).click();
    await wf.getByLabel("Comment", { exact: true }).fill("Say which teams drove the completion rate.");
    await wf.getByLabel("Section").selectOption({ label: summary.title });
    await wf.getByRole("button", { name: "Add Comment" }).click();
    await wf.getByText("Say which teams drove the completion rate.").waitFor();
    await wf.getByRole("tab", { name: /Workflow/ }).click();
    await wf.getByRole("button", { name: "Advance Draft" }).click();
    await wf.getByRole("button", { name: "Advance Draft" }).waitFor({ state: "detached" });
    expect((await read()).status).toBe("review");
    await screenshot(page, "report-workflow", { fullPage: true });
    const comment = (await workflow()).comments[0];
    expect(comment).toMatchObject({ section_id: summary.id, comment_type: "general", is_resolved: false });

    // the manager reviews, approves and publishes
    const mpage = await suite.watch(await signedInContext(suite.browser, base, manager.session)).newPage();
    await mpage.goto(`${base}/dashboard/reports/edit/${reportId}`);
    // the comment sits beside its section in the editor
    await mpage.getByRole("main").getByText("1 comment").first().waitFor();
    await mpage.getByRole("main").getByRole("button", { name: "Workflow" }).click();
    const mwf = mpage.getByRole("dialog", { name: "Editorial Workflow" });
    for (const step of ["Review", "Approval", "Publish"]) {
      await mwf.getByRole("button", { name: `Advance ${step}` }).click();
      await mwf.getByRole("button", { name: `Advance ${step}` }).waitFor({ state: "detached" });
    }
    const published = await read();
    expect(published.status).toBe("published");

    // delivered: the email with its PDF in the mailbox, and the webhook signed with the list's secret
    const deadline = Date.now() + 30_000;
    let mail: Awaited<ReturnType<typeof readMailbox>>[number] | undefined;
    while (Date.now() < deadline && (!mail || hits.length === 0)) {
      mail = (await readMailbox(base)).find((m) => (Array.isArray(m.to) ? m.to : [m.to]).includes("board@example.com") && m.subject.includes("Week in leadership"));
      if (!mail || hits.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail, "the report's email reached the list's subscriber").toBeDefined();
    expect(hits).toHaveLength(1);
    const hook = hits[0];
    expect(JSON.parse(hook.body)).toMatchObject({ report: { id: reportId, title: "Week in leadership", status: "published" } });
    const ok = verifyWebhookSignature((key, data) => createHmac("sha256", key).update(data).digest("hex"), {
      secret: list.webhook_secret,
      timestamp: hook.headers["x-facetwise-timestamp"] as string,
      signature: hook.headers["x-facetwise-signature"] as string,
      body: hook.body,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    expect(ok).toBe(true);
    const history = await admin.get<{ delivery_history: { delivery_channel: string; delivery_status: string; report: { id: string | null } }[] }>(
      `/api/reports/distribution?organizationId=${org}&type=history`,
    );
    const mine = history.delivery_history.filter((d) => d.report.id === reportId);
    expect(mine.map((d) => [d.delivery_channel, d.delivery_status]).sort()).toEqual([
      ["email", "delivered"],
      ["webhook", "delivered"],
    ]);
    await page.goto(`${base}/dashboard/reports/distribution`);
    await main.getByRole("tab", { name: "Delivery History" }).click();
    await main.getByText("board@example.com").waitFor();
    await screenshot(page, "report-delivery-history", { fullPage: true });
  });
});

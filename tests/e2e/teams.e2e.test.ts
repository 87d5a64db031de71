import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { answer, Api, apiSignIn, browserSuite, readResponse, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, mailboxIds, readMailbox, screenshot, uniqueEmail, waitForMagicLink } from "./browser.ts";

/**
 * Organizations that grow: inviting people (one or many) on the Users page, the invitation page an invitee lands
 * on, joining; then assigning with a due date, the assignee's bell and list, following assignments, reminders
 * (one per interval) and results once completed.
 */
describe("teams", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseURL;
  // The demo organization's admin (Avery Admin) invites and assigns: one session for the file.
  const demoSession = sessionCache(base);

  // Dates are worded in the browser's locale and timezone: the tests word them the same way.
  const LOCALE = "en-US";
  const TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = (d: Date) => d.toLocaleDateString(LOCALE, { day: "numeric", month: "short", year: "numeric" });

  async function contextFor(session?: string): Promise<BrowserContext> {
    const options = { locale: LOCALE, timezoneId: TIMEZONE };
    const context = session
      ? await signedInContext(suite.browser, base(), session, options)
      : await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light", ...options });
    return suite.watch(context);
  }
  const pageFor = async (session?: string): Promise<Page> => (await contextFor(session)).newPage();

  /** The newest invitation link emailed to `email` after `seen`, as a path on the test server. */
  async function waitForInvitationPath(email: string, seen: Set<string>): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      for (const m of await readMailbox(base())) {
        const to = Array.isArray(m.to) ? m.to.join(",") : m.to;
        if (seen.has(m.id) || !to.toLowerCase().includes(email.toLowerCase())) continue;
        const link = m.links.find((l) => l.includes("/invite/"));
        if (link) return new URL(link, base()).pathname;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No invitation for ${email} in the dev mailbox`);
  }

  interface Me {
    user: { id: string; name: string; email: string };
    organization: { id: string; name: string } | null;
  }

  /** The demo admin, and a new member who joined the demo organization by invitation (through the API). */
  async function organizationWithMember(): Promise<{ admin: Me & { session: string; api: Api }; member: Me & { session: string; api: Api } }> {
    const adminSession = await demoSession(DEMO_ADMIN);
    const adminApi = new Api(base(), adminSession);
    const adminMe = await adminApi.get<Me>("/api/auth/me");
    const email = uniqueEmail("member");
    const seen = await mailboxIds(base());
    const r = await fetch(`${base()}/api/organization/invitations`, {
      method: "POST",
      headers: { cookie: `facetwise.session_token=${adminSession}`, "content-type": "application/json", "idempotency-key": `setup-${email}` },
      body: JSON.stringify({ emails: [email], role: "user" }),
    });
    expect(r.status, await r.clone().text()).toBeLessThan(300);
    const path = await waitForInvitationPath(email, seen);
    const session = await apiSignIn(base(), email, true);
    const memberApi = new Api(base(), session);
    // New users with a live invitation join on sign-up; accepting again is harmless and switches the session.
    await memberApi.call("POST", `/api/invitations/${path.split("/").pop()}/accept`, {});
    const memberMe = await memberApi.get<Me>("/api/auth/me");
    expect(memberMe.organization?.id).toBe(adminMe.organization?.id);
    return { admin: { ...adminMe, session: adminSession, api: adminApi }, member: { ...memberMe, session, api: memberApi } };
  }

  it("an admin invites people; the invitee signs up from the emailed link, joins, and is listed", async () => {
    const session = await demoSession(DEMO_ADMIN);
    const me = await new Api(base(), session).get<Me>("/api/auth/me");
    const organization = me.organization!.name;
    const invitee = uniqueEmail("invitee");
    const other = uniqueEmail("other");

    const admin = await pageFor(session);
    await admin.goto(`${base()}/dashboard/users`);
    const main = admin.getByRole("main");
    await main.getByRole("heading", { name: "Pending invitations", exact: true }).waitFor();

    // Several people at once: a pasted list, with a bad address and someone already in.
    const seen = await mailboxIds(base());
    await main.getByRole("button", { name: "Invite people" }).click();
    const dialog = admin.getByRole("dialog", { name: "Invite people" });
    await dialog.getByText("Several people").click();
    const list = dialog.getByLabel("Email addresses");
    await list.fill(`${invitee}, not-an-address;\n${other}\n${me.user.email} ${invitee.toUpperCase()}`);
    await dialog.getByText("4 addresses · 1 repeat ignored · 1 doesn't look valid").waitFor();
    expect(await dialog.getByLabel("Role").locator("option").allInnerTexts()).toEqual(["User", "Analyst", "Manager", "Admin"]);
    await screenshot(admin, "teams-invite-dialog-light");
    await dialog.getByRole("button", { name: "Send 4 invitations" }).click();
    const results = dialog.getByRole("list", { name: "Invitation results" });
    await results.waitFor();
    const outcome = (email: string) => results.getByTestId("invite-result").filter({ hasText: email });
    expect(await outcome(invitee).innerText()).toContain("Invited");
    expect(await outcome(other).innerText()).toContain("Invited");
    expect(await outcome("not-an-address").innerText()).toContain("Not a valid address");
    expect(await outcome(me.user.email).innerText()).toContain("Already a member");
    await dialog.getByText("2 invited · 1 already a member · 1 not valid").waitFor();
    await screenshot(admin, "teams-invite-results-light");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => admin.getByRole("dialog").count()).toBe(0);

    // Both are pending, with who invited them (the admin: "You") and when they expire.
    const rows = main.getByRole("list", { name: `Pending invitations to ${organization}` }).getByTestId("invitation-row");
    const otherRow = rows.filter({ hasText: other });
    await otherRow.waitFor();
    await rows.filter({ hasText: invitee }).waitFor();
    expect(await otherRow.innerText()).toMatch(/User[\s\S]*You[\s\S]*Sent[\s\S]*Expires/);

    // Resend (a new link) and revoke (after confirming) the other one.
    const firstLinkOfOther = await waitForInvitationPath(other, seen);
    const beforeResend = await mailboxIds(base());
    await otherRow.getByRole("button", { name: `Resend the invitation to ${other}` }).click();
    await admin.getByText(`Invitation sent again to ${other}.`).waitFor();
    await otherRow.getByText(/\(2 times\)$/).waitFor();
    const newLinkOfOther = await waitForInvitationPath(other, beforeResend);
    expect(newLinkOfOther).not.toBe(firstLinkOfOther);
    await otherRow.getByRole("button", { name: `Revoke the invitation to ${other}` }).click();
    const confirm = admin.getByRole("dialog", { name: "Revoke this invitation?" });
    await confirm.getByText(`The link sent to ${other} will stop working.`, { exact: false }).waitFor();
    await screenshot(admin, "teams-revoke-confirm-light");
    await confirm.getByRole("button", { name: "Revoke invitation" }).click();
    await admin.getByText(`Invitation to ${other} revoked.`).waitFor();
    await expect.poll(() => otherRow.count()).toBe(0);
    await screenshot(admin, "teams-users-pending-light");

    // A revoked link says so; so does the one a resend replaced.
    const stranger = await pageFor();
    await stranger.goto(`${base()}${newLinkOfOther}`);
    await stranger.getByRole("heading", { name: "This invitation was revoked" }).waitFor();
    await screenshot(stranger, "teams-invite-revoked-light");
    await stranger.goto(`${base()}${firstLinkOfOther}`);
    await stranger.getByRole("heading", { name: "This invitation link can't be used" }).waitFor();

    // The admin opening the invitee's link is told it is for another address.
    const inviteePath = await waitForInvitationPath(invitee, seen);
    await admin.goto(`${base()}${inviteePath}`);
    await admin.getByRole("heading", { name: "This invitation is for another address" }).waitFor();
    await admin.getByText(`You're signed in as ${me.user.email}, but this invitation was sent to ${invitee}.`, { exact: false }).waitFor();
    await admin.getByRole("button", { name: "Sign out and continue" }).waitFor();
    await screenshot(admin, "teams-invite-other-account-light");

    // The invitee: the emailed link, a sign-in link to the invited address, back to the invitation, join.
    const page = await pageFor();
    await page.goto(`${base()}${inviteePath}`);
    await page.getByRole("heading", { name: `Join ${organization}` }).waitFor();
    await page.getByText(`${me.user.name} invited you to join ${organization} on Facetwise as a member.`).waitFor();
    const field = page.getByLabel("Email address");
    expect(await field.inputValue()).toBe(invitee);
    expect(await field.getAttribute("readonly")).not.toBeNull();
    await screenshot(page, "teams-invite-page-light");
    const beforeLink = await mailboxIds(base());
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("button", { name: "Magic link sent!" }).waitFor();
    await page.getByText(`Check ${invitee} for a link to sign in.`, { exact: false }).waitFor();
    await page.goto(await waitForMagicLink(base(), invitee, beforeLink));
    await page.waitForURL((url) => url.pathname === inviteePath);
    // Signing up with a live invitation joins at once ("Go to …"); otherwise Join is offered.
    const join = page.getByRole("button", { name: new RegExp(`^(Join|Go to) ${organization.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
    await join.waitFor();
    await screenshot(page, "teams-invite-signed-in-light");
    await join.click();
    await page.waitForURL(`${base()}/dashboard`);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    const joined = await page.evaluate(async () => ((await (await fetch("/api/auth/me")).json()) as { organization: { name: string } | null }).organization?.name);
    expect(joined).toBe(organization);

    // The admin's Users page lists them, and no invitation is pending any more.
    await admin.goto(`${base()}/dashboard/users`);
    await main
      .getByRole("table", { name: `Members of ${organization}` })
      .getByText(invitee)
      .first()
      .waitFor();
    await main.getByText("No pending invitations").waitFor();
    await screenshot(admin, "teams-users-after-join-light", { fullPage: true });
  });

  it("the admin assigns with a due date; the member is notified, reminded once per interval, and the results open once completed", async () => {
    const { admin, member } = await organizationWithMember();
    const adminPage = await pageFor(admin.session);
    const main = adminPage.getByRole("main");

    // Assign with a due date: the past is refused under the field, a week ahead is fine.
    await adminPage.goto(`${base()}/dashboard/assessments`);
    await main.getByRole("button", { name: "Assign to members: Executive", exact: true }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Assign Executive" });
    await dialog.getByRole("checkbox", { name: new RegExp(member.user.email) }).check();
    const due = dialog.getByLabel("Due date (optional)");
    const yesterday = new Date(Date.now() - 86_400_000);
    await due.fill(isoDay(yesterday));
    await dialog.getByRole("button", { name: "Assign to 1 member" }).click();
    await dialog.getByText("Choose today or a later date.").waitFor();
    expect(await due.getAttribute("aria-invalid")).toBe("true");
    await screenshot(adminPage, "teams-assign-due-error-light");
    const dueDay = new Date(Date.now() + 7 * 86_400_000);
    await due.fill(isoDay(dueDay));
    expect(await dialog.getByText("Choose today or a later date.").count()).toBe(0);
    await dialog.getByRole("button", { name: "Assign to 1 member" }).click();
    await adminPage.getByText("Executive assigned to 1 member.").waitFor();
    await expect.poll(() => adminPage.getByRole("dialog").count()).toBe(0);

    // Assigning again does not assign twice, and says so.
    await main.getByRole("button", { name: "Assign to members: Executive", exact: true }).click();
    await dialog.getByRole("checkbox", { name: new RegExp(member.user.email) }).check();
    await dialog.getByRole("button", { name: "Assign to 1 member" }).click();
    await adminPage.getByText("Nobody new was assigned: the member you picked already has Executive open.").waitFor();

    // The member: the bell, the notification (with the due date), and the list with who assigned it and when it is due.
    const page = await pageFor(member.session);
    await page.goto(`${base()}/dashboard`);
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor();
    expect(await page.getByTestId("notification-badge").innerText()).toBe("1");
    await bell.click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    const item = popover.getByTestId("notification").first();
    await item.getByText(`${admin.user.name} assigned you the Executive assessment`).waitFor();
    await item.getByText(`Due ${day(dueDay)}`).waitFor();
    await screenshot(page, "teams-bell-light");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog", { name: "Notifications" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Notifications, 1 unread" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await bell.click();
    await item.click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard/assessments/start/"));
    await page.getByRole("button", { name: "Notifications" }).waitFor();
    expect(await page.getByTestId("notification-badge").count()).toBe(0);

    await page.goto(`${base()}/dashboard/assessments`);
    const row = page.getByRole("main").getByTestId("assessment-row").filter({ hasText: "Executive assessment" });
    await row.waitFor();
    expect(await row.innerText()).toMatch(new RegExp(`Assigned by ${admin.user.name} on [\\s\\S]*Due ${day(dueDay)}[\\s\\S]*Not started`));
    await screenshot(page, "teams-assignee-list-light");

    // The admin follows it: not started, due in a week; a reminder, then the next one has to wait.
    await adminPage.goto(`${base()}/dashboard/assignments`);
    await adminPage.getByRole("heading", { level: 1, name: "Assignments" }).waitFor();
    const assignment = main.getByTestId("assignment-row").filter({ hasText: member.user.email });
    await assignment.waitFor();
    expect(await assignment.innerText()).toMatch(new RegExp(`Executive assessment[\\s\\S]*Not started[\\s\\S]*Due[\\s\\S]*${day(dueDay)}[\\s\\S]*No reminder sent yet`));
    // The type's time estimate, as its type card shows it (the same GET /api/assessment-types answer).
    const { types } = await admin.api.get<{ types: { id: string; estimatedMinutes: number }[] }>("/api/assessment-types");
    const executive = types.find((t) => t.id === "executive");
    expect(executive).toBeDefined();
    expect(await assignment.getByTestId("assignment-estimate").innerText()).toContain(`about ${executive?.estimatedMinutes} min`);
    const remind = assignment.getByRole("button", { name: `Send reminder to ${member.user.name || member.user.email} about the Executive assessment` });
    await remind.click();
    await adminPage.getByText(`Reminder sent to ${member.user.name || member.user.email}.`).waitFor();
    await assignment.getByText(/^Next possible /).waitFor();
    await assignment.getByText(/^Reminded /).waitFor();
    expect(await remind.isDisabled()).toBe(true);
    await screenshot(adminPage, "teams-assignments-reminded-light");

    // A second reminder is refused by the server too, with the next time; the page shows it after a reload.
    const assessments = await member.api.get<{ assessments: Array<{ id: string; typeId: string; status: string }> }>("/api/assessments");
    const assessmentId = assessments.assessments.find((a) => a.typeId === "executive")!.id;
    const refused = await admin.api.call<{ code: string; details: { nextReminderAt: string } }>("POST", `/api/assignments/${assessmentId}/reminders`, {}, [429]);
    expect(refused.code).toBe("RATE_LIMITED");
    expect(Date.parse(refused.details.nextReminderAt)).toBeGreaterThan(Date.now());
    await adminPage.reload();
    await assignment.getByText(/^Next possible /).waitFor();
    expect(await remind.isDisabled()).toBe(true);

    // The member hears about the reminder.
    await page.goto(`${base()}/dashboard`);
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await popover.getByText(`${admin.user.name} sent you a reminder about the Executive assessment`).waitFor();
    await page.keyboard.press("Escape");

    // Completed (through the API): the admin sees it, and its results.
    const { responseId } = await member.api.call<{ responseId: string }>("POST", `/api/assessments/${assessmentId}/start`, { consent: true });
    const session = await readResponse(member.api, responseId);
    await answer(member.api, session, 0, session.items.length);
    await member.api.call("POST", `/api/responses/${responseId}/submit`, {});

    await adminPage.reload();
    await assignment.getByText("Completed", { exact: true }).waitFor();
    const results = assignment.getByRole("link", { name: `View ${member.user.name || member.user.email}'s results for the Executive assessment` });
    expect(await results.getAttribute("href")).toBe(`/dashboard/assessments/${responseId}/results`);
    expect(await assignment.getByRole("button", { name: /reminder/ }).count()).toBe(0);
    await screenshot(adminPage, "teams-assignments-completed-light");
    // Filters: assigned by me (the admin assigned it), then by status.
    await main.getByLabel("Assigned by").selectOption("mine");
    await adminPage.waitForURL((url) => url.searchParams.get("scope") === "mine");
    await assignment.waitFor();
    await main.getByLabel("Status").selectOption("not_started");
    await main.getByText("No assignments match").waitFor();
    await main.getByLabel("Status").selectOption("completed");
    await assignment.waitFor();
    await results.click();
    await adminPage.waitForURL(`${base()}/dashboard/assessments/${responseId}/results`);
    await adminPage.getByRole("main").getByTestId("results").waitFor();
  });

  it("a member without the right to assign does not see Assignments, and the page says so", async () => {
    const { member } = await organizationWithMember();
    const page = await pageFor(member.session);
    await page.goto(`${base()}/dashboard/assignments`);
    await page.getByText("Only managers and admins follow assignments").waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assignments" }).count()).toBe(0);
    await page.goto(`${base()}/dashboard/users`);
    await page.getByRole("heading", { name: "Members" }).waitFor();
    expect(await page.getByRole("button", { name: "Invite people" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Pending invitations", exact: true }).count()).toBe(0);
  });
});

/** "2025-03-17" for a date input (the local day). */
function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

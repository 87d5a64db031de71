import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Api, browserSuite, phoneContext, ScriptErrors, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, launchBrowser, screenshot } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

const DEMO_MEMBERS = [
  { name: "Avery Admin", email: "admin@demo.facetwise.test" },
  { name: "Jordan Lindqvist", email: "jordan@demo.facetwise.test" },
  { name: "Morgan Manager", email: "manager@demo.facetwise.test" },
  { name: "Riley Chen", email: "riley@demo.facetwise.test" },
  { name: "Sam Okafor", email: "sam@demo.facetwise.test" },
];

interface ApiMember {
  userId: string;
  email: string;
  role: string;
  policies: { changeRole: boolean };
}

/** The demo organization's roles as seeded, which every test here starts from and returns to. */
const SEEDED_ROLES: Record<string, string> = { "admin@demo.facetwise.test": "admin", "manager@demo.facetwise.test": "manager" };

/**
 * Users › All: the organization's members, the filter, and role changes with undo (admin) or read-only
 * (user). Every test opens its own browser context with a shared demo session; roles go back to the
 * seeded ones after each test.
 */
describe("users", () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let context: BrowserContext;
  const errors = new ScriptErrors();
  const contexts: BrowserContext[] = [];
  const demoSession = sessionCache(() => server.baseURL);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    context = await newContext(await demoSession(DEMO_ADMIN));
    page = await context.newPage();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await restoreSeededRoles(await demoSession(DEMO_ADMIN));
    expect(errors.take(), "script errors").toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A new desktop context signed in with `session` (or a phone), watched for script errors. */
  async function newContext(session: string, phone = false): Promise<BrowserContext> {
    const c = errors.watchContext(phone ? await phoneContext(browser, server.baseURL, session) : await signedInContext(browser, server.baseURL, session));
    contexts.push(c);
    return c;
  }

  /** Puts every demo member's role back to the seeded one, through the API as `adminSession`. */
  async function restoreSeededRoles(adminSession: string): Promise<void> {
    const api = new Api(server.baseURL, adminSession);
    const { members } = await api.get<{ members: ApiMember[] }>("/api/organization/members");
    for (const m of members) {
      const seeded = SEEDED_ROLES[m.email] ?? "user";
      if (m.role !== seeded) await api.call("PATCH", `/api/organization/members/${m.userId}`, { role: seeded });
    }
  }

  /** The list request, whatever its page, search and order. */
  const membersList = (url: URL) => url.pathname === "/api/organization/members";
  const main = () => page.getByRole("main");
  const table = () => main().getByRole("table", { name: "Members of Demo Organization" });
  const bodyRows = () => table().locator("tbody tr");
  const roleSelect = (name: string) => main().getByRole("combobox", { name: `Role for ${name}` });
  const toast = () => page.getByTestId("role-change-toast");

  /** The members as the API sees them, with the session of `ctx` (the admin's page by default). */
  async function apiMembers(ctx: BrowserContext = context): Promise<ApiMember[]> {
    const response = await ctx.request.get(`${server.baseURL}/api/organization/members`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { members: ApiMember[] }).members;
  }
  async function apiRole(email: string): Promise<string | undefined> {
    return (await apiMembers()).find((m) => m.email === email)?.role;
  }

  it("lists the five demo members with their role and joined date", async () => {
    await page.goto(`${server.baseURL}/dashboard/users`);
    await page.getByRole("heading", { level: 1, name: "Users", exact: true }).waitFor();
    await table().waitFor();
    expect(await bodyRows().count()).toBe(5);
    const names = await table().locator("tbody th").allInnerTexts();
    DEMO_MEMBERS.forEach((m, i) => {
      expect(names[i]).toContain(m.name);
      expect(names[i]).toContain(m.email);
    });
    await main().getByText("5 members in Demo Organization").waitFor();
    // The admin may change every role but their own: they are the last admin (the server's policies say so).
    for (const m of DEMO_MEMBERS) expect(await roleSelect(m.name).count()).toBe(m.name === "Avery Admin" ? 0 : 1);
    expect(await roleSelect("Riley Chen").inputValue()).toBe("user");
    // a plain user may be made analyst, manager or admin
    expect(await roleSelect("Riley Chen").locator("option").allInnerTexts()).toEqual(["Admin", "Manager", "Analyst", "User"]);
    expect(await table().locator("tbody time").count()).toBe(5);
    expect(await table().locator("tbody time").first().getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await screenshot(page, "users-light");

    // /dashboard/users/all is the same page under its own heading.
    await page.goto(`${server.baseURL}/dashboard/users/all`);
    await page.getByRole("heading", { level: 1, name: "All users", exact: true }).waitFor();
    await table().waitFor();
    expect(await bodyRows().count()).toBe(5);
  });

  it("shows a skeleton while loading, and an error with Retry when the list cannot be read", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(membersList, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseURL}/dashboard/users`);
    await main().getByRole("status").getByText("Loading members…").waitFor();
    await screenshot(page, "users-loading-light");
    release();
    await table().waitFor();
    await page.unroute(membersList);

    const failing = (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ code: "SERVICE_UNAVAILABLE", message: "The database is not answering", details: null, statusCode: 503, timestamp: new Date().toISOString() }),
      });
    await page.route(membersList, failing);
    await page.reload();
    const alert = main().getByRole("alert");
    await alert.getByText("The database is not answering").waitFor();
    expect(await alert.innerText()).toContain("Couldn't load the members");
    await screenshot(page, "users-load-error-light");
    await page.unroute(membersList, failing);
    await alert.getByRole("button", { name: "Retry" }).click();
    await table().waitFor();
    expect(await bodyRows().count()).toBe(5);
  });

  it("filters by name or email, keeps the filter in the address, and says when nothing matches", async () => {
    await page.goto(`${server.baseURL}/dashboard/users`);
    await main().getByText("Showing 1–5 of 5").waitFor();
    const filter = main().getByRole("searchbox", { name: "Filter members" });
    await filter.fill("RILEY");
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await bodyRows().first().innerText()).toContain("Riley Chen");
    await main().getByText("1 member in Demo Organization matches “RILEY”").waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("RILEY");

    await filter.fill("facetwise.test");
    await expect.poll(() => bodyRows().count()).toBe(5);

    await filter.fill("nobody at all");
    await main().getByText("No members match “nobody at all”").waitFor();
    await main().getByRole("button", { name: "Clear filter" }).click();
    await expect.poll(() => bodyRows().count()).toBe(5);
    expect(await filter.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.has("q")).toBe(false);
  });

  it("changes Riley to Manager, shows a toast with Undo, and Undo puts the role back", async () => {
    await page.goto(`${server.baseURL}/dashboard/users`);
    await roleSelect("Riley Chen").selectOption("manager");
    await toast().getByText("Role changed to Manager").waitFor();
    expect(await toast().innerText()).toContain("Riley Chen");
    await expect.poll(() => apiRole("riley@demo.facetwise.test")).toBe("manager");
    expect(await roleSelect("Riley Chen").inputValue()).toBe("manager");
    await screenshot(page, "users-toast-light");

    await toast().getByRole("button", { name: "Undo" }).click();
    // Focus goes back to the select the change came from.
    expect(await roleSelect("Riley Chen").evaluate((el) => el === document.activeElement)).toBe(true);
    await toast().getByText("Role changed back to User").waitFor();
    expect(await toast().getByRole("button", { name: "Undo" }).count()).toBe(0);
    expect(await roleSelect("Riley Chen").inputValue()).toBe("user");
    await expect.poll(() => apiRole("riley@demo.facetwise.test")).toBe("user");
    await toast().getByRole("button", { name: "Dismiss" }).click();
    expect(await toast().count()).toBe(0);
  });

  it("the role select works from the keyboard", async () => {
    await page.goto(`${server.baseURL}/dashboard/users`);
    await roleSelect("Jordan Lindqvist").focus();
    await page.keyboard.press("ArrowDown"); // User → (end of list): stays User
    await page.keyboard.press("ArrowUp"); // → Analyst
    await toast().getByText("Role changed to Analyst").waitFor();
    await expect.poll(() => apiRole("jordan@demo.facetwise.test")).toBe("analyst");
    // Tab reaches the toast's Undo (it comes right after the table in the page), and Enter presses it.
    const undoFocused = () =>
      toast()
        .getByRole("button", { name: "Undo" })
        .evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 10 && !(await undoFocused()); i++) await page.keyboard.press("Tab");
    expect(await undoFocused()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => apiRole("jordan@demo.facetwise.test")).toBe("user");
    expect(await roleSelect("Jordan Lindqvist").inputValue()).toBe("user");
  });

  it("a refused change rolls back and shows the server's message", async () => {
    await page.goto(`${server.baseURL}/dashboard/users`);
    // The server refuses (e.g. someone else changed the organization meanwhile): answer the PATCH with its 409.
    await page.route("**/api/organization/members/*", async (route) => {
      if (route.request().method() !== "PATCH") return route.fallback();
      await route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ code: "CONFLICT", message: "An organization must keep at least one admin", statusCode: 409, timestamp: new Date().toISOString() }),
      });
    });
    try {
      await roleSelect("Riley Chen").selectOption("manager");
      const alert = main().getByRole("alert");
      await alert.getByText("An organization must keep at least one admin").waitFor();
      expect(await alert.innerText()).toContain("Couldn't change Riley Chen's role.");
      await expect.poll(() => roleSelect("Riley Chen").inputValue()).toBe("user");
      expect(await apiRole("riley@demo.facetwise.test")).toBe("user");
      expect(await toast().count()).toBe(0);
      await screenshot(page, "users-error-light");
      await main().getByRole("button", { name: "Dismiss error" }).click();
      expect(await main().getByRole("alert").count()).toBe(0);
    } finally {
      await page.unroute("**/api/organization/members/*");
    }
  });

  it("in the dark theme", async () => {
    await page.goto(`${server.baseURL}/dashboard/users`);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await table().waitFor();
    await screenshot(page, "users-dark");
    await roleSelect("Riley Chen").selectOption("manager");
    await toast().getByText("Role changed to Manager").waitFor();
    await screenshot(page, "users-toast-dark");
    await toast().getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => apiRole("riley@demo.facetwise.test")).toBe("user");
  });

  it("on a phone the members are cards with the same controls", async () => {
    const phone = await newContext(await demoSession(DEMO_ADMIN), true);
    const p = await phone.newPage();
    await p.goto(`${server.baseURL}/dashboard/users`);
    const list = p.getByRole("list", { name: "Members of Demo Organization" });
    await list.waitFor();
    expect(await list.getByRole("listitem").count()).toBe(5);
    expect(await p.getByRole("table").count()).toBe(0);
    // Nothing sticks out sideways.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.getByRole("combobox", { name: "Role for Riley Chen" }).waitFor();
    await screenshot(p, "users-phone");
    await p.getByRole("combobox", { name: "Role for Riley Chen" }).selectOption("manager");
    await p.getByTestId("role-change-toast").getByText("Role changed to Manager").waitFor();
    await screenshot(p, "users-phone-toast");
    await p.getByTestId("role-change-toast").getByRole("button", { name: "Undo" }).tap();
    await expect.poll(() => apiRole("riley@demo.facetwise.test")).toBe("user");

    // Cards have no column headers: a select orders them, on the server.
    await p.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name, Z to A" });
    await expect.poll(() => list.getByRole("listitem").first().innerText()).toContain("Sam Okafor");
    expect(new URL(p.url()).searchParams.get("dir")).toBe("desc");
    await p.getByText("Showing 1–5 of 5").waitFor();
  });

  it("a user sees the members but no role controls", async () => {
    const userContext = await newContext(await demoSession("sam@demo.facetwise.test"));
    const p = await userContext.newPage();
    await p.goto(`${server.baseURL}/dashboard/users`);
    const userTable = p.getByRole("main").getByRole("table", { name: "Members of Demo Organization" });
    await userTable.waitFor();
    expect(await userTable.locator("tbody tr").count()).toBe(5);
    expect(await p.getByRole("main").getByRole("combobox").count()).toBe(0);
    expect(await userTable.locator("tbody tr", { hasText: "Riley Chen" }).innerText()).toContain("User");
    expect((await apiMembers(userContext)).every((m) => !m.policies.changeRole)).toBe(true);
    await screenshot(p, "users-readonly-light");
  });

  it("changing your own role re-reads your permissions", async () => {
    try {
      await page.goto(`${server.baseURL}/dashboard/users`);
      // A second admin first, so the first may step down.
      await roleSelect("Morgan Manager").selectOption("admin");
      await expect.poll(() => apiRole("manager@demo.facetwise.test")).toBe("admin");
      // now that there are two admins, Avery may step down (the re-read list offers the select)
      await expect.poll(() => roleSelect("Avery Admin").count()).toBe(1);
      await roleSelect("Avery Admin").selectOption("manager");
      await toast().getByText("Role changed to Manager").waitFor();
      const me = await context.request.get(`${server.baseURL}/api/auth/me`);
      expect(((await me.json()) as { role: string }).role).toBe("manager");
      // The list is re-read with the new policies: a manager may not change an admin's role.
      await expect.poll(() => roleSelect("Morgan Manager").count()).toBe(0);
      expect(await roleSelect("Riley Chen").count()).toBe(1);
      // The app's own idea of the session follows (the overview greets a Manager).
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview", exact: true }).click();
      await page.getByText("You're signed in to Demo Organization as Manager", { exact: false }).waitFor();
    } finally {
      // Avery is an admin again only by another admin's hand: Morgan's (the seeded roles follow in afterEach).
      const morgan = new Api(server.baseURL, await demoSession("manager@demo.facetwise.test"));
      const { members } = await morgan.get<{ members: ApiMember[] }>("/api/organization/members");
      const avery = members.find((m) => m.email === DEMO_ADMIN);
      if (avery && avery.role !== "admin") await morgan.call("PATCH", `/api/organization/members/${avery.userId}`, { role: "admin" });
    }
  });
});

/**
 * Users › All with more members than a page holds: the demo organization plus 20 simulated respondents (25
 * members, three pages of 10). The server pages, searches and sorts; the rows on screen are checked against its
 * answer for the same page, since the simulated names are not known in advance.
 */
describe("users, ten to a page", () => {
  const suite = browserSuite({ FACETWISE_SEED_RESPONDENTS: "20" });
  const demoSession = sessionCache(() => suite.server.baseURL);
  let page: Page;

  beforeEach(async () => {
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, await demoSession(DEMO_ADMIN)));
    page = await context.newPage();
  });

  const main = () => page.getByRole("main");
  const table = () => main().getByRole("table", { name: "Members of Demo Organization" });
  const rowNames = () => table().locator("tbody th").allInnerTexts();
  const pager = () => main().getByRole("navigation", { name: "Pages of members" });
  const header = (name: string) => table().getByRole("columnheader", { name });
  const search = () => new URL(page.url()).searchParams;

  /** The names of one page as the server gives it to the admin. */
  async function serverPage(query: string): Promise<string[]> {
    const api = new Api(suite.server.baseURL, await demoSession(DEMO_ADMIN));
    const body = await api.get<{ members: { name: string }[]; total: number }>(`/api/organization/members?${query}`);
    return body.members.map((m) => m.name);
  }
  /** Each row header reads: initials (the avatar), name, then email. */
  const namesOf = async () => (await rowNames()).map((text) => text.split("\n")[1].trim());

  it("shows 10 members at a time, and Next and Previous move through the pages", async () => {
    await page.goto(`${suite.server.baseURL}/dashboard/users`);
    await pager().getByText("Showing 1–10 of 25").waitFor();
    expect(await namesOf()).toEqual(await serverPage("page=1&pageSize=10&sort=name&dir=asc"));
    await main().getByText("25 members in Demo Organization").waitFor();
    expect(await pager().getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe("true");

    await pager().getByRole("button", { name: "Next" }).click();
    await pager().getByText("Showing 11–20 of 25").waitFor();
    expect(search().get("page")).toBe("2");
    await expect.poll(namesOf).toEqual(await serverPage("page=2&pageSize=10&sort=name&dir=asc"));

    // From the keyboard: Next is still focused on the last page (it is aria-disabled, not disabled).
    await pager().getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await pager().getByText("Showing 21–25 of 25").waitFor();
    expect(await table().locator("tbody tr").count()).toBe(5);
    expect(await pager().getByRole("button", { name: "Next" }).getAttribute("aria-disabled")).toBe("true");
    expect(
      await pager()
        .getByRole("button", { name: "Next" })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press("Enter");
    expect(search().get("page")).toBe("3");
    await screenshot(page, "users-paged-light");

    await pager().getByRole("button", { name: "Previous" }).click();
    await pager().getByText("Showing 11–20 of 25").waitFor();
    // The page is in the address: a reload stays on it.
    await page.reload();
    await pager().getByText("Showing 11–20 of 25").waitFor();
  });

  it("searches on the server, once typing rests, from page 1", async () => {
    // The page's clock is ours: typing rests only when the test says so.
    await page.clock.install();
    await page.goto(`${suite.server.baseURL}/dashboard/users?page=2`);
    await pager().getByText("Showing 11–20 of 25").waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/organization/members") asked.push(url.searchParams.get("q") ?? "");
    });
    const box = main().getByRole("searchbox", { name: "Filter members" });
    await box.pressSequentially("facetwise.test");
    expect(await box.inputValue()).toBe("facetwise.test");
    await page.clock.runFor(200);
    expect(asked).toEqual([]);
    await page.clock.runFor(100);
    // time flows again (the page's own timers, the query cache's among them, go on)
    await page.clock.resume();
    await pager().getByText("Showing 1–5 of 5").waitFor();
    // one request for the whole word, back on page 1, the search in the address
    expect(asked).toEqual(["facetwise.test"]);
    expect(search().get("q")).toBe("facetwise.test");
    expect(search().has("page")).toBe(false);
    expect(await namesOf()).toEqual(DEMO_MEMBERS.map((m) => m.name));
    await main().getByText("5 members in Demo Organization match “facetwise.test”").waitFor();
  });

  it("sorts by name from the column header, turning around on a second press", async () => {
    await page.goto(`${suite.server.baseURL}/dashboard/users`);
    await pager().getByText("Showing 1–10 of 25").waitFor();
    expect(await header("Member").getAttribute("aria-sort")).toBe("ascending");
    expect(await header("Joined").getAttribute("aria-sort")).toBeNull();

    await header("Member").getByRole("button").click();
    await expect.poll(() => header("Member").getAttribute("aria-sort")).toBe("descending");
    expect(search().get("dir")).toBe("desc");
    await expect.poll(namesOf).toEqual(await serverPage("page=1&pageSize=10&sort=name&dir=desc"));

    await header("Member").getByRole("button").press("Enter");
    await expect.poll(() => header("Member").getAttribute("aria-sort")).toBe("ascending");
    await expect.poll(namesOf).toEqual(await serverPage("page=1&pageSize=10&sort=name&dir=asc"));

    await header("Joined").getByRole("button").click();
    await expect.poll(() => header("Joined").getAttribute("aria-sort")).toBe("ascending");
    expect(await header("Member").getAttribute("aria-sort")).toBeNull();
  });

  it("a role change re-reads the page: sorted by role, the member moves to where the new role sorts", async () => {
    await page.goto(`${suite.server.baseURL}/dashboard/users?sort=role`);
    await pager().getByText("Showing 1–10 of 25").waitFor();
    // admin, manager, then users (role order A to Z: admin, analyst, manager, user)
    const before = await namesOf();
    expect(before.slice(0, 2)).toEqual(["Avery Admin", "Morgan Manager"]);
    const last = before[9];
    await main()
      .getByRole("combobox", { name: `Role for ${last}` })
      .selectOption("analyst");
    const toast = page.getByTestId("role-change-toast");
    await toast.getByText("Role changed to Analyst").waitFor();
    await expect.poll(async () => (await namesOf()).slice(0, 3)).toEqual(["Avery Admin", last, "Morgan Manager"]);

    // Undo still works, and the member goes back among the users.
    await toast.getByRole("button", { name: "Undo" }).click();
    await toast.getByText("Role changed back to User").waitFor();
    await expect.poll(async () => (await namesOf()).slice(0, 2)).toEqual(["Avery Admin", "Morgan Manager"]);
    expect(
      await main()
        .getByRole("combobox", { name: `Role for ${last}` })
        .inputValue(),
    ).toBe("user");
  });
});

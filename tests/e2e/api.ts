/**
 * State for browser tests made through the HTTP API rather than the UI, so each test builds what it needs
 * in milliseconds and can run alone: sessions (a signed-in browser context without the sign-in pages),
 * new users, assessments answered and submitted, and a watcher for script errors.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startServer, type TestServer } from "./server.ts";
import type { TResponseSession } from "../../src/contracts/assessments.ts";
import { launchBrowser, mailboxIds, uniqueEmail, waitForMagicLink } from "./browser.ts";

const SESSION_COOKIE = "facetwise.session_token";

/**
 * Signs in (or, with createUser, signs up) by magic link over plain HTTP: request the link, read it from
 * the dev mailbox, open it. Returns the session cookie's value as the server set it. Each call is one
 * magic link: the server allows 5 per address and 30 per client address per 15 minutes.
 */
export async function apiSignIn(baseURL: string, email: string, createUser = false): Promise<string> {
  const seen = await mailboxIds(baseURL);
  const r = await fetch(`${baseURL}/api/auth/magic-link`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, createUser }) });
  if (r.status !== 200) throw new Error(`magic link for ${email}: ${r.status} ${await r.text()}`);
  const link = await waitForMagicLink(baseURL, email, seen);
  const v = await fetch(link, { redirect: "manual" });
  const pair = v.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) && c.length > SESSION_COOKIE.length + 1);
  if (!pair) throw new Error(`opening the magic link for ${email} set no session (${v.status} ${v.headers.get("location")})`);
  return pair.slice(SESSION_COOKIE.length + 1);
}

/**
 * One session per address for the whole file, made on first use: tests that only need someone signed in
 * share it, which keeps the sign-ins under the magic-link limits. A test that signs out or changes its
 * own role makes a session of its own with apiSignIn.
 */
export function sessionCache(baseURL: () => string): (email: string) => Promise<string> {
  const sessions = new Map<string, Promise<string>>();
  return (email) => {
    let s = sessions.get(email);
    if (!s) {
      s = apiSignIn(baseURL(), email);
      sessions.set(email, s);
      s.catch(() => sessions.delete(email));
    }
    return s;
  };
}

/** A new browser context (desktop 1280×800, light, unless options say otherwise) signed in with `session`. */
export async function signedInContext(browser: Browser, baseURL: string, session: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light", ...options });
  await context.addCookies([{ name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

/** A phone-sized touch context (390×844), signed in when given a session. */
export function phoneContext(browser: Browser, baseURL: string, session?: string): Promise<BrowserContext> {
  const options: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  return session ? signedInContext(browser, baseURL, session, options) : browser.newContext(options);
}

/** JSON over HTTP as one signed-in person (the session cookie). Throws on an unexpected status. */
export class Api {
  constructor(
    readonly baseURL: string,
    readonly session: string,
  ) {}

  async call<T>(method: string, path: string, body?: unknown, expected = [200, 201, 204]): Promise<T> {
    const r = await fetch(`${this.baseURL}${path}`, {
      method,
      headers: { cookie: `${SESSION_COOKIE}=${this.session}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!expected.includes(r.status)) throw new Error(`${method} ${path}: ${r.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>("GET", path);
  }
}

/** A new person with an organization of their own (they are its admin), signed up through the API. */
export async function newUser(baseURL: string, prefix = "taker"): Promise<{ email: string; session: string; api: Api }> {
  const email = uniqueEmail(prefix);
  const session = await apiSignIn(baseURL, email, true);
  return { email, session, api: new Api(baseURL, session) };
}

type Item = TResponseSession["items"][number];

/** A valid answer for any item (deterministic, varied by position). */
export function answerFor(item: Item, k: number): unknown {
  const input = item.input;
  switch (input.type) {
    case "likert":
      return 1 + ((k * 7 + 3) % 5);
    case "scale":
      return input.min + ((k * 3) % (input.max - input.min + 1));
    case "text":
      return `Answer number ${k}.`;
    case "ranking":
      return input.items.map((it, i) => ({ item: it, rank: i + 1 }));
    default:
      return input.options[k % input.options.length].value;
  }
}

/** Creates an assessment of `typeId` for the caller and opens a response; returns its session (items and answers). */
export async function startAssessment(api: Api, typeId: string, respondent?: { sex?: string; age?: number }): Promise<TResponseSession> {
  const created = await api.call<{ id: string }>("POST", "/api/assessments", { typeId });
  const { responseId } = await api.call<{ responseId: string }>("POST", `/api/assessments/${created.id}/start`, respondent ? { respondent, consent: true } : { consent: true });
  return readResponse(api, responseId);
}

/** GET /api/responses/:id. */
export function readResponse(api: Api, responseId: string): Promise<TResponseSession> {
  return api.get<TResponseSession>(`/api/responses/${responseId}`);
}

/** Saves answers for items [from, to) of a response. */
export async function answer(api: Api, s: TResponseSession, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    await api.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(s.items[i].id)}`, { value: answerFor(s.items[i], i), timeMs: 4200 });
  }
}

/** A completed response of `typeId`: started, every item answered, submitted. Returns the response id. */
export async function completedAssessment(api: Api, typeId: string, respondent?: { sex?: string; age?: number }): Promise<string> {
  const s = await startAssessment(api, typeId, respondent);
  await answer(api, s, 0, s.items.length);
  await api.call("POST", `/api/responses/${s.id}/submit`, {});
  return s.id;
}

/**
 * Collects script errors and console errors (CSP violations among them) of the pages given to it.
 * Refused requests (a 401 before sign-in, an expected 404) are logged by Chromium as failed resources:
 * expected, so not collected.
 */
export class ScriptErrors {
  private seen: string[] = [];

  watch(page: Page): Page {
    page.on("pageerror", (error) => this.seen.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) this.seen.push(`console: ${message.text()}`);
    });
    return page;
  }

  /** Watches every page the context opens from now on. */
  watchContext(context: BrowserContext): BrowserContext {
    context.on("page", (page) => this.watch(page));
    return context;
  }

  /** The errors collected since the last call (and forgets them). */
  take(): string[] {
    const out = this.seen;
    this.seen = [];
    return out;
  }
}

/**
 * One server (with `env`) and one browser for a test file, registered on vitest's hooks: every context made
 * through `watch` is checked for script errors and closed after each test, and both are closed at the end.
 */
export function browserSuite(env: Record<string, string> = {}) {
  const errors = new ScriptErrors();
  const contexts: BrowserContext[] = [];
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    expect(errors.take(), "script errors").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server(): TestServer {
      if (!server) throw new Error("the server starts in beforeAll");
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error("the browser starts in beforeAll");
      return browser;
    },
    /** Watches a context for script errors and closes it after the test. */
    watch(context: BrowserContext): BrowserContext {
      contexts.push(errors.watchContext(context));
      return context;
    },
  };
}

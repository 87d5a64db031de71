import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Launches the system Chromium headless with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
  });
}

export const DEMO_ADMIN = "admin@demo.facetwise.test";
const VERIFY_PATH = "/api/auth/magic-link/verify";

interface MailboxMessage {
  id: string;
  to: string | string[];
  subject: string;
  links: string[];
  createdAt: string;
}

/** GET /api/dev/mailbox (newest first). */
export async function readMailbox(baseURL: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseURL}/api/dev/mailbox`);
  if (!response.ok) throw new Error(`GET /api/dev/mailbox answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { messages: MailboxMessage[] };
  return body.messages;
}

function addressedTo(message: MailboxMessage, email: string): boolean {
  const recipients = Array.isArray(message.to) ? message.to : [message.to];
  return recipients.some((to) => to.toLowerCase().includes(email.toLowerCase()));
}

/** Ids of the messages already in the mailbox, so a later wait only accepts new ones. */
export async function mailboxIds(baseURL: string): Promise<Set<string>> {
  return new Set((await readMailbox(baseURL)).map((m) => m.id));
}

/** Waits for a new message to `email` and returns its magic-link verify URL. */
export async function waitForMagicLink(baseURL: string, email: string, seen: Set<string>, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await readMailbox(baseURL);
    const message = messages.find((m) => !seen.has(m.id) && addressedTo(m, email));
    const link = message?.links.find((l) => l.includes(VERIFY_PATH));
    if (link) return new URL(link, baseURL).toString();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No new magic link for ${email} in the dev mailbox within ${timeoutMs} ms`);
}

/**
 * Signs in through the UI: /login (with an optional redirect), request a link, open it from the dev mailbox.
 * Resolves once the browser is back on a /dashboard page.
 */
export async function signIn(page: Page, baseURL: string, email: string, redirect?: string): Promise<void> {
  const seen = await mailboxIds(baseURL);
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  await page.goto(`${baseURL}/login${query}`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send magic link" }).click();
  await page.getByRole("button", { name: "Magic link sent!" }).waitFor();
  const link = await waitForMagicLink(baseURL, email, seen);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname.startsWith(redirect?.split("?")[0] ?? "/dashboard"));
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

/** A new desktop-sized context (1280×800) in the light colour scheme unless told otherwise. */
export function newDesktopContext(browser: Browser, colorScheme: "light" | "dark" = "light"): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
}

/** Where screenshots go: SHOTS_DIR, else /tmp/shots (npm run screenshots writes there). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/shots";
/** Tests take their screenshots only when SHOTS_DIR is set: they are for a person to look at, and cost time. */
const TESTS_TAKE_SHOTS = Boolean(process.env.SHOTS_DIR);

/**
 * Saves a screenshot as <SHOTS_DIR>/<name>.png (the viewport, or the whole page with fullPage) when
 * SHOTS_DIR is set; does nothing otherwise.
 */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!TESTS_TAKE_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: opts.fullPage ?? false });
}

/** A unique email for sign-up tests. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.facetwise.test`;
}

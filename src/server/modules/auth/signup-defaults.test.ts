/**
 * A new account starts with the language and time zone of the browser it signed up in: the sign-up request carries
 * them, the magic link takes them to the account it creates, and values the server does not support fall back
 * (English; no zone, the browser's own) instead of refusing the sign-up.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, latestLinkFor, type TestApp } from "../../../../tests/support/app.ts";
import { readLocaleChoiceByEmail } from "../../preferences/repo.ts";
import { browserDefaults } from "./service.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => app?.cleanup());

const newEmail = () => `signup-${randomUUID().slice(0, 8)}@example.test`;

/** Signs up through the real endpoints with what a browser reported (or nothing); returns the session cookie. */
async function signUp(browser: { locale?: string; timeZone?: string }, editLink: (u: URL) => void = () => undefined, email = newEmail()): Promise<string> {
  const r = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email, createUser: true, redirect: "/dashboard", ...browser } });
  expect(r.statusCode, r.body).toBe(200);
  const link = new URL(await latestLinkFor(app, email));
  editLink(link);
  const opened = await app.inject({ method: "GET", url: link.pathname + link.search });
  const cookie = [opened.headers["set-cookie"] ?? []].flat().find((c) => String(c).startsWith("facetwise.session_token="));
  if (!cookie) throw new Error(`no session from the link: ${opened.statusCode} ${String(opened.headers.location)}`);
  return String(cookie).split(";")[0];
}

const profileOf = async (cookie: string) => (await app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).json() as { locale: string; timeZone: string | null };
const meOf = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json() as { preferences: { locale: string; timeZone: string | null } };

describe("sign-up takes the browser's language and time zone", () => {
  it("saves a supported language (by its primary subtag) and a known time zone", async () => {
    const zones = Intl.supportedValuesOf("timeZone");
    const zone = zones[Math.floor(Math.random() * zones.length)];
    const cookie = await signUp({ locale: "de-CH", timeZone: zone });
    expect(await profileOf(cookie)).toMatchObject({ locale: "de", timeZone: zone });
    expect((await meOf(cookie)).preferences).toEqual({ locale: "de", timeZone: zone });
  });

  it("falls back to English and no zone for values it does not support, without refusing the sign-up", async () => {
    const cookie = await signUp({ locale: "xx-YY", timeZone: "Mars/Olympus_Mons" });
    expect(await profileOf(cookie)).toMatchObject({ locale: "en", timeZone: null });
  });

  it("checks the values again when the account is created (an edited link cannot store an unknown zone)", async () => {
    const cookie = await signUp({ locale: "ja-JP", timeZone: "Asia/Tokyo" }, (link) => {
      const callback = new URL(link.searchParams.get("callbackURL")!, "http://x.test");
      callback.searchParams.set("tz", "Not/A_Zone");
      callback.searchParams.set("lng", "klingon");
      link.searchParams.set("callbackURL", callback.pathname + callback.search);
    });
    expect(await profileOf(cookie)).toMatchObject({ locale: "en", timeZone: null });
  });

  it("saves nothing when the sign-up reported neither (the request's language decides later)", async () => {
    const email = newEmail();
    const cookie = await signUp({}, undefined, email);
    expect((await meOf(cookie)).preferences).toEqual({ locale: "en", timeZone: null });
    expect(await readLocaleChoiceByEmail(app.deps.database.db, email)).toBeNull();
  });

  it("maps browser tags to supported languages", () => {
    expect(browserDefaults("fr-CA", "America/Toronto")).toEqual({ locale: "fr", timeZone: "America/Toronto" });
    expect(browserDefaults("ZH-hant-TW", "UTC")).toEqual({ locale: "zh", timeZone: "UTC" });
    expect(browserDefaults("pt-BR", "")).toEqual({ locale: "en", timeZone: null });
    expect(browserDefaults(undefined, "../../etc/passwd")).toEqual({ locale: "en", timeZone: null });
  });
});

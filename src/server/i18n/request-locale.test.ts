/** Error answers in the caller's locale through the app: the pseudo-locale by header, a saved language before it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization } from "../../../tests/support/factories.ts";

let app: TestApp;
let cookie: string;
let adminCookie: string;
let organizationId: string;
const XA = { "accept-language": "en-XA" };

beforeAll(async () => {
  app = await buildTestApp();
  const org = await buildOrganization(app, "i18n-org", ["admin", "user"]);
  cookie = await signIn(app, org.users[1].email);
  adminCookie = await signIn(app, org.users[0].email);
  organizationId = org.org.id;
});
afterAll(async () => app?.cleanup());

/** Pseudo-localized: wrapped in ⟦ ⟧ with no plain English run outside placeholders' values. */
const isPseudo = (message: string) => message.startsWith("⟦") && message.endsWith("⟧");

describe("error messages follow the caller's locale", () => {
  it("an anonymous caller gets 401, an unknown route 404, in the pseudo-locale its header asks for", async () => {
    const r401 = await app.inject({ method: "GET", url: "/api/profile", headers: XA });
    expect(r401.statusCode).toBe(401);
    expect(r401.json().code).toBe("UNAUTHENTICATED");
    expect(r401.json().message).toBe("⟦Áúţĥéñţíçáţíóñ ŕéǫúíŕéð⟧");
    const r404 = await app.inject({ method: "GET", url: "/api/no-such-thing", headers: XA });
    expect(r404.statusCode).toBe(404);
    expect(isPseudo(r404.json().message)).toBe(true);
    expect(r404.json().message).toContain("/api/no-such-thing");
  });

  it("without the header (or with an unsupported language) the message is English", async () => {
    const r = await app.inject({ method: "GET", url: "/api/profile", headers: { "accept-language": "da" } });
    expect(r.json().message).toBe("Authentication required");
  });

  it("a signed-in member without a saved language gets the header's; once they save one, it wins (but for the pseudo-locale)", async () => {
    const bad = (headers: Record<string, string>) => app.inject({ method: "PUT", url: "/api/profile", headers: { cookie, ...headers }, payload: { timeZone: "Mars/Olympus" } });
    const before = await bad(XA);
    expect(before.statusCode).toBe(400);
    expect(before.json().code).toBe("VALIDATION_ERROR");
    expect(isPseudo(before.json().message)).toBe(true);
    const saved = await app.inject({ method: "PUT", url: "/api/profile", headers: { cookie }, payload: { locale: "de" } });
    expect(saved.statusCode).toBe(200);
    const after = await bad({ "accept-language": "fr, en-XA;q=0.5" });
    expect(after.statusCode).toBe(400);
    // German has no server catalog yet, so its text falls back to English, not to the header's languages
    expect(after.json().message.startsWith("Invalid body")).toBe(true);
    // a request asking for the pseudo-locale first (the web app's dev/test switch) still gets it
    expect(isPseudo((await bad(XA)).json().message)).toBe(true);
  });
});

/** Runs of two or more plain ASCII words (catalog text is accented), with the field names and values we sent removed. */
const plainEnglish = (message: string, sent: readonly string[] = []) => {
  let rest = message;
  for (const v of sent) rest = rest.split(v).join(" ");
  return rest.replace(/⟦|⟧/g, " ").match(/\b[A-Za-z]{2,}(?:[\s,.:;()'"-]+[A-Za-z]{2,})+\b/g) ?? [];
};

describe("validation problems are worded by code in the caller's locale", () => {
  const put = (payload: object, headers: Record<string, string> = {}) => app.inject({ method: "PUT", url: "/api/profile", headers: { cookie: adminCookie, ...headers }, payload });
  const cases: [string, object, string, string][] = [
    ["a contract's own message (a check)", { timeZone: "Mars/Olympus" }, "timeZone", "not a time zone this server knows (use a name such as Europe/Berlin)"],
    ["a contract's own message (a length)", { name: " " }, "name", "a name cannot be empty"],
    ["zod's wrong type", { emailed: 5 }, "emailed", "Expected record, received number"],
    ["zod's unknown field", { bogus: true }, "", "Unknown field: bogus"],
    ["zod's string too long", { name: "x".repeat(121) }, "name", "Must be at most 120 characters long"],
  ];
  it.each(cases)("%s: English by default, pseudo-localized with no plain English in en-XA", async (_, payload, field, english) => {
    const en = await put(payload);
    expect(en.statusCode).toBe(400);
    expect(en.json().details.issues[0]).toMatchObject({ path: field, message: english });
    expect(en.json().message).toBe(field ? `Invalid body (${field}): ${english}` : `Invalid body: ${english}`);
    const xa = await put(payload, XA);
    expect(xa.json().code).toBe("VALIDATION_ERROR");
    expect(isPseudo(xa.json().message)).toBe(true);
    expect(plainEnglish(xa.json().message, [field, "bogus"])).toEqual([]);
    expect(plainEnglish(xa.json().details.issues[0].message, [field, "bogus"])).toEqual([]);
    expect(xa.json().details.issues[0].code).toBe(en.json().details.issues[0].code);
  });

  it("a domain rule's code (the calendar's) and its facts, numbers in the reader's format", async () => {
    const post = (dateRange: object, headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: "/api/analytics/executive", headers: { cookie: adminCookie, ...headers }, payload: { organizationId, dateRange } });
    const tooLong = await post({ start: "2000-01-01", end: "2026-11-27" }, XA);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("3,660");
    expect(plainEnglish(tooLong.json().message, ["dateRange.end"])).toEqual([]);
    const notADay = await post({ start: "2026-02-30", end: "2026-03-05" }, XA);
    expect(notADay.json().message).toContain("2026-02-30");
    expect(plainEnglish(notADay.json().message, ["dateRange.start", "2026-02-30"])).toEqual([]);
    expect((await post({ start: "2026-02-30", end: "2026-03-05" })).json().message).toBe("Invalid body (dateRange.start): The date 2026-02-30 is not a date on the calendar");
    const german = await post({ start: "2000-01-01", end: "2026-11-27" }, { "accept-language": "de" });
    expect(german.json().message).toContain("3.660"); // no German catalog yet: English words, German number
  });

  it("text the database cannot store (a NUL) is refused by code too", async () => {
    expect((await put({ name: "a\u0000b" })).json().message).toBe("Invalid body: text must not contain a NUL character");
    const xa = await put({ name: "a\u0000b" }, XA);
    expect(xa.statusCode).toBe(400);
    expect(isPseudo(xa.json().message)).toBe(true);
    expect(plainEnglish(xa.json().message, ["NUL"])).toEqual([]);
  });

  it("the check finds plain English", () => {
    expect(plainEnglish("⟦Íñṽáĺíð ⟦ƀóðý⟧ (name): a name cannot be empty⟧", ["name"])).toEqual(["cannot be empty"]);
  });
});

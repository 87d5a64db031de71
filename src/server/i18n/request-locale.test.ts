/** Error answers in the caller's locale through the app: the pseudo-locale by header, a saved language before it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization } from "../../../tests/support/factories.ts";

let app: TestApp;
let cookie: string;
const XA = { "accept-language": "en-XA" };

beforeAll(async () => {
  app = await buildTestApp();
  const org = await buildOrganization(app, "i18n-org", ["admin", "user"]);
  cookie = await signIn(app, org.users[1].email);
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

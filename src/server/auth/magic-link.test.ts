/** A newer magic link supersedes the older ones for the same address, and the database keeps no link's raw token. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, latestLinkFor, type TestApp } from "../../../tests/support/app.ts";
import { verification } from "../db/schema/index.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => app?.cleanup());

const EMAIL = "riley@demo.facetwise.test";
const request = () => app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: EMAIL } });
const open = (link: string) => {
  const u = new URL(link);
  return app.inject({ method: "GET", url: u.pathname + u.search });
};
const signedIn = (r: Awaited<ReturnType<typeof open>>) =>
  [r.headers["set-cookie"] ?? []].flat().some((c) => String(c).startsWith("facetwise.session_token=") && !String(c).startsWith("facetwise.session_token=;"));

describe("magic links", () => {
  it("invalidates an older unused link when a newer one is sent to the same address", async () => {
    expect((await request()).statusCode).toBe(200);
    const older = await latestLinkFor(app, EMAIL);
    expect((await request()).statusCode).toBe(200);
    const newer = await latestLinkFor(app, EMAIL);
    expect(newer).not.toBe(older);
    const stale = await open(older);
    expect(signedIn(stale)).toBe(false);
    expect(String(stale.headers.location)).toMatch(/error=/);
    expect(signedIn(await open(newer))).toBe(true);
  });

  it("stores no raw link token", async () => {
    expect((await request()).statusCode).toBe(200);
    const token = new URL(await latestLinkFor(app, EMAIL)).searchParams.get("token")!;
    const rows = await app.deps.database.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

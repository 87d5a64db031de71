/**
 * In production no secret reaches the log: not a sign-in link or its token, not a share link's token.
 * The app runs as in production with its log captured, and the whole log is searched.
 */
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, latestLinkFor, type TestApp } from "../../tests/support/app.ts";
import { takeAssessment } from "../../tests/support/factories.ts";

let app: TestApp;
let log = "";

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (d: Buffer) => (log += d.toString()));
  app = await buildTestApp(
    { NODE_ENV: "production", LOG_LEVEL: "trace", RATE_LIMIT_ENABLED: "false", FACETWISE_CREDENTIALS_KEY: "log-secrets-test-credentials-key-0123456789" },
    {},
    { logStream: stream },
  );
});
afterAll(async () => app?.cleanup());

it("keeps sign-in links, their tokens and share tokens out of the production log", async () => {
  const email = "riley@demo.facetwise.test";
  expect((await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email } })).statusCode).toBe(200);
  // the mail job may deliver after the answer: wait for the message to be recorded
  let link = "";
  for (let i = 0; i < 100 && !link; i++) link = await latestLinkFor(app, email).catch(async () => (await new Promise((r) => setTimeout(r, 50)), ""));
  const url = new URL(link);
  const token = url.searchParams.get("token")!;
  expect(token.length).toBeGreaterThan(10);
  const verified = await app.inject({ method: "GET", url: url.pathname + url.search });
  expect(verified.statusCode).toBe(302);
  const cookie = [verified.headers["set-cookie"]]
    .flat()
    .map((c) => String(c).split(";")[0])
    .find((c) => c.includes("session_token="))!;
  const done = await takeAssessment(app, cookie, "ipip-neo-120");
  const share = await app.inject({ method: "POST", url: `/api/responses/${done.responseId}/shares`, headers: { cookie }, payload: { expiresInDays: 1 } });
  const shareToken = share.json().url.split("/").pop();
  expect((await app.inject({ method: "GET", url: `/api/shared/${shareToken}` })).statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 200));

  expect(log.length).toBeGreaterThan(1000); // the log is on (trace), so absence below means something
  expect(log).toContain('"route":"/api/shared/:token"');
  for (const secret of [token, shareToken, link, "magic-link/verify?"]) expect(log).not.toContain(secret);
});

/**
 * Nothing acknowledged is lost: answers the server acknowledged survive a SIGKILL of the server (no
 * graceful shutdown), and the restarted server resumes the assessment with every one of them.
 */
import { afterAll, describe, expect, it } from "vitest";
import { rm } from "node:fs/promises";
import { mailboxIds, waitForMagicLink } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

/** Signs in over plain HTTP through the dev mailbox; returns the session cookie. */
async function signInCookie(baseURL: string, email: string): Promise<string> {
  const seen = await mailboxIds(baseURL);
  const r = await fetch(`${baseURL}/api/auth/magic-link`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  expect(r.status).toBe(200);
  const link = await waitForMagicLink(baseURL, email, seen);
  const v = await fetch(link, { redirect: "manual" });
  const cookie = v.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("facetwise.session_token="));
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

describe("kill -9 mid-assessment", () => {
  it("keeps every acknowledged answer", async () => {
    server = await startServer();
    const base = server.baseURL;
    const cookie = await signInCookie(base, "riley@demo.facetwise.test");
    const headers = { cookie, "content-type": "application/json", origin: base };
    const created = await (await fetch(`${base}/api/assessments`, { method: "POST", headers, body: JSON.stringify({ typeId: "ipip-neo-120" }) })).json();
    const { responseId } = await (await fetch(`${base}/api/assessments/${created.id}/start`, { method: "POST", headers, body: JSON.stringify({ consent: true }) })).json();
    const session = await (await fetch(`${base}/api/responses/${responseId}`, { headers })).json();
    const items = (session.items as { id: string }[]).slice(0, 40);

    // 40 answers, acknowledged one by one; the kill comes right after the last acknowledgement
    const acknowledged: Record<string, number> = {};
    for (const [i, item] of items.entries()) {
      const value = (i % 5) + 1;
      const r = await fetch(`${base}/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ value, timeMs: 1500 }),
      });
      expect(r.status).toBe(200);
      acknowledged[item.id] = value;
    }
    await server.kill();

    const dataDir = server.dataDir;
    server = await startServer({}, { dataDir }); // same directory: the dead process's lock is taken over
    const cookie2 = await signInCookie(server.baseURL, "riley@demo.facetwise.test");
    const resumed = await (await fetch(`${server.baseURL}/api/responses/${responseId}`, { headers: { cookie: cookie2 } })).json();
    expect(resumed.answers).toEqual(acknowledged);
    await server.stop();
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  }, 240_000);
});

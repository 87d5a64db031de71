/**
 * A socket lives no longer than its session's access: logout, a role change and a switch of organization end
 * the session's (or the user's) sockets; the live monitor carries the organization's own figures only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization, makeStaff } from "../../../tests/support/factories.ts";
import { sql } from "drizzle-orm";
import { attachRealtime } from "./socket.ts";
import { verifySignedToken } from "../auth/actor.ts";

let app: TestApp;
let url = "";
let org: Awaited<ReturnType<typeof buildOrganization>>;
const sockets: Socket[] = [];

async function connect(cookie: string): Promise<Socket> {
  const socket = io(url, { path: "/socket.io", transports: ["websocket"], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("ready", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}
const disconnected = (s: Socket, ms = 3000) =>
  new Promise<string>((resolve, reject) => {
    if (!s.connected) return resolve("already");
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    s.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
const next = <T>(s: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  await attachRealtime(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on a TCP port");
  url = `http://127.0.0.1:${address.port}`;
  org = await buildOrganization(app, "rt-end");
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app?.cleanup();
});

describe("realtime ends with the session", () => {
  it("disconnects the session's sockets on logout, and leaves the user's other sessions connected", async () => {
    const email = org.byRole("user").email;
    const cookie = await signIn(app, email);
    const other = await connect(await signIn(app, email));
    const socket = await connect(cookie);
    const gone = disconnected(socket);
    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode).toBeLessThan(300);
    expect(await gone).toBe("io server disconnect");
    expect(other.connected).toBe(true);
    // and the ended session cannot come back
    await expect(connect(cookie)).rejects.toThrow(/UNAUTHENTICATED/);
  });

  it("disconnects a socket when its session simply runs out, and keeps one whose session still holds", async () => {
    const email = org.byRole("user").email;
    const expiring = await signIn(app, email);
    const kept = await signIn(app, email);
    const token = (c: string) => verifySignedToken(decodeURIComponent(c.slice(c.indexOf("=") + 1)), app.deps.secret) ?? "";
    // the first session runs out in 1.5 s (as an idle one would); the second keeps its hour
    await app.deps.database.db.execute(sql`update "session" set expires_at = now() + interval '1.5 seconds' where token = ${token(expiring)}`);
    const user = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: kept } })).json().user.id as string;
    app.deps.sessions.forgetUser(user); // no cached expiry: the socket reads the new one
    const socket = await connect(expiring);
    const other = await connect(kept);
    const heard = next<{ sessionId: string }>(socket, "auth:signed-out", 8000);
    expect(await disconnected(socket, 8000)).toBe("io server disconnect");
    expect((await heard).sessionId).toBeTruthy();
    expect(other.connected).toBe(true);
  });

  it("disconnects a member's sockets when their role changes", async () => {
    const member = org.byRole("manager");
    const socket = await connect(await signIn(app, member.email));
    const gone = disconnected(socket);
    const admin = await signIn(app, org.byRole("admin").email);
    const r = await app.inject({ method: "PATCH", url: `/api/organization/members/${member.id}`, headers: { cookie: admin }, payload: { role: "user" } });
    expect(r.statusCode).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("gives an organization's admin the organization's own live figures only, never the platform's", async () => {
    const socket = await connect(await signIn(app, org.byRole("admin").email));
    const ok = await new Promise<{ ok: boolean }>((resolve) => socket.emit("monitor:subscribe", resolve));
    expect(ok).toEqual({ ok: true });
    const tick = await next<Record<string, unknown>>(socket, "monitor:tick");
    expect(Object.keys(tick).sort()).toEqual(["at", "onlineMembers"]);
    expect(tick.onlineMembers).toBeGreaterThanOrEqual(1);
  });

  it("disconnects a suspended organization's members; reconnected, they hear nothing of it until it is activated", async () => {
    const suspended = await buildOrganization(app, "rt-suspended", ["admin", "user"]);
    await makeStaff(app, "rt-operator@platform.example.com", "platform_admin");
    const operator = await signIn(app, "rt-operator@platform.example.com");
    const admin = await signIn(app, suspended.byRole("admin").email);
    const socket = await connect(admin);
    const gone = disconnected(socket);
    const suspend = await app.inject({
      method: "POST",
      url: `/api/platform/organizations/${suspended.org.id}/suspend`,
      payload: { reason: "Audit" },
      headers: { cookie: operator },
    });
    expect(suspend.statusCode).toBe(200);
    expect(await gone).toBe("io server disconnect");
    // the session still exists (they are shown why), but the organization's live figures are refused
    const again = await connect(admin);
    expect(await new Promise<{ ok: boolean }>((resolve) => again.emit("monitor:subscribe", resolve))).toEqual({ ok: false });
    const back = disconnected(again);
    await app.inject({ method: "POST", url: `/api/platform/organizations/${suspended.org.id}/activate`, payload: {}, headers: { cookie: operator } });
    await back;
    const restored = await connect(admin);
    expect(await new Promise<{ ok: boolean }>((resolve) => restored.emit("monitor:subscribe", resolve))).toEqual({ ok: true });
  });
});

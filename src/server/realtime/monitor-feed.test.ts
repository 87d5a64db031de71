import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization, takeAssessment } from "../../../tests/support/factories.ts";
import type { TMonitorTick } from "../../contracts/analytics.ts";
import { attachRealtime } from "./socket.ts";

let app: TestApp;
let url = "";
let org: Awaited<ReturnType<typeof buildOrganization>>;
const sockets: Socket[] = [];

/** A connected socket of a signed-in member, once the server said ready. */
async function connect(email: string): Promise<Socket> {
  const cookie = await signIn(app, email);
  const socket = io(url, { path: "/socket.io", transports: ["websocket"], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("ready", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

const subscribe = (s: Socket) => new Promise<{ ok: boolean }>((resolve) => s.emit("monitor:subscribe", resolve));
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
  org = await buildOrganization(app, "live-a");
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app?.cleanup();
});

describe("live monitor and analytics events over the socket", () => {
  it("pushes monitor:tick every second to a manager who subscribed, counting the organization's own people online", async () => {
    const socket = await connect(org.byRole("manager").email);
    expect(await subscribe(socket)).toEqual({ ok: true });
    const first = await next<TMonitorTick>(socket, "monitor:tick");
    expect(first.onlineMembers).toBe(1);
    // another member of the organization comes online (twice: one person), someone of another organization does not count
    await connect(org.byRole("user").email);
    await connect(org.byRole("user").email);
    const other = await buildOrganization(app, "live-b");
    await connect(other.byRole("user").email);
    const deadline = Date.now() + 4000;
    let seen = 0;
    while (Date.now() < deadline && seen !== 2) seen = (await next<TMonitorTick>(socket, "monitor:tick")).onlineMembers;
    expect(seen).toBe(2);
  });

  it("refuses the monitor to a plain user", async () => {
    const socket = await connect(org.byRole("user").email);
    expect(await subscribe(socket)).toEqual({ ok: false });
  });

  it("tells the organization's room analytics:changed when a completion commits (an assessment.completed subscriber)", async () => {
    const socket = await connect(org.byRole("user").email);
    const got = next<{ typeId: string }>(socket, "analytics:changed");
    await takeAssessment(app, await signIn(app, org.byRole("manager").email), "individual");
    expect(await got).toEqual({ typeId: "individual" });
  });
});

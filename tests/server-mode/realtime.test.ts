/**
 * The realtime socket across processes: with REDIS_URL the socket.io Redis adapter carries a room
 * broadcast made on one process to sockets connected to another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { http, signInByMagicLink, startPair, type ServerProcess } from "./support.ts";

const sockets: Socket[] = [];

function connect(p: ServerProcess, cookie?: string): Socket {
  const s = io(p.baseURL, {
    path: "/socket.io",
    transports: ["websocket"],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  });
  sockets.push(s);
  return s;
}

/** The first `event` the socket receives (rejects on connect_error or after timeoutMs). */
function nextEvent<T = unknown>(s: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      cleanup();
      resolve(payload);
    };
    const onError = (e: Error) => {
      cleanup();
      reject(new Error(`connect_error: ${e.message}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      s.off(event, onEvent);
      s.off("connect_error", onError);
    };
    s.on(event, onEvent);
    if (event !== "connect_error") s.on("connect_error", onError);
  });
}

/** Collects every `event` a socket receives from now on. */
function record<T = unknown>(s: Socket, event: string): T[] {
  const seen: T[] = [];
  s.on(event, (p: T) => seen.push(p));
  return seen;
}

describe("realtime across two processes (socket.io Redis adapter)", () => {
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startPair("realtime", ["jordan@demo.facetwise.test", "manager@demo.facetwise.test"]);
    ({ a, b } = pair);
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await pair?.stop();
  });

  it("refuses a socket without a session", async () => {
    const s = connect(a);
    const err = await nextEvent<Error>(s, "connect_error");
    expect(err.message).toBe("UNAUTHENTICATED");
  });

  it("a logout through A reaches the same user's socket on B; another user's socket hears nothing", async () => {
    const jordan = await signInByMagicLink(a.baseURL, "jordan@demo.facetwise.test");
    const manager = await signInByMagicLink(b.baseURL, "manager@demo.facetwise.test");

    const onA = connect(a, jordan.cookie);
    const readyA = await nextEvent<{ userId: string; organizationId: string }>(onA, "ready");
    expect(readyA.userId).toBeTruthy();
    expect(readyA.organizationId).toBeTruthy();

    const onB = connect(b, jordan.cookie);
    const readyB = await nextEvent<{ userId: string; organizationId: string }>(onB, "ready");
    expect(readyB).toEqual(readyA);

    const other = connect(b, manager.cookie);
    const readyOther = await nextEvent<{ userId: string }>(other, "ready");
    expect(readyOther.userId).not.toBe(readyA.userId);
    const otherHeard = record(other, "auth:signed-out");

    const signedOutOnB = nextEvent<{ sessionId: string }>(onB, "auth:signed-out");
    const signedOutOnA = nextEvent<{ sessionId: string }>(onA, "auth:signed-out");
    const out = await http(a.baseURL, "/api/auth/logout", { method: "POST", headers: { cookie: jordan.cookie } });
    expect(out.status).toBe(204);

    const [evB, evA] = await Promise.all([signedOutOnB, signedOutOnA]);
    expect(evB.sessionId).toBeTruthy();
    expect(evA).toEqual(evB);
    // give a stray broadcast time to arrive before asserting it did not
    await new Promise((r) => setTimeout(r, 500));
    expect(otherHeard).toEqual([]);

    // the ended session can no longer open a socket, on either process
    for (const p of [a, b]) {
      const again = connect(p, jordan.cookie);
      expect((await nextEvent<Error>(again, "connect_error")).message).toBe("UNAUTHENTICATED");
    }
  });
});

/** The autosave engine with hand-driven timers and replies: debounce, queued latest values, retries, closing. */
import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { createAutosave, isRetryable, mappedSnapshot, type AutosaveOptions } from "./autosave.ts";

type Call = { key: string; value: number; resolve(reply: number): void; reject(e: unknown): void };

/** An engine whose requests and timers the test settles by hand. */
function rig(extra: Partial<AutosaveOptions<number, number>> = {}) {
  const calls: Call[] = [];
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const saved: [string, number, number][] = [];
  const engine = createAutosave<number, number>({
    put: (key, value) => new Promise<number>((resolve, reject) => calls.push({ key, value, resolve, reject })),
    retryDelaysMs: [10, 20],
    setTimer: (fn, ms) => {
      const h = next++;
      timers.set(h, { fn, ms });
      return h;
    },
    clearTimer: (h) => timers.delete(h as number),
    onSaved: (key, value, reply) => saved.push([key, value, reply]),
    ...extra,
  });
  const fire = () => {
    const all = [...timers.entries()];
    timers.clear();
    for (const [, t] of all) t.fn();
    return all.map(([, t]) => t.ms);
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const status = (key: string) => engine.getSnapshot().entries.get(key)?.status;
  return { engine, calls, timers, fire, settle, status, saved };
}

const randomValues = (n: number) => Array.from({ length: n }, () => 1 + Math.floor(Math.random() * 5));

describe("the autosave engine", () => {
  it("sends one request per key at a time and ends on the latest value", async () => {
    const { engine, calls, settle, status, saved } = rig();
    const values = randomValues(4);
    for (const v of values) engine.save("q1", v);
    expect(calls.map((c) => c.value)).toEqual([values[0]]); // the rest wait for the first reply
    calls[0].resolve(7);
    await settle();
    expect(calls.map((c) => c.value)).toEqual([values[0], values[3]]); // only the latest is sent next
    expect(status("q1")).toBe("saving");
    calls[1].resolve(8);
    await settle();
    expect(status("q1")).toBe("saved");
    expect(engine.getSnapshot().last).toBe(8);
    expect(saved).toEqual([["q1", values[3], 8]]);
  });

  it("waits out a pause before sending, restarts it on each value, and flush() sends at once", () => {
    const { engine, calls, timers, fire } = rig();
    const [a, b, c] = randomValues(3);
    engine.save("text", a, { debounceMs: 500 });
    engine.save("text", b, { debounceMs: 500 });
    expect(calls).toHaveLength(0);
    expect(timers.size).toBe(1);
    expect(engine.getSnapshot().entries.get("text")).toMatchObject({ value: b, status: "saving" });
    expect(fire()).toEqual([500]);
    expect(calls.map((x) => x.value)).toEqual([b]);
    engine.save("other", c, { debounceMs: 500 });
    engine.flush();
    expect(calls.map((x) => [x.key, x.value])).toEqual([
      ["text", b],
      ["other", c],
    ]);
    expect(timers.size).toBe(0);
  });

  it("retries a failure the server may recover from after each delay, then waits for retry()", async () => {
    const { engine, calls, fire, settle, status } = rig();
    const [v] = randomValues(1);
    engine.save("q", v);
    calls[0].reject(new TypeError("offline"));
    await settle();
    expect(status("q")).toBe("retrying");
    expect(fire()).toEqual([10]);
    calls[1].reject(new ApiError({ statusCode: 503 }));
    await settle();
    expect(fire()).toEqual([20]);
    calls[2].reject(new ApiError({ statusCode: 502 }));
    await settle();
    expect(status("q")).toBe("error");
    expect(fire()).toEqual([]); // no more automatic attempts
    engine.retry("q");
    expect(calls).toHaveLength(4);
    calls[3].resolve(1);
    await settle();
    expect(engine.getSnapshot().entries.get("q")).toEqual({ value: v, status: "saved", error: null });
  });

  it("does not retry a refusal by itself", async () => {
    const { engine, calls, settle, status, timers } = rig();
    engine.save("q", 3);
    const refusal = new ApiError({ statusCode: 422 });
    calls[0].reject(refusal);
    await settle();
    expect(status("q")).toBe("error");
    expect(engine.getSnapshot().entries.get("q")?.error).toBe(refusal);
    expect(timers.size).toBe(0);
  });

  it("stops every save after a closing failure and says so once", async () => {
    const closings: unknown[] = [];
    const { engine, calls, settle, status } = rig({ isClosing: (e) => e instanceof ApiError && e.statusCode === 409, onClosed: (e) => closings.push(e) });
    engine.save("a", 1);
    engine.save("b", 2);
    const conflict = new ApiError({ statusCode: 409 });
    calls[0].reject(conflict);
    await settle();
    calls[1].reject(new ApiError({ statusCode: 409 }));
    await settle();
    expect(closings).toEqual([conflict]);
    expect(engine.getSnapshot().closed).toBe(true);
    engine.save("c", 4);
    engine.retry();
    expect(calls).toHaveLength(2);
    expect(status("c")).toBe("error");
    expect(engine.getSnapshot().entries.get("c")?.error).toBe(conflict);
  });

  it("a newer value given during a failing request is sent instead of a retry of the old one", async () => {
    const { engine, calls, settle, timers } = rig();
    const [old, fresh] = [1, 5];
    engine.save("q", old);
    engine.save("q", fresh);
    calls[0].reject(new TypeError("offline"));
    await settle();
    expect(calls.map((c) => c.value)).toEqual([old, fresh]);
    expect(timers.size).toBe(0);
  });

  it("publishes to subscribers, keeps one snapshot object between changes, and goes quiet when disposed", async () => {
    const { engine, calls, settle } = rig();
    let heard = 0;
    engine.subscribe(() => heard++);
    const mapped = mappedSnapshot(engine.getSnapshot, (s) => ({ n: s.entries.size }));
    engine.save("q", 2);
    expect(heard).toBeGreaterThan(0);
    expect(engine.getSnapshot()).toBe(engine.getSnapshot());
    expect(mapped()).toBe(mapped());
    const before = mapped();
    engine.dispose();
    calls[0].resolve(1);
    await settle();
    expect(mapped()).toBe(before);
    expect(engine.getSnapshot().entries.get("q")?.status).toBe("saving");
  });

  it("counts no answer, server errors, timeouts and rate limits as worth retrying", () => {
    expect(isRetryable(new TypeError("x"))).toBe(true);
    for (const statusCode of [408, 429, 500, 503]) expect(isRetryable(new ApiError({ statusCode }))).toBe(true);
    for (const statusCode of [400, 404, 409, 422]) expect(isRetryable(new ApiError({ statusCode }))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { createAnswerSaver, pendingAnswers } from "./rater-autosave.ts";
import { isRetryable } from "../../lib/autosave.ts";

/** A put whose calls are settled by hand, and timers run by hand. */
function harness() {
  const calls: Array<{ itemId: string; value: number; resolve(): void; reject(e: unknown): void }> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const saver = createAnswerSaver({
    put: (itemId, value) => new Promise((resolve, reject) => calls.push({ itemId, value, resolve: () => resolve(undefined), reject })),
    retryDelaysMs: [10, 20],
    setTimer: (fn, ms) => {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      const i = timers.indexOf(h as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const status = (id: string) => saver.getSnapshot().entries.get(id)?.status;
  return { saver, calls, timers, flush, status };
}

describe("answer saver", () => {
  it("saves at once and reports saved", async () => {
    const h = harness();
    h.saver.save("i1", 4);
    expect(h.status("i1")).toBe("saving");
    expect(h.calls.map((c) => [c.itemId, c.value])).toEqual([["i1", 4]]);
    h.calls[0].resolve();
    await h.flush();
    expect(h.status("i1")).toBe("saved");
    expect(pendingAnswers(h.saver.getSnapshot())).toEqual({ unsaved: [], failed: [] });
  });

  it("one request per statement at a time, ending on the latest value", async () => {
    const h = harness();
    h.saver.save("i1", 2);
    h.saver.save("i1", 5);
    expect(h.calls).toHaveLength(1);
    h.calls[0].resolve();
    await h.flush();
    expect(h.calls.map((c) => c.value)).toEqual([2, 5]);
    expect(h.status("i1")).toBe("saving");
    h.calls[1].resolve();
    await h.flush();
    expect(h.saver.getSnapshot().entries.get("i1")).toMatchObject({ value: 5, status: "saved" });
  });

  it("retries failures the server may recover from, then waits for Retry", async () => {
    const h = harness();
    h.saver.save("i1", 3);
    h.calls[0].reject(new TypeError("network"));
    await h.flush();
    expect(h.status("i1")).toBe("saving");
    expect(h.saver.getSnapshot().entries.get("i1")?.error).toBeInstanceOf(TypeError);
    expect(h.timers.map((t) => t.ms)).toEqual([10]);
    h.timers.shift()!.fn();
    h.calls[1].reject(new ApiError({ statusCode: 503 }));
    await h.flush();
    h.timers.shift()!.fn();
    h.calls[2].reject(new ApiError({ statusCode: 500 }));
    await h.flush();
    expect(h.status("i1")).toBe("failed");
    expect(pendingAnswers(h.saver.getSnapshot())).toEqual({ unsaved: ["i1"], failed: ["i1"] });
    h.saver.retry();
    expect(h.calls).toHaveLength(4);
    h.calls[3].resolve();
    await h.flush();
    expect(h.status("i1")).toBe("saved");
  });

  it("refusals (4xx) fail at once", async () => {
    const h = harness();
    h.saver.save("i1", 3);
    h.calls[0].reject(new ApiError({ statusCode: 404, message: "Not found" }));
    await h.flush();
    expect(h.status("i1")).toBe("failed");
    expect(h.timers).toHaveLength(0);
    expect(isRetryable(new ApiError({ statusCode: 429 }))).toBe(true);
    expect(isRetryable(new ApiError({ statusCode: 400 }))).toBe(false);
  });

  it("a newer answer given while a failing one was in flight is what gets sent", async () => {
    const h = harness();
    h.saver.save("i1", 1);
    h.saver.save("i1", 2);
    h.calls[0].reject(new ApiError({ statusCode: 400 }));
    await h.flush();
    expect(h.calls.map((c) => c.value)).toEqual([1, 2]);
    h.calls[1].resolve();
    await h.flush();
    expect(h.saver.getSnapshot().entries.get("i1")).toMatchObject({ value: 2, status: "saved" });
  });

  it("notifies subscribers and stops after dispose", async () => {
    const h = harness();
    let n = 0;
    h.saver.subscribe(() => n++);
    h.saver.save("i1", 1);
    expect(n).toBe(1);
    h.saver.dispose();
    h.calls[0].resolve();
    await h.flush();
    h.saver.save("i2", 1);
    expect(h.calls).toHaveLength(1);
  });
});

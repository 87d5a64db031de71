import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { createAutosave, overallSave, saveFailureMessage, unsavedIds, type AutosaveOptions } from "./autosave.ts";
import { isRetryable } from "../../../lib/autosave.ts";
import type { AnswerValue } from "./taking.ts";

interface Call {
  itemId: string;
  value: AnswerValue;
  timeMs: number;
  resolve(counts?: { answered: number; total: number }): void;
  reject(error: unknown): void;
}

/** A fake server: every PUT waits until the test settles it; timers run when the test says so. */
function setup(extra: Partial<AutosaveOptions> = {}) {
  const calls: Call[] = [];
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  let closed = 0;
  const autosave = createAutosave({
    put: (itemId, body) =>
      new Promise((resolve, reject) => {
        calls.push({ itemId, value: body.value, timeMs: body.timeMs, resolve: (c) => resolve(c ?? { answered: 1, total: 75 }), reject });
      }),
    retryDelaysMs: [100, 200],
    onClosed: () => closed++,
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      (h as { cleared: boolean }).cleared = true;
    },
    ...extra,
  });
  const runTimers = () => {
    for (const t of timers.splice(0)) if (!t.cleared) t.fn();
  };
  return { autosave, calls, timers, runTimers, closed: () => closed };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const status = (a: ReturnType<typeof setup>["autosave"], id: string) => a.getSnapshot().entries.get(id)?.status;

describe("autosave", () => {
  it("sends each answer with its time and marks it saved when acknowledged", async () => {
    const { autosave, calls } = setup();
    autosave.save("q1", 4, 3200);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ itemId: "q1", value: 4, timeMs: 3200 });
    expect(status(autosave, "q1")).toBe("saving");
    expect(overallSave(autosave.getSnapshot())).toEqual({ kind: "saving", count: 1 });
    calls[0].resolve({ answered: 1, total: 75 });
    await flush();
    expect(status(autosave, "q1")).toBe("saved");
    expect(autosave.getSnapshot().server).toEqual({ answered: 1, total: 75 });
    expect(overallSave(autosave.getSnapshot())).toEqual({ kind: "saved" });
  });

  it("keeps one request per item in flight and ends on the latest value", async () => {
    const { autosave, calls } = setup();
    autosave.save("q1", 2, 100);
    autosave.save("q1", 5, 150);
    autosave.save("q1", 3, 180);
    expect(calls).toHaveLength(1);
    calls[0].resolve();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1].value).toBe(3);
    expect(status(autosave, "q1")).toBe("saving");
    calls[1].resolve();
    await flush();
    expect(status(autosave, "q1")).toBe("saved");
    expect(autosave.getSnapshot().entries.get("q1")?.value).toBe(3);
  });

  it("retries network and server failures after the delays, then waits for a manual retry", async () => {
    const { autosave, calls, timers, runTimers } = setup();
    autosave.save("q1", 4, 1);
    calls[0].reject(new TypeError("Failed to fetch"));
    await flush();
    expect(status(autosave, "q1")).toBe("retrying");
    expect(timers.map((t) => t.ms)).toEqual([100]);
    const o = overallSave(autosave.getSnapshot());
    expect(o).toMatchObject({ kind: "error", failed: ["q1"], retrying: true, message: "No connection to the server." });
    runTimers();
    expect(calls).toHaveLength(2);
    calls[1].reject(new ApiError({ statusCode: 503, message: "Database unavailable" }));
    await flush();
    expect(timers.map((t) => t.ms)).toEqual([200]);
    runTimers();
    calls[2].reject(new ApiError({ statusCode: 500 }));
    await flush();
    expect(status(autosave, "q1")).toBe("error");
    expect(timers).toHaveLength(0);
    expect(unsavedIds(autosave.getSnapshot())).toEqual(["q1"]);
    autosave.retry();
    expect(calls).toHaveLength(4);
    calls[3].resolve();
    await flush();
    expect(status(autosave, "q1")).toBe("saved");
    expect(unsavedIds(autosave.getSnapshot())).toEqual([]);
  });

  it("does not retry refusals, and a 409 closes the response", async () => {
    const { autosave, calls, timers, closed } = setup();
    autosave.save("q1", 9, 1);
    calls[0].reject(new ApiError({ statusCode: 400, code: "VALIDATION_ERROR", message: "value must be 1-5" }));
    await flush();
    expect(status(autosave, "q1")).toBe("error");
    expect(autosave.getSnapshot().entries.get("q1")?.message).toBe("value must be 1-5");
    expect(timers).toHaveLength(0);
    autosave.save("q2", 3, 1);
    calls[1].reject(new ApiError({ statusCode: 409, code: "CONFLICT" }));
    await flush();
    expect(closed()).toBe(1);
    expect(autosave.getSnapshot().closed).toBe(true);
    autosave.save("q3", 3, 1);
    expect(calls).toHaveLength(2);
    expect(autosave.getSnapshot().entries.get("q3")).toMatchObject({ status: "error", message: "This assessment has already been submitted." });
  });

  it("a new answer during a retry wait is sent at once", async () => {
    const { autosave, calls, timers } = setup();
    autosave.save("q1", 1, 1);
    calls[0].reject(new TypeError("offline"));
    await flush();
    autosave.save("q1", 2, 5);
    expect(timers[0].cleared).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1].value).toBe(2);
  });

  it("notifies subscribers and stops after dispose", async () => {
    const { autosave, calls } = setup();
    let n = 0;
    const off = autosave.subscribe(() => n++);
    autosave.save("q1", 1, 1);
    expect(n).toBe(1);
    off();
    autosave.save("q2", 1, 1);
    expect(n).toBe(1);
    autosave.dispose();
    calls[0].resolve();
    await flush();
    expect(status(autosave, "q1")).toBe("saving");
  });

  it("classifies failures", () => {
    expect(isRetryable(new TypeError("x"))).toBe(true);
    expect(isRetryable(new ApiError({ statusCode: 429 }))).toBe(true);
    expect(isRetryable(new ApiError({ statusCode: 502 }))).toBe(true);
    expect(isRetryable(new ApiError({ statusCode: 404 }))).toBe(false);
    expect(saveFailureMessage(new ApiError({ statusCode: 404 }))).toBe("This assessment is no longer available to you.");
  });
});

describe("autosave of typed text", () => {
  it("shows as saving from the first key and sends the latest text once typing pauses", async () => {
    const saved: Array<[string, AnswerValue]> = [];
    const { autosave, calls, timers, runTimers } = setup({ onSaved: (id, v) => saved.push([id, v]) });
    autosave.save("t", "I", 100, { debounceMs: 700 });
    autosave.save("t", "I le", 300, { debounceMs: 700 });
    autosave.save("t", "I lead", 500, { debounceMs: 700 });
    expect(calls).toHaveLength(0);
    expect(status(autosave, "t")).toBe("saving");
    expect(unsavedIds(autosave.getSnapshot())).toEqual(["t"]);
    expect(timers.filter((t) => !t.cleared).map((t) => t.ms)).toEqual([700]);
    runTimers();
    expect(calls.map((c) => c.value)).toEqual(["I lead"]);
    calls[0].resolve();
    await flush();
    expect(status(autosave, "t")).toBe("saved");
    expect(saved).toEqual([["t", "I lead"]]);
  });

  it("flush sends waiting text at once; an answer given outright is sent at once too", () => {
    const { autosave, calls } = setup();
    autosave.save("t", "Half a thought", 100, { debounceMs: 700 });
    autosave.save("u", "Other", 100, { debounceMs: 700 });
    autosave.flush();
    expect(calls.map((c) => [c.itemId, c.value])).toEqual([
      ["t", "Half a thought"],
      ["u", "Other"],
    ]);
    autosave.save("v", "Typed", 100, { debounceMs: 700 });
    autosave.save("v", "Typed and submitted", 200);
    expect(calls.map((c) => c.value)).toEqual(["Half a thought", "Other", "Typed and submitted"]);
  });
});

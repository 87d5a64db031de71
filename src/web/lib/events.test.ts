import { describe, expect, it, vi } from "vitest";
import { createEmitter } from "./events.ts";

describe("createEmitter", () => {
  it("delivers typed payloads and unsubscribes", () => {
    const emitter = createEmitter<{ ping: number }>();
    const seen: number[] = [];
    const off = emitter.on("ping", (n) => seen.push(n));
    emitter.emit("ping", 1);
    off();
    emitter.emit("ping", 2);
    expect(seen).toEqual([1]);
    expect(emitter.listenerCount("ping")).toBe(0);
  });

  it("keeps notifying when one listener throws", () => {
    const emitter = createEmitter<{ ping: number }>();
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const seen: number[] = [];
    emitter.on("ping", () => {
      throw new Error("boom");
    });
    emitter.on("ping", (n) => seen.push(n));
    emitter.emit("ping", 3);
    expect(seen).toEqual([3]);
    spy.mockRestore();
  });
});

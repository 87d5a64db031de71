import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving.ts";

describe("rovingIndex", () => {
  it("arrows move and wrap, Home and End jump", () => {
    expect(rovingIndex("ArrowRight", 0, 3)).toBe(1);
    expect(rovingIndex("ArrowRight", 2, 3)).toBe(0);
    expect(rovingIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(rovingIndex("Home", 2, 3)).toBe(0);
    expect(rovingIndex("End", 0, 3)).toBe(2);
  });
  it("ignores other keys, the other axis and empty lists", () => {
    expect(rovingIndex("ArrowDown", 0, 3)).toBeNull();
    expect(rovingIndex("ArrowDown", 0, 3, "vertical")).toBe(1);
    expect(rovingIndex("a", 0, 3)).toBeNull();
    expect(rovingIndex("ArrowRight", 0, 0)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { runItems, type CliIo } from "./items.ts";

function capture(): CliIo & { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  return { stdout: (s) => void (out += s), stderr: (s) => void (err += s), out: () => out, err: () => err };
}

describe("facetwise items", () => {
  it("prints the full IPIP-NEO-120 with trait, facet and keying", async () => {
    const io = capture();
    expect(await runItems(["--type", "ipip-neo-120"], io)).toBe(0);
    const items = JSON.parse(io.out()) as Array<Record<string, unknown>>;
    expect(items).toHaveLength(120);
    expect(items[0]).toMatchObject({
      id: "43c98ce8-a07a-4dc2-80f6-c1b2a2485f06",
      module: "ocean-full",
      text: "Worry about things",
      type: "likert",
      trait: "neuroticism",
      facet: "anxiety",
      keyed: "plus",
    });
    expect(items[0].pillar).toBeUndefined();
    expect(items.every((i) => i.keyed === "plus" || i.keyed === "minus")).toBe(true);
    expect(io.err()).toMatch(/120 items of "ipip-neo-120" \(ipip-neo-120\/1 ipip-neo-120@1\.3\.3#/);
  });
  it("prints pillar, domain and input limits for a flow type", async () => {
    const io = capture();
    expect(await runItems(["--type=executive"], io)).toBe(0);
    const items = JSON.parse(io.out()) as Array<Record<string, unknown>>;
    expect(items).toHaveLength(90);
    const scenario = items.find((i) => i.type === "scenario")!;
    expect(scenario).toMatchObject({ pillar: "sustainable", domain: "wellbeing", normed: false });
    expect((scenario.options as unknown[]).length).toBe(5);
    const dark = items.find((i) => i.module === "dark-side-screen")!;
    expect(dark).toMatchObject({ keyed: "plus", type: "likert" });
    expect(dark.trait).toBeUndefined();
    expect(String(dark.note)).toMatch(/Derailment screen/);
  });
  it("supports other languages of the IPIP-NEO-120", async () => {
    const io = capture();
    expect(await runItems(["--type", "ipip-neo-120", "--lang", "de"], io)).toBe(0);
    const items = JSON.parse(io.out()) as Array<{ id: string; text: string }>;
    expect(items[0].id).toBe("43c98ce8-a07a-4dc2-80f6-c1b2a2485f06");
    expect(items[0].text).not.toBe("Worry about things");
  });
  it("exits 2 with usage on a missing or unknown type, or an unknown language", async () => {
    for (const argv of [[], ["--type", "nope"], ["--type", "individual", "--lang", "xx"]]) {
      const io = capture();
      expect(await runItems(argv, io)).toBe(2);
      expect(io.out()).toBe("");
      expect(io.err().length).toBeGreaterThan(0);
    }
  });
});

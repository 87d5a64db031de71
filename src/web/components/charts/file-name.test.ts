import { describe, expect, it } from "vitest";
import { exportFileName } from "./file-name.ts";

describe("exportFileName", () => {
  const day = new Date(2025, 0, 31, 12);
  it("slugs the title and adds the day and extension", () => {
    expect(exportFileName("OCEAN Trait Distribution", "csv", day)).toBe("ocean-trait-distribution-2025-01-31.csv");
    expect(exportFileName("Crème brûlée / n=5", "png", day)).toBe("creme-brulee-n-5-2025-01-31.png");
  });
  it("falls back to 'chart' when nothing is left", () => {
    expect(exportFileName("—", "pdf", day)).toBe("chart-2025-01-31.pdf");
  });
});

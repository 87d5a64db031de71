import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeMeta } from "../../app/navigation.ts";
import { feature } from "./routes.tsx";

describe("reports routes", () => {
  it("the manager, its type lists and the templates are pages; the viewer and editor sit under Reports", () => {
    const entry = feature.sidebar?.[0];
    expect(entry?.page).toBeDefined();
    expect(entry?.children?.map((c) => [c.path, c.page !== undefined])).toEqual([
      ["/dashboard/reports/weekly", true],
      ["/dashboard/reports/monthly", true],
      ["/dashboard/reports/custom", true],
      ["/dashboard/reports/templates", true],
      ["/dashboard/reports/center", true],
    ]);
    for (const path of ["/dashboard/reports/view/r1", "/dashboard/reports/edit/r1"]) {
      const meta = routeMeta(path);
      expect(meta.title).toBe("Reports");
      expect(meta.item?.path).toBe("/dashboard/reports");
    }
  });

  it("every page loads lazily, and routes.tsx imports no contracts or zod (first-visit budget)", () => {
    const pages = [feature.sidebar?.[0].page, ...(feature.sidebar?.[0].children ?? []).map((c) => c.page), ...(feature.detailPages ?? []).map((d) => d.page)];
    for (const page of pages) expect(page && "preload" in page).toBe(true);
    const source = readFileSync(new URL("./routes.tsx", import.meta.url), "utf8") + readFileSync(new URL("./paths.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/from "[^"]*contracts[^"]*"|from "zod"/);
  });
});

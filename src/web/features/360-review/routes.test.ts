import { describe, expect, it } from "vitest";
import { routeMeta } from "../../app/navigation.ts";
import { feature } from "./routes.tsx";

describe("360 Review routes", () => {
  it("the project and comparison pages sit under the 360 Review section", () => {
    for (const path of ["/dashboard/360-review/p1", "/dashboard/360-review/p1/comparison"]) {
      const meta = routeMeta(path);
      expect(meta.title).toBe("360 Review");
      expect(meta.item?.path).toBe("/dashboard/360-review");
    }
    expect(routeMeta("/dashboard/360-review/p1/other").title).toBe("Page not found");
  });

  it("the rater's page is public (outside the dashboard shell) and every page loads lazily", () => {
    expect(feature.pages?.map((p) => p.path)).toEqual(["/rate/:token"]);
    const lazy = [...(feature.sidebar ?? []).map((s) => s.page), ...(feature.detailPages ?? []).map((d) => d.page)];
    for (const page of lazy) expect(page && "preload" in page).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { FeatureRoutes, LazyPage } from "../lib/feature-routes.ts";
import { preloadPageAt } from "./router.tsx";
import { FEATURES } from "./features.ts";
import { createElement } from "react";

/** A stand-in lazy page that records whether its code was started. */
function page(name: string, started: string[]): LazyPage {
  return Object.assign(() => null, { preload: async () => void started.push(name) });
}

function features(started: string[]): FeatureRoutes[] {
  return [
    {
      pages: [
        { path: "/login", element: createElement(page("login", started)) },
        { path: "*", element: createElement(page("not-found", started)) },
      ],
      sidebar: [
        {
          id: "overview",
          path: "/dashboard",
          icon: "home",
          section: "workspace",
          page: page("overview", started),
        },
        {
          id: "assessments",
          path: "/dashboard/assessments",
          icon: "clipboard",
          section: "workspace",
          page: page("assessments", started),
          children: [{ id: "assessments.active", path: "/dashboard/assessments/active", page: page("active", started) }],
        },
      ],
      detailPages: [{ id: "assessments.results", path: "/dashboard/assessments/results/:assessmentId", parent: "/dashboard/assessments", page: page("results", started) }],
    },
  ];
}

async function startedAt(pathname: string): Promise<string[]> {
  const started: string[] = [];
  await preloadPageAt(pathname, features(started), page("shell", started));
  return started.sort();
}

describe("preloadPageAt: the page the app opens at starts downloading with the app", () => {
  it("a public page: its own code only", async () => {
    expect(await startedAt("/login")).toEqual(["login"]);
  });
  it("a dashboard page: the shell and that page (a child, a detail page with its id)", async () => {
    expect(await startedAt("/dashboard")).toEqual(["overview", "shell"]);
    expect(await startedAt("/dashboard/assessments/active")).toEqual(["active", "shell"]);
    expect(await startedAt("/dashboard/assessments/results/abc")).toEqual(["results", "shell"]);
  });
  it("an unknown address starts nothing but the shell under /dashboard, and never the catch-all page", async () => {
    expect(await startedAt("/nowhere")).toEqual([]);
    expect(await startedAt("/dashboard/nowhere")).toEqual(["shell"]);
  });
  it("the app's real routes: /login and the overview are lazy pages it can start", async () => {
    const started: string[] = [];
    const shell = page("shell", started);
    await expect(preloadPageAt("/login", FEATURES, shell)).resolves.toBeDefined();
    await preloadPageAt("/dashboard", FEATURES, shell);
    expect(started).toEqual(["shell"]);
  });
});

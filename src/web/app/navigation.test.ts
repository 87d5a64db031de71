import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURES } from "./features.ts";
import { allDestinations, DETAIL_PAGES, isActivePath, NAV_ITEMS, normalizePath, routeMeta } from "./navigation.ts";
import { keywordsOf, searchDestinations } from "./navigation-search.ts";
import { addCatalog, tNs } from "../lib/i18n.ts";
import { visibleItems } from "../lib/nav.ts";
import navEmpty from "../locales/en/nav-empty.ts";
import navStaff from "../locales/en/nav-staff.ts";

addCatalog("nav-empty", navEmpty);
addCatalog("nav-staff", navStaff);
const emptyStateOf = (id: string) => tNs("nav-empty")(`${id}.emptyState`, { defaultValue: "" });

describe("isActivePath", () => {
  it("Overview is active only on /dashboard exactly", () => {
    expect(isActivePath("/dashboard", "/dashboard")).toBe(true);
    expect(isActivePath("/dashboard", "/dashboard/")).toBe(true);
    expect(isActivePath("/dashboard", "/dashboard/reports")).toBe(false);
  });

  it("other entries are active by path prefix on whole segments", () => {
    expect(isActivePath("/dashboard/reports", "/dashboard/reports")).toBe(true);
    expect(isActivePath("/dashboard/reports", "/dashboard/reports/weekly")).toBe(true);
    expect(isActivePath("/dashboard/reports", "/dashboard/reportsx")).toBe(false);
    expect(isActivePath("/dashboard/reports", "/dashboard")).toBe(false);
    expect(isActivePath("/dashboard/assessments/active", "/dashboard/assessments")).toBe(false);
  });

  it("normalizePath trims trailing slashes", () => {
    expect(normalizePath("/dashboard/users/")).toBe("/dashboard/users");
    expect(normalizePath("/")).toBe("/");
  });
});

describe("navigation model", () => {
  it("has every route of the brief, each with a distinct path and non-empty copy", () => {
    const paths = allDestinations().map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const expected of [
      "/dashboard",
      "/dashboard/assessments/active",
      "/dashboard/assessments/completed",
      "/dashboard/assessments/drafts",
      "/dashboard/analytics/performance",
      "/dashboard/analytics/trends",
      "/dashboard/analytics/insights",
      "/dashboard/reports/weekly",
      "/dashboard/reports/monthly",
      "/dashboard/reports/custom",
      "/dashboard/users/all",
      "/dashboard/users/teams",
      "/dashboard/users/roles",
      "/dashboard/ocean/coverage",
      "/dashboard/ocean/insights",
      "/dashboard/ocean/recommendations",
      "/dashboard/settings",
      "/dashboard/business-intelligence",
      "/dashboard/testing",
      "/dashboard/360-review",
      "/dashboard/real-time",
    ]) {
      expect(paths).toContain(expected);
    }
    for (const d of allDestinations()) {
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.description.length).toBeGreaterThan(0);
    }
  });

  it("no two sidebar entries share an icon", () => {
    const icons = NAV_ITEMS.map((item) => item.icon);
    const shared = icons.filter((icon, i) => icons.indexOf(icon) !== i);
    expect(shared).toEqual([]);
  });

  it("lists no destination that has no page yet (Marketing and Security return with their own work)", () => {
    const paths = allDestinations().map((d) => d.path);
    expect(paths).not.toContain("/dashboard/marketing");
    expect(paths).not.toContain("/dashboard/security");
  });

  it("gives the Testing sandbox a page of its own", () => {
    const testing = FEATURES.flatMap((f) => f.sidebar ?? []).find((entry) => entry.path === "/dashboard/testing");
    expect(testing?.page).toBeDefined();
  });

  it("/profile leads to the profile in Settings instead of a 404", () => {
    const pages = FEATURES.flatMap((feature) => feature.pages ?? []);
    expect(pages.map((page) => page.path)).toContain("/profile");
  });

  it("children live under their parent's path", () => {
    for (const item of NAV_ITEMS) {
      for (const child of item.children ?? []) expect(child.path.startsWith(`${item.path}/`)).toBe(true);
    }
  });

  it("routeMeta finds titles and falls back to not found", () => {
    expect(routeMeta("/dashboard/reports/weekly").title).toBe("Weekly reports");
    expect(routeMeta("/dashboard/reports/weekly").item?.label).toBe("Reports");
    expect(routeMeta("/dashboard/nope")).toMatchObject({ title: "Page not found", item: null, destination: null });
    // Pages under a destination without a sidebar entry of their own.
    expect(routeMeta("/dashboard/assessments/take/r1")).toMatchObject({ title: "Take assessment", destination: null });
    expect(routeMeta("/dashboard/assessments/take/r1").item?.label).toBe("Assessments");
    expect(routeMeta("/dashboard/assessments/r1/results/")).toMatchObject({ title: "Assessment results" });
    expect(routeMeta("/dashboard/assessments/r1/other").title).toBe("Page not found");
  });
});

describe("searchDestinations", () => {
  it("needs at least one non-space character", () => {
    expect(searchDestinations("")).toEqual([]);
    expect(searchDestinations("   ")).toEqual([]);
  });

  it("ranks label prefixes first and is case-insensitive", () => {
    const results = searchDestinations("REP");
    expect(results[0].destination.path).toBe("/dashboard/reports");
    expect(results.map((r) => r.label)).toContain("Reports › Weekly");
  });

  it("matches words inside labels, parents and keywords", () => {
    expect(searchDestinations("review").map((r) => r.destination.path)).toContain("/dashboard/360-review");
    expect(searchDestinations("dark mode").map((r) => r.destination.path)).toEqual(["/dashboard/settings"]);
    const active = searchDestinations("assess");
    expect(active[0].destination.path).toBe("/dashboard/assessments");
    expect(active.map((r) => r.destination.path)).toContain("/dashboard/assessments/drafts");
  });

  it("limits the number of results and finds nothing for nonsense", () => {
    expect(searchDestinations("e", undefined, 5)).toHaveLength(5);
    expect(searchDestinations("zzqx")).toEqual([]);
  });
});

describe("feature composition", () => {
  it("every features/<area>/routes.tsx is composed, and only those", async () => {
    const dir = path.resolve(import.meta.dirname, "../features");
    const withRoutes = readdirSync(dir).filter((name) => existsSync(path.join(dir, name, "routes.tsx")));
    const modules = await Promise.all(withRoutes.map((name) => import(`../features/${name}/routes.tsx`) as Promise<Record<string, unknown>>));
    // a feature folder may declare several sidebar features (analytics: analytics, OCEAN, business intelligence)
    const declared = modules.flatMap((m) =>
      Object.entries(m)
        .filter(([name]) => name === "feature" || name.endsWith("Feature"))
        .map(([, f]) => f),
    );
    expect(new Set(declared)).toEqual(new Set(FEATURES));
  });

  it("every destination has its words in the nav catalog; pages without a page of their own have an empty state", () => {
    const specs = FEATURES.flatMap((f) => f.sidebar ?? []).flatMap((entry) => [entry, ...(entry.children ?? [])]);
    const byPath = new Map(allDestinations().map((d) => [d.path, d]));
    for (const spec of specs) {
      const d = byPath.get(spec.path);
      expect(d, spec.path).toBeDefined();
      expect(d?.label, spec.id).not.toBe("");
      expect(d && keywordsOf(d).length, spec.id).toBeGreaterThan(0);
      if (!spec.page) expect(emptyStateOf(spec.id), spec.id).not.toBe("");
    }
    for (const page of DETAIL_PAGES) expect(routeMeta(page.path.replace(/:\w+/g, "x")).title).not.toBe("Page not found");
  });

  it("keeps the sidebar order and sections", () => {
    expect(NAV_ITEMS.map((i) => `${i.section}:${i.label}`)).toEqual([
      "workspace:Overview",
      "workspace:Assessments",
      "workspace:Assignments",
      "workspace:Assessment Types",
      "workspace:Analytics",
      "workspace:Reports",
      "workspace:Users",
      "workspace:OCEAN",
      "platform:Business Intelligence",
      "platform:Testing",
      "platform:360 Review",
      "platform:Real-time",
      "platform:Operations",
      "staff:CEO dashboard",
      "staff:Sales",
      "staff:Organizations",
      "staff:Users",
      "staff:Billing",
      "staff:Staff",
      "account:Settings",
    ]);
  });

  it("shows policy-gated entries only to those the server's policies allow", () => {
    const policies = {
      readOrganization: true,
      assignAssessments: true,
      manageMembers: true,
      inviteMembers: true,
      invitableRoles: ["user" as const, "manager" as const],
      viewOperations: false,
      manageSettings: false,
      readAnalytics: false,
    };
    expect(visibleItems(NAV_ITEMS, policies).map((i) => i.label)).not.toContain("Operations");
    expect(visibleItems(NAV_ITEMS, policies).map((i) => i.label)).not.toContain("Real-time");
    // the operational dashboard, the live monitor and the three analytics destinations: admins and managers
    const analyticsLabels = ["Analytics", "OCEAN", "Business Intelligence", "Operations", "Real-time"];
    for (const label of analyticsLabels) expect(visibleItems(NAV_ITEMS, policies).map((i) => i.label)).not.toContain(label);
    // the Platform section (the vendor's screens) is for platform staff only
    const staffEntries = NAV_ITEMS.filter((i) => i.section === "staff");
    expect(visibleItems(NAV_ITEMS, policies)).toHaveLength(NAV_ITEMS.length - analyticsLabels.length - staffEntries.length);
    const platform = { readBusiness: false, manageBusiness: false, readSales: true, operateBilling: false, operateOrganizations: false, manageStaff: false };
    expect(visibleItems(NAV_ITEMS, policies, platform).map((i) => i.label)).not.toContain("CEO dashboard");
    expect(visibleItems(NAV_ITEMS, policies, { ...platform, readBusiness: true }).map((i) => i.label)).toContain("CEO dashboard");
    expect(visibleItems(NAV_ITEMS, { ...policies, readAnalytics: true }).map((i) => i.label)).toEqual(expect.arrayContaining(analyticsLabels));
    // Assignments are followed by those who may assign (managers and admins).
    expect(visibleItems(NAV_ITEMS, { ...policies, assignAssessments: false }).map((i) => i.label)).not.toContain("Assignments");
    expect(visibleItems(NAV_ITEMS, policies).map((i) => i.label)).toContain("Assignments");
    // So is the Assessment Type Manager (those who may design types).
    expect(visibleItems(NAV_ITEMS, { ...policies, assignAssessments: false }).map((i) => i.label)).not.toContain("Assessment Types");
    expect(visibleItems(NAV_ITEMS, policies).map((i) => i.label)).toContain("Assessment Types");
    // And the Testing sandbox (test runs of any type: those who may assign and design).
    expect(visibleItems(NAV_ITEMS, { ...policies, assignAssessments: false }).map((i) => i.label)).not.toContain("Testing");
    expect(visibleItems(NAV_ITEMS, policies).map((i) => i.label)).toContain("Testing");
  });
});

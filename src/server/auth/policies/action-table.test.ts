import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROLES, type TRole } from "../../../contracts/roles.ts";
import type { TenantActor } from "../tenancy.ts";
import { actionTable, can, centerPolicies, ORGANIZATION_ACTIONS, platformActionTable, PLATFORM_ACTIONS, type OrganizationAction } from "./index.ts";
import { mergeTables, organizationRule, isAdmin, holds } from "./helpers.ts";

const actor = (role: TRole): TenantActor => ({
  userId: `${role}-1`,
  name: role,
  email: `${role}@x.test`,
  sessionId: "s",
  sessionToken: "t",
  expiresAt: new Date(0),
  organizationId: "org",
  organizationName: "Org",
  organizationSlug: "org",
  role,
  platformRole: null,
  organizationSuspendedReason: null,
});

/** The action table as docs/architecture.md states it (or its platform table): action → { describe, roles }. */
function documentedTable(table: "action-table" | "platform-table" = "action-table"): Map<string, { describe: string; roles: string[] }> {
  const doc = readFileSync(new URL("../../../../docs/architecture.md", import.meta.url), "utf8");
  const start = doc.indexOf(`<!-- ${table}:start -->`);
  const end = doc.indexOf(`<!-- ${table}:end -->`);
  expect(start, "docs/architecture.md has the action table markers").toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const rows = new Map<string, { describe: string; roles: string[] }>();
  for (const line of doc.slice(start, end).split("\n")) {
    const cells = line
      .trim()
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    const action = /^`([^`]+)`$/.exec(cells[0] ?? "")?.[1];
    if (!action) continue; // the header, its rule, blank lines
    const roles = cells[2] === "—" ? [] : cells[2].split(",").map((r) => r.trim());
    rows.set(action, { describe: cells[1], roles });
  }
  return rows;
}

describe("the action table (docs/architecture.md) and the policies agree", () => {
  it("states each organization action once, and no action the policies do not have", () => {
    expect([...documentedTable().keys()].sort()).toEqual([...ORGANIZATION_ACTIONS].sort());
  });

  it.each(ORGANIZATION_ACTIONS.map((a) => [a]))("%s: the stated roles are exactly those the policy allows", (action) => {
    const stated = documentedTable().get(action);
    const row = actionTable().find((r) => r.action === action)!;
    expect(stated, `${action} is missing from the table; add | \`${action}\` | ${row.describe} | ${row.roles.join(", ") || "—"} |`).toBeDefined();
    for (const role of ROLES) {
      expect(stated!.roles.includes(role), `${action} for ${role}: table says ${stated!.roles.includes(role)}, policy says ${can(actor(role), action)}`).toBe(
        can(actor(role), action),
      );
    }
    for (const role of stated!.roles) expect(ROLES, `${action} names an unknown role`).toContain(role);
  });

  it("states what each action allows in the policy's own words", () => {
    const doc = documentedTable();
    for (const row of actionTable()) expect(doc.get(row.action)?.describe, row.action).toBe(row.describe);
  });

  it("is generated from can: each row lists the roles can allows, most powerful first", () => {
    for (const row of actionTable()) expect(row.roles).toEqual(ROLES.filter((role) => can(actor(role), row.action)));
  });
});

describe("the platform table (docs/architecture.md) and the staff policies agree", () => {
  it("states each platform action once, in the policy's words, with exactly the roles it allows", () => {
    const doc = documentedTable("platform-table");
    expect([...doc.keys()].sort()).toEqual([...PLATFORM_ACTIONS].sort());
    for (const row of platformActionTable()) expect(doc.get(row.action), row.action).toEqual({ describe: row.describe, roles: row.roles });
  });
});

describe("the actions the old table misstated", () => {
  const allowed = (action: OrganizationAction) => ROLES.filter((role) => can(actor(role), action));
  it("operations, settings and the 360 bulk download are for admins only, not managers", () => {
    expect(allowed("operations.view")).toEqual(["admin"]);
    expect(allowed("settings.manage")).toEqual(["admin"]);
    expect(allowed("feedback360.bulkDownload")).toEqual(["admin"]);
  });
  it("the Reporting Center's builder is for admins, managers and analysts (spec 2 §6), as creating reports is", () => {
    expect(allowed("reports.build")).toEqual(["admin", "manager", "analyst"]);
    expect(allowed("reports.build")).toEqual(allowed("reports.create"));
  });
});

describe("the Reporting Center's policies (spec 2 §6)", () => {
  it("admin, manager and analyst build; only admin and manager schedule; every role sees Templates and History", () => {
    const all = { newReport: true, builder: true, useTemplates: true, scheduled: true, templates: true, history: true };
    const none = { newReport: false, builder: false, useTemplates: false, scheduled: false, templates: true, history: true };
    expect(centerPolicies(actor("admin"))).toEqual(all);
    expect(centerPolicies(actor("manager"))).toEqual(all);
    expect(centerPolicies(actor("analyst"))).toEqual({ ...all, scheduled: false });
    expect(centerPolicies(actor("user"))).toEqual(none);
  });
});

describe("the policy table", () => {
  it("refuses an action declared in two resource files", () => {
    const a = { "x.do": organizationRule("Do x", isAdmin) };
    const b = { "x.do": organizationRule("Do x again", holds("read")) };
    expect(() => mergeTables(a, b)).toThrow(/x\.do is declared twice/);
    expect(Object.keys(mergeTables(a, { "y.do": organizationRule("Do y", isAdmin) }))).toEqual(["x.do", "y.do"]);
  });

  it("allows nothing it does not know", () => {
    for (const role of ROLES) expect(can(actor(role), "no.such" as OrganizationAction)).toBe(false);
  });

  it("takes a resource where the action needs one, and none where it does not (checked by the compiler)", () => {
    // @ts-expect-error a result action needs its result
    expect(() => can(actor("admin"), "result.read")).toThrow();
    // @ts-expect-error an organization action takes no report
    expect(can(actor("admin"), "operations.view", { kind: "report", createdBy: null })).toBe(true);
  });
});

describe("src/domain names no role", () => {
  /** Every non-test source file under src/domain. */
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return sources(path);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
    });
  }
  it("has no organization role name as a string (permission decisions belong to the policy layer)", () => {
    const domain = new URL("../../../domain", import.meta.url).pathname;
    // "manager" also names a 360 relationship, and "user" is a common word: admin and analyst are roles only
    const offenders = sources(domain).filter((file) => /["'`](admin|analyst)["'`]/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});

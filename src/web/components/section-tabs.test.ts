import { describe, expect, it } from "vitest";
import { sectionTabs } from "./SectionTabs.tsx";
import type { NavItem } from "../lib/nav.ts";

const item = (children: { id: string; path: string; label: string }[]): NavItem =>
  ({ id: "users", path: "/dashboard/users", label: "Users", title: "Users", description: "d", icon: "users", section: "workspace", children }) as unknown as NavItem;

describe("sectionTabs", () => {
  it("a child that is the section's all-page replaces the generic All tab (one 'all' tab, not two)", () => {
    const tabs = sectionTabs(
      item([
        { id: "users.all", path: "/dashboard/users/all", label: "All users" },
        { id: "users.roles", path: "/dashboard/users/roles", label: "Roles" },
      ]),
      "All",
    );
    expect(tabs.map((t) => t.label)).toEqual(["All users", "Roles"]);
    expect(tabs[0]?.activeOn).toEqual(["/dashboard/users/all", "/dashboard/users"]);
  });

  it("without such a child the entry itself is the All tab", () => {
    const tabs = sectionTabs(item([{ id: "r.weekly", path: "/dashboard/users/weekly", label: "Weekly" }]), "All");
    expect(tabs.map((t) => [t.label, t.path])).toEqual([
      ["All", "/dashboard/users"],
      ["Weekly", "/dashboard/users/weekly"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { TMember } from "../../../contracts/members.ts";
import { groupByDepartment } from "./teams.ts";

const policies = { changeRole: false, assignableRoles: [], setDepartment: false } as unknown as TMember["policies"];
const member = (name: string, department: string | null): TMember => ({
  userId: name,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@x.test`,
  role: "user",
  department,
  joinedAt: "2026-01-01T00:00:00.000Z",
  policies,
});

describe("groupByDepartment", () => {
  it("groups by department in name order, members by name with numbers read as numbers, the unassigned last", () => {
    const groups = groupByDepartment([
      member("Respondent 10", "Sales"),
      member("Zoe", null),
      member("Respondent 2", "Sales"),
      member("Ann", "Engineering"),
      member("Bo", " "),
      member("Cy", "engineering 2"),
    ]);
    expect(groups.map((g) => g.department)).toEqual(["Engineering", "engineering 2", "Sales", null]);
    expect(groups[2]!.members.map((m) => m.name)).toEqual(["Respondent 2", "Respondent 10"]);
    expect(groups[3]!.members.map((m) => m.name)).toEqual(["Bo", "Zoe"]);
  });

  it("keeps every member exactly once", () => {
    const members = Array.from({ length: 57 }, (_, i) => member(`P${i}`, i % 5 === 0 ? null : `D${i % 7}`));
    const groups = groupByDepartment(members);
    expect(groups.flatMap((g) => g.members.map((m) => m.userId)).sort()).toEqual(members.map((m) => m.userId).sort());
  });
});

import { describe, expect, it } from "vitest";
import { departmentKey, firstDuplicate, matchDepartment, planDepartmentListChange } from "./department-list.ts";

const defaults = ["Engineering", "Sales", "Marketing", "HR", "Operations"];

describe("department names", () => {
  it("compare without case or surrounding space", () => {
    expect(departmentKey("  Human   Resources ")).toBe("human resources");
    expect(matchDepartment(defaults, "hr")).toBe("HR");
    expect(matchDepartment(defaults, "Finance")).toBeNull();
  });
  it("finds names listed twice in any case", () => {
    expect(firstDuplicate(defaults)).toBeNull();
    expect(firstDuplicate([...defaults, "sales "])).toBe("sales");
  });
});

describe("planDepartmentListChange", () => {
  it("removes what leaves the list and carries renames", () => {
    const r = planDepartmentListChange(defaults, ["Engineering", "Sales", "People", "Operations"], [{ from: "hr", to: "people" }]);
    expect(r).toEqual({ ok: true, change: { renames: [{ from: "HR", to: "People" }], removed: ["Marketing"] } });
  });
  it("keeps a department whose spelling changes only in case, carrying the new spelling to members", () => {
    const r = planDepartmentListChange(defaults, ["engineering", "Sales", "Marketing", "HR", "Operations"], []);
    expect(r).toEqual({ ok: true, change: { renames: [{ from: "Engineering", to: "engineering" }], removed: [] } });
  });
  it("refuses renames from an unknown department, to a name not in the new list, or of one department twice", () => {
    expect(planDepartmentListChange(defaults, defaults, [{ from: "Finance", to: "Sales" }])).toMatchObject({ ok: false, problem: { kind: "rename_from_unknown" } });
    expect(planDepartmentListChange(defaults, defaults, [{ from: "HR", to: "People" }])).toMatchObject({ ok: false, problem: { kind: "rename_to_unknown" } });
    expect(
      planDepartmentListChange(
        defaults,
        [...defaults, "A", "B"],
        [
          { from: "HR", to: "A" },
          { from: "hr", to: "B" },
        ],
      ),
    ).toMatchObject({ ok: false, problem: { kind: "rename_twice" } });
  });
});

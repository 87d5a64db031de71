/**
 * An organization's department list: names are compared without regard to case or surrounding space, so
 * "hr" and "HR " are the same department; the list keeps the spelling the admin gave.
 */

/** The key two department names are compared by. */
export function departmentKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

/** The first name listed twice (by departmentKey), or null when every name is distinct. */
export function firstDuplicate(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = departmentKey(name);
    if (seen.has(key)) return name.trim();
    seen.add(key);
  }
  return null;
}

/** The list's own spelling of a department named in any case, or null when the list does not hold it. */
export function matchDepartment(list: readonly string[], name: string): string | null {
  const key = departmentKey(name);
  return list.find((d) => departmentKey(d) === key) ?? null;
}

/** A rename of one department to a new name, carried to the members who hold it. */
export type DepartmentRename = { from: string; to: string };

/** What changing the list from `before` to `after` does to members' departments. */
export type DepartmentListChange = {
  /** Members in `from` move to `to` (both in the lists' own spelling; includes new spellings of a kept name). */
  renames: DepartmentRename[];
  /** Departments that leave the list without a rename: members must not hold them any more. */
  removed: string[];
};

/** Why a list change is refused: a rename naming a department not in the old list, or a target not in the new one. */
export type DepartmentListProblem = { kind: "rename_from_unknown" | "rename_to_unknown" | "rename_twice"; name: string };

/**
 * Plans a change of the department list: renames (old name → new name) must name a department of the old
 * list and one of the new; every other old department missing from the new list is removed.
 */
export function planDepartmentListChange(
  before: readonly string[],
  after: readonly string[],
  renames: readonly DepartmentRename[],
): { ok: true; change: DepartmentListChange } | { ok: false; problem: DepartmentListProblem } {
  const planned: DepartmentRename[] = [];
  const renamedFrom = new Set<string>();
  for (const r of renames) {
    const from = matchDepartment(before, r.from);
    if (!from) return { ok: false, problem: { kind: "rename_from_unknown", name: r.from.trim() } };
    const to = matchDepartment(after, r.to);
    if (!to) return { ok: false, problem: { kind: "rename_to_unknown", name: r.to.trim() } };
    if (renamedFrom.has(departmentKey(from))) return { ok: false, problem: { kind: "rename_twice", name: from } };
    renamedFrom.add(departmentKey(from));
    if (from !== to) planned.push({ from, to });
  }
  const removed: string[] = [];
  for (const d of before) {
    if (renamedFrom.has(departmentKey(d))) continue;
    const kept = matchDepartment(after, d);
    if (kept === null) removed.push(d);
    // a new spelling of the same name ("hr" → "HR") is carried to members like a rename
    else if (kept !== d) planned.push({ from: d, to: kept });
  }
  return { ok: true, change: { renames: planned, removed } };
}

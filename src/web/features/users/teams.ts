/**
 * Users › Teams: the organization's departments with their members. Pure: grouping and ordering only.
 */
import type { TMember } from "../../../contracts/members.ts";

export interface DepartmentGroup {
  /** The department's name, or null for members without one. */
  department: string | null;
  members: TMember[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/**
 * Members grouped by department: departments in name order (numbers in names read as numbers), members by name
 * within each; members without a department last, in a group of their own.
 */
export function groupByDepartment(members: readonly TMember[]): DepartmentGroup[] {
  const groups = new Map<string | null, TMember[]>();
  for (const member of members) {
    const key = member.department?.trim() ? member.department.trim() : null;
    const list = groups.get(key) ?? [];
    list.push(member);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b)))
    .map(([department, list]) => ({ department, members: [...list].sort((x, y) => collator.compare(x.name || x.email, y.name || y.email)) }));
}

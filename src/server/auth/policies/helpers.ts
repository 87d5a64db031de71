import { roleAllows, type TPermission, type TRole } from "../../../contracts/roles.ts";
import type { MemberSubject } from "./actor.ts";

/**
 * The building blocks of the per-resource policy files: a rule is either organization-wide (no resource; it
 * says in words what it allows, for the action table) or about one resource (it reads the resource's ref).
 */

/** A decision about a member, without a resource. */
export type Check = (who: MemberSubject) => boolean;

/** An organization-wide action: what it allows, in words (the action table), and who may. */
export type OrganizationRule = { readonly kind: "organization"; readonly describe: string; readonly allows: Check };
/** An action on one resource, described by its ref `R`. */
export type ResourceRule<R> = { readonly kind: "resource"; readonly allows: (who: MemberSubject, resource: R) => boolean };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds rules of every resource type
export type AnyRule = OrganizationRule | ResourceRule<any>;
export type PolicyTable = Readonly<Record<string, AnyRule>>;

/** The organization as a resource (organization-wide actions name it, or nothing). */
export type OrganizationRef = { kind: "organization" };

export function organizationRule(describe: string, allows: Check): OrganizationRule {
  return { kind: "organization", describe, allows };
}

export function resourceRule<R>(allows: (who: MemberSubject, resource: R) => boolean): ResourceRule<R> {
  return { kind: "resource", allows };
}

/** The member's role grants the permission (spec 1 §6 role table, src/contracts/roles.ts). */
export function holds(permission: Exclude<TPermission, "*">): Check {
  return (who) => roleAllows(who.role, permission);
}

/** The member has one of these roles: for the few rules the permission table cannot say (e.g. admins only). */
export function hasRole(...roles: readonly TRole[]): Check {
  return (who) => roles.includes(who.role);
}

/** Admins only: the organization's owners (operations, settings, deleting others' things). */
export const isAdmin: Check = hasRole("admin");

/** The member is the user the resource names (false when it names no one: a removed member, the system). */
export function isSelf(who: MemberSubject, userId: string | null): boolean {
  return userId !== null && userId === who.userId;
}

/** Merges resource tables into one, refusing an action declared twice (one rule per action). */
export function mergeTables<T extends PolicyTable[]>(...tables: T): UnionToIntersection<T[number]> {
  const merged: Record<string, AnyRule> = {};
  for (const table of tables) {
    for (const [action, rule] of Object.entries(table)) {
      if (Object.hasOwn(merged, action)) throw new Error(`policy for ${action} is declared twice`);
      merged[action] = rule;
    }
  }
  return merged as UnionToIntersection<T[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

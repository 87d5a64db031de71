import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { TMember } from "../../../contracts/members.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { useAuth } from "../../lib/auth.tsx";
import {
  cancelMemberQueries,
  invalidateMembers,
  membersQueryKey,
  patchMemberRole,
  putMemberDepartment,
  rollBackMemberDepartment,
  rollBackMemberRole,
  settleMember,
  updateCachedMembers,
  withMemberDepartment,
  withMemberRole,
} from "../../data/members.ts";

/** One role change as the page asks for it (previous: the role shown before, for the rollback and the undo). */
export interface RoleChange {
  userId: string;
  /** Who it concerns, for messages. */
  name: string;
  role: TRole;
  previous: TRole;
  /** This change undoes the one before it (no new undo is offered). */
  undo?: boolean;
}

const roleMutationKey = [...membersQueryKey, "role"] as const;

export interface ChangeRoleHandlers {
  onChanged(change: RoleChange, saved: TMember): void;
  onFailed(change: RoleChange, error: unknown): void;
}

/**
 * Changes members' roles: the list shows the new role at once and goes back if the server refuses. Changes run one
 * at a time in the order made (so the server ends on the last one). The full list and every page of it are updated
 * at once and re-read after each change (policies depend on the admin count and the caller's role; a page sorted by
 * role may now hold other members), and so is the session when the change is the caller's.
 */
export function useChangeRole(selfId: string, handlers: ChangeRoleHandlers) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  return useMutation({
    mutationKey: roleMutationKey,
    scope: { id: "organization-member-roles" },
    mutationFn: (change: RoleChange) => patchMemberRole(change.userId, change.role),
    onMutate: async (change) => {
      await cancelMemberQueries(queryClient);
      updateCachedMembers(queryClient, (members) => withMemberRole(members, change.userId, change.role));
    },
    onError: (error, change) => {
      updateCachedMembers(queryClient, (members) => rollBackMemberRole(members, change.userId, change.role, change.previous));
      latest.current.onFailed(change, error);
      // Re-read the list (someone else may have changed it), unless other changes are still on their way.
      if (queryClient.isMutating({ mutationKey: roleMutationKey }) <= 1) void invalidateMembers(queryClient);
    },
    onSuccess: (saved, change) => {
      updateCachedMembers(queryClient, (members) => settleMember(members, saved, change.role));
      if (change.userId === selfId) void refresh();
      // Every member's policies may change with this one (e.g. the admin count): re-read the list and its pages.
      if (queryClient.isMutating({ mutationKey: roleMutationKey }) <= 1) void invalidateMembers(queryClient);
      latest.current.onChanged(change, saved);
    },
  });
}

/** Ids of the members whose role change is on its way to the server. */
export function usePendingRoleChanges(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: roleMutationKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as RoleChange | undefined)?.userId ?? "",
  });
  const key = ids.join("\n");
  // A new set only when the ids change (useMutationState answers a new array on every update).
  return useMemo(() => new Set(key === "" ? [] : key.split("\n")), [key]);
}

/** One department change as the page asks for it (previous: the department shown before, for the rollback). */
export interface DepartmentChange {
  userId: string;
  /** Who it concerns, for messages. */
  name: string;
  department: string | null;
  previous: string | null;
}

const departmentMutationKey = [...membersQueryKey, "department"] as const;

/**
 * Changes members' departments: the list shows the new department at once and goes back (calling onFailed) if
 * the server refuses. Changes run one at a time in the order made, so the server ends on the last one.
 */
export function useSetDepartment(onFailed: (change: DepartmentChange, error: unknown) => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onFailed);
  useEffect(() => {
    latest.current = onFailed;
  });
  return useMutation({
    mutationKey: departmentMutationKey,
    scope: { id: "organization-member-departments" },
    mutationFn: (change: DepartmentChange) => putMemberDepartment(change.userId, change.department),
    onMutate: async (change) => {
      await cancelMemberQueries(queryClient);
      updateCachedMembers(queryClient, (members) => withMemberDepartment(members, change.userId, change.department));
    },
    onError: (error, change) => {
      updateCachedMembers(queryClient, (members) => rollBackMemberDepartment(members, change.userId, change.department, change.previous));
      latest.current(change, error);
      if (queryClient.isMutating({ mutationKey: departmentMutationKey }) <= 1) void invalidateMembers(queryClient);
    },
    onSuccess: (saved) => {
      updateCachedMembers(queryClient, (members) => members.map((m) => (m.userId === saved.userId && m.department === saved.department ? saved : m)));
    },
  });
}

/** Ids of the members whose department change is on its way to the server. */
export function usePendingDepartmentChanges(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: departmentMutationKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as DepartmentChange | undefined)?.userId ?? "",
  });
  const key = ids.join("\n");
  return useMemo(() => new Set(key === "" ? [] : key.split("\n")), [key]);
}

import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { TMember } from "../../../contracts/members.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { useAuth } from "../../lib/auth.tsx";
import {
  membersQueryKey,
  patchMemberRole,
  putMemberDepartment,
  rollBackMemberDepartment,
  rollBackMemberRole,
  settleMember,
  withMemberDepartment,
  withMemberRole,
} from "../../lib/members.ts";

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
 * at a time in the order made (so the server ends on the last one). The list is re-read after each change (its
 * policies depend on the admin count and the caller's role), and so is the session when the change is the caller's.
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
      await queryClient.cancelQueries({ queryKey: membersQueryKey, exact: true });
      queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && withMemberRole(old, change.userId, change.role));
    },
    onError: (error, change) => {
      queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && rollBackMemberRole(old, change.userId, change.role, change.previous));
      latest.current.onFailed(change, error);
      // Re-read the list (someone else may have changed it), unless other changes are still on their way.
      if (queryClient.isMutating({ mutationKey: roleMutationKey }) <= 1) void queryClient.invalidateQueries({ queryKey: membersQueryKey, exact: true });
    },
    onSuccess: (saved, change) => {
      queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && settleMember(old, saved, change.role));
      if (change.userId === selfId) void refresh();
      // Every member's policies may change with this one (e.g. the admin count): re-read the list.
      if (queryClient.isMutating({ mutationKey: roleMutationKey }) <= 1) void queryClient.invalidateQueries({ queryKey: membersQueryKey, exact: true });
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
      await queryClient.cancelQueries({ queryKey: membersQueryKey, exact: true });
      queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && withMemberDepartment(old, change.userId, change.department));
    },
    onError: (error, change) => {
      queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && rollBackMemberDepartment(old, change.userId, change.department, change.previous));
      latest.current(change, error);
      if (queryClient.isMutating({ mutationKey: departmentMutationKey }) <= 1) void queryClient.invalidateQueries({ queryKey: membersQueryKey, exact: true });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TMember[]>(membersQueryKey, (old) => old && old.map((m) => (m.userId === saved.userId && m.department === saved.department ? saved : m)));
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

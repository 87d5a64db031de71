import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { TMember } from "../../../contracts/members.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { NAV_ITEMS } from "../../app/navigation.ts";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { primaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useMe } from "../../lib/auth.tsx";
import { SectionTabs } from "../../components/SectionTabs.tsx";
import { useUsersT } from "./i18n.ts";
import { filterMembers, sortMembers, useMembers } from "../../lib/members.ts";
import { memberCountLabel, roleChangedMessage } from "./members.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { MembersList, MembersSkeleton, roleSelectId } from "./MembersList.tsx";
import { PendingInvitations } from "./PendingInvitations.tsx";
import { RoleChangeToast, type RoleNotice } from "./RoleChangeToast.tsx";
import { useChangeRole, usePendingDepartmentChanges, usePendingRoleChanges, useSetDepartment, type RoleChange } from "./use-members.ts";
import { DepartmentImportDialog } from "./DepartmentImportDialog.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { useOrganizationProfile } from "../../lib/organization-profile.ts";
import { useMediaQuery } from "./use-media-query.ts";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";

interface Failure {
  id: number;
  name: string;
  message: string;
}

/**
 * /dashboard/users (and /users/all): the organization's members with a name/email filter. Where the server's
 * policies allow it, each role is a select; a change is shown at once, sent, and can be undone for a few seconds.
 * Those who may invite (policies.inviteMembers) invite people by email and follow the pending invitations below.
 * Those who may manage members (policies.manageMembers) set each department with a select (shown at once, rolled
 * back with a toast if refused) or import departments from CSV.
 */
export function UsersPage() {
  const me = useMe();
  const t = useUsersT();
  const common = useT("common");
  const { pathname } = useLocation();
  const usersItem = NAV_ITEMS.find((item) => item.path === "/dashboard/users");
  const compact = !useMediaQuery("(min-width: 640px)");
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  const filterRef = useRef<HTMLInputElement>(null);

  const membersQuery = useMembers(me.organization !== null);
  // Inviting, and the invitation list, only where the server's policies allow it.
  const canInvite = me.organization !== null && me.policies.inviteMembers;
  const [inviting, setInviting] = useState(false);
  const pending = usePendingRoleChanges();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<(RoleNotice & { revert: RoleChange | null }) | null>(null);
  const nextId = useRef(1);

  const changeRole = useChangeRole(me.user.id, {
    onChanged(change) {
      setFailure(null);
      setNotice({
        id: nextId.current++,
        message: roleChangedMessage(change.role, change.undo),
        detail: change.name,
        undoable: !change.undo,
        revert: change.undo ? null : { userId: change.userId, name: change.name, role: change.previous, previous: change.role, undo: true },
      });
    },
    onFailed(change, error) {
      setNotice((current) => (current?.revert?.userId === change.userId ? null : current));
      setFailure({ id: nextId.current++, name: change.name, message: errorMessage(error) });
    },
  });
  const { mutate } = changeRole;

  // Departments: a select per member for those who may manage members, with the organization's list.
  const canManage = me.organization !== null && me.policies.manageMembers;
  const profile = useOrganizationProfile(canManage);
  const [importing, setImporting] = useState(false);
  const toast = useToast();
  const pendingDepartments = usePendingDepartmentChanges();
  const { mutate: setDepartment } = useSetDepartment((change, error) => toast.show(t("departments.changeFailed", { name: change.name, message: errorMessage(error) }), "error"));
  const onChangeDepartment = useCallback(
    (member: TMember, department: string | null) => setDepartment({ userId: member.userId, name: member.name.trim() || member.email, department, previous: member.department }),
    [setDepartment],
  );

  const onChangeRole = useCallback(
    (member: TMember, role: TRole) => {
      setFailure(null);
      mutate({ userId: member.userId, name: member.name.trim() || member.email, role, previous: member.role });
    },
    [mutate],
  );

  const members = membersQuery.data;
  const sorted = useMemo(() => (members ? sortMembers(members) : []), [members]);
  const shown = useMemo(() => filterMembers(sorted, query), [sorted, query]);

  // Undo is offered only while the server still lets the caller change that member's role.
  const revertTarget = notice?.revert ? members?.find((m) => m.userId === notice.revert?.userId) : undefined;
  const roleToast = notice && {
    ...notice,
    undoable: notice.undoable && notice.revert !== null && revertTarget?.policies.assignableRoles.includes(notice.revert.role) === true,
  };

  const undo = () => {
    const revert = notice?.revert;
    setNotice(null);
    if (!revert) return;
    mutate(revert);
    document.getElementById(roleSelectId(revert.userId))?.focus();
  };

  const setQuery = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === "") next.delete("q");
        else next.set("q", value);
        return next;
      },
      { replace: true },
    );
  };

  const organizationName = me.organization?.name ?? "";
  let body: ReactNode;
  if (!me.organization) {
    body = (
      <PanelMessage icon="users" title={t("members.noOrganization")}>
        {t("members.noOrganizationBody")}
      </PanelMessage>
    );
  } else if (membersQuery.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t("members.loading")}</span>
        <MembersSkeleton />
      </div>
    );
  } else if (membersQuery.isError && !members) {
    body = (
      <LoadFailedPanel
        title={t("members.loadFailed")}
        message={errorMessage(membersQuery.error)}
        retrying={membersQuery.isFetching}
        onRetry={() => void membersQuery.refetch()}
        buttonClassName={buttonClass}
      />
    );
  } else if (sorted.length === 0) {
    body = (
      <PanelMessage icon="users" title={t("members.none")}>
        {t("members.noneBody", { organization: organizationName })}
      </PanelMessage>
    );
  } else if (shown.length === 0) {
    body = (
      <PanelMessage icon="search" title={t("members.noMatch")}>
        <p>{t("members.noMatchBody", { query: query.trim() })}</p>
        <button
          type="button"
          onClick={() => {
            setQuery("");
            filterRef.current?.focus();
          }}
          className={`${buttonClass} mt-5`}
        >
          {t("members.clearFilter")}
        </button>
      </PanelMessage>
    );
  } else {
    body = (
      <MembersList
        members={shown}
        selfId={me.user.id}
        pending={pending}
        onChangeRole={onChangeRole}
        departments={canManage && profile.data ? profile.data.departments : null}
        pendingDepartments={pendingDepartments}
        onChangeDepartment={onChangeDepartment}
        compact={compact}
        caption={t("members.caption", { organization: organizationName })}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      {usersItem && <SectionTabs item={usersItem} pathname={pathname} />}
      <section aria-labelledby="members-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-slate-800">
          <div className="min-w-0">
            <h2 id="members-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("members.heading")}
            </h2>
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
              {members
                ? t("members.countIn", { members: memberCountLabel(shown.length, sorted.length), organization: organizationName })
                : organizationName
                  ? t("members.peopleIn", { organization: organizationName })
                  : t("members.peopleInYours")}
            </p>
          </div>
          {me.organization && (
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
              {canManage && (
                <button type="button" onClick={() => setImporting(true)} className={buttonClass}>
                  <Icon name="file" className="h-4 w-4" />
                  {t("departments.import")}
                </button>
              )}
              {canInvite && (
                <button type="button" onClick={() => setInviting(true)} className={primaryButtonClass}>
                  <Icon name="mail" className="h-4 w-4" />
                  {t("invite.open")}
                </button>
              )}
              <div className="relative w-full sm:w-72">
                <label htmlFor={filterId} className="sr-only">
                  {t("members.filter")}
                </label>
                <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
                <input
                  ref={filterRef}
                  id={filterId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={t("members.filterPlaceholder")}
                  autoComplete="off"
                  spellCheck={false}
                  className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base text-slate-900 sm:text-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
                />
              </div>
            </div>
          )}
        </div>

        {failure && (
          <div
            key={failure.id}
            role="alert"
            className="flex items-start gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:px-6 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
          >
            <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
            <p className="flex-1">
              <span className="font-semibold">{t("members.changeFailed", { name: failure.name })}</span> {failure.message}
            </p>
            <button
              type="button"
              onClick={() => setFailure(null)}
              aria-label={t("members.dismissError")}
              className="-my-1 rounded-lg p-1 text-red-700 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-900/40"
            >
              <Icon name="close" className="h-4 w-4" />
            </button>
          </div>
        )}

        {membersQuery.isError && members && (
          <div className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
            <span className="flex-1">{t("members.refreshFailed", { message: errorMessage(membersQuery.error) })}</span>
            <button type="button" onClick={() => void membersQuery.refetch()} className="font-semibold underline underline-offset-2">
              {common("actions.retry")}
            </button>
          </div>
        )}

        {body}
      </section>

      {canInvite && <PendingInvitations organizationName={organizationName} selfId={me.user.id} />}
      {canInvite && <InviteDialog open={inviting} onClose={() => setInviting(false)} organizationName={organizationName} roles={me.policies.invitableRoles} />}

      {canManage && <DepartmentImportDialog open={importing} onClose={() => setImporting(false)} organizationName={organizationName} />}

      <RoleChangeToast notice={roleToast} onUndo={undo} onDismiss={() => setNotice(null)} />
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { TMember, TMemberSort } from "../../../contracts/members.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { useNavItem } from "../../lib/navigation-context.ts";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { primaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useMe } from "../../lib/auth.tsx";
import { SectionTabs } from "../../components/SectionTabs.tsx";
import { useUsersT } from "./i18n.ts";
import { useMemberPage } from "../../data/members.ts";
import { memberCountLabel, roleChangedMessage } from "./members.ts";
import { nextSort, pageWindow, readMemberListState, USERS_PAGE_SIZE, writeMemberListState, type MemberListState } from "./member-paging.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { MembersList, MembersSkeleton, roleSelectId } from "./MembersList.tsx";
import { PendingInvitations } from "./PendingInvitations.tsx";
import { RoleChangeToast, type RoleNotice } from "./RoleChangeToast.tsx";
import { useChangeRole, usePendingDepartmentChanges, usePendingRoleChanges, useSetDepartment, type RoleChange } from "./use-members.ts";
import { DepartmentImportDialog } from "./DepartmentImportDialog.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { useOrganizationProfile } from "../../data/organization-profile.ts";
import { useMediaQuery } from "./use-media-query.ts";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";

/** How long typing in the search box rests before the server is asked (ms). */
const SEARCH_DEBOUNCE_MS = 300;

interface Failure {
  id: number;
  name: string;
  message: string;
}

/**
 * /dashboard/users (and /users/all): the organization's members, ten at a time, searched (name or email) and sorted
 * by the server; page, search and order live in the address (?page, ?q, ?sort, ?dir). Where the server's
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
  const usersItem = useNavItem("/dashboard/users");
  const compact = !useMediaQuery("(min-width: 640px)");
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const listState = readMemberListState(searchParams);
  const query = listState.q;
  const filterRef = useRef<HTMLInputElement>(null);
  // The search box as typed, until it has rested long enough to be sent (then the address holds it).
  const [draft, setDraft] = useState<string | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const membersQuery = useMemberPage({ page: listState.page, pageSize: USERS_PAGE_SIZE, q: query, sort: listState.sort, dir: listState.dir }, me.organization !== null);
  // Inviting, and the invitation list, only where the server's policies allow it.
  const canInvite = me.organization !== null && me.policies.inviteMembers;
  const [inviting, setInviting] = useState(false);
  const pending = usePendingRoleChanges();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<(RoleNotice & { revert: RoleChange | null; saved: TMember }) | null>(null);
  const nextId = useRef(1);

  const changeRole = useChangeRole(me.user.id, {
    onChanged(change, saved) {
      setFailure(null);
      setNotice({
        id: nextId.current++,
        saved,
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

  const list = membersQuery.data;
  const members = list?.members;
  const total = list?.total ?? 0;
  const pager = pageWindow(listState.page, USERS_PAGE_SIZE, total, members?.length ?? 0);

  // A page past the end (members left, or an old address): go to the last page there is.
  const pastEnd = list !== undefined && !membersQuery.isPlaceholderData && list.members.length === 0 && list.total > 0 && listState.page > 1;
  useEffect(() => {
    if (pastEnd) setSearchParams((params) => writeMemberListState(params, { page: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)) }), { replace: true });
  }, [pastEnd, total, setSearchParams]);

  // Undo is offered only while the server still lets the caller change that member's role (as this page or, when
  // the member is no longer on it, the change's own answer says).
  const revertTarget = notice?.revert ? (members?.find((m) => m.userId === notice.revert?.userId) ?? notice.saved) : undefined;
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

  const changeList = (change: Partial<MemberListState>, replace = false) => setSearchParams((params) => writeMemberListState(params, change), { replace });
  // The search goes to the server once typing rests (and back to page 1); the address is replaced, not pushed.
  const typeQuery = (value: string) => {
    setDraft(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      changeList({ q: value }, true);
      setDraft(null);
    }, SEARCH_DEBOUNCE_MS);
  };
  const clearQuery = () => {
    clearTimeout(searchTimer.current);
    setDraft(null);
    changeList({ q: "" }, true);
  };
  const sortBy = (column: TMemberSort) => changeList(nextSort(listState, column));
  const goToPage = (page: number) => changeList({ page });

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
  } else if (membersQuery.isError && !list) {
    body = (
      <LoadFailedPanel
        title={t("members.loadFailed")}
        message={errorMessage(membersQuery.error)}
        retrying={membersQuery.isFetching}
        onRetry={() => void membersQuery.refetch()}
        buttonClassName={buttonClass}
      />
    );
  } else if (total === 0 && query.trim() === "") {
    body = (
      <PanelMessage icon="users" title={t("members.none")}>
        {t("members.noneBody", { organization: organizationName })}
      </PanelMessage>
    );
  } else if (total === 0) {
    body = (
      <PanelMessage icon="search" title={t("members.noMatch", { query: query.trim() })}>
        <p>{t("members.noMatchBody")}</p>
        <button
          type="button"
          onClick={() => {
            clearQuery();
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
      <>
        <MembersList
          members={members ?? []}
          selfId={me.user.id}
          pending={pending}
          onChangeRole={onChangeRole}
          departments={canManage && profile.data ? profile.data.departments : null}
          pendingDepartments={pendingDepartments}
          onChangeDepartment={onChangeDepartment}
          compact={compact}
          caption={t("members.caption", { organization: organizationName })}
          sort={listState}
          onSort={sortBy}
          onSortTo={(order) => changeList(order)}
          busy={membersQuery.isPlaceholderData}
        />
        <nav aria-label={t("pager.label")} className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t("pager.showing", { from: pager.from, to: pager.to, total })}
          </p>
          <div className="flex gap-2">
            {/* aria-disabled, not disabled: focus stays on the button when it reaches the first or last page */}
            <button
              type="button"
              onClick={() => pager.hasPrevious && goToPage(listState.page - 1)}
              aria-disabled={!pager.hasPrevious}
              className={`${buttonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              {t("pager.previous")}
            </button>
            <button
              type="button"
              onClick={() => pager.hasNext && goToPage(listState.page + 1)}
              aria-disabled={!pager.hasNext}
              className={`${buttonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              {t("pager.next")}
            </button>
          </div>
        </nav>
      </>
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
              {list
                ? query.trim() === ""
                  ? t("members.countIn", { members: memberCountLabel(total, total), organization: organizationName })
                  : t("members.matchingIn", { count: total, organization: organizationName, query: query.trim() })
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
                  value={draft ?? query}
                  onChange={(event) => typeQuery(event.target.value)}
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

        {membersQuery.isError && list && (
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

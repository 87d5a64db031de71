import { useState } from "react";
import { ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/display-preferences.ts";
import { roleLabel } from "../../lib/format.ts";
import { useT } from "../../lib/i18n.ts";
import { USER_PAGE_SIZE_DEFAULT, type TUserRow } from "../../../contracts/operator.ts";
import { ROLES, type TRole } from "../../../contracts/roles.ts";
import { useOperatorT } from "./i18n.ts";
import { useOperatorRoleChange, useUserDetail, useUserTable } from "./operator-api.ts";
import { Badge, Pager, SearchBox, tdClass, thClass, useDebounced } from "./table-parts.tsx";

/** Spec 3 "User table": Admin purple, Manager blue; the other roles plain. */
function RoleBadge({ role }: { role: TRole }) {
  return <Badge tone={role === "admin" ? "purple" : role === "manager" ? "blue" : "slate"}>{roleLabel(role)}</Badge>;
}

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white";

/**
 * Platform → Users (spec 3 "User table"): everyone's memberships across organizations, searchable by name, email or
 * organization, filtered by role, 10 a page; View opens the person's details, Edit Role changes their role in that
 * row's organization (an organization keeps one admin).
 */
export function PlatformUsersPage() {
  const t = useOperatorT();
  const [search, setSearch] = useState("");
  const settled = useDebounced(search);
  const [role, setRole] = useState<TRole | "">("");
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<TUserRow | null>(null);
  const table = useUserTable({ search: settled, role, page, pageSize: USER_PAGE_SIZE_DEFAULT });
  const filtered = settled.trim() !== "" || role !== "";

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={t("search.users")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
          <span className="sr-only">{t("users.roleFilter")}</span>
          <select
            className={selectClass}
            value={role}
            aria-label={t("users.roleFilter")}
            onChange={(e) => {
              setRole(e.target.value as TRole | "");
              setPage(1);
            }}
          >
            <option value="">{t("users.allRoles")}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {table.isPending ? (
          <LoadingState label={t("users.loading")} />
        ) : table.isError ? (
          <LoadFailedPanel
            title={t("users.loadFailed")}
            message={errorMessage(table.error)}
            retrying={table.isFetching}
            onRetry={() => void table.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        ) : table.data.users.length === 0 ? (
          <EmptyState icon="users" title={t("users.empty")}>
            {filtered ? t("users.emptyFiltered") : t("users.emptyAll")}
          </EmptyState>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800" aria-busy={table.isFetching}>
                <caption className="sr-only">{t("users.caption")}</caption>
                <thead className="bg-slate-50 dark:bg-slate-800/50">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t("users.columns.user")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("users.columns.organization")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("users.columns.role")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("users.columns.lastActive")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("users.columns.status")}
                    </th>
                    <th scope="col" className={thClass}>
                      <span className="sr-only">{t("users.columns.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {table.data.users.map((u) => (
                    <tr key={`${u.userId}:${u.organizationId}`}>
                      <td className={tdClass}>
                        <div className="font-medium text-slate-900 dark:text-white">{u.name || u.email}</div>
                        <div className="text-xs text-slate-600 dark:text-slate-400">{u.email}</div>
                      </td>
                      <td className={tdClass}>{u.organizationName}</td>
                      <td className={tdClass}>
                        <RoleBadge role={u.role} />
                      </td>
                      <td className={tdClass}>{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : <span className="text-slate-500 dark:text-slate-400">{t("never")}</span>}</td>
                      <td className={tdClass}>
                        <Badge tone={u.organizationSuspended ? "red" : "green"}>{t(`organizations.status.${u.organizationSuspended ? "suspended" : "active"}`)}</Badge>
                      </td>
                      <td className={`${tdClass} text-right whitespace-nowrap`}>
                        <button type="button" className={ghostButtonClass} onClick={() => setViewing(u.userId)} aria-label={t("users.viewNamed", { name: u.name || u.email })}>
                          {t("users.view")}
                        </button>
                        <button
                          type="button"
                          className={ghostButtonClass}
                          onClick={() => setEditing(u)}
                          aria-label={t("users.editRoleNamed", { name: u.name || u.email, organization: u.organizationName })}
                        >
                          {t("users.editRole")}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={table.data.page} pageSize={table.data.pageSize} total={table.data.total} onPage={setPage} />
          </>
        )}
      </div>
      {viewing !== null && <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />}
      {editing !== null && <RoleDialog row={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** View: the person, their sign-ins and every organization they belong to. */
function UserDetailDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const t = useOperatorT();
  const tc = useT("common");
  const detail = useUserDetail(userId);
  return (
    <Dialog
      open
      onClose={onClose}
      title={detail.data ? detail.data.name || detail.data.email : t("detail.title")}
      footer={
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {tc("actions.close")}
        </button>
      }
    >
      {detail.isPending ? (
        <LoadingState label={t("detail.loading")} />
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("detail.loadFailed", { message: errorMessage(detail.error) })}
        </p>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-slate-600 dark:text-slate-400">{t("detail.email")}</dt>
            <dd>{detail.data.email}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t("detail.joined")}</dt>
            <dd>{formatDate(detail.data.createdAt)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t("detail.lastSignIn")}</dt>
            <dd>{detail.data.lastSignInAt ? formatDateTime(detail.data.lastSignInAt) : t("never")}</dd>
          </dl>
          <div>
            <h3 className="font-semibold text-slate-900 dark:text-white">{t("detail.memberships")}</h3>
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {detail.data.memberships.map((m) => (
                <li key={m.organizationId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <div>
                    <div className="font-medium">{m.organizationName}</div>
                    <div className="text-xs text-slate-600 dark:text-slate-400">{t("detail.joinedOrganization", { date: formatDate(m.joinedAt) })}</div>
                  </div>
                  <div className="flex gap-2">
                    {m.organizationSuspended && <Badge tone="red">{t("detail.suspended")}</Badge>}
                    <RoleBadge role={m.role} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Edit Role: the row's organization, a role, save; the server's refusal (the last admin) is shown in the dialog. */
function RoleDialog({ row, onClose }: { row: TUserRow; onClose(): void }) {
  const t = useOperatorT();
  const tc = useT("common");
  const toast = useToast();
  const [role, setRole] = useState<TRole>(row.role);
  const change = useOperatorRoleChange();
  const name = row.name || row.email;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("roleDialog.title")}
      description={t("roleDialog.description", { name, organization: row.organizationName })}
      footer={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {tc("actions.cancel")}
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={role === row.role || change.isPending}
            onClick={() =>
              change.mutate(
                { userId: row.userId, organizationId: row.organizationId, role },
                {
                  onSuccess: () => {
                    toast.show(t("roleDialog.done", { name, role: roleLabel(role), organization: row.organizationName }));
                    onClose();
                  },
                },
              )
            }
          >
            {t("roleDialog.confirm")}
          </button>
        </>
      }
    >
      <label className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("roleDialog.role")}
        <select className={`${selectClass} mt-1 block w-full`} value={role} autoFocus onChange={(e) => setRole(e.target.value as TRole)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
      </label>
      {change.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(change.error)}
        </p>
      )}
    </Dialog>
  );
}

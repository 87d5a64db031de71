import { useState } from "react";
import { dangerTextButtonClass, ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { formatDate, formatDateTime, formatNumber } from "../../lib/display-preferences.ts";
import type { TOrganizationRow, TOrganizationSort, TSortDirection } from "../../../contracts/operator.ts";
import { useOperatorT } from "./i18n.ts";
import { useOrganizationStatus, useOrganizationTable } from "./operator-api.ts";
import { Badge, Pager, SearchBox, tdClass, thClass, useDebounced } from "./table-parts.tsx";

const PAGE_SIZE = 20;

/** A column header that sorts: a button inside the header cell, which carries aria-sort for the column sorted on. */
function SortHeader({
  column,
  label,
  sort,
  direction,
  onSort,
}: {
  column: TOrganizationSort;
  label: string;
  sort: TOrganizationSort;
  direction: TSortDirection;
  onSort(column: TOrganizationSort): void;
}) {
  const t = useOperatorT();
  const active = sort === column;
  return (
    <th scope="col" className={thClass} aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 dark:hover:text-white"
        title={t("organizations.sortBy", { column: label })}
      >
        {label}
        <span aria-hidden="true" className={active ? "text-indigo-600 dark:text-indigo-400" : "text-slate-300 dark:text-slate-600"}>
          {active && direction === "desc" ? "▼" : "▲"}
        </span>
      </button>
    </th>
  );
}

type Pending = { kind: "suspend" | "activate"; organization: TOrganizationRow } | null;

/**
 * Platform → Organizations (spec 3 "Organization table"): every organization, searchable by name or member email,
 * sortable on each column (a second click on the same column reverses it), paged; Suspend asks for the reason its
 * members will read, Activate asks to confirm. Each page read is audited on the server.
 */
export function OrganizationsPage() {
  const t = useOperatorT();
  const [search, setSearch] = useState("");
  const settled = useDebounced(search);
  const [sort, setSort] = useState<TOrganizationSort>("name");
  const [direction, setDirection] = useState<TSortDirection>("asc");
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const table = useOrganizationTable({ search: settled, sort, direction, page, pageSize: PAGE_SIZE });

  const onSort = (column: TOrganizationSort) => {
    if (column === sort) setDirection(direction === "asc" ? "desc" : "asc");
    else {
      setSort(column);
      setDirection("asc");
    }
    setPage(1);
  };
  const header = (column: TOrganizationSort, label: string) => <SortHeader column={column} label={label} sort={sort} direction={direction} onSort={onSort} />;

  return (
    <div className="space-y-4">
      <SearchBox
        label={t("search.organizations")}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {table.isPending ? (
          <LoadingState label={t("organizations.loading")} />
        ) : table.isError ? (
          <LoadFailedPanel
            title={t("organizations.loadFailed")}
            message={errorMessage(table.error)}
            retrying={table.isFetching}
            onRetry={() => void table.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        ) : table.data.organizations.length === 0 ? (
          <EmptyState icon="briefcase" title={t("organizations.empty")}>
            {settled.trim() !== "" ? t("organizations.emptySearch", { search: settled.trim() }) : t("organizations.emptyAll")}
          </EmptyState>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800" aria-busy={table.isFetching}>
                <caption className="sr-only">{t("organizations.caption")}</caption>
                <thead className="bg-slate-50 dark:bg-slate-800/50">
                  <tr>
                    {header("name", t("organizations.columns.name"))}
                    {header("plan", t("organizations.columns.plan"))}
                    {header("users", t("organizations.columns.users"))}
                    <th scope="col" className={thClass}>
                      {t("organizations.columns.status")}
                    </th>
                    {header("lastActive", t("organizations.columns.lastActive"))}
                    {header("created", t("organizations.columns.created"))}
                    <th scope="col" className={thClass}>
                      <span className="sr-only">{t("organizations.columns.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {table.data.organizations.map((o) => (
                    <OrganizationRow
                      key={o.id}
                      organization={o}
                      onSuspend={() => setPending({ kind: "suspend", organization: o })}
                      onActivate={() => setPending({ kind: "activate", organization: o })}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={table.data.page} pageSize={table.data.pageSize} total={table.data.total} onPage={setPage} />
          </>
        )}
      </div>
      {pending?.kind === "suspend" && <SuspendDialog organization={pending.organization} onClose={() => setPending(null)} />}
      {pending?.kind === "activate" && <ActivateDialog organization={pending.organization} onClose={() => setPending(null)} />}
    </div>
  );
}

function OrganizationRow({ organization: o, onSuspend, onActivate }: { organization: TOrganizationRow; onSuspend(): void; onActivate(): void }) {
  const t = useOperatorT();
  return (
    <tr>
      <td className={tdClass}>
        <div className="font-medium text-slate-900 dark:text-white">{o.name}</div>
        <div className="mt-0.5 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span>{o.slug}</span>
          {o.simulated && (
            <Badge tone="amber" title={t("simulatedHint")}>
              {t("simulated")}
            </Badge>
          )}
        </div>
      </td>
      <td className={tdClass}>
        {o.plan ? (
          <>
            <div>{t(`plans.${o.plan}`)}</div>
            {o.subscriptionStatus && o.subscriptionStatus !== "active" && (
              <div className="text-xs text-amber-700 dark:text-amber-300">{t(`subscriptionStatus.${o.subscriptionStatus}`)}</div>
            )}
          </>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{t("noPlan")}</span>
        )}
      </td>
      <td className={`${tdClass} tabular-nums`}>{formatNumber(o.users)}</td>
      <td className={tdClass}>
        <Badge tone={o.status === "active" ? "green" : "red"}>{t(`organizations.status.${o.status}`)}</Badge>
        {o.suspension && (
          <div className="mt-1 max-w-xs text-xs text-slate-600 dark:text-slate-400">
            {t("organizations.suspendedSince", { date: formatDate(o.suspension.since), reason: o.suspension.reason })}
          </div>
        )}
      </td>
      <td className={tdClass}>{o.lastActiveAt ? formatDateTime(o.lastActiveAt) : <span className="text-slate-500 dark:text-slate-400">{t("never")}</span>}</td>
      <td className={tdClass}>{formatDate(o.createdAt)}</td>
      <td className={`${tdClass} text-right`}>
        {o.status === "active" ? (
          <button type="button" className={dangerTextButtonClass} onClick={onSuspend} aria-label={t("organizations.suspendNamed", { name: o.name })}>
            {t("organizations.suspend")}
          </button>
        ) : (
          <button type="button" className={ghostButtonClass} onClick={onActivate} aria-label={t("organizations.activateNamed", { name: o.name })}>
            <Icon name="check" className="h-4 w-4" />
            {t("organizations.activate")}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Asks for the reason the members will read, then suspends. */
function SuspendDialog({ organization, onClose }: { organization: TOrganizationRow; onClose(): void }) {
  const t = useOperatorT();
  const tc = useT("common");
  const toast = useToast();
  const [reason, setReason] = useState("");
  const status = useOrganizationStatus();
  const valid = reason.trim().length >= 3 && reason.trim().length <= 500;
  const submit = () => {
    if (!valid || status.isPending) return;
    status.mutate(
      { organizationId: organization.id, action: "suspend", reason: reason.trim() },
      {
        onSuccess: () => {
          toast.show(t("suspendDialog.done", { name: organization.name }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("suspendDialog.title", { name: organization.name })}
      description={t("suspendDialog.description")}
      footer={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {tc("actions.cancel")}
          </button>
          <button type="submit" form="suspend-organization" className={primaryButtonClass} disabled={!valid || status.isPending}>
            {t("suspendDialog.confirm")}
          </button>
        </>
      }
    >
      <form
        id="suspend-organization"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("suspendDialog.reason")}
          <textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            rows={3}
            required
            autoFocus
            aria-describedby="suspend-reason-hint"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
        </label>
        <p id="suspend-reason-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t("suspendDialog.reasonHint")}
        </p>
        {status.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {errorMessage(status.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Asks to confirm, then activates. */
function ActivateDialog({ organization, onClose }: { organization: TOrganizationRow; onClose(): void }) {
  const t = useOperatorT();
  const tc = useT("common");
  const toast = useToast();
  const status = useOrganizationStatus();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("activateDialog.title", { name: organization.name })}
      description={t("activateDialog.description")}
      footer={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {tc("actions.cancel")}
          </button>
          <button
            type="button"
            autoFocus
            className={primaryButtonClass}
            disabled={status.isPending}
            onClick={() =>
              status.mutate(
                { organizationId: organization.id, action: "activate" },
                {
                  onSuccess: () => {
                    toast.show(t("activateDialog.done", { name: organization.name }));
                    onClose();
                  },
                },
              )
            }
          >
            {t("activateDialog.confirm")}
          </button>
        </>
      }
    >
      {organization.suspension && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("organizations.suspendedSince", { date: formatDate(organization.suspension.since), reason: organization.suspension.reason })}
        </p>
      )}
      {status.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(status.error)}
        </p>
      )}
    </Dialog>
  );
}

import { useId } from "react";
import { ZMemberSort, ZSortDir, type TMember, type TMemberSort, type TSortDir } from "../../../contracts/members.ts";
import { ROLES, type TRole } from "../../../contracts/roles.ts";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { initials, roleLabel } from "../../lib/format.ts";
import { useUsersT } from "./i18n.ts";
import { formatJoinedDate } from "./members.ts";
import { ariaSortOf } from "./member-paging.ts";

export interface MembersListProps {
  members: readonly TMember[];
  selfId: string;
  /** Members whose role change is on its way. */
  pending: ReadonlySet<string>;
  onChangeRole(member: TMember, role: TRole): void;
  /** The organization's departments when the caller may set members' departments (a select per member), else null. */
  departments: readonly string[] | null;
  /** Members whose department change is on its way. */
  pendingDepartments: ReadonlySet<string>;
  onChangeDepartment(member: TMember, department: string | null): void;
  /** Cards instead of a table (narrow screens). */
  compact: boolean;
  caption: string;
  /** The order the server sorted the members in; the table's column headers are buttons that change it. */
  sort: { sort: TMemberSort; dir: TSortDir };
  onSort(column: TMemberSort): void;
  /** Sets the order outright (the sort select of the cards, which have no column headers). */
  onSortTo(order: { sort: TMemberSort; dir: TSortDir }): void;
  /** A new page, search or order is on its way (the rows shown are the previous answer's). */
  busy?: boolean;
}

/** The id of a member's role select (focus goes back there after an undo). */
export function roleSelectId(userId: string): string {
  return `member-role-${userId}`;
}

const ROLE_BADGE: Record<TRole, string> = {
  admin: "bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/15 dark:text-indigo-300 dark:ring-indigo-400/30",
  manager: "bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-300 dark:ring-sky-400/30",
  analyst: "bg-teal-50 text-teal-700 ring-teal-600/20 dark:bg-teal-500/15 dark:text-teal-300 dark:ring-teal-400/30",
  user: "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-500/30",
};

function displayName(member: TMember): string {
  return member.name.trim() || member.email;
}

function Avatar({ member }: { member: TMember }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300"
    >
      {initials(member.name, member.email)}
    </span>
  );
}

function Identity({ member, self }: { member: TMember; self: boolean }) {
  const t = useUsersT();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar member={member} />
      <span className="min-w-0">
        <span className="flex items-center gap-2">
          <span className="truncate font-medium text-slate-900 dark:text-white">{displayName(member)}</span>
          {self && (
            <span className="shrink-0 rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
              {t("list.you")}
            </span>
          )}
        </span>
        <span className="block truncate text-slate-500 dark:text-slate-400">{member.email}</span>
      </span>
    </span>
  );
}

function RoleBadge({ role }: { role: TRole }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${ROLE_BADGE[role]}`}>{roleLabel(role)}</span>;
}

/** The member's role: a select where the server says the caller may change it (policies.changeRole), else a badge. */
function RoleControl({ member, pending, onChangeRole }: { member: TMember; pending: boolean; onChangeRole: MembersListProps["onChangeRole"] }) {
  const t = useUsersT();
  if (!member.policies.changeRole) return <RoleBadge role={member.role} />;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="relative inline-flex">
        <select
          id={roleSelectId(member.userId)}
          aria-label={t("list.roleFor", { name: displayName(member) })}
          aria-busy={pending || undefined}
          value={member.role}
          onChange={(event) => {
            const role = ROLES.find((r) => r === event.target.value);
            if (role && role !== member.role) onChangeRole(member, role);
          }}
          className="appearance-none rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-base font-medium sm:text-sm text-slate-900 shadow-sm hover:border-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark] dark:hover:border-slate-600"
        >
          {ROLES.filter((role) => role === member.role || member.policies.assignableRoles.includes(role)).map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
        <Icon name="chevron-right" className="pointer-events-none absolute top-1/2 right-2 h-4 w-4 -translate-y-1/2 rotate-90 text-slate-400" />
      </span>
      {pending && (
        <span className="text-slate-400">
          <Spinner className="h-4 w-4" />
          <span className="sr-only">{t("list.saving")}</span>
        </span>
      )}
    </span>
  );
}

/** The id of a member's department select. */
export function departmentSelectId(userId: string): string {
  return `member-department-${userId}`;
}

/** The member's department: a select where the caller may set it (the organization's list and "none"), else text. */
function DepartmentControl({
  member,
  departments,
  pending,
  onChangeDepartment,
}: {
  member: TMember;
  departments: readonly string[] | null;
  pending: boolean;
  onChangeDepartment: MembersListProps["onChangeDepartment"];
}) {
  const t = useUsersT();
  if (departments === null) {
    return member.department ? (
      <span className="text-slate-700 dark:text-slate-300">{member.department}</span>
    ) : (
      <span className="text-slate-500 dark:text-slate-400">{t("list.noDepartment")}</span>
    );
  }
  // a department no longer in the list still shows (the server keeps members out of removed departments)
  const options = member.department && !departments.includes(member.department) ? [member.department, ...departments] : departments;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="relative inline-flex">
        <select
          id={departmentSelectId(member.userId)}
          aria-label={t("list.departmentFor", { name: displayName(member) })}
          aria-busy={pending || undefined}
          value={member.department ?? ""}
          onChange={(event) => {
            const department = event.target.value === "" ? null : event.target.value;
            if (department !== member.department) onChangeDepartment(member, department);
          }}
          className="max-w-[11rem] appearance-none truncate rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-base sm:text-sm text-slate-900 shadow-sm hover:border-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark] dark:hover:border-slate-600"
        >
          <option value="">{t("list.noDepartment")}</option>
          {options.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <Icon name="chevron-right" className="pointer-events-none absolute top-1/2 right-2 h-4 w-4 -translate-y-1/2 rotate-90 text-slate-400" />
      </span>
      {pending && (
        <span className="text-slate-400">
          <Spinner className="h-4 w-4" />
          <span className="sr-only">{t("list.saving")}</span>
        </span>
      )}
    </span>
  );
}

function Joined({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap text-slate-600 dark:text-slate-400">
      {formatJoinedDate(iso)}
    </time>
  );
}

/**
 * A column header that sorts by its column: a button (Enter or Space) in the th, which carries aria-sort when the
 * list is sorted by it.
 */
function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: TMemberSort;
  label: string;
  sort: MembersListProps["sort"];
  onSort: MembersListProps["onSort"];
  className: string;
}) {
  const ariaSort = ariaSortOf(sort, column);
  const icon = ariaSort === "ascending" ? "\u2191" : ariaSort === "descending" ? "\u2193" : "\u2195";
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium tracking-wide uppercase hover:text-slate-900 dark:hover:text-white"
      >
        {label}
        <span aria-hidden="true" className={ariaSort ? "text-indigo-600 dark:text-indigo-400" : "text-slate-400 dark:text-slate-500"}>
          {icon}
        </span>
      </button>
    </th>
  );
}

/** Members as a table (name and email, role, department, joined; sortable headers), or as cards on narrow screens. */
export function MembersList({
  members,
  selfId,
  pending,
  onChangeRole,
  departments,
  pendingDepartments,
  onChangeDepartment,
  compact,
  caption,
  sort,
  onSort,
  onSortTo,
  busy = false,
}: MembersListProps) {
  const t = useUsersT();
  const sortId = useId();
  const department = (member: TMember) => (
    <DepartmentControl member={member} departments={departments} pending={pendingDepartments.has(member.userId)} onChangeDepartment={onChangeDepartment} />
  );
  if (compact) {
    return (
      <>
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2.5 text-sm sm:px-6 dark:border-slate-800">
          <label htmlFor={sortId} className="text-slate-600 dark:text-slate-400">
            {t("list.sortBy")}
          </label>
          <select
            id={sortId}
            value={`${sort.sort}:${sort.dir}`}
            onChange={(event) => {
              const [column, dir] = event.target.value.split(":");
              const order = { sort: ZMemberSort.safeParse(column), dir: ZSortDir.safeParse(dir) };
              if (order.sort.success && order.dir.success) onSortTo({ sort: order.sort.data, dir: order.dir.data });
            }}
            className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-base text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
          >
            <option value="name:asc">{t("list.sortOrder.nameAsc")}</option>
            <option value="name:desc">{t("list.sortOrder.nameDesc")}</option>
            <option value="role:asc">{t("list.sortOrder.roleAsc")}</option>
            <option value="role:desc">{t("list.sortOrder.roleDesc")}</option>
            <option value="joined:desc">{t("list.sortOrder.joinedDesc")}</option>
            <option value="joined:asc">{t("list.sortOrder.joinedAsc")}</option>
          </select>
        </div>
        <ul aria-label={caption} aria-busy={busy || undefined} className={`divide-y divide-slate-100 dark:divide-slate-800 ${busy ? "opacity-60" : ""}`}>
          {members.map((member) => (
            <li key={member.userId} className="px-4 py-4 sm:px-6">
              <Identity member={member} self={member.userId === selfId} />
              <dl className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pl-12 text-sm">
                <div className="flex items-center gap-2">
                  <dt className="sr-only">{t("list.role")}</dt>
                  <dd>
                    <RoleControl member={member} pending={pending.has(member.userId)} onChangeRole={onChangeRole} />
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt className="sr-only">{t("list.department")}</dt>
                  <dd>{department(member)}</dd>
                </div>
                <div className="flex items-center gap-1.5 text-xs">
                  <dt className="text-slate-500 dark:text-slate-400">{t("list.joined")}</dt>
                  <dd>
                    <Joined iso={member.joinedAt} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="overflow-x-auto">
      <table aria-busy={busy || undefined} className={`w-full min-w-[42rem] text-left text-sm ${busy ? "opacity-60" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
            <SortHeader column="name" label={t("list.member")} sort={sort} onSort={onSort} className="px-5 py-2.5 font-medium sm:px-6" />
            <SortHeader column="role" label={t("list.role")} sort={sort} onSort={onSort} className="w-44 px-3 py-2.5 font-medium" />
            <th scope="col" className="w-52 px-3 py-2.5 font-medium">
              {t("list.department")}
            </th>
            <SortHeader column="joined" label={t("list.joined")} sort={sort} onSort={onSort} className="w-40 px-5 py-2.5 font-medium sm:px-6" />
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId} className="border-b border-slate-100 last:border-0 hover:bg-slate-50/60 dark:border-slate-800/60 dark:hover:bg-slate-800/30">
              <th scope="row" className="max-w-0 px-5 py-3 text-left font-normal sm:px-6">
                <Identity member={member} self={member.userId === selfId} />
              </th>
              <td className="px-3 py-3">
                <RoleControl member={member} pending={pending.has(member.userId)} onChangeRole={onChangeRole} />
              </td>
              <td className="px-3 py-3">{department(member)}</td>
              <td className="px-5 py-3 sm:px-6">
                <Joined iso={member.joinedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while the members load (the container announces the loading). */
export function MembersSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100 dark:divide-slate-800">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-5 py-4 sm:px-6">
          <span className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
          <span className="flex-1 space-y-2">
            <span className="block h-3 w-36 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
            <span className="block h-3 w-52 max-w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
          </span>
          <span className="hidden h-7 w-24 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none sm:block dark:bg-slate-800/60" />
          <span className="hidden h-3 w-20 animate-pulse rounded bg-slate-100 motion-reduce:animate-none sm:block dark:bg-slate-800/60" />
        </li>
      ))}
    </ul>
  );
}

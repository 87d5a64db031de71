import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useNavItem } from "../../lib/navigation-context.ts";
import { Card } from "../../components/Card.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { SectionTabs } from "../../components/SectionTabs.tsx";
import { useMe } from "../../lib/auth.tsx";
import { roleLabel } from "../../lib/format.ts";
import { useMembers } from "../../data/members.ts";
import { useUsersT } from "./i18n.ts";
import { groupByDepartment, type DepartmentGroup } from "./teams.ts";

/** Names shown per department before "Show all". */
const FIRST = 12;

function Department({ group }: { group: DepartmentGroup }) {
  const t = useUsersT();
  const [all, setAll] = useState(false);
  const shown = all ? group.members : group.members.slice(0, FIRST);
  const name = group.department ?? t("teams.noDepartment");
  const id = `dept-${(group.department ?? "none").replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {name} <span className="font-normal text-slate-600 dark:text-slate-400">· {t("teams.count", { count: group.members.length })}</span>
      </h3>
      <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((m) => (
          <li key={m.userId} className="truncate text-slate-700 dark:text-slate-300" title={m.email}>
            {m.name || m.email} <span className="text-slate-600 dark:text-slate-400">({roleLabel(m.role)})</span>
          </li>
        ))}
      </ul>
      {group.members.length > FIRST && (
        <button
          type="button"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
          className="mt-2 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          {all ? t("teams.showFewer") : t("teams.showAll", { count: group.members.length })}
        </button>
      )}
    </section>
  );
}

/** /dashboard/users/teams: the organization's departments with their members, and where team composition is read. */
export function TeamsPage() {
  const me = useMe();
  const t = useUsersT();
  const { pathname } = useLocation();
  const usersItem = useNavItem("/dashboard/users");
  const query = useMembers(me.organization !== null);
  const groups = query.data ? groupByDepartment(query.data) : [];
  const named = groups.filter((g) => g.department !== null).length;
  return (
    <div className="mx-auto max-w-6xl">
      {usersItem && <SectionTabs item={usersItem} pathname={pathname} />}
      <Card title={t("teams.title")} description={t("teams.description")}>
        {me.organization === null ? (
          <EmptyState icon="users" title={t("members.noOrganization")}>
            {t("members.noOrganizationBody")}
          </EmptyState>
        ) : query.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t("members.loading")}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("members.loadFailed")}{" "}
            <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
              {t("teams.retry")}
            </button>
          </p>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {named === 0 ? t("teams.noneYet") : t("teams.summary", { count: named, members: query.data.length })}{" "}
              {me.policies.readAnalytics && (
                <Link to="/dashboard/analytics" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  {t("teams.composition")}
                </Link>
              )}
            </p>
            {groups.map((group) => (
              <Department key={group.department ?? ""} group={group} />
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}

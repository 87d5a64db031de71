import { useLocation } from "react-router";
import { PERMISSIONS, ROLES, roleAllows } from "../../../contracts/roles.ts";
import { useNavItem } from "../../lib/navigation-context.ts";
import { Card } from "../../components/Card.tsx";
import { Icon } from "../../components/Icon.tsx";
import { roleLabel } from "../../lib/format.ts";
import { useMe } from "../../lib/auth.tsx";
import { SectionTabs } from "../../components/SectionTabs.tsx";
import { useUsersT } from "./i18n.ts";

/** /dashboard/users/roles: the organization roles and what each may do (from the shared role table, spec 1 §6). */
export function RolesPage() {
  const me = useMe();
  const t = useUsersT();
  const { pathname } = useLocation();
  const usersItem = useNavItem("/dashboard/users");
  return (
    <div className="mx-auto max-w-6xl">
      {usersItem && <SectionTabs item={usersItem} pathname={pathname} />}
      <Card title={t("roles.title")} description={t("roles.description")}>
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
                <th scope="col" className="px-5 py-2.5 font-medium sm:px-6">
                  {t("roles.role")}
                </th>
                {PERMISSIONS.map((permission) => (
                  <th key={permission} scope="col" className="px-3 py-2.5 text-center font-medium">
                    {t(`roles.permission.${permission}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROLES.map((role) => (
                <tr key={role} className="border-b border-slate-100 last:border-0 dark:border-slate-800/60">
                  <th scope="row" className="px-5 py-3 font-normal sm:px-6">
                    <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                      {roleLabel(role)}
                      {me.role === role && (
                        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                          {t("roles.yours")}
                        </span>
                      )}
                    </span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{t(`roles.summary.${role}`)}</span>
                  </th>
                  {PERMISSIONS.map((permission) => (
                    <td key={permission} className="px-3 py-3 text-center">
                      {roleAllows(role, permission) ? (
                        <span className="inline-flex text-emerald-600 dark:text-emerald-400">
                          <Icon name="check" className="h-5 w-5" />
                          <span className="sr-only">{t("roles.yes")}</span>
                        </span>
                      ) : (
                        <span className="text-slate-500 dark:text-slate-400">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t("roles.no")}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}

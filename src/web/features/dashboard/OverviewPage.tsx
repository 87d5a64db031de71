import { Link } from "react-router";
import { useNavItems } from "../../lib/navigation-context.ts";
import { Icon } from "../../components/Icon.tsx";
import { roleLabel } from "../../lib/format.ts";
import { RichText } from "../../lib/rich-text.tsx";
import { visibleItems } from "../../lib/nav.ts";
import { useMe } from "../../lib/auth.tsx";
import { useDashboardT } from "./i18n.ts";

const AREAS = ["/dashboard/assessments", "/dashboard/analytics", "/dashboard/reports", "/dashboard/ocean", "/dashboard/360-review", "/dashboard/users"];

/** /dashboard: a welcome with the user's organization and role, and the main areas they may open (no figures). */
export function OverviewPage() {
  const me = useMe();
  const t = useDashboardT();
  // only the areas the person's policies open (a plain member is not offered Analytics or OCEAN to be refused there)
  const items = useNavItems();
  const areas = visibleItems(
    AREAS.map((path) => items.find((item) => item.path === path)).filter((item) => item !== undefined),
    me.policies,
  );
  const firstName = me.user.name.trim().split(/\s+/)[0];

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section
        aria-labelledby="welcome-heading"
        className="relative overflow-hidden rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 via-white to-white p-6 sm:p-8 dark:border-indigo-500/20 dark:from-indigo-500/10 dark:via-slate-900 dark:to-slate-900"
      >
        <h2 id="welcome-heading" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          {firstName ? t("welcome", { name: firstName }) : t("welcomeAnonymous")}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {me.organization ? (
            <RichText
              text={t("signedInTo")}
              tags={{
                organization: <strong className="font-semibold text-slate-800 dark:text-slate-200">{me.organization.name}</strong>,
                role: <strong className="font-semibold text-slate-800 dark:text-slate-200">{roleLabel(me.role)}</strong>,
              }}
            />
          ) : (
            t("noOrganization")
          )}
        </p>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("signedInAs")}</dt>
            <dd className="mt-0.5 text-slate-900 dark:text-white">{me.user.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("organization")}</dt>
            <dd className="mt-0.5 text-slate-900 dark:text-white">{me.organization?.name ?? t("noOrganizationValue")}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("role")}</dt>
            <dd className="mt-0.5 text-slate-900 dark:text-white">{roleLabel(me.role)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          {t("areas")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {areas.map((area) => (
            <li key={area.path}>
              <Link
                to={area.path}
                className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
                  <Icon name={area.icon} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
                    {area.label}
                    <Icon name="chevron-right" className="h-4 w-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-500" />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{area.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

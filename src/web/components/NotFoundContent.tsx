import { Link } from "react-router";
import { useT } from "../lib/i18n.ts";
import { primaryLinkClass } from "./CenteredMessage.tsx";
import { Icon } from "./Icon.tsx";

/** The 404 shown inside the dashboard shell (the header already says "Page not found"). */
export function NotFoundContent() {
  const t = useT("common");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon name="search" className="h-6 w-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t("notFound.title")}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("notFound.inDashboard")}</p>
      <Link to="/dashboard" className={`mt-6 ${primaryLinkClass}`}>
        <Icon name="home" className="h-4 w-4" />
        {t("notFound.backToOverview")}
      </Link>
    </div>
  );
}

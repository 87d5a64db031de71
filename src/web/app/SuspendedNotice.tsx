import { primaryButtonClass } from "../components/buttons.ts";
import { CenteredMessage } from "../components/CenteredMessage.tsx";
import { useAuth } from "../lib/auth.tsx";
import { formatDate } from "../lib/display-preferences.ts";
import { addCatalog, useT } from "../lib/i18n.ts";
import suspendedWords from "../locales/en/suspended.ts";

addCatalog("suspended", suspendedWords);

/**
 * The full page a member of a suspended organization sees instead of the dashboard (issue 25): which organization,
 * since when, the operator's reason, and a way to sign out. Nothing else of the organization is shown.
 */
export default function SuspendedNotice({ organization, suspended }: { organization: string; suspended: { reason: string; since: string } }) {
  const t = useT("suspended");
  const { logout } = useAuth();
  return (
    <CenteredMessage
      icon="alert"
      tone="danger"
      title={t("title", { organization })}
      actions={
        <button type="button" className={primaryButtonClass} onClick={() => void logout()}>
          {t("signOut")}
        </button>
      }
    >
      <p>{t("body", { since: formatDate(suspended.since) })}</p>
      <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-left text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100" role="status">
        <p className="text-xs font-semibold tracking-wide uppercase">{t("reasonLabel")}</p>
        <p className="mt-1" data-testid="suspension-reason">
          {suspended.reason}
        </p>
      </div>
      <p className="mt-4">{t("contact")}</p>
    </CenteredMessage>
  );
}

import { useId } from "react";
import type { TConsentTerms } from "../../../../contracts/assessments.ts";
import { useTakingT } from "./i18n.ts";

/**
 * What the respondent agrees to before the first answer (the server's consent terms in the words of the
 * catalog's `consent.*`, whose version the server records): who sees the results, share links, how long
 * results are kept; and the box that says they agree.
 */
export function ConsentTerms({
  terms,
  organization,
  agreed,
  onAgreedChange,
}: {
  terms: TConsentTerms;
  organization: string | null;
  agreed: boolean;
  onAgreedChange(agreed: boolean): void;
}) {
  const t = useTakingT();
  const checkboxId = useId();
  const headingId = useId();
  const roles = terms.readerRoles.map((r) => t(`consent.role.${r}`));
  const roleList = roles.length <= 1 ? (roles[0] ?? "") : t("consent.and", { first: roles.slice(0, -1).join(", "), last: roles[roles.length - 1] });
  const org = organization ?? t("consent.organizationFallback");
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 text-sm text-slate-700 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-slate-300"
      data-testid="consent"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t("consent.title")}
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>{t("consent.readers", { roles: roleList, organization: org, count: terms.readerCount })}</li>
        <li>{t("consent.shares", { days: terms.shareLinkMaxDays })}</li>
        <li>{t("consent.retention", { organization: org })}</li>
      </ul>
      <div className="mt-3 flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          onChange={(e) => onAgreedChange(e.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600"
          aria-describedby={`${checkboxId}-version`}
        />
        <label htmlFor={checkboxId} className="font-medium text-slate-900 dark:text-white">
          {t("consent.agree")}
        </label>
      </div>
      <p id={`${checkboxId}-version`} className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t("consent.version", { version: terms.version })}
      </p>
    </section>
  );
}

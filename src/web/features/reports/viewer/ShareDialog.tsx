import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { dangerTextButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useIntentKeys } from "../../../lib/idempotency.ts";
import { useReportsT } from "../i18n.ts";
import { parseEmails } from "../lib/share.ts";
import { createShareLink, reportKeys, revokeShareLink, shareByEmail, useShareLinks } from "../reports-api.ts";
import { dateText, fieldErrorClass, inputClass, labelClass } from "../ui.tsx";
import { MAX_RECIPIENTS_PER_MESSAGE } from "../../../../domain/platform/external-mail.ts";
import { REPORT_LINK_DEFAULT_DAYS, REPORT_LINK_MAX_DAYS } from "../../../../domain/reporting/sharing.ts";

/** The lifetimes offered for a new link (days): up to the server's maximum. */
const LINK_DAYS = [7, REPORT_LINK_DEFAULT_DAYS, 60, REPORT_LINK_MAX_DAYS].filter((d, i, all) => d <= REPORT_LINK_MAX_DAYS && all.indexOf(d) === i);

/** Spec 2 §2.2 Share: send the report by e-mail, or make a revocable link (copied), with the live links listed. */
export function ShareDialog({ open, onClose, organizationId, reportId }: { open: boolean; onClose(): void; organizationId: string; reportId: string }) {
  const t = useReportsT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("share.title")}
      size="lg"
      footer={
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("share.close")}
        </button>
      }
    >
      {open && (
        <div className="space-y-8">
          <EmailShare organizationId={organizationId} reportId={reportId} />
          <LinkShare organizationId={organizationId} reportId={reportId} />
        </div>
      )}
    </Dialog>
  );
}

function EmailShare({ organizationId, reportId }: { organizationId: string; reportId: string }) {
  const t = useReportsT();
  const ids = { heading: useId(), emails: useId(), message: useId(), hint: useId(), error: useId() };
  const [emails, setEmails] = useState("");
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (list: string[]) => shareByEmail(organizationId, reportId, list, message) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEmails(emails);
    if (parsed.invalid.length > 0) return setProblem(t("share.invalid", { list: parsed.invalid.join(", ") }));
    if (parsed.valid.length === 0) return setProblem(t("share.noEmails"));
    if (parsed.valid.length > MAX_RECIPIENTS_PER_MESSAGE) return setProblem(t("share.tooMany", { count: MAX_RECIPIENTS_PER_MESSAGE }));
    setProblem(null);
    send.mutate(parsed.valid);
  };
  return (
    <section aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Icon name="mail" className="h-4 w-4" /> {t("share.emailHeading")}
      </h3>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3">
        <div>
          <label htmlFor={ids.emails} className={labelClass}>
            {t("share.emails")}
          </label>
          <textarea
            id={ids.emails}
            rows={2}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            aria-describedby={`${ids.hint}${problem ? ` ${ids.error}` : ""}`}
            aria-invalid={problem ? true : undefined}
            className={inputClass}
          />
          <p id={ids.hint} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("share.emailsHint", { count: MAX_RECIPIENTS_PER_MESSAGE })}
          </p>
          {problem && (
            <p id={ids.error} className={fieldErrorClass}>
              {problem}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.message} className={labelClass}>
            {t("share.message")}
          </label>
          <textarea id={ids.message} rows={3} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} className={inputClass} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButtonClass} disabled={send.isPending}>
            {send.isPending && <Spinner className="h-4 w-4" />}
            {send.isPending ? t("share.sending") : t("share.send")}
          </button>
          <p aria-live="polite" className="text-sm">
            {send.isSuccess && <span className="font-medium text-emerald-700 dark:text-emerald-300">{t("share.sent", { count: send.data.sent })}</span>}
            {send.isError && <span className="text-red-700 dark:text-red-300">{t("share.sendFailed", { message: errorMessage(send.error) })}</span>}
          </p>
        </div>
      </form>
    </section>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function LinkShare({ organizationId, reportId }: { organizationId: string; reportId: string }) {
  const t = useReportsT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const links = useShareLinks(organizationId, reportId, true);
  const ids = { days: useId(), people: useId(), warning: useId() };
  const [days, setDays] = useState(REPORT_LINK_DEFAULT_DAYS);
  const [includePeople, setIncludePeople] = useState(false);
  const [made, setMade] = useState<{ url: string; copied: boolean } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportKeys.shareLinks(organizationId, reportId) });
  const create = useMutation({
    mutationFn: () => {
      const o = { expiresInDays: days, includePeople };
      return createShareLink(organizationId, reportId, o, keys.keyFor({ reportId, ...o }));
    },
    onSuccess: async (link) => {
      keys.renew();
      setMade({ url: link.url, copied: await copyText(link.url) });
      return refresh();
    },
  });
  const revoke = useMutation({ mutationFn: (shareId: string) => revokeShareLink(organizationId, reportId, shareId), onSuccess: refresh });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Icon name="copy" className="h-4 w-4" /> {t("share.linkHeading")}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("share.linkIntro")}</p>
      <div className="mt-3 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={ids.days} className="text-sm text-slate-700 dark:text-slate-300">
            {t("share.expiresIn")}
          </label>
          <select id={ids.days} value={days} onChange={(e) => setDays(Number(e.target.value))} className={`${inputClass} w-auto`}>
            {LINK_DAYS.map((d) => (
              <option key={d} value={d}>
                {t("share.days", { count: d })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={ids.people}
            type="checkbox"
            checked={includePeople}
            onChange={(e) => setIncludePeople(e.target.checked)}
            aria-describedby={ids.warning}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600"
          />
          <div>
            <label htmlFor={ids.people} className="text-sm text-slate-700 dark:text-slate-300">
              {t("share.includePeople")}
            </label>
            <p id={ids.warning} className={`text-xs ${includePeople ? "font-medium text-amber-800 dark:text-amber-200" : "text-slate-500 dark:text-slate-400"}`}>
              {includePeople ? t("share.includePeopleWarning") : t("share.peopleLeftOutHint")}
            </p>
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButtonClass} disabled={create.isPending} onClick={() => create.mutate()}>
          {create.isPending ? <Spinner className="h-4 w-4" /> : <Icon name="copy" className="h-4 w-4" />}
          {create.isPending ? t("share.creating") : t("share.copyLink")}
        </button>
        <p aria-live="polite" className="text-sm">
          {made?.copied && <span className="font-medium text-emerald-700 dark:text-emerald-300">{t("share.copied")}</span>}
          {create.isError && <span className="text-red-700 dark:text-red-300">{t("share.linkFailed", { message: errorMessage(create.error) })}</span>}
        </p>
      </div>
      {made && (
        <div className="mt-2">
          {!made.copied && <p className="text-sm text-amber-800 dark:text-amber-200">{t("share.copyFailed")}</p>}
          <input readOnly value={made.url} aria-label={t("share.linkHeading")} onFocus={(e) => e.currentTarget.select()} className={`${inputClass} font-mono`} />
        </div>
      )}
      <h4 className="mt-5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("share.links")}</h4>
      {links.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400" role="status">
          <Spinner className="h-4 w-4" />
        </p>
      ) : links.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("share.linksFailed", { message: errorMessage(links.error) })}
        </p>
      ) : links.data.links.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("share.noLinks")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {links.data.links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-xs text-slate-700 dark:text-slate-300">{t("share.hiddenUrl")}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t("share.linkMeta", { date: dateText(link.created_at), expires: dateText(link.expires_at), name: link.created_by_user.full_name })}
                </p>
                {link.include_people && <p className="text-xs font-medium text-amber-800 dark:text-amber-200">{t("share.showsPeople")}</p>}
              </div>
              {link.policies.revoke && (
                <button
                  type="button"
                  className={dangerTextButtonClass}
                  disabled={revoke.isPending && revoke.variables === link.id}
                  aria-label={t("share.revokeNamed", { date: dateText(link.created_at) })}
                  onClick={() => revoke.mutate(link.id)}
                >
                  {t("share.revoke")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("share.revokeFailed", { message: errorMessage(revoke.error) })}
        </p>
      )}
    </section>
  );
}

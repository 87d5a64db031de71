import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { INVITATION_TTL_DAYS, type TInvitationOutcome, type TInvitationResults } from "../../../contracts/invitations.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { roleLabel } from "../../lib/format.ts";
import { useT } from "../../lib/i18n.ts";
import { useUsersT } from "./i18n.ts";
import { emailsError, isValidEmail, outcomeLabel, outcomeSummary, parsedSummary, parseEmails } from "./invitations.ts";
import { useInvite } from "./use-invitations.ts";

const fieldClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 sm:text-sm dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400";
const fieldBorder = (invalid: boolean) => (invalid ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700");

const OUTCOME_LOOK: Record<TInvitationOutcome, { icon: IconName; className: string }> = {
  invited: { icon: "check", className: "text-emerald-700 dark:text-emerald-300" },
  already_member: { icon: "users", className: "text-slate-600 dark:text-slate-300" },
  already_invited: { icon: "mail", className: "text-sky-700 dark:text-sky-300" },
  invalid_email: { icon: "alert", className: "text-red-700 dark:text-red-300" },
  duplicate: { icon: "copy", className: "text-slate-600 dark:text-slate-300" },
};

/** Invite people by email (one address, or a pasted list) with a role, then see what happened to each address. */
export function InviteDialog({ open, onClose, organizationName, roles }: { open: boolean; onClose(): void; organizationName: string; roles: readonly TRole[] }) {
  const t = useUsersT();
  const [round, setRound] = useState(0);
  return (
    <Dialog open={open} onClose={onClose} title={t("invite.title")} description={t("invite.description", { organization: organizationName, days: INVITATION_TTL_DAYS })}>
      {open && <InviteForm key={round} roles={roles} onMore={() => setRound((r) => r + 1)} onDone={onClose} />}
    </Dialog>
  );
}

/** `roles`: what the caller may give in an invitation, from the server's policies. */
function InviteForm({ roles, onMore, onDone }: { roles: readonly TRole[]; onMore(): void; onDone(): void }) {
  const t = useUsersT();
  const common = useT("common");
  const invite = useInvite();
  const [mode, setMode] = useState<"one" | "many">("one");
  const [single, setSingle] = useState("");
  const [list, setList] = useState("");
  const [role, setRole] = useState<TRole>("user");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [results, setResults] = useState<TInvitationResults | null>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const ids = { field: useId(), error: useId(), count: useId(), role: useId(), roleHint: useId() };
  const parsed = useMemo(() => parseEmails(mode === "one" ? single : list), [mode, single, list]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const problem = mode === "one" ? (parsed.emails.length === 1 && isValidEmail(parsed.emails[0]) ? null : t("invite.errorInvalid")) : emailsError(parsed);
    if (problem) {
      setFieldError(problem);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(null);
    invite.mutate({ emails: parsed.emails, role }, { onSuccess: setResults });
  };

  if (results) {
    const outcomes = results.results.map((r) => r.outcome);
    return (
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t("invite.resultsTitle")}</h3>
        <p role="status" className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {outcomeSummary(outcomes)}
        </p>
        <ul
          aria-label={t("invite.results")}
          className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {results.results.map((r, i) => {
            const look = OUTCOME_LOOK[r.outcome];
            return (
              <li key={`${r.email}-${i}`} data-testid="invite-result" className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
                <span className="min-w-0 truncate text-slate-900 dark:text-white">{r.email}</span>
                <span className={`inline-flex shrink-0 items-center gap-1.5 font-medium ${look.className}`}>
                  <Icon name={look.icon} className="h-4 w-4" />
                  {outcomeLabel(r.outcome)}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onMore} className={secondaryButtonClass}>
            {t("invite.more")}
          </button>
          <button type="button" onClick={onDone} className={primaryButtonClass} autoFocus>
            {t("invite.done")}
          </button>
        </div>
      </div>
    );
  }

  const describedBy = [fieldError !== null ? ids.error : null, ids.count].filter(Boolean).join(" ");
  const segment = (value: "one" | "many", label: string) => (
    <label
      className={`flex-1 cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
        mode === value ? "bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white" : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
      }`}
    >
      <input
        type="radio"
        name="invite-mode"
        value={value}
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setFieldError(null);
        }}
        className="sr-only"
      />
      {label}
    </label>
  );

  return (
    <form noValidate onSubmit={submit}>
      <fieldset>
        <legend className="sr-only">{t("invite.modeLabel")}</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {segment("one", t("invite.modeOne"))}
          {segment("many", t("invite.modeMany"))}
        </div>
      </fieldset>

      <div className="mt-4">
        <label htmlFor={ids.field} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {mode === "one" ? t("invite.email") : t("invite.emails")}
        </label>
        {mode === "one" ? (
          <input
            ref={fieldRef}
            id={ids.field}
            type="email"
            autoComplete="off"
            inputMode="email"
            spellCheck={false}
            autoFocus
            value={single}
            placeholder={t("invite.emailPlaceholder")}
            onChange={(e) => {
              setSingle(e.target.value);
              setFieldError(null);
            }}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError !== null ? ids.error : undefined}
            className={`${fieldClass} ${fieldBorder(fieldError !== null)}`}
          />
        ) : (
          <>
            <textarea
              ref={fieldRef}
              id={ids.field}
              rows={5}
              spellCheck={false}
              autoFocus
              value={list}
              placeholder={t("invite.emailsPlaceholder")}
              onChange={(e) => {
                setList(e.target.value);
                setFieldError(null);
              }}
              aria-invalid={fieldError !== null}
              aria-describedby={describedBy}
              className={`${fieldClass} ${fieldBorder(fieldError !== null)} font-mono`}
            />
            <p id={ids.count} aria-live="polite" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {parsedSummary(parsed)}
            </p>
          </>
        )}
        {fieldError !== null && (
          <p id={ids.error} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {fieldError}
          </p>
        )}
      </div>

      <div className="mt-4">
        <label htmlFor={ids.role} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("invite.role")}
        </label>
        <select
          id={ids.role}
          value={role}
          onChange={(e) => setRole(roles.find((r) => r === e.target.value) ?? "user")}
          aria-describedby={ids.roleHint}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:w-56 sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        <p id={ids.roleHint} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t("invite.roleHint")}
        </p>
      </div>

      {invite.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {t("invite.failed", { message: errorMessage(invite.error) })}
        </p>
      )}

      <div className="mt-5 flex justify-end gap-2">
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {common("actions.cancel")}
        </button>
        <button type="submit" disabled={invite.isPending} className={primaryButtonClass}>
          {invite.isPending && <Spinner className="h-4 w-4" />}
          {invite.isPending ? t("invite.sending") : mode === "many" && parsed.emails.length > 0 ? t("invite.sendMany", { count: parsed.emails.length }) : t("invite.send")}
        </button>
      </div>
    </form>
  );
}

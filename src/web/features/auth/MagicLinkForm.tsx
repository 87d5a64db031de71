import { useId, useRef, useState, type FormEvent } from "react";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { api } from "../../lib/api.ts";
import { ZMagicLinkResponse } from "../../lib/first-visit-schemas.ts";
import { useAuthT } from "./i18n.ts";
import { emailFieldError, failureTitle, isSubmitDisabled, magicLinkFailure, magicLinkRequest, submitLabel, type MagicLinkMode, type MagicLinkStatus } from "./magic-link.ts";

/**
 * The email form shared by /login, /signup and an invitation: POST /api/auth/magic-link, then 'Magic link sent!'
 * (spec 1 §4, §5, §8). The server answers the same whether or not an account uses the address, and so does the
 * form: "check your email". The address is checked with the server's rule first; the browser's own bubble is off
 * (noValidate) so the message is ours, under the field. With `fixedEmail` the address is given (an invitation's);
 * `initialEmail` only fills the field (the sign-up link in a "no account uses this address" email carries it).
 */
export function MagicLinkForm({ mode, redirect, fixedEmail, initialEmail = "" }: { mode: MagicLinkMode; redirect: string; fixedEmail?: string; initialEmail?: string }) {
  const [typed, setTyped] = useState(initialEmail);
  const email = fixedEmail ?? typed;
  const [status, setStatus] = useState<MagicLinkStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const fieldErrorId = useId();
  const t = useAuthT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitDisabled(mode, status, email)) return;
    setError(null);
    const invalid = emailFieldError(email);
    setFieldError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setStatus("sending");
    try {
      await api.post("/api/auth/magic-link", magicLinkRequest(mode, email, redirect), { schema: ZMagicLinkResponse });
      setStatus("sent");
    } catch (caught) {
      const failure = magicLinkFailure(caught);
      if ("field" in failure) setFieldError(failure.field);
      else setError(failure.alert);
      setStatus("idle");
      if ("field" in failure) requestAnimationFrame(() => inputRef.current?.focus());
    }
  }

  const locked = status !== "idle";
  const describedBy = [fieldError !== null ? fieldErrorId : null, error !== null ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error !== null && (
        <div
          id={errorId}
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200"
        >
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p className="font-semibold">{failureTitle(mode)}</p>
            <p className="mt-1">{error}</p>
          </div>
        </div>
      )}

      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("form.email")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t("form.emailPlaceholder")}
          value={email}
          readOnly={fixedEmail !== undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
            setError(null);
          }}
          disabled={locked}
          aria-invalid={fieldError !== null || error !== null}
          aria-describedby={describedBy}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 read-only:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:read-only:bg-slate-800/60 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 ${
            fieldError !== null
              ? "border-red-500 focus:border-red-500 dark:border-red-400"
              : "border-slate-300 focus:border-indigo-500 dark:border-slate-700 dark:focus:border-indigo-400"
          }`}
        />
        {fieldError !== null && (
          <p id={fieldErrorId} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            <Icon name="alert" className="h-4 w-4 shrink-0" />
            {fieldError}
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={isSubmitDisabled(mode, status, email)}
        className={`flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed ${
          status === "sent"
            ? "bg-emerald-600 text-white dark:bg-emerald-600"
            : "bg-indigo-600 text-white hover:bg-indigo-500 disabled:bg-indigo-300 dark:disabled:bg-indigo-900 dark:disabled:text-indigo-300"
        }`}
      >
        {status === "sending" && <Spinner className="h-4 w-4" />}
        {status === "sent" && <Icon name="check" className="h-4 w-4" />}
        {submitLabel(mode, status)}
      </button>

      <div role="status" aria-live="polite">
        {status === "sent" && (
          <div className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200">
            <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0" />
            <p>{mode === "invite" ? t("form.checkEmailInvite", { email: email.trim() }) : t("form.checkEmail")}</p>
          </div>
        )}
      </div>
    </form>
  );
}

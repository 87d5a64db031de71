import { useId, useState, type FormEvent } from "react";
import { ZMagicLinkResponse } from "../../../contracts/auth.ts";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import { useAuthT } from "./i18n.ts";
import { failureTitle, isSubmitDisabled, magicLinkRequest, submitLabel, type MagicLinkMode, type MagicLinkStatus } from "./magic-link.ts";

/** The email form shared by /login and /signup: POST /api/auth/magic-link, then 'Magic link sent!' (spec 1 §4, §5, §8). */
export function MagicLinkForm({ mode, redirect }: { mode: MagicLinkMode; redirect: string }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<MagicLinkStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const t = useAuthT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitDisabled(mode, status, email)) return;
    setStatus("sending");
    setError(null);
    try {
      await api.post("/api/auth/magic-link", magicLinkRequest(mode, email, redirect), { schema: ZMagicLinkResponse });
      setStatus("sent");
    } catch (caught) {
      setError(errorMessage(caught));
      setStatus("idle");
    }
  }

  const locked = status !== "idle";
  return (
    <form onSubmit={onSubmit} className="space-y-5">
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
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t("form.emailPlaceholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={locked}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
        />
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
            <p>{t("form.checkEmail")}</p>
          </div>
        )}
      </div>
    </form>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useHealth } from "../../data/health.ts";
import { useAuth } from "../../lib/auth.tsx";
import { RichText } from "../../lib/rich-text.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { CEO_HOME, ceoLogin, ceoLoginFailure, fetchDemoCredentials, type CeoLoginFailure } from "./ceo-login.ts";
import { useAuthT } from "./i18n.ts";

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:disabled:bg-slate-800";

/** /ceo/login: the CEO Dashboard Login (spec 2 §2.15): email and password, platform staff only; then the CEO dashboard. */
export function CeoLoginPage() {
  const t = useAuthT();
  const { state, refresh } = useAuth();
  const navigate = useNavigate();
  const health = useHealth();
  const emailId = useId();
  const passwordId = useId();
  useDocumentTitle(t("ceoLogin.documentTitle"));
  // development only: the server offers the demo CEO's credentials to this machine (in production the route does not exist)
  const demo = useQuery({
    queryKey: ["ceo-demo-credentials"],
    queryFn: ({ signal }) => fetchDemoCredentials(signal),
    enabled: health.data?.environment === "development",
    retry: false,
  });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CeoLoginFailure | null>(null);

  useEffect(() => {
    if (demo.data) {
      setEmail((current) => current || demo.data!.email);
      setPassword((current) => current || demo.data!.password);
    }
  }, [demo.data]);

  if (state.status === "authenticated" && state.me.platform && !submitting) return <Navigate to={CEO_HOME} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setFailure(null);
    try {
      await ceoLogin(email.trim(), password);
      await refresh({ announce: true });
      await navigate(CEO_HOME, { replace: true });
    } catch (error) {
      setFailure(ceoLoginFailure(error));
      setSubmitting(false);
    }
  };

  const message = failure === null ? null : failure.kind === "invalid" ? t("ceoLogin.invalid") : failure.kind === "locked" ? failure.message : t("ceoLogin.failed");

  return (
    <AuthLayout
      title={t("ceoLogin.title")}
      subtitle={t("ceoLogin.subtitle")}
      footer={
        <RichText text={t("ceoLogin.magicLink")} tags={{ login: <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400" /> }} />
      }
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-5">
        {message && (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200">
            <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
            <p>{message}</p>
          </div>
        )}
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("ceoLogin.email")}
          </label>
          <input
            id={emailId}
            type="email"
            required
            maxLength={254}
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={submitting}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={passwordId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("ceoLogin.password")}
          </label>
          <input
            id={passwordId}
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={submitting}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting && <Spinner className="h-4 w-4" />}
          {submitting ? t("ceoLogin.submitting") : t("ceoLogin.submit")}
        </button>
      </form>
      {demo.data && (
        <p className="mt-6 rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3 text-xs leading-relaxed text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
          <RichText text={t("ceoLogin.demo")} values={{ email: demo.data.email }} tags={{ email: <code className="font-mono font-semibold" /> }} />
        </p>
      )}
    </AuthLayout>
  );
}

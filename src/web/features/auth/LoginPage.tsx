import { Link, Navigate, useSearchParams } from "react-router";
import { useHealth } from "../../data/health.ts";
import { RichText } from "../../lib/rich-text.tsx";
import { authPagePath, safeRedirect } from "../../lib/redirect.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { useAuthT } from "./i18n.ts";
import { MagicLinkForm } from "./MagicLinkForm.tsx";

const DEMO_EMAIL = "admin@demo.facetwise.test";

/** /login: magic-link sign-in for existing accounts (spec 1 §2). Signed-in visitors go straight to their target. */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  const { state } = useAuth();
  const health = useHealth();
  const t = useAuthT();
  useDocumentTitle(t("login.documentTitle"));

  if (state.status === "authenticated") return <Navigate to={redirect} replace />;

  return (
    <AuthLayout
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <RichText
          text={t("login.newHere")}
          tags={{ signup: <Link to={authPagePath("/signup", redirect)} className="font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400" /> }}
        />
      }
    >
      <MagicLinkForm mode="login" redirect={redirect} />
      {health.data?.environment === "development" && (
        <p className="mt-6 rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3 text-xs leading-relaxed text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
          <RichText
            text={t("login.demo")}
            values={{ email: DEMO_EMAIL }}
            tags={{ email: <code className="font-mono font-semibold" />, mailbox: <a href="/dev/mailbox" className="font-semibold underline underline-offset-2" /> }}
          />
        </p>
      )}
    </AuthLayout>
  );
}

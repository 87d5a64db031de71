import { Link, Navigate, useSearchParams } from "react-router";
import { authPagePath, safeRedirect } from "../../lib/redirect.ts";
import { RichText } from "../../lib/rich-text.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { useAuthT } from "./i18n.ts";
import { MagicLinkForm } from "./MagicLinkForm.tsx";

/** /signup: create an account with an email only (spec 1 §2); the magic link signs the new user in. */
export function SignupPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  const { state } = useAuth();
  const t = useAuthT();
  useDocumentTitle(t("signup.documentTitle"));

  if (state.status === "authenticated") return <Navigate to={redirect} replace />;

  return (
    <AuthLayout
      title={t("signup.title")}
      subtitle={t("signup.subtitle")}
      footer={
        <RichText
          text={t("signup.haveAccount")}
          tags={{ login: <Link to={authPagePath("/login", redirect)} className="font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400" /> }}
        />
      }
    >
      <MagicLinkForm mode="signup" redirect={redirect} initialEmail={params.get("email")?.trim().slice(0, 254) ?? ""} />
    </AuthLayout>
  );
}

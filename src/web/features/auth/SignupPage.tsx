import { Link, Navigate, useSearchParams } from "react-router";
import { authPagePath, safeRedirect } from "../../lib/redirect.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { MagicLinkForm } from "./MagicLinkForm.tsx";

/** /signup: create an account with an email only (spec 1 §2); the magic link signs the new user in. */
export function SignupPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  const { state } = useAuth();
  useDocumentTitle("Create account");

  if (state.status === "authenticated") return <Navigate to={redirect} replace />;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="All we need is your email. We'll send you a link to finish signing up."
      footer={
        <>
          Already have an account?{" "}
          <Link to={authPagePath("/login", redirect)} className="font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
            Sign in
          </Link>
        </>
      }
    >
      <MagicLinkForm mode="signup" redirect={redirect} />
    </AuthLayout>
  );
}

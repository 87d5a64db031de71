import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CenteredMessage, primaryLinkClass } from "../../components/CenteredMessage.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { authPagePath, safeRedirect } from "../../lib/redirect.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useAuth } from "../../lib/auth.tsx";
import { callbackErrorMessage } from "./callback-errors.ts";
import { useAuthT } from "./i18n.ts";

/**
 * /auth/callback?redirect=/x[&error=CODE]: the server has verified the magic link and set the session cookie
 * before sending the browser here. We confirm the session (GET /api/auth/me) and continue to the target.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  const errorCode = params.get("error");
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const t = useAuthT();
  useDocumentTitle(t("callback.documentTitle"));

  useEffect(() => {
    if (errorCode) return;
    let cancelled = false;
    void refresh({ announce: true }).then((me) => {
      if (cancelled) return;
      if (me) void navigate(redirect, { replace: true });
      else setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [errorCode, redirect, refresh, navigate]);

  const backToLogin = (
    <Link to={authPagePath("/login", redirect)} className={primaryLinkClass}>
      {t("callback.backToLogin")}
    </Link>
  );

  if (errorCode) {
    return (
      <CenteredMessage icon="alert" tone="danger" title={t("callback.cantUse")} actions={backToLogin}>
        <p>{callbackErrorMessage(errorCode)}</p>
      </CenteredMessage>
    );
  }
  if (failed) {
    return (
      <CenteredMessage icon="alert" tone="danger" title={t("callback.notCompleted")} actions={backToLogin}>
        <p>{t("callback.noSession")}</p>
      </CenteredMessage>
    );
  }
  return <LoadingState label={t("callback.signingIn")} fullScreen />;
}

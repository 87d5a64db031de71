import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ZInvitationAccepted, ZInvitationPreview, type TInvitationPreview } from "../../../contracts/invitations.ts";
import { CenteredMessage, primaryLinkClass, secondaryLinkClass } from "../../components/CenteredMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { LoadingState, Spinner } from "../../components/Spinner.tsx";
import { api, ApiError, errorMessage } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useT } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { useAuthT } from "./i18n.ts";
import { MagicLinkForm } from "./MagicLinkForm.tsx";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const invitationKey = (token: string) => ["invitation", token] as const;

const primaryButtonClass =
  "flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-60";

/** GET /api/invitations/:token (no account needed). */
function fetchPreview(token: string, signal?: AbortSignal): Promise<TInvitationPreview> {
  return api.get(`/api/invitations/${encodeURIComponent(token)}`, { schema: ZInvitationPreview, signal, skipAuthRefresh: true });
}

/** POST /api/invitations/:token/accept: the signed-in invitee joins, and the session switches to that organization. */
function acceptInvitation(token: string) {
  return api.post(`/api/invitations/${encodeURIComponent(token)}/accept`, {}, { schema: ZInvitationAccepted });
}

function longDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "long", year: "numeric" });
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /invite/:token — the link in an invitation email. Shows who invited whom to which organization. Signed out: a
 * sign-in link is emailed to the invited address (creating the account if needed) and brings the invitee back here.
 * Signed in as that address: Join, then the dashboard of the new organization. Signed in as someone else: sign out
 * first. An expired, revoked or used invitation says so, and what to do.
 */
export function InvitePage() {
  const { token = "" } = useParams();
  const t = useAuthT();
  const common = useT("common");
  const { state, refresh, logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(t("invite.documentTitle"));

  const preview = useQuery({ queryKey: invitationKey(token), queryFn: ({ signal }) => fetchPreview(token, signal), staleTime: 0 });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      // The session now belongs to the new organization: read it again, and forget what was cached for the old one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "invitation" });
      await refresh({ announce: true });
      await navigate("/dashboard", { replace: true });
    },
    onError: () => void preview.refetch(),
  });

  if (preview.isPending || state.status === "loading") return <LoadingState label={t("invite.loading")} fullScreen />;

  if (preview.isError) {
    const unavailable = preview.error instanceof ApiError && (preview.error.statusCode === 404 || preview.error.statusCode === 410);
    return (
      <CenteredMessage
        icon="alert"
        tone="danger"
        title={unavailable ? t("invite.unavailableTitle") : t("invite.loadFailedTitle")}
        actions={
          unavailable ? (
            <Link to={state.status === "authenticated" ? "/dashboard" : "/login"} className={primaryLinkClass}>
              {state.status === "authenticated" ? t("invite.toDashboard") : t("invite.signIn")}
            </Link>
          ) : (
            <button type="button" onClick={() => void preview.refetch()} disabled={preview.isFetching} className={primaryLinkClass}>
              {preview.isFetching ? <Spinner className="h-4 w-4" /> : <Icon name="refresh" className="h-4 w-4" />}
              {common("actions.retry")}
            </button>
          )
        }
      >
        <p>{errorMessage(preview.error)}</p>
      </CenteredMessage>
    );
  }

  const inv = preview.data;
  const organization = inv.organizationName;
  const me = state.status === "authenticated" ? state.me : null;
  const isInvitee = me !== null && sameAddress(me.user.email, inv.email);

  if (inv.status === "expired" || inv.status === "canceled") {
    const expired = inv.status === "expired";
    const body = expired
      ? inv.invitedBy
        ? t("invite.expired", { inviter: inv.invitedBy })
        : t("invite.expiredAnonymous")
      : inv.invitedBy
        ? t("invite.canceled", { organization, inviter: inv.invitedBy })
        : t("invite.canceledAnonymous", { organization });
    return (
      <CenteredMessage
        icon={expired ? "clock" : "alert"}
        title={expired ? t("invite.expiredTitle") : t("invite.canceledTitle")}
        actions={
          <Link to={me ? "/dashboard" : "/login"} className={secondaryLinkClass}>
            {me ? t("invite.toDashboard") : t("invite.signIn")}
          </Link>
        }
      >
        <p>{body}</p>
      </CenteredMessage>
    );
  }

  if (inv.status === "accepted") {
    return (
      <CenteredMessage
        icon="check"
        title={isInvitee ? t("invite.joinedTitle", { organization }) : t("invite.acceptedTitle")}
        actions={
          isInvitee ? (
            <button type="button" onClick={() => accept.mutate()} disabled={accept.isPending} className={primaryLinkClass}>
              {accept.isPending && <Spinner className="h-4 w-4" />}
              {t("invite.openOrganization", { organization })}
            </button>
          ) : (
            <Link to={me ? "/dashboard" : "/login"} className={primaryLinkClass}>
              {me ? t("invite.toDashboard") : t("invite.signIn")}
            </Link>
          )
        }
      >
        <p>{isInvitee ? t("invite.acceptedMember", { organization }) : t("invite.accepted", { email: inv.email, organization })}</p>
        {accept.isError && (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {errorMessage(accept.error)}
          </p>
        )}
      </CenteredMessage>
    );
  }

  const role = t(`invite.asRole.${inv.role}`);
  const invitedLine = inv.invitedBy ? t("invite.invitedBy", { inviter: inv.invitedBy, organization, role }) : t("invite.invitedAnonymous", { organization, role });
  const footer = <p>{t("invite.expiresOn", { date: longDate(inv.expiresAt) })}</p>;

  if (me && !isInvitee) {
    return (
      <AuthLayout title={t("invite.otherAccountTitle")} subtitle={invitedLine} footer={footer}>
        <div className="space-y-5">
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
            {t("invite.otherAccount", { current: me.user.email, invited: inv.email })}
          </p>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              // Logging out goes to /login; come back here to sign in as the invited address.
              void logout().then(() => navigate(`/invite/${encodeURIComponent(token)}`, { replace: true }));
            }}
          >
            {signingOut && <Spinner className="h-4 w-4" />}
            {signingOut ? t("invite.signingOut") : t("invite.signOut")}
          </button>
          <Link to="/dashboard" className={`${secondaryLinkClass} w-full justify-center`}>
            {t("invite.toDashboard")}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (me) {
    return (
      <AuthLayout title={t("invite.title", { organization })} subtitle={invitedLine} footer={footer}>
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("invite.signedInAs", { email: me.user.email })}</p>
          {accept.isError && (
            <div
              role="alert"
              className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200"
            >
              <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
              <div>
                <p className="font-semibold">{t("invite.joinFailed", { organization })}</p>
                <p className="mt-1">{errorMessage(accept.error)}</p>
              </div>
            </div>
          )}
          <button type="button" className={primaryButtonClass} disabled={accept.isPending} onClick={() => accept.mutate()}>
            {accept.isPending && <Spinner className="h-4 w-4" />}
            {accept.isPending ? t("invite.joining") : t("invite.join", { organization })}
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("invite.title", { organization })} subtitle={invitedLine} footer={footer}>
      <p className="-mt-2 mb-6 text-sm text-slate-600 dark:text-slate-400">{t("invite.signInFirst")}</p>
      <MagicLinkForm mode="invite" fixedEmail={inv.email} redirect={`/invite/${encodeURIComponent(token)}`} />
    </AuthLayout>
  );
}

import { useState, type ReactNode } from "react";
import type { TInvitation } from "../../../contracts/invitations.ts";
import { dangerTextButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { roleLabel } from "../../lib/format.ts";
import { useT } from "../../lib/i18n.ts";
import { useUsersT } from "./i18n.ts";
import { expiryLabel, inviterLabel, isExpired, sentLabel } from "./invitations.ts";
import { useInvitations, useResendInvitation, useRevokeInvitation } from "./use-invitations.ts";

/** The row grid where the header row shows (wide screens); narrower ones stack each row with its labels. */
const COLUMNS = "xl:grid-cols-[minmax(0,1.6fr)_5.5rem_minmax(0,0.9fr)_minmax(0,1.1fr)_7.5rem_12.5rem]";

/** A cell's label: shown on narrow screens, for screen readers only where the header row shows. */
function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-medium text-slate-500 xl:sr-only dark:text-slate-400">{children}</span>;
}

function InvitationRow({ invitation, selfId, onRevoke, revoking }: { invitation: TInvitation; selfId: string; onRevoke(): void; revoking: boolean }) {
  const t = useUsersT();
  const toast = useToast();
  const resend = useResendInvitation();
  const expired = isExpired(invitation);
  const email = invitation.email;

  const doResend = () =>
    resend.mutate(invitation, {
      onSuccess: () => toast.show(t("invitations.resent", { email }), "info"),
      onError: (error) =>
        toast.show(t("invitations.resendFailed", { email, message: errorMessage(error) }), error instanceof ApiError && error.statusCode === 429 ? "warning" : "error"),
    });

  return (
    <li data-testid="invitation-row" className={`grid grid-cols-2 items-center gap-x-4 gap-y-2 px-4 py-3.5 text-sm sm:px-6 ${COLUMNS}`}>
      <div className="col-span-2 min-w-0 xl:col-span-1">
        <CellLabel>{t("invitations.email")}</CellLabel>
        <span className="block truncate font-medium text-slate-900 dark:text-white" title={email}>
          {email}
        </span>
      </div>
      <div>
        <CellLabel>{t("invitations.role")}</CellLabel>
        <span className="text-slate-700 dark:text-slate-300">{roleLabel(invitation.role)}</span>
      </div>
      <div className="min-w-0">
        <CellLabel>{t("invitations.invitedBy")}</CellLabel>
        <span className="block truncate text-slate-700 dark:text-slate-300">{inviterLabel(invitation, selfId)}</span>
      </div>
      <div>
        <CellLabel>{t("invitations.sentColumn")}</CellLabel>
        <time dateTime={invitation.lastSentAt ?? invitation.createdAt} className="text-slate-700 dark:text-slate-300">
          {sentLabel(invitation)}
        </time>
      </div>
      <div>
        <CellLabel>{t("invitations.expiresColumn")}</CellLabel>
        {expired ? (
          <span className="inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-600/20 ring-inset dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30">
            {expiryLabel(invitation)}
          </span>
        ) : (
          <time dateTime={invitation.expiresAt} className="text-slate-700 dark:text-slate-300">
            {expiryLabel(invitation)}
          </time>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-1 xl:col-span-1 xl:flex-nowrap xl:justify-end">
        {invitation.policies.resend && (
          <button
            type="button"
            onClick={doResend}
            disabled={resend.isPending}
            aria-label={t("invitations.resendLabel", { email })}
            className={`${secondaryButtonClass} !px-3 !py-1.5`}
          >
            {resend.isPending ? <Spinner className="h-4 w-4" /> : <Icon name="mail" className="h-4 w-4" />}
            {t("invitations.resend")}
          </button>
        )}
        {invitation.policies.revoke && (
          <button type="button" onClick={onRevoke} disabled={revoking} aria-label={t("invitations.revokeLabel", { email })} className={dangerTextButtonClass}>
            {revoking ? <Spinner className="h-4 w-4" /> : <Icon name="close" className="h-4 w-4" />}
            {t("invitations.revoke")}
          </button>
        )}
      </div>
    </li>
  );
}

/** The Users page's pending (and expired) invitations, with Resend and Revoke (confirmed first) where allowed. */
export function PendingInvitations({ organizationName, selfId }: { organizationName: string; selfId: string }) {
  const t = useUsersT();
  const common = useT("common");
  const toast = useToast();
  const invitations = useInvitations(true);
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState<TInvitation | null>(null);

  const confirmRevoke = () => {
    const target = confirming;
    if (!target || revoke.isPending) return;
    revoke.mutate(target, {
      onSuccess: () => toast.show(t("invitations.revoked", { email: target.email }), "info"),
      onError: (error) => toast.show(t("invitations.revokeFailed", { email: target.email, message: errorMessage(error) }), "error"),
      onSettled: () => setConfirming(null),
    });
  };

  const list = invitations.data?.filter((i) => i.status === "pending" || i.status === "expired") ?? [];
  let body: ReactNode;
  if (invitations.isPending) {
    body = (
      <div role="status" aria-live="polite" className="space-y-3 px-4 py-5 sm:px-6">
        <span className="sr-only">{t("invitations.loading")}</span>
        {[0, 1].map((i) => (
          <span key={i} aria-hidden="true" className="block h-4 w-2/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
        ))}
      </div>
    );
  } else if (invitations.isError && !invitations.data) {
    body = (
      <LoadFailedPanel
        title={t("invitations.loadFailed")}
        message={errorMessage(invitations.error)}
        retrying={invitations.isFetching}
        onRetry={() => void invitations.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  } else if (list.length === 0) {
    body = (
      <PanelMessage icon="mail" title={t("invitations.none")}>
        {t("invitations.noneBody")}
      </PanelMessage>
    );
  } else {
    body = (
      <>
        <div
          aria-hidden="true"
          className={`hidden border-b border-slate-200 px-6 py-2.5 text-xs font-medium tracking-wide text-slate-500 uppercase xl:grid xl:gap-x-4 dark:border-slate-800 dark:text-slate-400 ${COLUMNS}`}
        >
          <span>{t("invitations.email")}</span>
          <span>{t("invitations.role")}</span>
          <span>{t("invitations.invitedBy")}</span>
          <span>{t("invitations.sentColumn")}</span>
          <span>{t("invitations.expiresColumn")}</span>
          <span className="text-right">{t("invitations.actions")}</span>
        </div>
        <ul aria-label={t("invitations.caption", { organization: organizationName })} className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              selfId={selfId}
              onRevoke={() => setConfirming(invitation)}
              revoking={revoke.isPending && revoke.variables?.id === invitation.id}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="invitations-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <h2 id="invitations-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          {t("invitations.heading")}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{t("invitations.description")}</p>
      </div>
      {invitations.isError && invitations.data && (
        <div className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
          <span className="flex-1">{t("invitations.refreshFailed", { message: errorMessage(invitations.error) })}</span>
          <button type="button" onClick={() => void invitations.refetch()} className="font-semibold underline underline-offset-2">
            {common("actions.retry")}
          </button>
        </div>
      )}
      {body}
      <Dialog open={confirming !== null} onClose={() => !revoke.isPending && setConfirming(null)} title={t("invitations.revokeTitle")}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("invitations.revokeBody", { email: confirming?.email ?? "" })}</p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={() => setConfirming(null)} disabled={revoke.isPending} className={secondaryButtonClass}>
            {common("actions.cancel")}
          </button>
          <button
            type="button"
            onClick={confirmRevoke}
            disabled={revoke.isPending}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-500 dark:hover:bg-red-400"
          >
            {revoke.isPending && <Spinner className="h-4 w-4" />}
            {t("invitations.revokeConfirm")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

import { useId, useRef, useState } from "react";
import type { TShare } from "../../../contracts/assessments.ts";
import { dangerTextButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useResultsT } from "../../components/results/i18n.ts";
import { longDate, shareState } from "../../components/results/results-view.ts";
import { useCreateShare, useRevokeShare, useShares } from "./use-results.ts";

const EXPIRY_CHOICES = [7, 14, 30, 90] as const;
const DEFAULT_EXPIRY = 14;

/** An absolute link for a share url the server gives as a path or a full URL. */
function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

function CopyField({ url, label }: { url: string; label: string }) {
  const t = useResultsT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"idle" | "copied" | "manual">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      inputRef.current?.select();
      setCopied("manual");
    }
  };
  return (
    <div>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          readOnly
          value={url}
          aria-label={label}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        />
        <button type="button" onClick={() => void copy()} className={secondaryButtonClass}>
          <Icon name={copied === "copied" ? "check" : "copy"} className="h-4 w-4" />
          {copied === "copied" ? t("share.copied") : t("share.copy")}
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {copied === "copied" ? t("share.copiedNote") : copied === "manual" ? t("share.copyBlocked") : ""}
      </p>
    </div>
  );
}

const STATE_CLASS = {
  active: "text-emerald-800 bg-emerald-50 dark:text-emerald-200 dark:bg-emerald-500/15",
  expired: "text-slate-700 bg-slate-100 dark:text-slate-300 dark:bg-slate-800",
  revoked: "text-red-800 bg-red-50 dark:text-red-200 dark:bg-red-500/15",
} as const;

/** Share: create a read-only link with an expiry, copy it, and revoke existing links. */
export function ShareDialog({ responseId, open, onClose }: { responseId: string; open: boolean; onClose(): void }) {
  const shares = useShares(responseId, open);
  const create = useCreateShare(responseId);
  const revoke = useRevokeShare(responseId);
  const [days, setDays] = useState<number>(DEFAULT_EXPIRY);
  // Links are shown in full only when created (the server may not return them again).
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [latest, setLatest] = useState<TShare | null>(null);
  const expiryId = useId();
  const t = useResultsT();
  const common = useT("common");

  const urlOf = (s: TShare) => urls[s.id] ?? (s.url ? absolute(s.url) : null);

  return (
    <Dialog open={open} onClose={onClose} title={t("share.title")} description={t("share.description")} size="lg">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(days, {
            onSuccess: (share) => {
              if (share.url) setUrls((u) => ({ ...u, [share.id]: absolute(share.url!) }));
              setLatest(share);
            },
          });
        }}
      >
        <div>
          <label htmlFor={expiryId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("share.expiresAfter")}
          </label>
          <select
            id={expiryId}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
          >
            {EXPIRY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {t("share.days", { count: d })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
          {create.isPending && <Spinner className="h-4 w-4" />}
          {t("share.create")}
        </button>
      </form>
      {create.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("share.createFailed", { message: errorMessage(create.error) })}
        </p>
      )}
      {latest && urlOf(latest) && (
        <div className="mt-4 rounded-xl border border-indigo-200 bg-indigo-50/60 p-3 dark:border-indigo-500/30 dark:bg-indigo-500/10">
          <p className="mb-2 text-sm font-medium text-indigo-950 dark:text-indigo-100">{t("share.newLink", { date: longDate(latest.expiresAt) })}</p>
          <CopyField url={urlOf(latest)!} label={t("share.newLinkLabel")} />
        </div>
      )}

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">{t("share.links")}</h3>
      {shares.isPending ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="h-4 w-4" /> {t("share.loading")}
        </p>
      ) : shares.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("share.loadFailed", { message: errorMessage(shares.error) })}{" "}
          <button type="button" onClick={() => void shares.refetch()} className="font-semibold underline">
            {common("actions.retry")}
          </button>
        </p>
      ) : shares.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("share.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800" aria-label={t("share.listLabel")}>
          {shares.data.map((s) => {
            const state = shareState(s);
            const url = urlOf(s);
            return (
              <li key={s.id} className="space-y-2 px-3 py-3" data-testid="share-row" data-state={state}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[state]}`}>{t(`share.state.${state}`)}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {t(`share.dates.${state}`, { created: longDate(s.createdAt), date: longDate(state === "revoked" ? (s.revokedAt ?? "") : s.expiresAt) })}
                  </span>
                  {state === "active" && (
                    <button
                      type="button"
                      disabled={revoke.isPending && revoke.variables === s.id}
                      onClick={() => revoke.mutate(s.id)}
                      className={`${dangerTextButtonClass} ml-auto`}
                      aria-label={t("share.revokeLabel", { date: longDate(s.createdAt) })}
                    >
                      {revoke.isPending && revoke.variables === s.id && <Spinner className="h-3.5 w-3.5" />}
                      {t("share.revoke")}
                    </button>
                  )}
                </div>
                {url && state === "active" && s.id !== latest?.id && <CopyField url={url} label={t("share.linkLabel")} />}
              </li>
            );
          })}
        </ul>
      )}
      {revoke.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("share.revokeFailed", { message: errorMessage(revoke.error) })}
        </p>
      )}
    </Dialog>
  );
}

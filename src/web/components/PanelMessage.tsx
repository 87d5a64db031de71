import type { ReactNode } from "react";
import { useT } from "../lib/i18n.ts";
import { Icon, type IconName } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

/** A centred message inside a panel: empty lists, no matches, failures. */
export function PanelMessage({ icon, tone = "neutral", title, children }: { icon: IconName; tone?: "neutral" | "danger"; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <div
        className={`flex h-11 w-11 items-center justify-center rounded-full ${
          tone === "danger" ? "bg-red-50 text-red-600 dark:bg-red-950/60 dark:text-red-400" : "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
        }`}
      >
        <Icon name={icon} className="h-5 w-5" />
      </div>
      <h3 className="mt-3 text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children && <div className="mt-1.5 max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>}
    </div>
  );
}

/** A list that could not be loaded: the reason and a Retry button (disabled while retrying). */
export function LoadFailedPanel({
  title,
  message,
  retrying,
  onRetry,
  buttonClassName,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry(): void;
  buttonClassName: string;
}) {
  const t = useT("common");
  return (
    <div role="alert">
      <PanelMessage icon="alert" tone="danger" title={title}>
        <p>{message}</p>
        <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonClassName} mt-5`}>
          {retrying ? <Spinner className="h-4 w-4" /> : <Icon name="refresh" className="h-4 w-4" />}
          {t("actions.retry")}
        </button>
      </PanelMessage>
    </div>
  );
}

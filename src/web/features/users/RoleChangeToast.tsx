import { useEffect, useRef, useState } from "react";
import { Icon } from "../../components/Icon.tsx";
import { useT } from "../../lib/i18n.ts";

export interface RoleNotice {
  /** New for every notice, so the countdown restarts. */
  id: number;
  message: string;
  /** Who it concerns, shown under the message. */
  detail: string;
  /** Offer an Undo button. */
  undoable: boolean;
}

/** How long a role-change notice stays (and its Undo is offered). */
export const ROLE_NOTICE_MS = 8000;

/** Calls onDone `ms` after mounting, pausing while `paused` (the time left is kept). */
function useAutoDismiss(ms: number, paused: boolean, onDone: () => void): void {
  const remaining = useRef(ms);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

interface ToastProps {
  notice: RoleNotice | null;
  onUndo: () => void;
  onDismiss: () => void;
}

/**
 * The notice after a role change, with Undo, in a polite live region at the bottom of the screen. It stays
 * ROLE_NOTICE_MS, longer while pointed at or focused (WCAG 2.2.1), and Escape inside it closes it.
 */
export function RoleChangeToast({ notice, onUndo, onDismiss }: ToastProps) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {notice && <ToastCard key={notice.id} notice={notice} onUndo={onUndo} onDismiss={onDismiss} />}
    </div>
  );
}

function ToastCard({ notice, onUndo, onDismiss }: ToastProps & { notice: RoleNotice }) {
  const common = useT("common");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(ROLE_NOTICE_MS, hovered || focused, onDismiss);

  return (
    <div
      data-testid="role-change-toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white py-3 pr-2 pl-4 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
    >
      <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400">
        <Icon name="check" className="h-4 w-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{notice.message}</span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{notice.detail}</span>
      </span>
      {notice.undoable && (
        <button
          type="button"
          onClick={onUndo}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-600 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
        >
          {common("actions.undo")}
        </button>
      )}
      <button
        type="button"
        onClick={onDismiss}
        aria-label={common("actions.dismiss")}
        className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-700 dark:hover:text-white"
      >
        <Icon name="close" className="h-4 w-4" />
      </button>
    </div>
  );
}

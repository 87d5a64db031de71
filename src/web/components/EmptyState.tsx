import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon.tsx";

/** An honest empty state: what will appear here, with no invented figures. */
export function EmptyState({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/60">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon name={icon} className="h-6 w-6" />
      </div>
      <h2 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-2 max-w-md text-sm leading-relaxed text-slate-600 dark:text-slate-400">{children}</div>
    </div>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../lib/i18n.ts";
import { Icon, type IconName } from "./Icon.tsx";
import { Logo } from "./Logo.tsx";

/** A full-page message with an icon, a heading, some text and actions (used by 404 and the sign-in callback). */
export function CenteredMessage({
  icon,
  tone = "neutral",
  title,
  children,
  actions,
}: {
  icon: IconName;
  tone?: "neutral" | "danger";
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const t = useT("common");
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-4 py-16">
      <Link to="/" className="mb-10 rounded-lg" aria-label={t("homeLink")}>
        <Logo />
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div
          className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full ${
            tone === "danger" ? "bg-red-50 text-red-600 dark:bg-red-950/60 dark:text-red-400" : "bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-400"
          }`}
        >
          <Icon name={icon} className="h-6 w-6" />
        </div>
        <h1 className="mt-5 text-xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <div className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{children}</div>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      </div>
    </main>
  );
}

/** Primary action styling for links. */
export const primaryLinkClass = "inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500";
/** Secondary action styling for links. */
export const secondaryLinkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";

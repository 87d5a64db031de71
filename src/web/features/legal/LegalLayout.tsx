import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useLegalT } from "./i18n.ts";

/** A readable single-column page for legal text, with a way back to the app. */
export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const t = useLegalT();
  useDocumentTitle(title);
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label={t("layout.homeLink")}>
            <Logo />
          </Link>
          <nav aria-label={t("layout.nav")} className="flex items-center gap-4 text-sm">
            <Link to="/terms" className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
              {t("layout.terms")}
            </Link>
            <Link to="/privacy" className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
              {t("layout.privacy")}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Link to="/login" className="inline-flex items-center gap-1.5 rounded text-sm text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white">
          <Icon name="arrow-left" className="h-4 w-4" />
          {t("layout.back")}
        </Link>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("layout.updated", { date: updated })}</p>
        <article className="mt-10 space-y-4 text-[15px] leading-7 text-slate-700 dark:text-slate-300 [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400 [&_h2]:mt-10 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
          {children}
        </article>
      </main>
    </div>
  );
}

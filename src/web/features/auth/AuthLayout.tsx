import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/Logo.tsx";
import { RichText } from "../../lib/rich-text.tsx";
import { useAuthT } from "./i18n.ts";

/** The selling points on the brand panel (keys under layout.points). */
const POINTS = ["bigFive", "leadership", "organization"] as const;

const legalLinkClass = "font-medium text-slate-700 underline underline-offset-2 hover:text-indigo-600 dark:text-slate-300 dark:hover:text-indigo-400";

/** The frame of the sign-in pages: a calm brand panel on wide screens and a centred form. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  const t = useAuthT();
  return (
    <div className="flex min-h-screen">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex">
        <svg className="pointer-events-none absolute -right-24 -bottom-24 h-96 w-96 opacity-15" viewBox="0 0 32 32" aria-hidden="true">
          <path d="M16 6 25 13 16 26 7 13Z" fill="none" stroke="#fff" strokeWidth=".6" strokeLinejoin="round" />
          <path d="M7 13h18M16 6l-4 7 4 13 4-13-4-7" fill="none" stroke="#fff" strokeWidth=".4" strokeLinejoin="round" />
        </svg>
        <div className="flex items-center gap-2.5">
          <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="rgba(255,255,255,.15)" />
            <path d="M16 6 25 13 16 26 7 13Z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
            <path d="M7 13h18M16 6l-4 7 4 13 4-13-4-7" fill="none" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" opacity=".75" />
          </svg>
          <span className="text-lg font-semibold tracking-tight">{t("layout.brand")}</span>
        </div>
        <div className="relative">
          <p className="text-3xl leading-tight font-semibold tracking-tight">{t("layout.tagline")}</p>
          <ul className="mt-10 space-y-6">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-white/70" aria-hidden="true" />
                <span>
                  <span className="block font-medium">{t(`layout.points.${point}.title`)}</span>
                  <span className="block text-sm text-indigo-100">{t(`layout.points.${point}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-indigo-200">{t("layout.footnote")}</p>
      </aside>

      <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-12 sm:px-6">
        <div className="w-full max-w-sm">
          <Link to="/" className="mb-10 inline-flex rounded-lg lg:hidden" aria-label={t("layout.homeLink")}>
            <Logo />
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
          <div className="mt-8">{children}</div>
          <div className="mt-8 text-sm text-slate-600 dark:text-slate-400">{footer}</div>
          <p className="mt-10 border-t border-slate-200 pt-6 text-xs leading-relaxed text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <RichText text={t("layout.agreement")} tags={{ terms: <Link to="/terms" className={legalLinkClass} />, privacy: <Link to="/privacy" className={legalLinkClass} /> }} />{" "}
            <RichText text={t("layout.pricing")} tags={{ pricing: <Link to="/pricing" className={legalLinkClass} /> }} />
          </p>
        </div>
      </main>
    </div>
  );
}

import { inReaderWords } from "../../lib/assessment-types.ts";
import { Link } from "react-router";
import { ASSESSMENT_TYPE_IDS, ASSESSMENT_TYPES } from "../../../domain/assessments/types.ts";
import { INSTRUMENTS, NORM_SOURCE } from "../../../domain/psychometrics/instruments.ts";
import { Logo } from "../../components/Logo.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useHomeT } from "./i18n.ts";

const WHAT = ["assess", "results", "analyse", "report", "feedback"] as const;
const sectionTitle = "text-2xl font-semibold tracking-tight text-slate-900 dark:text-white";

/** The way in: sign in and sign up, or the dashboard for someone already signed in. */
function Entry() {
  const t = useHomeT();
  const { state } = useAuth();
  if (state.status === "authenticated")
    return (
      <Link to="/dashboard" className={primaryButtonClass}>
        {t("dashboard")}
      </Link>
    );
  return (
    <>
      <Link to="/signup" className={primaryButtonClass}>
        {t("signUp")}
      </Link>
      <Link to="/login" className={secondaryButtonClass}>
        {t("signIn")}
      </Link>
    </>
  );
}

/** /: what Facetwise does, the assessments, the instruments and their sources, and the way in. */
export function LandingPage() {
  const t = useHomeT();
  useDocumentTitle(t("documentTitle"));
  return (
    <div className="min-h-screen bg-white dark:bg-slate-950">
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label={t("nav")} className="flex items-center gap-2">
            <Entry />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl space-y-16 px-4 py-14 sm:px-6">
        <section>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-slate-900 dark:text-white">{t("hero.title")}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-600 dark:text-slate-300">{t("hero.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Entry />
          </div>
        </section>

        <section aria-labelledby="what">
          <h2 id="what" className={sectionTitle}>
            {t("what.title")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {WHAT.map((key) => (
              <li key={key} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <h3 className="font-semibold text-slate-900 dark:text-white">{t(`what.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{t(`what.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="types">
          <h2 id="types" className={sectionTitle}>
            {t("types.title")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {ASSESSMENT_TYPE_IDS.map((id) => {
              const type = ASSESSMENT_TYPES[id];
              const words = inReaderWords({ id, name: "", description: "" });
              return (
                <li key={id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                  <h3 className="font-semibold text-slate-900 dark:text-white">{words.name}</h3>
                  <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t("types.questions", { count: type.questionCount })}</p>
                  <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{words.description}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="instruments">
          <h2 id="instruments" className={sectionTitle}>
            {t("instruments.title")}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">{t("instruments.lead")}</p>
          <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {INSTRUMENTS.map((instrument) => (
              <div key={instrument.id} className="grid gap-2 p-5 sm:grid-cols-3 sm:gap-6">
                <dt>
                  <span className="font-semibold text-slate-900 dark:text-white">{instrument.name}</span>
                  <span className="mt-1 block text-sm text-slate-500 dark:text-slate-400">{t(`instruments.measures.${instrument.id}`)}</span>
                </dt>
                <dd className="text-sm leading-6 text-slate-600 sm:col-span-2 dark:text-slate-300">
                  <cite className="not-italic">{instrument.reference}</cite>{" "}
                  <a href={instrument.url} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300" rel="noreferrer">
                    {t("instruments.link")}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 max-w-3xl text-sm leading-6 text-slate-600 dark:text-slate-300">{NORM_SOURCE}</p>
        </section>
      </main>
      <footer className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-5xl gap-4 px-4 py-6 text-sm sm:px-6">
          <Link to="/pricing" className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
            {t("footer.pricing")}
          </Link>
          <Link to="/terms" className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
            {t("footer.terms")}
          </Link>
          <Link to="/privacy" className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
            {t("footer.privacy")}
          </Link>
        </div>
      </footer>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ZPricing, type TPlanOffer } from "../../../contracts/billing.ts";
import { Icon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { api } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { i18n } from "../../lib/i18n.ts";
import { formatPrice } from "../../lib/money.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { usePricingT } from "./i18n.ts";

const primaryClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
const secondaryClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700";

/** /pricing (spec 3 "Pricing section"): Starter, Professional (featured) and Enterprise (Contact Sales). */
export function PricingPage() {
  const t = usePricingT();
  useDocumentTitle(t("documentTitle"));
  const { state } = useAuth();
  const signedIn = state.status === "authenticated";
  const plans = useQuery({ queryKey: ["billing", "plans"], queryFn: ({ signal }) => api.get("/api/billing/plans", { schema: ZPricing, signal }), staleTime: 300_000 });

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label={t("nav.home")}>
            <Logo />
          </Link>
          <nav aria-label={t("nav.label")} className="text-sm">
            <Link to={signedIn ? "/dashboard" : "/login"} className="font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
              {signedIn ? t("actions.dashboard") : t("nav.signIn")}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("title")}</h1>
        <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{t("subtitle")}</p>

        <div className="mt-10">
          {plans.isPending ? (
            <LoadingState label={t("loading")} />
          ) : plans.isError ? (
            <LoadFailedPanel
              title={t("loadFailed.title")}
              message={t("loadFailed.message")}
              retrying={plans.isFetching}
              onRetry={() => void plans.refetch()}
              buttonClassName={secondaryClass + " w-auto"}
            />
          ) : (
            <ul className="grid gap-6 md:grid-cols-3" aria-label={t("title")}>
              {plans.data.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} salesEmail={plans.data.salesEmail} signedIn={signedIn} />
              ))}
            </ul>
          )}
        </div>

        <div className="mt-10 max-w-3xl space-y-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
          <p>{t("everyPlan")}</p>
          <p>{t("limitNote")}</p>
          <p>{t("currencyNote")}</p>
        </div>
      </main>
    </div>
  );
}

function PlanCard({ plan, salesEmail, signedIn }: { plan: TPlanOffer; salesEmail: string; signedIn: boolean }) {
  const t = usePricingT();
  const headingId = `plan-${plan.id}`;
  const mail = `mailto:${salesEmail}?subject=${encodeURIComponent(t("salesSubject"))}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${plan.featured ? "border-indigo-500 ring-2 ring-indigo-500" : "border-slate-200 dark:border-slate-700"}`}
    >
      {plan.featured && (
        <span className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white" data-testid="featured">
          {t("featured")}
        </span>
      )}
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`plans.${plan.id}.name`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`plans.${plan.id}.summary`)}</p>
      <p className="mt-6">
        {plan.monthlyPriceCents === null ? (
          <>
            <span className="text-3xl font-semibold text-slate-900 dark:text-white">{t("custom")}</span>
            <span className="mt-1 block text-sm text-slate-500 dark:text-slate-400">{t("customNote")}</span>
          </>
        ) : (
          <>
            <span className="text-4xl font-semibold text-slate-900 dark:text-white">{formatPrice(plan.monthlyPriceCents, plan.currency, i18n.language)}</span>{" "}
            <span className="text-sm text-slate-500 dark:text-slate-400">{t("perMonth")}</span>
          </>
        )}
      </p>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <Icon name="check" className="h-4 w-4 text-indigo-600 dark:text-indigo-400" />
        {plan.monthlyAssessmentLimit === null ? t("unlimited") : t("limit", { count: plan.monthlyAssessmentLimit })}
      </p>
      <div className="mt-8 flex flex-1 items-end">
        {plan.contactSales ? (
          <a href={mail} className={plan.featured ? primaryClass : secondaryClass}>
            <Icon name="mail" className="h-4 w-4" />
            {t("actions.contactSales")}
          </a>
        ) : (
          <Link to={signedIn ? "/dashboard" : "/signup"} className={plan.featured ? primaryClass : secondaryClass}>
            {signedIn ? t("actions.dashboard") : t("actions.start")}
          </Link>
        )}
      </div>
    </li>
  );
}

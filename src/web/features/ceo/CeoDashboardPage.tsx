import { useAuth } from "../../lib/auth.tsx";
import { Card } from "../../components/Card.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { SimulatedBadge } from "./SimulatedBadge.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { BusinessMetricsPanel } from "./BusinessMetricsPanel.tsx";
import { CeoCharts } from "./CeoCharts.tsx";
import { useCeoDashboard } from "./ceo-api.ts";
import { useCeoT } from "./i18n.ts";
import { KpiCards } from "./KpiCards.tsx";
import { RevenueOverview } from "./RevenueOverview.tsx";
import { TargetsEditor } from "./TargetsEditor.tsx";
import { BenchmarkingChart, ErrorRateChart, ExecutiveAlertsPanel, LaunchReadinessCard, PartnersCard } from "./signals/index.ts";

/**
 * /dashboard/ceo (issue 25; spec 2 §2.4, spec 1 "Revenue overview", "CEO charts"): a column of sections, every
 * figure computed from the vendor's records — business metrics with the Business Health Score, the revenue
 * overview, KPI cards against targets, the two CEO charts, and the targets themselves.
 */
export function CeoDashboardPage() {
  const t = useCeoT();
  useDocumentTitle(t("documentTitle"));
  const { state } = useAuth();
  const canManage = state.status === "authenticated" && state.me.platform?.policies.manageBusiness === true;
  const dashboard = useCeoDashboard();
  return (
    <div className="space-y-6">
      <BusinessMetricsPanel />
      <RevenueOverview />
      {dashboard.isPending ? (
        <Card>
          <div className="flex justify-center py-10" aria-busy="true">
            <Spinner />
          </div>
        </Card>
      ) : dashboard.isError ? (
        <Card>
          <LoadFailedPanel
            title={t("kpi.loadFailed")}
            message={errorMessage(dashboard.error)}
            retrying={dashboard.isFetching}
            onRetry={() => void dashboard.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        </Card>
      ) : (
        <>
          <section aria-label={t("kpi.title")} className="space-y-3">
            {dashboard.data.source === "simulated" && (
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <SimulatedBadge /> {t("simulatedNote")}
              </p>
            )}
            <KpiCards kpis={dashboard.data.kpis} />
          </section>
          <CeoCharts data={dashboard.data} refresh={() => void dashboard.refetch()} refreshing={dashboard.isFetching} />
          <TargetsEditor key={dashboard.data.targets.updatedAt ?? "default"} view={dashboard.data.targets} canManage={canManage} />
        </>
      )}
      {/* the CEO signals: executive alerts from real signals, the two operational charts, partners and launch readiness */}
      <ExecutiveAlertsPanel />
      <div className="grid gap-6 xl:grid-cols-2">
        <BenchmarkingChart />
        <ErrorRateChart />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <PartnersCard canManage={canManage} />
        <LaunchReadinessCard canManage={canManage} />
      </div>
    </div>
  );
}

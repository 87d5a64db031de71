import { useMe } from "../../lib/auth.tsx";
import { BenchmarkingChart } from "./BenchmarkingChart.tsx";
import { ErrorRateChart } from "./ErrorRateChart.tsx";
import { ExecutiveAlertsPanel } from "./ExecutiveAlertsPanel.tsx";
import { LaunchReadinessCard } from "./LaunchReadinessCard.tsx";
import { PartnersCard } from "./PartnersCard.tsx";

/** A page holding the signals' components until they join the CEO dashboard (/dashboard/ceo) at merge. */
export function CeoSignalsPage() {
  const me = useMe();
  const canManage = me.platform?.policies.manageBusiness ?? false;
  return (
    <div className="space-y-6">
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

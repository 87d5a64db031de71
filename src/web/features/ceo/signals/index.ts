/** The CEO dashboard's signal components, for the /dashboard/ceo page. */
export { ExecutiveAlertsPanel } from "./ExecutiveAlertsPanel.tsx";
export { PartnersCard } from "./PartnersCard.tsx";
export { LaunchReadinessCard } from "./LaunchReadinessCard.tsx";
export { BenchmarkingChart } from "./BenchmarkingChart.tsx";
export { ErrorRateChart } from "./ErrorRateChart.tsx";

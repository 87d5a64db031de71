import { usePlatformBillingT } from "./i18n.ts";

/** The badge on every record of the demo's simulated customer history. */
export function SimulatedBadge() {
  const t = usePlatformBillingT();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
      {t("simulatedBadge")}
    </span>
  );
}

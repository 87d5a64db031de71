import { useCeoT } from "./i18n.ts";

/** "Simulated data": the demo's simulated records contributed to the figures of this section. */
export function SimulatedBadge() {
  const t = useCeoT();
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-200">
      {t("simulated")}
    </span>
  );
}

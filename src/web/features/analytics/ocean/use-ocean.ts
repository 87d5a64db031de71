import { useMemo } from "react";
import { ALL_FILTERS, requestFilters } from "../data/filters.ts";
import { traitRows } from "../data/ocean-view.ts";
import { useOceanDistribution } from "../data/use-analytics.ts";
import { useRangeParam } from "../ui/use-range-param.ts";

/** The OCEAN pages' shared state: the date range (in the address) and the distribution with its rounded rows. */
export function useOceanPage() {
  const [range, setRange] = useRangeParam("last90");
  const filters = useMemo(() => requestFilters(ALL_FILTERS, range), [range]);
  const query = useOceanDistribution(filters);
  const rows = useMemo(() => (query.data ? traitRows(query.data) : []), [query.data]);
  return { range, setRange, filters, query, rows };
}

import { createContext, useContext } from "react";
import type { NormedDisplay } from "./results-view.ts";

const NormedDisplayContext = createContext<NormedDisplay>({ percentiles: true, stanines: true });

/** Provides which normed numbers (percentiles, stanines) the result's tabs show. */
export const NormedDisplayProvider = NormedDisplayContext.Provider;

/** Which normed numbers to show (both unless a designed type turned them off). */
export function useNormedDisplay(): NormedDisplay {
  return useContext(NormedDisplayContext);
}

/** Series colours (Tailwind 600s), in order of use; readable on white and on slate-900. */
export const SERIES_COLORS = ["#4f46e5", "#0891b2", "#059669", "#d97706", "#db2777", "#7c3aed", "#64748b"] as const;

/** The colour of the i-th series. */
export const seriesColor = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length];

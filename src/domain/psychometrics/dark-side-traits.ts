/**
 * The five dark-side traits of spec §3, on their own so code that only names them (contracts, the web app) does not
 * load the scale registry that dimension-map.ts maps them onto.
 */
export const DARK_SIDE_TRAITS = ["narcissism", "machiavellianism", "psychopathy", "perfectionism", "micromanagement"] as const;
/** One dark-side trait. */
export type DarkSideTrait = (typeof DARK_SIDE_TRAITS)[number];

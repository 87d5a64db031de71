/** The 360 section's address (kept alone: the app's first script holds it through routes.tsx). */
export const REVIEW360_PATH = "/dashboard/360-review";

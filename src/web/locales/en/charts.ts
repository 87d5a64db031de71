/** The chart kit (components/charts): card header actions, states, exports and badges. */
export default {
  n: "n = {{n}}",
  loading: "Loading chart…",
  error: "Error loading chart",
  empty: "No data for this selection yet.",
  notEnough: "Not enough responses",
  actions: {
    refresh: "Refresh {{title}}",
    export: "Export {{title}}",
    expand: "Expand {{title}}",
    retry: "Retry",
  },
  exportMenu: {
    csv: "CSV (data)",
    json: "JSON (data)",
    png: "PNG image",
    pdf: "PDF document",
    failed: "Couldn't export: {{message}}",
    exported: "Exported {{format}}",
  },
  exportLines: {
    exported: "Exported {{date}}",
  },
  badge: {
    sample: "Sample data",
    simulated: "Simulated",
  },
};

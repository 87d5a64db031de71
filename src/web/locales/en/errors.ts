/** The not-found page outside the dashboard. */
export default {
  notFound: {
    documentTitle: "Page not found",
    title: "We can't find that page",
    body: "The address may be mistyped, or the page may have moved. Check the link, or head back home.",
    home: "Go to the home page",
  },
} as const;

/**
 * The report analytics insights' words (src/domain/reporting/report-analytics.ts generateInsights codes), one text
 * for the web's analytics screen (the `reports` namespace, analytics.insights.texts) and the server's exported files
 * (the `exports` catalog, analytics.insights). `count` picks the plural form; the other numbers come formatted.
 */
const reportAnalyticsInsights = {
  kinds: {
    completion_below_target: {
      title: "Report completion below target",
      description_one:
        "{{published}} of {{total}} report created in the last {{days}} days were published ({{rate}}%), under the {{target}}% target; {{unpublished}} not published.",
      description_other:
        "{{published}} of {{total}} reports created in the last {{days}} days were published ({{rate}}%), under the {{target}}% target; {{unpublished}} not published.",
    },
    completion_on_target: {
      title: "Report completion on target",
      description_one: "{{published}} of {{total}} report created in the last {{days}} days were published ({{rate}}%), at or above the {{target}}% target.",
      description_other: "{{published}} of {{total}} reports created in the last {{days}} days were published ({{rate}}%), at or above the {{target}}% target.",
    },
    template_rarely_published: {
      title: 'Template "{{template}}" reports are rarely published',
      description_one: '{{published}} of {{total}} report from "{{template}}" were published ({{rate}}%).',
      description_other: '{{published}} of {{total}} reports from "{{template}}" were published ({{rate}}%).',
    },
    unused_templates: {
      title: "Unused templates",
      description_one: "{{unused}} of {{templates}} template made no report in the last {{days}} days: {{names}}.",
      description_other: "{{unused}} of {{templates}} templates made no report in the last {{days}} days: {{names}}.",
      descriptionMore_one: "{{unused}} of {{templates}} template made no report in the last {{days}} days: {{names}} and {{more}} more.",
      descriptionMore_other: "{{unused}} of {{templates}} templates made no report in the last {{days}} days: {{names}} and {{more}} more.",
      /** One template's name in the list. */
      name: '"{{name}}"',
    },
    delivery_below_target: {
      title: "Delivery success below target",
      description_one: "{{delivered}} of {{finished}} finished delivery succeeded ({{rate}}%), under the {{target}}% target; {{failed}} failed.",
      description_other: "{{delivered}} of {{finished}} finished deliveries succeeded ({{rate}}%), under the {{target}}% target; {{failed}} failed.",
      descriptionPending_one:
        "{{delivered}} of {{finished}} finished delivery succeeded ({{rate}}%), under the {{target}}% target; {{failed}} failed ({{pending}} still pending, not counted).",
      descriptionPending_other:
        "{{delivered}} of {{finished}} finished deliveries succeeded ({{rate}}%), under the {{target}}% target; {{failed}} failed ({{pending}} still pending, not counted).",
    },
    delivery_on_target: {
      title: "Deliveries on target",
      description_one: "{{delivered}} of {{finished}} finished delivery succeeded ({{rate}}%), at or above the {{target}}% target.",
      description_other: "{{delivered}} of {{finished}} finished deliveries succeeded ({{rate}}%), at or above the {{target}}% target.",
      descriptionPending_one: "{{delivered}} of {{finished}} finished delivery succeeded ({{rate}}%), at or above the {{target}}% target ({{pending}} still pending, not counted).",
      descriptionPending_other:
        "{{delivered}} of {{finished}} finished deliveries succeeded ({{rate}}%), at or above the {{target}}% target ({{pending}} still pending, not counted).",
    },
    few_opened: {
      title: "Few delivered reports are opened",
      description_one: "{{read}} of {{delivered}} delivered report were opened from their link ({{rate}}% read rate, under {{floor}}%).",
      description_other: "{{read}} of {{delivered}} delivered reports were opened from their link ({{rate}}% read rate, under {{floor}}%).",
    },
    none_opened: {
      title: "No one has opened the reports",
      description_one: "{{total}} report was created in this range, and no view, read, download or share was recorded.",
      description_other: "{{total}} reports were created in this range, and no view, read, download or share was recorded.",
    },
    low_rating: {
      title: "Readers rate the reports low",
      description_one: "The average rating is {{average}} of 5 from {{ratings}} rating.",
      description_other: "The average rating is {{average}} of 5 from {{ratings}} ratings.",
    },
    good_rating: {
      title: "Readers rate the reports well",
      description_one: "The average rating is {{average}} of 5 from {{ratings}} rating.",
      description_other: "The average rating is {{average}} of 5 from {{ratings}} ratings.",
    },
  },
  recommendations: {
    move_waiting: "Move the waiting reports through review ({{waiting}}), and check whether their reviewers are assigned.",
    check_archived: "Check why reports are archived before they are published.",
    review_template: "Review whether the template's sections fit what its readers need, or who is assigned to review its reports.",
    schedule_unused: "Schedule them, or mark them inactive so the template list stays short.",
    resend_failed: "Open Delivery History, check the failed recipients' addresses and channel settings, and resend to them.",
    shorten_summaries: "Shorten the reports' executive summaries and check that the subscribers still need them.",
    share_reports: "Share the published reports or subscribe their readers to them.",
    ask_low_raters: "Ask the readers who rated low what they miss, and read the comments on those reports.",
  },
  /** A count of waiting reports by status, in move_waiting's list. */
  waiting: { draft: "{{n}} draft", review: "{{n}} review", approved: "{{n}} approved" },
  /** Between the items of a list (template names, waiting counts). */
  separator: ", ",
} as const;

export default reportAnalyticsInsights;

/** The plan-usage banner on the Assessments page (for those who may change the plan). */
export default {
  nearlyTitle: "Your plan's monthly allowance is nearly used",
  reachedTitle: "Your plan's monthly allowance is used up",
  count: "{{used}} of {{limit}} assessments started this month",
  nearly_one: "{{remaining}} more can start before the count resets on {{date}} ({{zone}}).",
  nearly_other: "{{remaining}} more can start before the count resets on {{date}} ({{zone}}).",
  reached: "New assessments can start on {{date}} ({{zone}}), or at once after an upgrade. Assessments already started can still be finished.",
  upgrade: "Upgrade in Settings → Plan",
} as const;

/**
 * English email texts, by email. {{placeholders}} are filled with names, titles, links and dates already
 * formatted for the recipient; the templates escape them for HTML.
 */
export const emails = {
  common: {
    hello: "Hello,",
  },
  magicLink: {
    subject: "Your Facetwise sign-in link",
    intro: "Use this link to sign in to Facetwise:",
    action: "Sign in to Facetwise",
    expiry: "The link works once and expires in {{minutes}} minutes. If you did not ask for it, you can ignore this email.",
  },
  assignment: {
    subject: "{{assigner}} assigned you the {{title}}",
    intro: "{{assigner}} ({{organization}}) assigned you the {{title}} on Facetwise.",
    due: "Please complete it by {{date}}.",
    startHere: "Start it here:",
    action: "Start the assessment",
    saved: "Your answers are saved as you go, so you can stop and continue later.",
  },
  reminder: {
    subject: "Reminder: the {{title}} is waiting for you",
    intro: "{{sender}} sent you a reminder about the {{title}}.",
    due: "It is due by {{date}}.",
    progress: "You have answered {{answered}} of {{total}} questions; your answers are saved.",
    notStarted: "You have not started it yet.",
    continueHere: "Continue here:",
    action: "Continue the assessment",
  },
  invitation: {
    subject: "{{inviter}} invited you to {{organization}} on Facetwise",
    intro: "{{inviter}} invited you to join {{organization}} on Facetwise as {{role}}.",
    acceptHere: "Accept the invitation here (you will sign in, or create your account, with a link sent to this address):",
    action: "Accept the invitation",
    how: "You will sign in, or create your account, with a link sent to this address.",
    expiry: "The invitation expires on {{date}}. If you did not expect it, you can ignore this email.",
    role: { admin: "admin", manager: "manager", analyst: "analyst", user: "user" },
  },
  noAccount: {
    subject: "Signing in to Facetwise",
    intro: "Someone asked to sign in to Facetwise with this address, but no account uses it.",
    invited: "You have been invited to {{organization}}: create your account with this address to join it.",
    offer: "If you want one, you can create an account with this address.",
    action: "Create your account",
    ignore: "If it was not you, you can ignore this email.",
  },
  step: {
    subject: "{{report}}: the {{step}} step is yours",
    intro: "{{actor}} passed you the {{step}} step of the report “{{report}}” on Facetwise.",
    openHere: "Open the report here:",
    action: "Open the report",
  },
  rejected: {
    subject: "{{report}} was sent back to draft",
    intro: "{{actor}} rejected the {{step}} step of your report “{{report}}”, so it is a draft again.",
    reason: "Their reason: {{reason}}",
  },
  shared: {
    subject: '{{sender}} shared the report "{{report}}" with you',
    who: "{{sender}} ({{email}}) of {{organization}}",
    intro: "{{who}} shared this report with you via Facetwise: “{{report}}” ({{period}}).",
    note: "{{sender}} wrote: {{message}}",
    readHere: "Read it here (no account needed):",
    action: "Read the report",
    noAccount: "(no account needed)",
    period: "{{start}} to {{end}}",
    expiry: "The link works until {{date}} unless the sender revokes it sooner. If you do not know the sender, ignore this email.",
  },
  builder: {
    subject: '{{sender}} sent you the report "{{report}}"',
    who: "{{sender}} ({{email}}) of {{organization}}",
    theirOrganization: "their organization",
    intro: "{{who}} shared this report with you via Facetwise: “{{report}}”. It is attached as a PDF ({{file}}).",
    center: "Members of the organization can build and export reports in the Reporting Center:",
    centerHtml: 'Members of the organization can build and export reports in the <a href="{{url}}">Reporting Center</a>.',
  },
  /**
   * A report delivered by a distribution list, a subscription or a schedule: the email, and the Slack message's
   * words. `intro` by the report's status (`publishedOn` when its publication time is known); `{{period}}` is
   * `period` with the days written in the reader's language.
   */
  distribution: {
    subject: "Report: {{report}}",
    intro: {
      draft: "The report “{{report}}” ({{period}}) is a draft.",
      review: "The report “{{report}}” ({{period}}) is in review.",
      approved: "The report “{{report}}” ({{period}}) has been approved.",
      published: "The report “{{report}}” ({{period}}) has been published.",
      publishedOn: "The report “{{report}}” ({{period}}) was published on {{date}}.",
      archived: "The report “{{report}}” ({{period}}) is archived.",
    },
    period: "{{start}} to {{end}}",
    attached: "The report is attached as {{file}}.",
    openHere: "Open it in Facetwise:",
    action: "Open the report in Facetwise",
    /** The Slack message's fields. */
    fields: { period: "Period", status: "Status", published: "Published" },
    statuses: { draft: "Draft", review: "In Review", approved: "Approved", published: "Published", archived: "Archived" },
  },
  /** Admins told that a start took the month's plan allowance to 80 % (`nearly`) or all of it (`reached`). */
  usage: {
    nearly: {
      subject: "{{organization}} has started {{used}} of its {{limit}} assessments this month",
      intro:
        "{{organization}} has started {{used}} of the {{limit}} assessments its plan allows this month; {{remaining}} more can start before the count starts again on {{date}} ({{zone}}).",
    },
    reached: {
      subject: "{{organization}} has started all {{limit}} assessments its plan allows this month",
      intro:
        "{{organization}} has started all {{limit}} assessments its plan allows this month. New ones can start on {{date}} ({{zone}}); responses already started can still be finished.",
    },
    upgrade: "The Professional plan has no monthly limit, and an upgrade takes effect at once. Change the plan in Settings:",
    action: "Open Settings",
  },
  /**
   * A 360 rater's invitation (spec 2 §2.13): three templates by relationship (default, peer, manager), each a
   * subject and paragraphs; a reminder puts `reminder` above the same text and `reminderSubject` around its subject.
   */
  rater: {
    greeting: "Dear {{rater}},",
    asked: "{{requester}} has asked for your feedback on {{subject}}",
    askedBySelf: "{{subject}} has asked for your feedback",
    thanks: "Thank you.",
    reminderSubject: "Reminder: {{subject}}",
    reminder_one: "Reminder: {{count}} day left to give your feedback.",
    reminder_other: "Reminder: {{count}} days left to give your feedback.",
    reminderLastDay: "Reminder: today is the last day to give your feedback.",
    default: {
      subject: "Your feedback for {{subject}} is requested",
      intro:
        "{{asked}} in {{title}} at {{organization}}. You will rate how well 120 short statements describe {{subject}}; it takes 15-20 minutes, and your answers are saved as you go.",
      privacy:
        "Your ratings are combined with those of other raters and are never shown individually. If too few people in your group respond, your group's ratings are pooled or left out.",
      link: "Open your personal link (no account needed):",
      deadline: "Please complete it by {{deadline}}. If you would rather not take part, you can decline on the same page.",
    },
    peer: {
      subject: "A colleague asks for your feedback: {{subject}}",
      intro:
        "As a colleague of {{subject}}, you are invited to give feedback in {{title}} at {{organization}}. You will rate 120 short statements about how {{subject}} behaves at work; it takes 15-20 minutes.",
      privacy: "Peer ratings are reported only as a group of at least the project's minimum number of peers, and comments are pooled without names or dates.",
      link: "Your personal link (no account needed):",
      deadline: "Please complete it by {{deadline}}. You can also decline on the same page.",
    },
    manager: {
      subject: "Manager feedback requested for {{subject}}",
      intro:
        "As {{subject}}'s manager, you are invited to give feedback in {{title}} at {{organization}}. You will rate 120 short statements about {{subject}}; it takes 15-20 minutes.",
      privacy: "Please note: manager ratings are shown to {{subject}} as a named group (Manager / Supervisor), not anonymously.",
      link: "Your personal link (no account needed):",
      deadline: "Please complete it by {{deadline}}.",
    },
  },
} as const;

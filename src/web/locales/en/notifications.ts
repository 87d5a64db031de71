/** The notification list in the header's bell (loaded with the list, not with the shell). */
export default {
  loading: "Loading notifications…",
  loadFailed: "Couldn't load your notifications.",
  list: "Notifications",
  markAllRead: "Mark all read",
  markAllFailed: "Couldn't mark them as read: {{message}}",
  unread: "Unread",
  someone: "Someone",
  text: {
    assigned: "{{actor}} assigned you the {{title}}",
    reminder: "{{actor}} sent you a reminder about the {{title}}",
    completed: "{{actor}} completed the {{title}}",
    feedbackReady: "Your 360 feedback is ready: {{title}}",
    reportStep: "{{actor}} passed you the {{step}} step of the report {{title}}",
    reportRejected: "{{actor}} sent the report {{title}} back to draft",
  },
  untitled: {
    assigned: "{{actor}} assigned you an assessment",
    reminder: "{{actor}} sent you a reminder about an assessment",
    completed: "{{actor}} completed an assessment",
    feedbackReady: "Your 360 feedback is ready",
    reportStep: "{{actor}} passed you a report's {{step}} step",
    reportRejected: "{{actor}} sent a report back to draft",
  },
  usage: {
    nearly: "Your organization has started {{used}} of the {{limit}} assessments its plan allows this month: {{remaining}} left until {{date}} ({{zone}})",
    reached: "Your organization has started all {{limit}} assessments its plan allows this month: new ones can start on {{date}} ({{zone}}), or at once after an upgrade",
  },
  due: "Due {{date}}",
  overdue: "Overdue: due {{date}}",
  justNow: "Just now",
} as const;

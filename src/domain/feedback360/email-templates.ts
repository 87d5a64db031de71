/**
 * Rater invitation emails (spec 2 §2.13): three templates — default, peer, manager — with the placeholders
 * RATER_NAME, SUBJECT_NAME, ASSESSMENT_TITLE, ASSESSMENT_LINK, DEADLINE and ORGANIZATION_NAME; the text says
 * the assessment takes 15–20 minutes (120 short statements). Which template a rater gets follows their
 * relationship: peers the peer template, managers the manager template, everyone else the default.
 */
import type { Relationship } from "./relationships.ts";

export type TemplateKey = "default" | "peer" | "manager";
export const TEMPLATE_KEYS: readonly TemplateKey[] = ["default", "peer", "manager"];
export const PLACEHOLDERS = ["RATER_NAME", "SUBJECT_NAME", "REQUESTER_NAME", "ASSESSMENT_TITLE", "ASSESSMENT_LINK", "DEADLINE", "ORGANIZATION_NAME"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export type EmailTemplate = { subject: string; body: string };

export const EMAIL_TEMPLATES: Readonly<Record<TemplateKey, EmailTemplate>> = {
  default: {
    subject: "Your feedback for SUBJECT_NAME is requested",
    body:
      "Dear RATER_NAME,\n\n" +
      "REQUESTER_NAME has asked for your feedback on SUBJECT_NAME in ASSESSMENT_TITLE at ORGANIZATION_NAME. You will rate how well 120 short statements describe SUBJECT_NAME; it takes 15-20 minutes, and your answers are saved as you go.\n\n" +
      "Your ratings are combined with those of other raters and are never shown individually. If too few people in your group respond, your group's ratings are pooled or left out.\n\n" +
      "Open your personal link (no account needed):\nASSESSMENT_LINK\n\n" +
      "Please complete it by DEADLINE. If you would rather not take part, you can decline on the same page.\n\nThank you.",
  },
  peer: {
    subject: "A colleague asks for your feedback: SUBJECT_NAME",
    body:
      "Dear RATER_NAME,\n\n" +
      "As a colleague of SUBJECT_NAME, you are invited to give feedback in ASSESSMENT_TITLE at ORGANIZATION_NAME. You will rate 120 short statements about how SUBJECT_NAME behaves at work; it takes 15-20 minutes.\n\n" +
      "Peer ratings are reported only as a group of at least the project's minimum number of peers, and comments are pooled without names or dates.\n\n" +
      "Your personal link (no account needed):\nASSESSMENT_LINK\n\n" +
      "Please complete it by DEADLINE. You can also decline on the same page.\n\nThank you.",
  },
  manager: {
    subject: "Manager feedback requested for SUBJECT_NAME",
    body:
      "Dear RATER_NAME,\n\n" +
      "As SUBJECT_NAME's manager, you are invited to give feedback in ASSESSMENT_TITLE at ORGANIZATION_NAME. You will rate 120 short statements about SUBJECT_NAME; it takes 15-20 minutes.\n\n" +
      "Please note: manager ratings are shown to SUBJECT_NAME as a named group (Manager / Supervisor), not anonymously.\n\n" +
      "Your personal link (no account needed):\nASSESSMENT_LINK\n\n" +
      "Please complete it by DEADLINE.\n\nThank you.",
  },
};

/** The template a rater of this relationship receives. */
export function templateFor(relationship: Relationship): TemplateKey {
  return relationship === "peer" ? "peer" : relationship === "manager" ? "manager" : "default";
}

/**
 * Who asked for the feedback, as a rater is told: the person who created the project. Null when that person is
 * the subject (a self-initiated project) or no longer known; the text then names the subject as the one asking.
 */
export function requesterName(creator: { id: string | null; name: string | null }, subjectId: string): string | null {
  return creator.id && creator.id !== subjectId && creator.name ? creator.name : null;
}

/** A template with every placeholder replaced; REQUESTER_NAME empty means the subject asked (the sentence is said so). */
export function fillTemplate(t: EmailTemplate, values: Readonly<Record<Placeholder, string>>): EmailTemplate {
  const self = "REQUESTER_NAME has asked for your feedback on SUBJECT_NAME";
  const fill = (s: string) =>
    (values.REQUESTER_NAME ? s : s.replaceAll(self, "SUBJECT_NAME has asked for your feedback")).replace(
      /\b(RATER_NAME|SUBJECT_NAME|REQUESTER_NAME|ASSESSMENT_TITLE|ASSESSMENT_LINK|DEADLINE|ORGANIZATION_NAME)\b/g,
      (m) => values[m as Placeholder],
    );
  return { subject: fill(t.subject), body: fill(t.body) };
}

const DAY_MS = 86_400_000;

/**
 * Days left before a deadline as the email reads it: calendar days (UTC, the time zone the email writes the
 * deadline's date in) from today to the deadline's day, never negative. Counting 24-hour spans and rounding up
 * said "15 days left" for a deadline dated 14 days ahead whenever it fell later in its day than the send.
 */
export function daysLeft(deadline: Date, now: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  return Math.max(0, day(deadline) - day(now));
}

/** The reminder's first lines above the template text. */
export function reminderPrefix(daysLeft: number): string {
  return daysLeft <= 0 ? "Reminder: today is the last day to give your feedback.\n\n" : `Reminder: ${daysLeft} day${daysLeft === 1 ? "" : "s"} left to give your feedback.\n\n`;
}

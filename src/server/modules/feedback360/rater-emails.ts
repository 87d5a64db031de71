/**
 * A 360 rater's invitation and reminder, in the rater's language (the catalog's `rater` texts): the domain
 * chooses the template and the reminder's notice, the catalog words them, the deadline is a long date on the
 * rater's calendar.
 */
import type { MailMessage } from "../../mail/mailer.ts";
import { escapeHtml, type MailLang } from "../../mail/templates.ts";
import { mailText } from "../../i18n/mail-locale.ts";
import type { ReminderNotice, TemplateKey } from "../../../domain/feedback360/email-templates.ts";

export type RaterEmailFacts = {
  to: string;
  template: TemplateKey;
  raterName: string;
  subjectName: string;
  /** Who asked (the project's creator); null when the subject asked themselves. */
  requesterName: string | null;
  title: string;
  organizationName: string;
  link: string;
  deadline: Date;
  /** A reminder's notice; absent for the invitation. */
  reminder?: ReminderNotice;
  lang: MailLang;
};

/** The invitation (or, with `reminder`, the reminder) a rater receives. */
export function raterEmail(o: RaterEmailFacts): MailMessage {
  const { t, date } = mailText(o.lang);
  const k = o.template;
  const asked = o.requesterName ? t("rater.asked", { requester: o.requesterName, subject: o.subjectName }) : t("rater.askedBySelf", { subject: o.subjectName });
  const facts = { subject: o.subjectName, title: o.title, organization: o.organizationName, asked, deadline: date(o.deadline) };
  const notice = o.reminder ? (o.reminder.lastDay ? t("rater.reminderLastDay") : t("rater.reminder", { count: o.reminder.days })) : null;
  const paragraphs = [
    ...(notice ? [notice] : []),
    t("rater.greeting", { rater: o.raterName }),
    t(`rater.${k}.intro`, facts),
    t(`rater.${k}.privacy`, facts),
    `${t(`rater.${k}.link`)}\n${o.link}`,
    t(`rater.${k}.deadline`, facts),
    t("rater.thanks"),
  ];
  const subject = t(`rater.${k}.subject`, facts);
  const html = paragraphs
    .map(
      (para) =>
        `<p>${escapeHtml(para)
          .replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')
          .replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
  return { to: o.to, subject: notice ? t("rater.reminderSubject", { subject }) : subject, text: paragraphs.join("\n\n"), html };
}

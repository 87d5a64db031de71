/**
 * The report by email: the PDF attached (format pdf), the report's sections in the body (html) or the link
 * only (link). Every format carries the tracked link, whose first opening is the delivery's read time. Every word
 * is the recipient's: the `emails` catalog's `distribution` texts and the report's section words (the PDF
 * catalog, as the HTML export writes them), dates and figures through Intl in their language and time zone.
 */
import { escapeHtml, type MailLang } from "../../../../mail/templates.ts";
import { reportWordsFor } from "../../../../i18n/report-words.ts";
import { pdfWords } from "../../../../pdf/kit/words.ts";
import type { MailMessage } from "../../../../mail/mailer.ts";
import type { TReportContent } from "../../../../../contracts/reports.ts";
import type { DeliveryFormat } from "../../../../../domain/reporting/distribution.ts";
import { keyLabel, levelWord, type Html } from "../../report-html.ts";
import { noticeWords, type ReportNotice } from "./notice.ts";

export type ReportEmail = MailMessage;

/** The message to one recipient, in their language (`lang`). `readUrl` is the tracked link; `pdf` is attached with the pdf format. */
export function reportEmail(o: {
  to: string;
  notice: ReportNotice;
  readUrl: string;
  format: DeliveryFormat;
  lang: MailLang;
  pdf?: { filename: string; bytes: Buffer };
  content?: TReportContent;
}): ReportEmail {
  const n = o.notice;
  const { t, intro } = noticeWords(n, o.lang);
  const attached = o.format === "pdf" && o.pdf ? t("distribution.attached", { file: o.pdf.filename }) : null;
  const text = `${intro}\n\n${attached ? `${attached}\n\n` : ""}${t("distribution.openHere")}\n${o.readUrl}\n`;
  const body = o.format === "html" && o.content ? sectionsHtml(o.content, o.lang) : "";
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    (attached ? `<p>${escapeHtml(attached)}</p>` : "") +
    body +
    `<p><a href="${escapeHtml(o.readUrl)}">${escapeHtml(t("distribution.action"))}</a></p>`;
  return {
    to: o.to,
    subject: t("distribution.subject", { report: n.title }),
    text,
    html,
    attachments: o.format === "pdf" && o.pdf ? [{ filename: o.pdf.filename, content: o.pdf.bytes, contentType: "application/pdf" }] : undefined,
  };
}

/**
 * The written parts of a report's sections, in order, as simple HTML in the reader's words (figures and charts
 * stay in the app and the PDF).
 */
export function sectionsHtml(content: TReportContent, lang: MailLang): string {
  const w = pdfWords(lang);
  const h: Html = { w, say: reportWordsFor({ locale: w.locale }) };
  const { say } = h;
  const sections = Object.values(content.sections).sort((a, b) => a.order_index - b.order_index);
  const paras = (s: string) =>
    s
      .split(/\n+/)
      .filter((p) => p.trim())
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("");
  return sections
    .map((s) => {
      const parts = [`<h2>${escapeHtml(s.title)}</h2>`];
      if (s.period) parts.push(`<p><em>${escapeHtml(w.t("common.range", { start: w.day(s.period.start), end: w.day(s.period.end) }))}</em></p>`);
      if (s.narrative) parts.push(paras(say(s.narrative)));
      if (s.content && s.format !== "html") parts.push(paras(s.content));
      if (s.key_metrics) {
        const rows = Object.entries(s.key_metrics).map(([k, v]) => `<tr><td>${escapeHtml(keyLabel(h, k))}</td><td>${escapeHtml(w.number(v, 2))}</td></tr>`);
        parts.push(`<table>${rows.join("")}</table>`);
      }
      for (const a of s.alerts ?? []) parts.push(`<p><strong>${escapeHtml(levelWord(w, a.severity))}: ${escapeHtml(say(a.title))}</strong> ${escapeHtml(say(a.description))}</p>`);
      for (const r of s.recommendations ?? []) parts.push(`<p><strong>${escapeHtml(say(r.title))}</strong> ${escapeHtml(say(r.description))}</p>`);
      if (s.note) parts.push(`<p><em>${escapeHtml(say(s.note))}</em></p>`);
      return parts.join("");
    })
    .join("");
}

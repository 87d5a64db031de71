/**
 * The report by email: the PDF attached (format pdf), the report's sections in the body (html) or the link
 * only (link). Every format carries the tracked link, whose first opening is the delivery's read time.
 */
import { escapeHtml } from "../../../../mail/templates.ts";
import { englishReportWords as say } from "../../../../i18n/report-words.ts";
import type { MailMessage } from "../../../../mail/mailer.ts";
import type { TReportContent } from "../../../../../contracts/reports.ts";
import type { DeliveryFormat } from "../../../../../domain/reporting/distribution.ts";
import type { ReportNotice } from "./notice.ts";

export type ReportEmail = MailMessage;

/** The message to one recipient. `readUrl` is the tracked link; `pdf` is attached with the pdf format. */
export function reportEmail(o: {
  to: string;
  notice: ReportNotice;
  readUrl: string;
  format: DeliveryFormat;
  pdf?: { filename: string; bytes: Buffer };
  content?: TReportContent;
}): ReportEmail {
  const n = o.notice;
  const period = `${n.periodStart} to ${n.periodEnd}`;
  const attached = o.format === "pdf" && o.pdf ? `The report is attached as ${o.pdf.filename}.\n\n` : "";
  const text = `The report "${n.title}" (${period}) is ${n.status}.\n\n${attached}Open it in Facetwise:\n${o.readUrl}\n`;
  const body = o.format === "html" && o.content ? sectionsHtml(o.content) : "";
  const html =
    `<p>The report <strong>${escapeHtml(n.title)}</strong> (${escapeHtml(period)}) is ${escapeHtml(n.status)}.</p>` +
    (attached ? `<p>The report is attached as ${escapeHtml(o.pdf!.filename)}.</p>` : "") +
    body +
    `<p><a href="${escapeHtml(o.readUrl)}">Open the report in Facetwise</a></p>`;
  return {
    to: o.to,
    subject: `Report: ${n.title}`,
    text,
    html,
    attachments: o.format === "pdf" && o.pdf ? [{ filename: o.pdf.filename, content: o.pdf.bytes, contentType: "application/pdf" }] : undefined,
  };
}

/** The written parts of a report's sections, in order, as simple HTML (figures and charts stay in the app and the PDF). */
export function sectionsHtml(content: TReportContent): string {
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
      if (s.period) parts.push(`<p><em>${escapeHtml(`${s.period.start} to ${s.period.end}`)}</em></p>`);
      if (s.narrative) parts.push(paras(say(s.narrative)));
      if (s.content && s.format !== "html") parts.push(paras(s.content));
      if (s.key_metrics) {
        const rows = Object.entries(s.key_metrics).map(
          ([k, v]) => `<tr><td>${escapeHtml(k.replace(/_/g, " "))}</td><td>${v === null ? "not available" : escapeHtml(String(v))}</td></tr>`,
        );
        parts.push(`<table>${rows.join("")}</table>`);
      }
      for (const a of s.alerts ?? []) parts.push(`<p><strong>${escapeHtml(a.severity)}: ${escapeHtml(say(a.title))}</strong> ${escapeHtml(say(a.description))}</p>`);
      for (const r of s.recommendations ?? []) parts.push(`<p><strong>${escapeHtml(say(r.title))}</strong> ${escapeHtml(say(r.description))}</p>`);
      if (s.note) parts.push(`<p><em>${escapeHtml(say(s.note))}</em></p>`);
      return parts.join("");
    })
    .join("");
}

/**
 * Server localization without the database: Accept-Language negotiation and preference precedence, the
 * pseudo-locale over every email kind (no English left outside names, links and dates), dates on the
 * recipient's calendar, and the English error catalog against every key the server code names.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chooseLocale, negotiateLocale } from "./negotiate.ts";
import { msg, translator, PSEUDO_LOCALE } from "./index.ts";
import { pseudoString } from "./pseudo.ts";
import { mailDate, type MailLang } from "./mail-locale.ts";
import { assignmentEmail, invitationEmail, magicLinkEmail, noAccountEmail, reminderEmail } from "../mail/templates.ts";
import { rejectedEmail, sharedEmail, stepEmail } from "../modules/reports/report-emails.ts";
import { builderReportEmail } from "../modules/reports/center-email.ts";
import { reportEmail } from "../modules/reports/distribution/channels/email.ts";
import { slackMessage } from "../modules/reports/distribution/channels/slack.ts";
import type { ReportNotice } from "../modules/reports/distribution/channels/notice.ts";
import { reportInstanceFixture } from "../pdf/testing/report-instance-fixture.ts";
import { pdfWords } from "../pdf/kit/words.ts";
import { raterEmail, type RaterEmailFacts } from "../modules/feedback360/rater-emails.ts";
import { en } from "../locales/en/index.ts";
import { AppError, notFound } from "../http/errors.ts";
import { answerProblemMsg, contractMsg } from "../http/validation.ts";
import { answerProblemText } from "../../instruments/answer-problem-text.ts";
import type { AnswerProblem } from "../../domain/assessments/answer-validation.ts";
import { CONTRACT_MESSAGES, contractIssue, type ContractMessageCode } from "../../contracts/messages.ts";

describe("choosing a locale", () => {
  it("takes the best Accept-Language range by quality, exact then by primary language", () => {
    expect(negotiateLocale("fr-CH, fr;q=0.9, en;q=0.8", false)).toBe("fr");
    expect(negotiateLocale("da, de;q=0.7, ja;q=0.9", false)).toBe("ja");
    expect(negotiateLocale("zh-Hant-TW", false)).toBe("zh");
    expect(negotiateLocale("es;q=0, de;q=0.1", false)).toBe("de");
    expect(negotiateLocale("da, *;q=0.5", false)).toBeNull();
    expect(negotiateLocale(undefined, false)).toBeNull();
  });
  it("accepts the pseudo-locale only when allowed (never in production)", () => {
    expect(negotiateLocale("en-XA, fr;q=0.5", true)).toBe(PSEUDO_LOCALE);
    expect(negotiateLocale("en-XA, fr;q=0.5", false)).toBe("fr");
  });
  it("puts the person's saved language before the header, and English last", () => {
    expect(chooseLocale("de", "fr", true)).toBe("de");
    expect(chooseLocale(null, "fr", true)).toBe("fr");
    expect(chooseLocale(null, "da", true)).toBe("en");
  });
  it("gives a request that asks for the pseudo-locale first that locale over the saved language, outside production only", () => {
    expect(chooseLocale("de", "en-XA", true)).toBe(PSEUDO_LOCALE);
    expect(chooseLocale("de", "en-XA", false)).toBe("de");
    expect(chooseLocale("de", "fr, en-XA;q=0.5", true)).toBe("de");
  });
  it("falls back to English for a language without a catalog, keeping placeholders filled", () => {
    expect(translator("ja").error(msg("notFound.Assessment"))).toBe("Assessment not found");
    expect(translator("en").error(msg("reports.stepNotInProgress", { step: "Review" }))).toBe("The Review step is not in progress");
  });
});

describe("errors", () => {
  it("keep their code and English text for logs, and render in the pseudo-locale by key", () => {
    const e = new AppError(409, "CONFLICT", msg("feedback360.projectClosed"));
    expect(e.message).toBe("This project is closed");
    expect(e.messageIn(translator(PSEUDO_LOCALE))).toBe(pseudoString("This project is closed"));
    expect(notFound("Template").messageIn(translator(PSEUDO_LOCALE))).toBe("⟦Ţéɱþĺáţé ñóţ ƒóúñð⟧");
  });
  it("chooses plural forms by count", () => {
    expect(translator("en").error(msg("invitations.justSent", { count: 1 }))).toMatch(/in 1 minute\.$/);
    expect(translator("en").error(msg("invitations.justSent", { count: 3 }))).toMatch(/in 3 minutes\.$/);
  });
});

/** Visible text with the given values (names, links, dates: not catalog text) removed, and markup stripped. */
function catalogText(s: string, values: readonly string[]): string {
  let out = s.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/g, " ");
  for (const v of [...values].sort((a, b) => b.length - a.length)) out = out.split(v).join(" ");
  return out;
}

/** Runs of two or more plain ASCII words: English that bypassed the catalogs. */
const englishRuns = (s: string) => s.match(/\b[A-Za-z]{2,}(?:[\s,.:;()'"-]+[A-Za-z]{2,})+\b/g) ?? [];

describe("emails in the pseudo-locale", () => {
  const lang: MailLang = { locale: PSEUDO_LOCALE, timeZone: "Asia/Tokyo" };
  const due = new Date("2026-12-07T18:00:00Z");
  const url = "https://app.example/dashboard/x?token=abc";
  const names = [
    "Ada Lovelace",
    "Acme Industries",
    "Big Five Profile",
    "Quarterly People Report",
    "Review",
    "ada@example.com",
    "reader@example.com",
    "report.pdf",
    "2026-01-01",
    "2026-03-31",
    "Too vague",
    "Morgan Manager",
    "Ray Rater",
    "Leadership 360",
  ];
  const values = [url, mailDate(lang, due), ...names];
  const rater = (o: Partial<RaterEmailFacts>) =>
    raterEmail({
      to: "reader@example.com",
      template: "default",
      raterName: "Ray Rater",
      subjectName: "Morgan Manager",
      requesterName: "Ada Lovelace",
      title: "Leadership 360",
      organizationName: "Acme Industries",
      link: url,
      deadline: due,
      lang,
      ...o,
    });
  const mails = {
    raterDefault: rater({}),
    raterAskedBySubject: rater({ requesterName: null }),
    raterPeer: rater({ template: "peer" }),
    raterManager: rater({ template: "manager" }),
    raterReminder: rater({ template: "peer", reminder: { lastDay: false, days: 3 } }),
    raterReminderOneDay: rater({ template: "manager", reminder: { lastDay: false, days: 1 } }),
    raterReminderLastDay: rater({ reminder: { lastDay: true } }),
    magicLink: magicLinkEmail("reader@example.com", url, 900, lang),
    assignment: assignmentEmail({
      to: "reader@example.com",
      assessmentTitle: "Big Five Profile",
      assignerName: "Ada Lovelace",
      organizationName: "Acme Industries",
      dueAt: due,
      url,
      lang,
    }),
    reminderStarted: reminderEmail({ to: "reader@example.com", assessmentTitle: "Big Five Profile", senderName: "Ada Lovelace", dueAt: due, answered: 3, total: 120, url, lang }),
    reminderNew: reminderEmail({ to: "reader@example.com", assessmentTitle: "Big Five Profile", senderName: "Ada Lovelace", dueAt: null, answered: 0, total: 120, url, lang }),
    invitation: invitationEmail({ to: "reader@example.com", organizationName: "Acme Industries", inviterName: "Ada Lovelace", role: "manager", url, expiresAt: due, lang }),
    noAccount: noAccountEmail({ to: "reader@example.com", signupUrl: url, invitedTo: null, lang }),
    noAccountInvited: noAccountEmail({ to: "reader@example.com", signupUrl: url, invitedTo: "Acme Industries", lang }),
    step: stepEmail({ to: "reader@example.com", actorName: "Ada Lovelace", reportTitle: "Quarterly People Report", stepName: "Review", url, lang }),
    rejected: rejectedEmail({ to: "reader@example.com", actorName: "Ada Lovelace", reportTitle: "Quarterly People Report", stepName: "Review", reason: "Too vague", url, lang }),
    shared: sharedEmail({
      to: "reader@example.com",
      senderName: "Ada Lovelace",
      senderEmail: "ada@example.com",
      organizationName: null,
      reportTitle: "Quarterly People Report",
      period: { start: "2026-01-01", end: "2026-03-31" },
      message: "Too vague",
      url,
      expiresAt: due,
      lang,
    }),
    builder: builderReportEmail({
      to: "reader@example.com",
      reportName: "Quarterly People Report",
      senderName: "Ada Lovelace",
      senderEmail: "ada@example.com",
      organizationName: "",
      fileName: "report.pdf",
      pdf: new Uint8Array([1]),
      url,
      lang,
    }),
  };
  for (const [kind, m] of Object.entries(mails)) {
    it(`${kind}: subject, text and HTML hold no English outside names, links and dates`, () => {
      for (const part of [m.subject, m.text, m.html ?? ""]) {
        expect(part).toContain("⟦");
        expect(englishRuns(catalogText(part, values))).toEqual([]);
      }
    });
  }
  it("the check finds English that bypasses the catalogs", () => {
    expect(englishRuns(catalogText(`⟦Ĥéĺĺó⟧ Please complete it by ${mailDate(lang, due)}`, values))).toEqual(["Please complete it by"]);
  });
});

describe("a delivered report in the pseudo-locale (the distribution's email and Slack message)", () => {
  const lang: MailLang = { locale: PSEUDO_LOCALE, timeZone: "Asia/Tokyo" };
  const url = "https://app.example/dashboard/reports/view/r1";
  const readUrl = "https://app.example/api/reports/read/tok";
  const { custom: _custom, ...sections } = reportInstanceFixture(7).content.sections;
  const content = { sections };
  const notice = (status: string, publishedAt: Date | null): ReportNotice => ({
    reportId: "r1",
    title: "Quarterly People Report",
    periodStart: "2026-01-01",
    periodEnd: "2026-03-31",
    status,
    publishedAt,
    url,
  });
  const published = new Date("2026-04-01T18:00:00Z");
  /** The report's own texts (section titles and written text; codes are not text) and the dates and days Intl writes. */
  const values = (() => {
    const w = pdfWords(lang);
    const out: string[] = [url, readUrl, "Quarterly People Report", "report.pdf", mailDate(lang, published)];
    const walk = (v: unknown): void => {
      // a title as the HTML shows it once its entities are read out (&amp; becomes a space)
      if (typeof v === "string") out.push(v, v.replace(/[&<>"']/g, " "), w.day(v));
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (k !== "code") walk(x);
    };
    walk(content);
    for (const d of ["2026-01-01", "2026-03-31"]) out.push(w.day(d));
    return out;
  })();
  const pdf = { filename: "report.pdf", bytes: Buffer.from("%PDF-") };
  /** The texts a Slack message shows: every `text` string of its blocks, the mrkdwn's * and link markup read. */
  const slackTexts = (blocks: unknown): string[] => {
    const out: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) typeof x === "string" ? k === "text" && out.push(x.replace(/[*<>|]/g, " ")) : walk(x);
    };
    walk(blocks);
    return out;
  };
  const messages = {
    pdf: reportEmail({ to: "reader@example.com", notice: notice("published", published), readUrl, format: "pdf", lang, pdf }),
    html: reportEmail({ to: "reader@example.com", notice: notice("published", null), readUrl, format: "html", lang, content }),
    link: reportEmail({ to: "reader@example.com", notice: notice("draft", null), readUrl, format: "link", lang }),
  };
  for (const [format, m] of Object.entries(messages)) {
    it(`the ${format} email: subject, text and HTML hold no English outside the report's own texts, links and dates`, () => {
      for (const part of [m.subject, m.text, m.html ?? ""]) {
        expect(part).toContain("⟦");
        expect(englishRuns(catalogText(part, values))).toEqual([]);
      }
    });
  }
  it("the html email writes the sections' coded words and levels in the reader's words", () => {
    const html = messages.html.html ?? "";
    expect(html).toContain(pseudoString("Warning"));
    expect(html).toContain(pseudoString("Total users"));
    expect(html).not.toContain("not available");
  });
  it.each(["draft", "review", "approved", "published", "archived"])("the Slack message of a %s report: text and blocks hold no English", (status) => {
    const m = slackMessage(notice(status, status === "published" ? published : null), lang);
    for (const part of [m.text, ...slackTexts(m.blocks)]) expect(englishRuns(catalogText(part, values)), part).toEqual([]);
    expect(m.text).toContain("⟦");
    // each field's name (a single word the run check cannot see) is the catalog's
    const fields = (m.blocks[1] as { fields: { text: string }[] }).fields;
    const names = fields.map((f) => f.text.split("\n")[0]);
    expect(fields[1].text.split("\n")[1]).toMatch(/^⟦.+⟧$/); // the status, a word of the catalog
    expect(names).toHaveLength(status === "published" ? 3 : 2);
    for (const name of names) expect(name).toMatch(/^\*⟦.+⟧\*$/);
  });
  it("a publication late on 1 April UTC reads 2 April in Tokyo, 1 April in New York, in the email and on Slack", () => {
    const n = notice("published", published);
    const en = (timeZone: string | null): MailLang => ({ locale: "en", timeZone });
    const email = (timeZone: string | null) => reportEmail({ to: "a@example.com", notice: n, readUrl, format: "link", lang: en(timeZone) }).text;
    expect(email("Asia/Tokyo")).toContain("was published on April 2, 2026");
    expect(email("America/New_York")).toContain("was published on April 1, 2026");
    expect(slackMessage(n, en("Asia/Tokyo")).text).toContain("April 2, 2026");
    expect(JSON.stringify(slackMessage(n, en("Pacific/Honolulu")).blocks)).toContain("April 1, 2026");
    // the period's days are calendar days: no time zone moves them
    expect(email("Pacific/Kiritimati")).toContain("January 1, 2026 to March 31, 2026");
  });
});

describe("dates in emails", () => {
  it("fall on the recipient's calendar: a due date late on 7 December UTC reads 8 December in Tokyo", () => {
    const due = new Date("2026-12-07T18:00:00Z");
    const mail = (timeZone: string | null) =>
      assignmentEmail({
        to: "a@example.com",
        assessmentTitle: "T",
        assignerName: "A",
        organizationName: "O",
        dueAt: due,
        url: "https://x.example/",
        lang: { locale: "en", timeZone },
      }).text;
    expect(mail("Asia/Tokyo")).toContain("December 8, 2026");
    expect(mail("America/New_York")).toContain("December 7, 2026");
    expect(mail(null)).toContain("December 7, 2026");
  });
  it("are written in the recipient's language", () => {
    const d = new Date("2026-12-07T18:00:00Z");
    expect(mailDate({ locale: "de", timeZone: "Europe/Berlin" }, d)).toBe("7. Dezember 2026");
    expect(mailDate({ locale: "fr", timeZone: "Asia/Tokyo" }, d)).toBe("8 décembre 2026");
  });
});

describe("the English error catalog", () => {
  const SERVER = path.resolve(import.meta.dirname, "..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.ts$/.test(n) && !/\.test\.ts$/.test(n) ? [p] : [];
    });
  const has = (key: string) => {
    const leaf = key.split(".").reduce<unknown>((node, k) => (node && typeof node === "object" ? (node as Record<string, unknown>)[k] : undefined), en.errors);
    const plural = key
      .split(".")
      .reduce<unknown>((node, k, i, all) => (node && typeof node === "object" ? (node as Record<string, unknown>)[i === all.length - 1 ? `${k}_other` : k] : undefined), en.errors);
    return typeof leaf === "string" || typeof plural === "string";
  };
  it('holds every key the server names (msg("…") and notFound("…"))', () => {
    const used = new Set<string>();
    for (const f of files(SERVER)) {
      const text = readFileSync(f, "utf8");
      for (const m of text.matchAll(/\bmsg\("([^"]+)"/g)) used.add(m[1]);
      for (const m of text.matchAll(/\bnotFound\("([^"]+)"\)/g)) used.add(`notFound.${m[1]}`);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !has(k))).toEqual([]);
  });
  it("has no throw site left with an English literal as its message", () => {
    const literal = /new AppError\(\s*[^,]+,\s*"[A-Z_]+",\s*[`"']|\bforbidden\(\s*[`"']/;
    const offenders = files(SERVER).filter((f) => literal.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => path.relative(SERVER, f))).toEqual([]);
  });
});

describe("domain and contract problems by code", () => {
  const problems: AnswerProblem[] = [
    { code: "likert" },
    { code: "option", options: [1, 5] },
    { code: "scale", min: 0, max: 10 },
    { code: "textEmpty" },
    { code: "textTooLong", max: 500, length: 501 },
    { code: "rankAll", count: 4 },
    { code: "rankUnknownItem" },
    { code: "rankRange", count: 4 },
    { code: "rankTwice" },
  ];
  it.each(problems)("an answer's $code: the command line's English, and no English in the pseudo-locale", (p) => {
    expect(translator("en").error(answerProblemMsg(p))).toBe(answerProblemText(p));
    const pseudo = translator(PSEUDO_LOCALE).error(answerProblemMsg(p));
    expect(pseudo).toContain("⟦");
    expect(englishRuns(pseudo)).toEqual([]);
  });

  const codes = (node: object, prefix = ""): ContractMessageCode[] =>
    Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}` as ContractMessageCode] : codes(v as object, `${prefix}${k}.`)));
  it("every contract message: the server's English is the contract's, and the pseudo-locale has no English", () => {
    const facts = { min: 1, max: 3660, first: "2000-01-01", last: "2099-12-31", day: "2026-02-30", what: "dateRange" };
    const all = codes(CONTRACT_MESSAGES);
    expect(all.length).toBeGreaterThan(30);
    for (const code of all) {
      expect(translator("en").error(contractMsg(code, facts)), code).toBe(contractIssue(code, facts).message);
      expect(englishRuns(catalogText(translator(PSEUDO_LOCALE).error(contractMsg(code, facts)), ["YYYY-MM-DD", "Europe/Berlin", "EXEC-LEAD", "ISO"])), code).toEqual([]);
    }
  });
});

describe("lists of sentences", () => {
  it("a password's broken rules: one sentence each, joined, in the caller's language", () => {
    const m = msg("auth.passwordRejected", { problems: [msg("auth.password.tooShort", { min: 8 }), msg("auth.password.number")] });
    expect(translator("en").error(m)).toBe("Password rejected: Use at least 8 characters. Include a number.");
    expect(englishRuns(translator(PSEUDO_LOCALE).error(m))).toEqual([]);
  });
});

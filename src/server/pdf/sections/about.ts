/** The response-quality note and the closing "About these scores" section with its sources. */
import type { TResults } from "../../../contracts/assessments.ts";
import { FAST_ANSWER_MS } from "../../../domain/psychometrics/quality.ts";
import { qualityNoteText } from "../../../shared/quality-note.ts";
import { citationsFor, scalesUsed } from "../sources.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { noteCodesOf, type ResultNote } from "../../../domain/psychometrics/result.ts";
import { traitWord } from "../labels.ts";
import type { PdfWords } from "../kit/words.ts";

/** The response-quality box: the engine's plain-language note and the indices behind it. */
export function drawQuality(rd: ReportDoc, r: TResults): void {
  const q = r.score.quality;
  const caution = q.rushed || q.longstringFlag || q.evenOddFlag || q.answered < q.administered;
  const w = rd.words;
  rd.sectionHeading(w.t("results.qualityFacts.heading"), undefined, 70);
  const facts = [
    w.t("results.qualityFacts.answered", { answered: w.number(q.answered), administered: w.number(q.administered) }),
    q.meanResponseMs === null ? w.t("results.qualityFacts.noTimes") : w.t("results.qualityFacts.meanTime", { seconds: w.number(q.meanResponseMs / 1000, 1, 1) }),
    q.fastAnswers === null ? null : w.t("results.qualityFacts.fast", { count: w.number(q.fastAnswers), seconds: w.number(FAST_ANSWER_MS / 1000, 1) }),
    w.t("results.qualityFacts.longstring", { count: w.number(q.longstring) }),
    q.evenOdd === null ? w.t("results.qualityFacts.noEvenOdd") : w.t("results.qualityFacts.evenOdd", { value: w.number(q.evenOdd, 2, 2) }),
  ].filter((f): f is string => f !== null);
  const noteStyle = { size: SIZE.body, width: rd.width - 34, lineGap: 1.5 } as const;
  const factStyle = { size: SIZE.small, color: COLOUR.muted, width: rd.width - 34, lineGap: 1 } as const;
  const factText = facts.join("  ·  ");
  const note = qualityNoteText(q, (key, params) => rd.words.t(`results.quality.${key}`, params));
  const h = 12 + rd.heightOf(note, noteStyle) + 6 + rd.heightOf(factText, factStyle) + 12;
  rd.ensureSpace(h);
  const y = rd.y;
  const colour = caution ? RISK_COLOUR.moderate : BAND_COLOUR.green;
  rd.doc.save().roundedRect(rd.left, y, rd.width, h, 5).fill(COLOUR.panel).restore();
  rd.doc
    .save()
    .rect(rd.left, y + 4, 3, h - 8)
    .fill(colour)
    .restore();
  const ny = y + 12 + rd.text(note, rd.left + 17, y + 12, noteStyle) + 6;
  rd.text(factText, rd.left + 17, ny, factStyle);
  rd.y = y + h + 4;
}

/** "About these scores": how the numbers were made, the sources, the scales used and the rule versions. */
export function drawAbout(rd: ReportDoc, r: TResults): void {
  const s = r.score;
  const w = rd.words;
  rd.sectionHeading(w.t("results.about.heading"), w.t("results.about.subtitle"), 80);
  const notes = noteCodesOf(s);
  if (notes.length) {
    rd.subheading(w.t("results.about.notes"));
    for (const n of notes) bullet(rd, noteText(w, n));
    rd.y += 4;
  }
  rd.subheading(w.t("results.about.sources"));
  for (const c of citationsFor(s)) {
    const body = { size: SIZE.small, color: COLOUR.ink, lineGap: 1.2 } as const;
    rd.ensureSpace(11 + rd.heightOf(c.text, { ...body, width: rd.width }));
    rd.text(c.title, rd.left, rd.y, { font: FONT.bold, size: SIZE.small });
    rd.y += 11;
    rd.paragraph(c.text, body, 7);
  }
  const banks = scalesUsed(s.typeId);
  if (banks.length) {
    rd.y += 2;
    rd.subheading(w.t("results.about.scales"));
    for (const b of banks) {
      const list = b.bank === "ipip-neo-120" && b.scales.length === 30 ? w.t("results.about.allFacets") : b.scales.join("; ");
      rd.paragraph(w.t("results.about.scaleList", { bank: b.title, list }), { size: SIZE.small, color: COLOUR.ink, lineGap: 1.2 }, 5);
    }
  }
  rd.y += 4;
  const rules = s.scoringRules;
  const assessed = s.designed?.kind === "builder" ? s.designed.coverage : undefined;
  const coverage = assessed
    ? w.t("results.about.coverageAssessed", { percent: w.number(assessed.percent) })
    : w.t("results.about.coverage", { percent: w.number(s.coverage.percent) });
  rd.paragraph(
    w.t("results.about.versions", { items: rules.itemBankVersion, keys: rules.keyVersion, norms: rules.normVersion, id: r.response.id, coverage }),
    { size: SIZE.tiny, color: COLOUR.faint, lineGap: 1 },
    0,
  );
}

/** A note on how the numbers were made, in the reader's words (the catalog the web reads too); prorated traits by name. */
export function noteText(w: PdfWords, n: ResultNote): string {
  if (n.code === "shortForm" || n.code === "skipped")
    return w.content(`notes.${n.code}`, { traits: n.traits.map((t) => traitWord(w, t)).join(w.t("results.cards.listSeparator")) });
  return w.content(`notes.${n.code}`);
}

function bullet(rd: ReportDoc, text: string): void {
  const style = { size: SIZE.small, width: rd.width - 12, lineGap: 1.2 } as const;
  const h = rd.heightOf(text, style);
  rd.ensureSpace(h);
  rd.doc
    .save()
    .circle(rd.left + 2.5, rd.y + 3.6, 1.5)
    .fill(COLOUR.accent)
    .restore();
  rd.text(text, rd.left + 12, rd.y, style);
  rd.y += h + 4;
}

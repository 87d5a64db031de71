/** The response-quality note and the closing "About these scores" section with its sources. */
import type { TResults } from "../../../contracts/assessments.ts";
import { FAST_ANSWER_MS } from "../../../domain/psychometrics/quality.ts";
import { qualityNoteText } from "../../../shared/quality-note.ts";
import { citationsFor, scalesUsed } from "../sources.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { oneDecimal, whole } from "../layout.ts";

/** The response-quality box: the engine's plain-language note and the indices behind it. */
export function drawQuality(rd: ReportDoc, r: TResults): void {
  const q = r.score.quality;
  const caution = q.rushed || q.longstringFlag || q.evenOddFlag || q.answered < q.administered;
  rd.sectionHeading("Response quality", undefined, 70);
  const facts = [
    `Answered ${q.answered} of ${q.administered} statements`,
    q.meanResponseMs === null ? "no answer times recorded" : `${oneDecimal(q.meanResponseMs / 1000)} s per answer on average`,
    q.fastAnswers === null ? null : `${q.fastAnswers} answered in under ${FAST_ANSWER_MS / 1000} s`,
    `longest run of identical answers: ${q.longstring}`,
    q.evenOdd === null ? "even-odd consistency not computed" : `even-odd consistency ${q.evenOdd.toFixed(2)}`,
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
  rd.sectionHeading(
    "About these scores",
    "These results describe how you described yourself, compared with other people's answers where norms exist. They are not a clinical assessment, and one questionnaire is only one view of a person.",
    80,
  );
  if (s.notes.length) {
    rd.subheading("How the numbers were made");
    for (const n of s.notes) bullet(rd, n);
    rd.y += 4;
  }
  rd.subheading("Sources");
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
    rd.subheading("Scales asked in this assessment");
    for (const b of banks) {
      const list = b.bank === "ipip-neo-120" && b.scales.length === 30 ? "all 30 facets, N1-C6 (4 items each)" : b.scales.join("; ");
      rd.paragraph(`${b.title}: ${list}.`, { size: SIZE.small, color: COLOUR.ink, lineGap: 1.2 }, 5);
    }
  }
  rd.y += 4;
  const rules = s.scoringRules;
  rd.paragraph(
    `Scoring versions: items ${rules.itemBankVersion}; keys ${rules.keyVersion}; norms ${rules.normVersion}. Result ${r.response.id}; ${s.designed?.kind === "builder" && s.designed.coverage ? `${whole(s.designed.coverage.percent)}% coverage of the assessed facets` : `${whole(s.coverage.percent)}% facet coverage`}.`,
    { size: SIZE.tiny, color: COLOUR.faint, lineGap: 1 },
    0,
  );
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

/** Spec §2/§9 pillars: score on 1-5 with the type's benchmarks, guidance and standing, and the pillar domains. */
import type { TResults } from "../../../contracts/assessments.ts";
import { PILLARS, type Pillar } from "../../../domain/assessments/item-types.ts";
import { pillarDomain, type PillarPriority } from "../../../domain/assessments/pillars.ts";
import { STANDING_CODES } from "../../../shared/psychometric-codes.ts";
import { codedName, psychName } from "../labels.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { notNormedNote } from "./scored-rows.ts";

const PRIORITY_COLOUR: Readonly<Record<PillarPriority, string>> = { high: BAND_COLOUR.orange, medium: RISK_COLOUR.moderate, low: BAND_COLOUR.green };
const NAME_W = 110;
const RIGHT_W = 150;

/** Draws the pillars (only when the score has them). */
export function drawPillars(rd: ReportDoc, r: TResults): void {
  const pillars = r.score.pillars;
  if (!pillars) return;
  rd.sectionHeading(rd.words.t("results.pillars.heading"), undefined, 120);
  notNormedNote(rd, rd.words.t("results.pillars.note"));
  for (const p of PILLARS) drawPillar(rd, r, p);
}

function drawPillar(rd: ReportDoc, r: TResults, p: Pillar): void {
  const w = rd.words;
  const fmt = (n: number) => w.number(n, 1, 1);
  const s = r.score.pillars![p];
  const domains = Object.entries(r.score.domains ?? {}).filter(([id]) => pillarDomain(id)?.pillar === p);
  const domainText = domains.length
    ? w.t("results.pillars.domains", {
        list: domains.map(([id, d]) => w.t("results.pillars.domain", { name: psychName(w, `domain.${id}`, id), score: d ? fmt(d.score) : "—" })).join("  ·  "),
      })
    : "";
  const barX = rd.left + NAME_W;
  const barW = rd.width - NAME_W - RIGHT_W;
  const domainStyle = { size: SIZE.small, color: COLOUR.muted, width: rd.width - NAME_W, lineGap: 1 } as const;
  const h = 32 + (domainText ? rd.heightOf(domainText, domainStyle) : 0) + 12;
  rd.ensureSpace(h);
  const y = rd.y;
  rd.text(psychName(w, `pillar.${p}`, p), rd.left, y, { font: FONT.bold, size: 11 });
  if (!s) {
    rd.text(w.t("results.notMeasured"), barX, y + 1, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
    rd.y = y + 24;
    return;
  }
  rd.text(w.t("results.pillars.score", { score: fmt(s.score) }), rd.left, y + 15, { font: FONT.bold, size: SIZE.body, color: COLOUR.accent });
  const b = s.benchmark;
  const marks = b
    ? [
        { value: b.average, label: w.t("results.pillars.marks.average") },
        { value: b.top25, label: w.t("results.pillars.marks.top25"), color: COLOUR.muted },
        { value: b.top10, label: w.t("results.pillars.marks.top10"), color: COLOUR.marker },
      ]
    : [];
  rd.bar(barX, y + 3, barW, 7, s.score, 1, 5, COLOUR.accent, marks);
  const rx = barX + barW + 14;
  rd.badge(psychName(w, `priority.${s.guidance}`, s.guidance), rx, y + 0.5, PRIORITY_COLOUR[s.guidance]);
  if (s.standing) rd.text(codedName(w, "standing", STANDING_CODES, s.standing), rx, y + 15, { size: SIZE.small, color: COLOUR.muted });
  if (domainText) rd.text(domainText, barX, y + 30, domainStyle);
  rd.y = y + h;
}

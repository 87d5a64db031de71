/** Spec §2/§9 pillars: score on 1-5 with the type's benchmarks, guidance and standing, and the pillar domains. */
import type { TResults } from "../../../contracts/assessments.ts";
import { PILLARS, type Pillar } from "../../../domain/assessments/item-types.ts";
import { pillarDomain, type PillarPriority } from "../../../domain/assessments/pillars.ts";
import { domainLabel, PILLAR_LABELS, PRIORITY_LABELS, STANDING_LABELS } from "../labels.ts";
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
  rd.sectionHeading("Pillars: sustainable, performance, potential", undefined, 120);
  notNormedNote(
    rd,
    "Pillar scores are the mean of the keyed answers on a 1-5 scale. The markers are Facetwise's fixed benchmark values for this assessment type, labelled “average”, “top 25%” and “top 10%” (avg, 25%, 10%): fixed reference points, not norms — no comparison sample exists, so they do not say what share of people score higher.",
  );
  for (const p of PILLARS) drawPillar(rd, r, p);
}

const fmt = (n: number) => n.toFixed(1);

function drawPillar(rd: ReportDoc, r: TResults, p: Pillar): void {
  const s = r.score.pillars![p];
  const domains = Object.entries(r.score.domains ?? {}).filter(([id]) => pillarDomain(id)?.pillar === p);
  const domainText = domains.length ? `Domains: ${domains.map(([id, d]) => `${domainLabel(id)} ${d ? fmt(d.score) : "—"}`).join("  ·  ")}` : "";
  const barX = rd.left + NAME_W;
  const barW = rd.width - NAME_W - RIGHT_W;
  const domainStyle = { size: SIZE.small, color: COLOUR.muted, width: rd.width - NAME_W, lineGap: 1 } as const;
  const h = 32 + (domainText ? rd.heightOf(domainText, domainStyle) : 0) + 12;
  rd.ensureSpace(h);
  const y = rd.y;
  rd.text(PILLAR_LABELS[p], rd.left, y, { font: FONT.bold, size: 11 });
  if (!s) {
    rd.text("not measured", barX, y + 1, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
    rd.y = y + 24;
    return;
  }
  rd.text(`${fmt(s.score)} / 5`, rd.left, y + 15, { font: FONT.bold, size: SIZE.body, color: COLOUR.accent });
  const b = s.benchmark;
  const marks = b
    ? [
        { value: b.average, label: "avg" },
        { value: b.top25, label: "25%", color: COLOUR.muted },
        { value: b.top10, label: "10%", color: COLOUR.marker },
      ]
    : [];
  rd.bar(barX, y + 3, barW, 7, s.score, 1, 5, COLOUR.accent, marks);
  const rx = barX + barW + 14;
  rd.badge(PRIORITY_LABELS[s.guidance], rx, y + 0.5, PRIORITY_COLOUR[s.guidance]);
  if (s.standing) rd.text(STANDING_LABELS[s.standing], rx, y + 15, { size: SIZE.small, color: COLOUR.muted });
  if (domainText) rd.text(domainText, barX, y + 30, domainStyle);
  rd.y = y + h;
}

/**
 * The 360 report as an A4 PDF: the same comparison object the page shows (so the PDF can show nothing the
 * page hides): groups with the anonymity decisions, traits and facets self against the shown groups with the
 * spec's gap labels, blind spots and hidden strengths, rater agreement and the pooled written feedback, in the
 * reader's words (the pdf catalog). Synchronous pdfkit work: render in the worker pool.
 */
import type { TComparison } from "../../contracts/feedback360.ts";
import { FACETS, TRAITS, type FacetKey } from "../../domain/psychometrics/facets.ts";
import { facetWord, traitWord } from "./labels.ts";
import { ReportDoc } from "./kit/doc.ts";
import { bulletList } from "./kit/blocks.ts";
import { drawTable } from "./kit/table.ts";
import { pdfWords } from "./kit/words.ts";
import type { RenderOptions } from "./render-report.ts";
import { COLOUR, FONT, SIZE } from "./theme.ts";

const ROW = 14;
const TABLE = { rowHeight: ROW, after: 0 };
type Group = TComparison["groups"][number]["key"];
const REASONS = ["not_enough_responses", "merged_into_others", "would_reveal_hidden_group"] as const;
const isReason = (r: string | null | undefined): r is (typeof REASONS)[number] => (REASONS as readonly (string | null | undefined)[]).includes(r);

/** The 360 report of a released comparison. */
export async function renderFeedbackReport(c: TComparison, opts: RenderOptions = {}): Promise<Uint8Array> {
  const generatedAt = opts.generatedAt ? new Date(opts.generatedAt) : new Date();
  const subject = c.project.subject.name;
  const w = pdfWords(opts);
  const t = w.t;
  const rd = new ReportDoc({
    compress: opts.compress,
    title: t("feedback.docTitle", { subject }),
    author: "Facetwise",
    subject: t("feedback.docSubject"),
    createdAt: generatedAt,
    words: w,
  });
  const num = (x: number | null | undefined) => w.number(x, 1, 1, "-");
  const signed = (x: number | null | undefined) => w.signed(x, 1, "-");
  const groupName = (k: Group) => t(`feedback.groupNames.${k}`);
  const gapLabel = (g: "Aligned" | "Small Gap" | "Moderate Gap" | "Large Gap" | null | undefined) => (g ? t(`feedback.gapLabels.${g}`) : "-");

  rd.text(t("feedback.title"), rd.left, rd.y, { font: FONT.bold, size: SIZE.title });
  rd.y += 30;
  rd.text(subject, rd.left, rd.y, { font: FONT.bold, size: SIZE.name });
  rd.y += 18;
  rd.paragraph(`${c.project.title} · ${c.project.organizationName}`, { color: COLOUR.muted });
  rd.paragraph(
    t("feedback.closed", {
      closed: c.project.closedAt ? w.date(c.project.closedAt, "-") : "-",
      generated: w.date(generatedAt),
      self: c.self.available ? t("feedback.selfFrom", { date: w.date(c.self.completedAt ?? "", "-") }) : t("feedback.selfMissing"),
    }),
    { size: SIZE.small, color: COLOUR.muted },
  );
  rd.paragraph(t("feedback.scoresIntro"), { size: SIZE.small });

  rd.sectionHeading(t("feedback.groups.heading"), t("feedback.groups.subtitle", { min: c.project.minGroupSize }), ROW * 4);
  const groupOrder = ["manager", "peer", "direct_report", "other", "others", "all"] as const;
  drawTable(
    rd,
    [
      { title: t("feedback.groups.group"), width: 150 },
      { title: t("feedback.groups.completed"), width: 70, align: "right" },
      { title: t("feedback.groups.shown"), width: 275 },
    ],
    groupOrder.flatMap((k) => {
      const g = c.groups.find((x) => x.key === k);
      return g
        ? [[groupName(k), w.number(g.count), g.shown ? t("feedback.groups.yes") : isReason(g.reason) ? t(`feedback.groups.reasons.${g.reason}`) : t("feedback.groups.no")]]
        : [];
    }),
    TABLE,
  );
  const shown = groupOrder.filter((k) => c.groups.some((g) => g.key === k && g.shown));

  rd.sectionHeading(t("feedback.traits.heading"), t("feedback.traits.subtitle"), ROW * 7);
  const groupCols = shown.map((k) => ({
    title: t(`feedback.groupShort.${k}`),
    width: Math.max(48, Math.floor(200 / Math.max(1, shown.length))),
    align: "right" as const,
  }));
  drawTable(
    rd,
    [
      { title: t("feedback.columns.trait"), width: 100 },
      { title: t("feedback.columns.self"), width: 40, align: "right" },
      ...groupCols,
      { title: t("feedback.columns.allRaters"), width: 48, align: "right" },
      { title: t("feedback.columns.gap"), width: 40, align: "right" },
      { title: "", width: 70 },
    ],
    TRAITS.map((trait) => {
      const row = c.traits.find((x) => x.key === trait);
      return [traitWord(w, trait), num(row?.self), ...shown.map((k) => num(row?.groups[k])), num(row?.others), signed(row?.gap), gapLabel(row?.gapLabel)];
    }),
    TABLE,
  );

  rd.sectionHeading(t("feedback.facets.heading"), t("feedback.facets.subtitle"), ROW * 6);
  drawTable(
    rd,
    [
      { title: t("feedback.columns.trait"), width: 95 },
      { title: t("feedback.columns.facet"), width: 140 },
      { title: t("feedback.columns.self"), width: 50, align: "right" },
      { title: t("feedback.columns.allRaters"), width: 55, align: "right" },
      { title: t("feedback.columns.gap"), width: 50, align: "right" },
      { title: "", width: 105 },
    ],
    FACETS.map((f) => {
      const row = c.facets.find((x) => x.key === f.key);
      return [traitWord(w, f.trait), facetWord(w, f.key), num(row?.self), num(row?.others), signed(row?.gap), gapLabel(row?.gapLabel)];
    }),
    TABLE,
  );

  rd.sectionHeading(t("feedback.gaps.heading"), t("feedback.gaps.subtitle"), 60);
  const gapLine = (g: TComparison["blindSpots"][number]) =>
    t("feedback.gaps.line", { facet: facetWord(w, g.facet as FacetKey), trait: traitWord(w, g.trait), self: num(g.self), others: num(g.others), gap: signed(g.gap) });
  bulletList(rd, t("feedback.gaps.blindSpots"), c.blindSpots.map(gapLine), t("common.none"));
  bulletList(rd, t("feedback.gaps.hiddenStrengths"), c.hiddenStrengths.map(gapLine), t("common.none"));

  rd.sectionHeading(t("feedback.agreement.heading"), t("feedback.agreement.subtitle"), 60);
  rd.paragraph(t("feedback.agreement.caveat"), { size: SIZE.small, color: COLOUR.muted });
  const agreeCols = c.agreement.map((a) => ({ title: t(`feedback.groupShort.${a.group}`), width: 60, align: "right" as const }));
  const agree = (x: number | null | undefined) => w.number(x, 2, 2, "-");
  if (c.agreement.length) {
    drawTable(
      rd,
      [{ title: t("feedback.columns.trait"), width: 140 }, ...agreeCols],
      [
        [t("feedback.agreement.raters"), ...c.agreement.map((a) => w.number(a.raters))],
        ...TRAITS.map((trait) => [traitWord(w, trait), ...c.agreement.map((a) => agree(a.traits[trait]))]),
      ],
      TABLE,
    );
    rd.subheading(t("feedback.agreement.perFacet"));
    drawTable(
      rd,
      [{ title: t("feedback.columns.trait"), width: 95 }, { title: t("feedback.columns.facet"), width: 140 }, ...agreeCols],
      FACETS.map((f) => [traitWord(w, f.trait), facetWord(w, f.key), ...c.agreement.map((a) => agree(a.facets[f.key]))]),
      TABLE,
    );
  }
  for (const a of c.agreement) {
    rd.subheading(t("feedback.agreement.flagsHeading", { group: groupName(a.group), count: a.raters }));
    if (a.flags.length)
      for (const f of a.flags.slice(0, 15))
        rd.paragraph(`•  ${t("feedback.agreement.flag", { text: f.text, facet: facetWord(w, f.facet as FacetKey), spread: w.number(f.spread) })}`, { size: SIZE.small }, 2);
    if (a.flags.length > 15) rd.paragraph(t("feedback.agreement.more", { count: a.flags.length - 15 }), { size: SIZE.small, color: COLOUR.muted });
    if (!a.flags.length)
      rd.paragraph(Object.values(a.traits).every((x) => x === null) ? t("feedback.agreement.tooFew") : t("feedback.agreement.noFlags"), { size: SIZE.small, color: COLOUR.muted });
  }

  rd.sectionHeading(t("feedback.written.heading"), t("feedback.written.subtitle"), 60);
  const fb = c.feedback;
  const comments = (set: { strengths: string[]; improvements: string[]; additional: string[] }) => {
    bulletList(rd, t("feedback.written.strengths"), set.strengths, t("common.none"));
    bulletList(rd, t("feedback.written.improvements"), set.improvements, t("common.none"));
    bulletList(rd, t("feedback.written.additional"), set.additional, t("common.none"));
  };
  if (fb) {
    comments(fb.anonymous);
    if (fb.manager) {
      rd.subheading(t("feedback.written.fromManager"));
      comments(fb.manager);
    }
  }
  rd.footer(t("feedback.footer", { subject }));
  return rd.end();
}

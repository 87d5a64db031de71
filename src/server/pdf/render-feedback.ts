/**
 * The 360 report as an A4 PDF: the same comparison object the page shows (so the PDF can show nothing the
 * page hides): groups with the anonymity decisions, traits and facets self against the shown groups with the
 * spec's gap labels, blind spots and hidden strengths, rater agreement and the pooled written feedback.
 * Synchronous pdfkit work: render in the worker pool.
 */
import type { TComparison } from "../../contracts/feedback360.ts";
import { GROUP_LABELS } from "../../domain/feedback360/relationships.ts";
import { FACETS, TRAITS, type FacetKey } from "../../domain/psychometrics/facets.ts";
import { facetName, TRAIT_LABELS } from "./labels.ts";
import { ReportDoc } from "./kit/doc.ts";
import { bulletList } from "./kit/blocks.ts";
import { drawTable } from "./kit/table.ts";
import type { RenderOptions } from "./render-report.ts";
import { COLOUR, FONT, SIZE } from "./theme.ts";

const ROW = 14;
const TABLE = { rowHeight: ROW, after: 0 };
const REASONS: Record<string, string> = {
  not_enough_responses: "Not enough responses",
  merged_into_others: "Merged into Others",
  would_reveal_hidden_group: "Not shown: with the manager's scores it would reveal a hidden group",
};
const num = (x: number | null | undefined) => (x === null || x === undefined ? "-" : x.toFixed(1));
const signed = (x: number | null | undefined) => (x === null || x === undefined ? "-" : `${x > 0 ? "+" : ""}${x.toFixed(1)}`);

/** The 360 report of a released comparison. */
export async function renderFeedbackReport(c: TComparison, opts: RenderOptions = {}): Promise<Uint8Array> {
  const generatedAt = opts.generatedAt ? new Date(opts.generatedAt) : new Date();
  const subject = c.project.subject.name;
  const rd = new ReportDoc({ compress: opts.compress, title: `360 feedback — ${subject}`, author: "Facetwise", subject: "360-degree feedback report", createdAt: generatedAt });

  rd.text("360-degree feedback report", rd.left, rd.y, { font: FONT.bold, size: SIZE.title });
  rd.y += 30;
  rd.text(subject, rd.left, rd.y, { font: FONT.bold, size: SIZE.name });
  rd.y += 18;
  rd.paragraph(`${c.project.title} · ${c.project.organizationName}`, { color: COLOUR.muted });
  rd.paragraph(
    `Closed ${c.project.closedAt ? c.project.closedAt.slice(0, 10) : "-"} · generated ${generatedAt.toISOString().slice(0, 10)} · self-rating ${c.self.available ? "from the IPIP-NEO-120 completed " + (c.self.completedAt ?? "").slice(0, 10) : "not available"}`,
    { size: SIZE.small, color: COLOUR.muted },
  );
  rd.paragraph(
    "Scores are 0-100: the percent of the rating scale's range (the keyed 1-5 item mean, less 1, divided by 4), for self and raters alike, on the IPIP-NEO-120 keys. They are not percentiles: the published norms are self-report norms. " +
      "Only raters who completed the form count. Self-other agreement on personality is typically moderate (correlations about .4 to .7), so some gap is expected.",
    { size: SIZE.small },
  );

  rd.sectionHeading("Rater groups", `Anonymous groups show only with at least ${c.project.minGroupSize} completed raters; the manager group is shown by name.`, ROW * 4);
  const groupOrder = ["manager", "peer", "direct_report", "other", "others", "all"] as const;
  drawTable(
    rd,
    [
      { title: "Group", width: 150 },
      { title: "Completed", width: 70, align: "right" },
      { title: "Shown", width: 275 },
    ],
    groupOrder.flatMap((k) => {
      const g = c.groups.find((x) => x.key === k);
      return g ? [[GROUP_LABELS[k], String(g.count), g.shown ? "Yes" : (REASONS[g.reason ?? ""] ?? "No")]] : [];
    }),
    TABLE,
  );
  const shown = groupOrder.filter((k) => c.groups.some((g) => g.key === k && g.shown));

  rd.sectionHeading("The five traits", "Self against each shown group; gap = self − others (all raters in shown groups), labelled by its size.", ROW * 7);
  const groupCols = shown.map((k) => ({
    title: GROUP_LABELS[k].replace(" / Supervisor", "").replace(" / Colleague", ""),
    width: Math.max(48, Math.floor(200 / Math.max(1, shown.length))),
    align: "right" as const,
  }));
  drawTable(
    rd,
    [
      { title: "Trait", width: 100 },
      { title: "Self", width: 40, align: "right" },
      ...groupCols,
      { title: "All raters", width: 48, align: "right" },
      { title: "Gap", width: 40, align: "right" },
      { title: "", width: 70 },
    ],
    TRAITS.map((t) => {
      const row = c.traits.find((x) => x.key === t);
      return [TRAIT_LABELS[t], num(row?.self), ...shown.map((k) => num(row?.groups[k])), num(row?.others), signed(row?.gap), row?.gapLabel ?? "-"];
    }),
    TABLE,
  );

  rd.sectionHeading("The 30 facets", "Self against the mean of all raters in shown groups.", ROW * 6);
  drawTable(
    rd,
    [
      { title: "Trait", width: 95 },
      { title: "Facet", width: 140 },
      { title: "Self", width: 50, align: "right" },
      { title: "All raters", width: 55, align: "right" },
      { title: "Gap", width: 50, align: "right" },
      { title: "", width: 105 },
    ],
    FACETS.map((f) => {
      const row = c.facets.find((x) => x.key === f.key);
      return [TRAIT_LABELS[f.trait], facetName(f.key), num(row?.self), num(row?.others), signed(row?.gap), row?.gapLabel ?? "-"];
    }),
    TABLE,
  );

  rd.sectionHeading(
    "Blind spots and hidden strengths",
    "Facets where self and others differ by more than a third of the scale (33.3 points), read towards the desirable end (for Neuroticism facets, lower is desirable).",
    60,
  );
  const gapLine = (g: TComparison["blindSpots"][number]) =>
    `${facetName(g.facet as FacetKey)} (${TRAIT_LABELS[g.trait]}): self ${num(g.self)}, others ${num(g.others)}, gap ${signed(g.gap)}`;
  bulletList(rd, "Blind spots (you see yourself more favourably than others do)", c.blindSpots.map(gapLine), "None.");
  bulletList(rd, "Hidden strengths (others see you more favourably than you do)", c.hiddenStrengths.map(gapLine), "None.");

  rd.sectionHeading(
    "Rater agreement",
    "rwg(J) within each group (James, Demaree & Wolf 1984; uniform null, variance 2 on the 5-point scale), per trait (24 statements) and per facet (4 statements): 0 means no more agreement than random answering, 1 means identical answers.",
    60,
  );
  rd.paragraph(
    "It measures how much the raters agree with each other, not whether they are right. Over many statements it reads high even when raters disagree on several of them, so it is not given over all 120. With two or three raters it is unstable. A dash: fewer than 2 raters or below the minimum group size.",
    { size: SIZE.small, color: COLOUR.muted },
  );
  const agreeCols = c.agreement.map((a) => ({ title: GROUP_LABELS[a.group].replace(" / Supervisor", "").replace(" / Colleague", ""), width: 60, align: "right" as const }));
  const agree = (x: number | null | undefined) => (x === null || x === undefined ? "-" : x.toFixed(2));
  if (c.agreement.length) {
    drawTable(
      rd,
      [{ title: "Trait", width: 140 }, ...agreeCols],
      [["Raters", ...c.agreement.map((a) => String(a.raters))], ...TRAITS.map((t) => [TRAIT_LABELS[t], ...c.agreement.map((a) => agree(a.traits[t]))])],
      TABLE,
    );
    rd.subheading("Per facet (4 statements each)");
    drawTable(
      rd,
      [{ title: "Trait", width: 95 }, { title: "Facet", width: 140 }, ...agreeCols],
      FACETS.map((f) => [TRAIT_LABELS[f.trait], facetName(f.key), ...c.agreement.map((a) => agree(a.facets[f.key]))]),
      TABLE,
    );
  }
  for (const a of c.agreement) {
    rd.subheading(`${GROUP_LABELS[a.group]} (${a.raters} rater${a.raters === 1 ? "" : "s"}): statements answered 3 or more points apart (highest minus lowest answer)`);
    if (a.flags.length) for (const f of a.flags.slice(0, 15)) rd.paragraph(`•  "${f.text}" (${facetName(f.facet as FacetKey)}): ${f.spread} points apart`, { size: SIZE.small }, 2);
    if (a.flags.length > 15) rd.paragraph(`… and ${a.flags.length - 15} more flagged statements.`, { size: SIZE.small, color: COLOUR.muted });
    if (!a.flags.length)
      rd.paragraph(Object.values(a.traits).every((x) => x === null) ? "Needs at least 2 raters and the minimum group size." : "No statement with raters 3 or more points apart.", {
        size: SIZE.small,
        color: COLOUR.muted,
      });
  }

  rd.sectionHeading(
    "Written feedback",
    "Aggregated and anonymised: comments from groups that meet the minimum, pooled across anonymous groups, in no particular order and undated. The manager's comments are shown separately.",
    60,
  );
  const fb = c.feedback;
  if (fb) {
    bulletList(rd, "Strengths", fb.anonymous.strengths, "None.");
    bulletList(rd, "Areas for improvement", fb.anonymous.improvements, "None.");
    bulletList(rd, "Additional comments", fb.anonymous.additional, "None.");
    if (fb.manager) {
      rd.subheading("From the manager (shown by name to the person rated)");
      bulletList(rd, "Strengths", fb.manager.strengths, "None.");
      bulletList(rd, "Areas for improvement", fb.manager.improvements, "None.");
      bulletList(rd, "Additional comments", fb.manager.additional, "None.");
    }
  }
  rd.footer(`Facetwise · 360 feedback · ${subject}`);
  return rd.end();
}

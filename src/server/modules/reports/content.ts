/**
 * A report's content (spec 2 §2.3, §3.1): the sections a template gives, the editor's rules on what a save
 * may change, the words kept for full-text search, and plain text from the rich-text editor's HTML.
 */
import { englishReportWords as say } from "../../i18n/report-words.ts";
import { ZReportContent, ZReportSection, type TReportContent, type TReportSection } from "../../../contracts/reports.ts";
import { CHART_MAX_POINTS, fitChartPoints } from "../../../domain/reporting/sections/chart-points.ts";
import type { TemplateSection } from "../../../domain/reporting/templates.ts";
import { sectionsInOrder, sectionText } from "../../../domain/reporting/section-text.ts";

export { htmlToText, sectionText } from "../../../domain/reporting/section-text.ts";

/** The template's sections as a report's, in order, not generated yet (keyed by section id). */
export function sectionsFromTemplate(sections: readonly TemplateSection[]): TReportContent {
  const out: Record<string, TReportSection> = {};
  [...sections]
    .sort((a, b) => a.order_index - b.order_index)
    .forEach((s, i) => {
      out[s.id] = {
        id: s.id,
        type: s.type,
        title: s.name,
        order_index: i,
        generated_at: null,
        auto_generated: false,
        configuration: structuredClone(s.configuration) as TReportSection["configuration"],
      };
    });
  return { sections: out };
}

/** The sections in their order. */
export function orderedSections(content: TReportContent): TReportSection[] {
  return sectionsInOrder(content.sections);
}

/** Spec 2 §2.3: a section is editable when it was not generated or is of type text. */
export function isEditable(s: TReportSection): boolean {
  return s.type === "text" || s.generated_at === null || !s.auto_generated;
}

/** Fields the server owns on every section: a save never changes them. */
const OWNED = ["id", "type", "order_index", "generated_at", "auto_generated", "configuration", "period", "basis"] as const;

/**
 * The content after a save: every stored section stays (one left out of the save is unchanged); a section
 * the editor may change takes the saved fields (the server keeps its own: id, type, order, generation, period);
 * a generated section keeps its figures and takes only its title and, for the executive summary, the narrative.
 * Answers the section ids of the save that are not the report's, and changes nothing then.
 */
export function applyEdit(stored: TReportContent, saved: TReportContent): { content: TReportContent; unknown: string[] } {
  const unknown = Object.keys(saved.sections).filter((id) => !Object.hasOwn(stored.sections, id));
  if (unknown.length) return { content: stored, unknown };
  const sections: Record<string, TReportSection> = {};
  for (const [id, old] of Object.entries(stored.sections)) {
    const next = Object.hasOwn(saved.sections, id) ? saved.sections[id] : undefined;
    if (!next) {
      sections[id] = old;
    } else if (isEditable(old)) {
      const merged: Record<string, unknown> = { ...next };
      for (const k of OWNED) {
        if (old[k] === undefined) delete merged[k];
        else merged[k] = old[k];
      }
      sections[id] = merged as TReportSection;
    } else {
      sections[id] = { ...old, title: next.title, ...(old.type === "executive_summary" && next.narrative !== undefined ? { narrative: next.narrative } : {}) };
    }
  }
  return { content: { sections }, unknown: [] };
}

/** The words full-text search reads besides the title: tags, section titles, narratives, texts, highlights, insights, recommendations. */
export function searchTextOf(content: TReportContent, tags: readonly string[]): string {
  const words: string[] = [...tags];
  for (const s of orderedSections(content)) {
    words.push(s.title);
    if (s.narrative) words.push(say(s.narrative));
    words.push(sectionText(s));
    for (const h of s.highlights ?? []) words.push(say(h.title), say(h.description));
    for (const i of s.insights ?? []) words.push(say(i.title), say(i.description), ...(i.recommendations ?? []).map(say));
    for (const r of s.recommendations ?? []) words.push(say(r.title), say(r.description));
  }
  // to_tsvector takes up to 1 MB; the content's words are far fewer, but a huge text section must not break a save
  return words.filter(Boolean).join("\n").replaceAll("\u0000", "").slice(0, 500_000);
}

/** The first words of the report for a list card: the summary's narrative, else the first text. */
export function excerptOf(content: TReportContent, max = 240): string {
  const sections = orderedSections(content);
  const text = sections.map((s) => say(s.narrative) || sectionText(s)).find((t) => t.trim()) ?? "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The most sections the content contract shows. */
const MAX_SECTIONS = 50;

/**
 * Stored content as the response contract can show it: what is stored always reads back. Content written before
 * the contract's bounds (a chart of 20,000 daily points from a decades-long period) is repaired on the way out —
 * a long chart summed into weeks or longer buckets, any other field the contract refuses left out with a note —
 * and never changed in the database. Content that already fits is answered as it is.
 */
export function readableContent(content: TReportContent): TReportContent {
  if (ZReportContent.safeParse(content).success) return content;
  const sections: Record<string, TReportSection> = {};
  const entries = Object.entries((content as { sections?: Record<string, TReportSection> } | null)?.sections ?? {});
  for (const [id, s] of entries.slice(0, MAX_SECTIONS)) if (id.length >= 1 && id.length <= 100 && s && typeof s === "object") sections[id] = readableSection(id, s);
  return { sections };
}

function readableSection(id: string, stored: TReportSection): TReportSection {
  const s =
    stored.chart_data && Array.isArray(stored.chart_data.points) && stored.chart_data.points.length > CHART_MAX_POINTS
      ? { ...stored, chart_data: { ...stored.chart_data, points: fitChartPoints(stored.chart_data.points) } }
      : stored;
  if (ZReportSection.safeParse(s).success) return s;
  const shape = ZReportSection.shape;
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(s)) {
    if (!Object.hasOwn(shape, k)) continue;
    if (shape[k as keyof typeof shape].safeParse(v).success) kept[k] = v;
    else dropped.push(k);
  }
  const note = `Part of this section as stored cannot be shown (${dropped.join(", ")}); generate it again to replace it.`;
  return {
    ...(kept as Partial<TReportSection>),
    id: typeof kept.id === "string" ? kept.id : id.slice(0, 100),
    type: typeof kept.type === "string" ? kept.type : "text",
    title: typeof kept.title === "string" ? kept.title : "",
    order_index: typeof kept.order_index === "number" ? kept.order_index : 0,
    generated_at: typeof kept.generated_at === "string" ? kept.generated_at : null,
    auto_generated: typeof kept.auto_generated === "boolean" ? kept.auto_generated : false,
    note: note.slice(0, 2000),
  };
}

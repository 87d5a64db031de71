/**
 * The "Create New Report" form (spec 2 §2.6, §3.3, §5): its draft, defaults (seven days ending yesterday in the
 * user's calendar, Auto-generate on, priority medium), the fields in error, and the body POST /api/reports sends.
 * The rules themselves are the domain's (src/domain/reporting/reports.ts).
 */
import { createReportProblems, defaultReportPeriod, type Day } from "../../../../domain/reporting/reports.ts";
import type { Priority } from "./report-filters.ts";

export interface CreateDraft {
  templateId: string;
  title: string;
  reportPeriodStart: string;
  reportPeriodEnd: string;
  priority: Priority;
  /** Comma-separated, as typed. */
  tags: string;
  autoGenerate: boolean;
}

/** POST /api/reports body (ZCreateReport). */
export interface CreateReportBody {
  templateId: string;
  organizationId: string;
  title: string;
  reportPeriodStart: string;
  reportPeriodEnd: string;
  autoGenerate: boolean;
  priority: Priority;
  tags: string[];
}

export type CreateProblems = ReturnType<typeof createReportProblems>;

/** A new form for `today`: the first template chosen when there is one. */
export function newCreateDraft(today: Day, firstTemplateId = ""): CreateDraft {
  const period = defaultReportPeriod(today);
  return { templateId: firstTemplateId, title: "", reportPeriodStart: period.start, reportPeriodEnd: period.end, priority: "medium", tags: "", autoGenerate: true };
}

/** The tags typed: split on commas, trimmed, blanks and repeats (case-insensitive) dropped, at most 20 of 50 characters. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().slice(0, 50);
    if (tag === "" || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out.slice(0, 20);
}

/** The fields in error (empty when the draft may be sent). */
export function createProblems(d: CreateDraft): CreateProblems {
  return createReportProblems(d);
}

/** The body for a draft that has no problems; null when any required field is empty (nothing is sent). */
export function createBody(organizationId: string, d: CreateDraft): CreateReportBody | null {
  if (Object.keys(createProblems(d)).length > 0) return null;
  return {
    templateId: d.templateId,
    organizationId,
    title: d.title.trim(),
    reportPeriodStart: d.reportPeriodStart,
    reportPeriodEnd: d.reportPeriodEnd,
    autoGenerate: d.autoGenerate,
    priority: d.priority,
    tags: parseTags(d.tags),
  };
}

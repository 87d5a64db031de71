/** What leaves the server about a report (spec 2 §3.1–3.3): the instance, its list row, and the read-only shared view. */
import type { TReportInstance, TReportSummary, TSharedReport } from "../../../contracts/reports.ts";
import type { TemplateType } from "../../../domain/reporting/templates.ts";
import type { ReportStatus } from "../../../domain/reporting/reports.ts";
import type { ReportCounts, RatingSummary } from "./activity/repo.ts";
import type { FoundReport } from "./instances/repo.ts";
import { excerptOf, readableContent } from "./content.ts";
import { publicSections } from "../../../domain/reporting/sharing.ts";

export const NO_COUNTS: ReportCounts = { views: 0, downloads: 0, shares: 0, avgReadTime: 0 };
export const NO_RATING: RatingSummary = { average: null, count: 0, mine: null };
export const NO_POLICIES: TReportInstance["policies"] = { edit: false, delete: false, generate: false, share: false };

/** The report as the viewer, editor and manager read it. */
export function presentReport(found: FoundReport, counts: ReportCounts, rating: RatingSummary, policies: TReportInstance["policies"]): TReportInstance {
  const r = found.r;
  return {
    id: r.id,
    title: r.title,
    status: r.status as ReportStatus,
    priority: r.priority as TReportInstance["priority"],
    type: r.templateType as TemplateType,
    tags: r.tags,
    report_period_start: r.periodStart,
    report_period_end: r.periodEnd,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    generated_at: r.generatedAt?.toISOString() ?? null,
    version: r.version,
    template: { id: r.templateId, name: r.templateName, template_type: r.templateType as TemplateType },
    created_by_user: { id: r.createdBy, full_name: found.creator ?? "" },
    content: readableContent(r.content),
    analytics: counts,
    rating,
    exportFormats: ["pdf", "html", "json"],
    policies,
  };
}

/** A list row: the report without its content, with an excerpt and the number of sections. */
export function presentSummary(instance: TReportInstance): TReportSummary {
  const { content, ...rest } = instance;
  return { ...rest, excerpt: excerptOf(content), section_count: Object.keys(content.sections).length };
}

/**
 * What a share link shows: no ids of people, no policies, no analytics; the sections that name people only
 * when the link was made to include them.
 */
export function presentShared(found: FoundReport, link: { includePeople: boolean; expiresAt: Date }): TSharedReport {
  const r = found.r;
  const content = readableContent(r.content);
  const shown = publicSections(content.sections, link.includePeople);
  return {
    report: {
      title: r.title,
      report_period_start: r.periodStart,
      report_period_end: r.periodEnd,
      status: r.status as ReportStatus,
      created_by_user: { full_name: found.creator ?? "" },
      generated_at: r.generatedAt?.toISOString() ?? null,
      content: { ...content, sections: shown.sections },
      people_left_out: shown.peopleLeftOut,
      expires_at: link.expiresAt.toISOString(),
    },
  };
}

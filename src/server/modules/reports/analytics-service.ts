/**
 * Report analytics (spec 2 §2.7, §3.6, §7): the figures of the caller's organization over a time range, the
 * insights written from them, and their export. Admins, managers and analysts (policy analytics.read).
 */
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { forbidden, msg } from "../../http/errors.ts";
import { can } from "../../auth/policies/index.ts";
import { FileDownload } from "../../http/route.ts";
import type { TAnalyticsRange, TExportFormat, TInsights, TReportAnalyticsOverview } from "../../../contracts/report-analytics.ts";
import { generateInsights, hasAnalyticsData, overallAnalytics, rangeWindow, type FocusArea, type OverallAnalytics } from "../../../domain/reporting/report-analytics.ts";
import { analyticsCounts } from "./analytics-repo.ts";
import { exportBody, exportFileName, EXPORT_MEDIA } from "./analytics-export.ts";
import { translator } from "../../i18n/index.ts";
import { DEFAULT_MAIL_LANG, type MailLang } from "../../i18n/mail-locale.ts";

type Figures = { analytics: OverallAnalytics; period: { start: Date; end: Date }; hasData: boolean };

export class ReportAnalyticsService {
  constructor(private readonly d: { db: Db; now?: () => Date }) {}

  /** The right to read the organization's analytics (403 otherwise; the door already refused another organization). */
  private admit(actor: TenantActor): void {
    if (!can(actor, "analytics.read")) throw forbidden(msg("reports.onlyAdminsManagersAnalystsRead"));
  }

  private async figures(actor: TenantActor, range: TAnalyticsRange): Promise<Figures> {
    const period = rangeWindow(range, (this.d.now ?? (() => new Date()))());
    const analytics = overallAnalytics(await analyticsCounts(this.d.db, actor.organizationId, period));
    return { analytics, period, hasData: hasAnalyticsData(analytics) };
  }

  /** GET /api/reports/analytics */
  async read(actor: TenantActor, range: TAnalyticsRange): Promise<TReportAnalyticsOverview> {
    this.admit(actor);
    const f = await this.figures(actor, range);
    return { overall_analytics: f.analytics, time_range: range, period: { start: f.period.start.toISOString(), end: f.period.end.toISOString() }, has_data: f.hasData };
  }

  /** POST /api/reports/analytics generate_insights */
  async insights(actor: TenantActor, range: TAnalyticsRange, focus: FocusArea): Promise<TInsights> {
    this.admit(actor);
    const f = await this.figures(actor, range);
    return { insights: generateInsights(f.analytics, range, focus), time_range: range, focus_area: focus };
  }

  /** POST /api/reports/analytics export_analytics: the file, named report-analytics-<range>-<date>.<ext>. */
  /** The export file, its headers in the reader's language. */
  async export(actor: TenantActor, range: TAnalyticsRange, format: TExportFormat, includeDetails: boolean, lang: MailLang = DEFAULT_MAIL_LANG): Promise<FileDownload> {
    this.admit(actor);
    const f = await this.figures(actor, range);
    const tr = translator(lang.locale);
    const body = exportBody(format, {
      range,
      period: f.period,
      analytics: f.analytics,
      insights: generateInsights(f.analytics, range, "all"),
      hasData: f.hasData,
      includeDetails,
      tr,
    });
    return new FileDownload(body, EXPORT_MEDIA[format], exportFileName(range, format, f.period.end));
  }
}

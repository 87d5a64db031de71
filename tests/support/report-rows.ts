/**
 * Reporting rows written straight to the tables, for tests of what reads them (report analytics): the routes
 * that write reports, events, ratings and deliveries belong to other parts of the reporting work, so these
 * tests put the rows a finished system would hold, in the organization they name, with the given times.
 */
import type { FastifyInstance } from "fastify";
import { report, reportDelivery, reportEvent, reportRating, reportTemplate } from "../../src/server/db/schema/index.ts";
import { newId } from "../../src/server/db/ids.ts";

const db = (app: FastifyInstance) => app.deps.database.db;

export async function insertTemplateRow(app: FastifyInstance, organizationId: string, v: { name: string; templateType?: string; isActive?: boolean; id?: string }) {
  const id = v.id ?? newId();
  await db(app)
    .insert(reportTemplate)
    .values({ id, organizationId, name: v.name, templateType: v.templateType ?? "weekly", isActive: v.isActive ?? true, sections: [] });
  return id;
}

export async function insertReportRow(
  app: FastifyInstance,
  organizationId: string,
  v: { templateId: string | null; templateName: string; templateType: string; status: string; createdAt: Date; title?: string },
) {
  const id = newId();
  await db(app)
    .insert(report)
    .values({
      id,
      organizationId,
      templateId: v.templateId,
      templateName: v.templateName,
      templateType: v.templateType,
      title: v.title ?? `Report ${id.slice(0, 6)}`,
      status: v.status,
      periodStart: "2026-01-01",
      periodEnd: "2026-01-07",
      content: { sections: {} },
      createdAt: v.createdAt,
      updatedAt: v.createdAt,
    });
  return id;
}

export async function insertEventRow(app: FastifyInstance, organizationId: string, v: { reportId: string | null; userId: string | null; kind: string; at: Date; amount?: number }) {
  await db(app)
    .insert(reportEvent)
    .values({ id: newId(), organizationId, reportId: v.reportId, userId: v.userId, kind: v.kind, at: v.at, amount: v.amount ?? null });
}

export async function insertRatingRow(app: FastifyInstance, organizationId: string, v: { reportId: string; userId: string; rating: number; at: Date }) {
  await db(app).insert(reportRating).values({ organizationId, reportId: v.reportId, userId: v.userId, rating: v.rating, createdAt: v.at, updatedAt: v.at });
}

export async function insertDeliveryRow(
  app: FastifyInstance,
  organizationId: string,
  v: { reportId: string | null; channel: string; status: string; queuedAt: Date; deliveredAt?: Date | null; readAt?: Date | null },
) {
  await db(app)
    .insert(reportDelivery)
    .values({
      id: newId(),
      organizationId,
      reportId: v.reportId,
      reportTitle: "A report",
      channel: v.channel,
      recipient: "reader@example.com",
      status: v.status,
      queuedAt: v.queuedAt,
      deliveredAt: v.deliveredAt ?? null,
      readAt: v.readAt ?? null,
    });
}

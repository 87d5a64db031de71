/** Report fixtures for tests and benchmarks: a report row as the report routes store it. */
import type { FastifyInstance } from "fastify";
import { report } from "../../src/server/db/schema/index.ts";
import { newId } from "../../src/server/db/ids.ts";

/** Inserts a report of `templateId` (published at `publishedAt` unless another status is given); answers its id. */
export async function insertReport(
  app: FastifyInstance,
  o: { organizationId: string; templateId: string | null; title: string; status?: string; publishedAt?: Date; periodStart?: string; periodEnd?: string },
): Promise<string> {
  const id = newId();
  const status = o.status ?? "published";
  await app.deps.database.db.insert(report).values({
    id,
    organizationId: o.organizationId,
    templateId: o.templateId,
    templateName: "Template",
    templateType: "weekly",
    title: o.title,
    status,
    periodStart: o.periodStart ?? "2025-06-02",
    periodEnd: o.periodEnd ?? "2025-06-08",
    content: { sections: {} },
    publishedAt: status === "published" ? (o.publishedAt ?? new Date()) : null,
  });
  return id;
}

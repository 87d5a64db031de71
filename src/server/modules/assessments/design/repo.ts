import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { assessment, assessmentResponse } from "../../../db/schema/assessments.ts";
import { designedType, designedTypeVersion } from "../../../db/schema/design.ts";
import type { DbExecutor } from "../../../jobs/repo.ts";
import type { TypeDefinition } from "../../../../domain/design/types.ts";

/** A designed type's row with its current version's definition and item count. */
export type DesignedTypeRow = {
  id: string;
  organizationId: string;
  source: "manager" | "builder";
  name: string;
  code: string;
  isActive: boolean;
  currentVersion: number;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  definition: TypeDefinition;
  itemBankVersion: string;
  itemCount: number;
};

const columns = {
  id: designedType.id,
  organizationId: designedType.organizationId,
  source: designedType.source,
  name: designedType.name,
  code: designedType.code,
  isActive: designedType.isActive,
  currentVersion: designedType.currentVersion,
  archivedAt: designedType.archivedAt,
  createdAt: designedType.createdAt,
  updatedAt: designedType.updatedAt,
  definition: designedTypeVersion.definition,
  itemBankVersion: designedTypeVersion.itemBankVersion,
  itemCount: designedTypeVersion.itemCount,
};

const joinCurrent = and(eq(designedTypeVersion.typeId, designedType.id), eq(designedTypeVersion.version, designedType.currentVersion));

/** The organization's designed types with their current versions, oldest first (types made together, as the samples are, by name); archived ones only when asked. */
export async function listTypes(db: Db, organizationId: string, opts: { includeArchived: boolean; activeOnly?: boolean }): Promise<DesignedTypeRow[]> {
  const rows = await db
    .select(columns)
    .from(designedType)
    .innerJoin(designedTypeVersion, joinCurrent)
    .where(
      and(
        eq(designedType.organizationId, organizationId),
        opts.includeArchived ? undefined : isNull(designedType.archivedAt),
        opts.activeOnly ? eq(designedType.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(designedType.createdAt), asc(designedType.name), asc(designedType.id));
  return rows as DesignedTypeRow[];
}

/** One designed type of the organization with its current version; locked FOR UPDATE when asked (inside a transaction). */
export async function findType(db: DbExecutor, organizationId: string, id: string, lock?: "update" | "share"): Promise<DesignedTypeRow | null> {
  const q = db
    .select(columns)
    .from(designedType)
    .innerJoin(designedTypeVersion, joinCurrent)
    .where(and(eq(designedType.organizationId, organizationId), eq(designedType.id, id)))
    .limit(1);
  const rows = lock === "update" ? await q.for("update", { of: designedType }) : lock === "share" ? await q.for("share", { of: designedType }) : await q;
  return (rows[0] as DesignedTypeRow | undefined) ?? null;
}

/** The version a response was opened with, by its item-bank version (versions are immutable once answered). */
export async function findVersionByBank(db: Db, itemBankVersion: string) {
  const rows = await db
    .select({ typeId: designedTypeVersion.typeId, version: designedTypeVersion.version, definition: designedTypeVersion.definition, name: designedType.name })
    .from(designedTypeVersion)
    .innerJoin(designedType, eq(designedType.id, designedTypeVersion.typeId))
    .where(eq(designedTypeVersion.itemBankVersion, itemBankVersion))
    .limit(1);
  const r = rows[0];
  return r ? { ...r, definition: r.definition as TypeDefinition } : null;
}

/** Codes of the organization's types that are not archived (codes are unique among them). */
export async function liveCodes(db: DbExecutor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ code: designedType.code })
    .from(designedType)
    .where(and(eq(designedType.organizationId, organizationId), isNull(designedType.archivedAt)));
  return rows.map((r) => r.code);
}

/** Inserts a type with its first version. */
export async function insertType(
  db: DbExecutor,
  t: { id: string; organizationId: string; source: "manager" | "builder"; createdBy: string; definition: TypeDefinition; itemBankVersion: string; itemCount: number },
) {
  await db.insert(designedType).values({
    id: t.id,
    organizationId: t.organizationId,
    source: t.source,
    name: t.definition.name,
    code: t.definition.code,
    isActive: t.definition.isActive,
    currentVersion: 1,
    createdBy: t.createdBy,
  });
  await db
    .insert(designedTypeVersion)
    .values({ typeId: t.id, version: 1, organizationId: t.organizationId, definition: t.definition, itemBankVersion: t.itemBankVersion, itemCount: t.itemCount });
}

/**
 * Saves a definition as version `version` of the type: a new row when it is above the current one, else the
 * current row rewritten (only done when no response was opened with it). Updates the listed fields.
 */
export async function saveVersion(
  db: DbExecutor,
  organizationId: string,
  typeId: string,
  v: { version: number; definition: TypeDefinition; itemBankVersion: string; itemCount: number; replace: boolean },
) {
  if (v.replace) {
    await db
      .update(designedTypeVersion)
      .set({ definition: v.definition, itemBankVersion: v.itemBankVersion, itemCount: v.itemCount })
      .where(and(eq(designedTypeVersion.typeId, typeId), eq(designedTypeVersion.version, v.version)));
  } else {
    await db
      .insert(designedTypeVersion)
      .values({ typeId, version: v.version, organizationId, definition: v.definition, itemBankVersion: v.itemBankVersion, itemCount: v.itemCount });
  }
  await db
    .update(designedType)
    .set({ name: v.definition.name, code: v.definition.code, isActive: v.definition.isActive, currentVersion: v.version, updatedAt: new Date() })
    .where(and(eq(designedType.organizationId, organizationId), eq(designedType.id, typeId)));
}

/** Archives a type: kept for its responses, no longer offered or listed as live. */
export async function archiveType(db: DbExecutor, organizationId: string, typeId: string) {
  await db
    .update(designedType)
    .set({ archivedAt: new Date(), isActive: false, updatedAt: new Date() })
    .where(and(eq(designedType.organizationId, organizationId), eq(designedType.id, typeId)));
}

/** Deletes a type and its versions. */
export async function deleteType(db: DbExecutor, organizationId: string, typeId: string) {
  await db.delete(designedType).where(and(eq(designedType.organizationId, organizationId), eq(designedType.id, typeId)));
}

/** Per type: assessments given, responses opened (any version), responses in progress, and responses opened with the given item-bank versions. */
export async function usage(db: DbExecutor, organizationId: string, typeIds: string[]) {
  const out = new Map<string, { assessments: number; responses: number; open: number; byBank: Map<string, number> }>();
  for (const id of typeIds) out.set(id, { assessments: 0, responses: 0, open: 0, byBank: new Map() });
  if (!typeIds.length) return out;
  const given = await db
    .select({ typeId: assessment.typeId, n: sql<number>`count(*)::int` })
    .from(assessment)
    .where(and(eq(assessment.organizationId, organizationId), inArray(assessment.typeId, typeIds)))
    .groupBy(assessment.typeId);
  for (const g of given) out.get(g.typeId)!.assessments = g.n;
  const rows = await db
    .select({
      typeId: assessmentResponse.typeId,
      bank: assessmentResponse.itemBankVersion,
      n: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${assessmentResponse.status} = 'in_progress')::int`,
    })
    .from(assessmentResponse)
    .where(and(eq(assessmentResponse.organizationId, organizationId), inArray(assessmentResponse.typeId, typeIds)))
    .groupBy(assessmentResponse.typeId, assessmentResponse.itemBankVersion);
  for (const r of rows) {
    const u = out.get(r.typeId)!;
    u.responses += r.n;
    u.open += r.open;
    u.byBank.set(r.bank, r.n);
  }
  return out;
}

/** Names of the organization's designed assessment types (archived too), by type id. */
export async function designedTypeNames(db: Db, organizationId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: designedType.id, name: designedType.name }).from(designedType).where(eq(designedType.organizationId, organizationId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Multi-row inserts for simulated respondents (demo data), in the caller's transaction. */
import { eq, like, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { assessment, assessmentResponse, member, organization, organizationSetting, user } from "../../../db/schema/index.ts";
import { newId } from "../../../db/ids.ts";

/** One simulated respondent's rows: user, membership, assessment and response. */
export interface SimulatedRows {
  readonly userId: string;
  readonly assessmentId: string;
  readonly responseId: string;
  readonly name: string;
  readonly email: string;
  readonly department: string;
  readonly typeId: string;
  readonly title: string;
  readonly itemBankVersion: string;
  readonly answerValues: (number | null)[];
  readonly answerMs: (number | null)[];
  readonly answerTexts: Record<string, unknown>;
  readonly respondent: { sex: "male" | "female"; age: number };
  readonly consentVersion: string;
  readonly elapsedMs: number;
  readonly startedAt: Date;
}

/** Inserts users, members (role user, with department), assessments and open, consented, simulated responses. */
export async function insertSimulated(tx: Db, organizationId: string, rows: readonly SimulatedRows[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(user).values(rows.map((r) => ({ id: r.userId, name: r.name, email: r.email, emailVerified: false, createdAt: r.startedAt, updatedAt: r.startedAt })));
  await tx.insert(member).values(rows.map((r) => ({ id: newId(), organizationId, userId: r.userId, role: "user", department: r.department, createdAt: r.startedAt })));
  await tx
    .insert(assessment)
    .values(rows.map((r) => ({ id: r.assessmentId, organizationId, typeId: r.typeId, title: r.title, userId: r.userId, assignedBy: null, createdAt: r.startedAt })));
  await tx.insert(assessmentResponse).values(
    rows.map((r) => ({
      id: r.responseId,
      organizationId,
      assessmentId: r.assessmentId,
      userId: r.userId,
      typeId: r.typeId,
      itemBankVersion: r.itemBankVersion,
      // the column types say number[]; null marks an unanswered position (as insertResponse does)
      answerValues: r.answerValues as number[],
      answerMs: r.answerMs as number[],
      answerTexts: r.answerTexts,
      respondent: r.respondent,
      consentAt: r.startedAt,
      consentVersion: r.consentVersion,
      elapsedMs: r.elapsedMs,
      simulated: true,
      startedAt: r.startedAt,
      updatedAt: r.startedAt,
    })),
  );
}

/** How many simulated users of this organization's demo domain exist (the next respondent numbers follow them). */
export async function countSimulatedUsers(db: Db, emailDomain: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(like(user.email, `sim-%@${emailDomain}`));
  return row?.n ?? 0;
}

/** An organization by slug, or null. */
export async function organizationBySlug(db: Db, slug: string) {
  const rows = await db.select({ id: organization.id, name: organization.name, slug: organization.slug }).from(organization).where(eq(organization.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** The organization's department list (null when it has not named one). */
export async function departmentsOf(db: Db, organizationId: string): Promise<string[] | null> {
  const rows = await db.select({ departments: organizationSetting.departments }).from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId)).limit(1);
  return rows[0]?.departments ?? null;
}

/** Sets organization settings the demo data needs (simulated flag, industry, departments), creating the row if missing. */
export async function updateDemoSettings(db: Db, organizationId: string, values: { simulated?: boolean; industry?: string; departments?: string[] }): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(organizationSetting)
    .values({ organizationId, ...set })
    .onConflictDoUpdate({ target: organizationSetting.organizationId, set });
}

/** Refreshes the planner's statistics after a bulk import (the tables grew many-fold: stale estimates pick slow plans). */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

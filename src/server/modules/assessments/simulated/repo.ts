/** Multi-row inserts for simulated respondents (demo data), in the caller's transaction. */
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { assessment, assessmentResponse } from "../../../db/schema/assessments.ts";
import * as people from "../../../people/api.ts";

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
  await people.insertMembers(
    tx,
    organizationId,
    rows.map((r) => ({ userId: r.userId, name: r.name, email: r.email, department: r.department, joinedAt: r.startedAt })),
  );
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
export function countSimulatedUsers(db: Db, emailDomain: string): Promise<number> {
  return people.countUsersByAddress(db, "sim-", emailDomain);
}

/** Refreshes the planner's statistics after a bulk import (the tables grew many-fold: stale estimates pick slow plans). */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

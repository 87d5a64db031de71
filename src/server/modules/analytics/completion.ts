import type { AssessmentItem } from "../../../domain/assessments/item-types.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import type { Db } from "../../db/client.ts";

/** A response completed and scored, as the analytics rollups record it (in the completion transaction). */
export type Completion = {
  organizationId: string;
  responseId: string;
  userId: string;
  typeId: string;
  startedAt: Date;
  completedAt: Date;
  /** The assessment timer's elapsed milliseconds. */
  elapsedMs: number;
  consent: boolean;
  simulated: boolean;
  respondent: { sex?: "male" | "female"; age?: number };
  score: ScoreResult;
  /** The items of the response's item-bank version, and its answers by item id. */
  items: readonly AssessmentItem[];
  answers: Readonly<Record<string, unknown>>;
};

/** Records completions into the analytics facts and rollups; `record` runs inside the completion transaction. */
export interface CompletionRecorder {
  /** Writes the completion's fact and rollup rows. */
  record(tx: Db, c: Completion): Promise<void>;
  /** Counts a response started at `at` (in the start transaction). */
  recordStart(tx: Db, organizationId: string, userId: string, typeId: string, at: Date): Promise<void>;
  /**
   * Runs `fn` with a recorder that sums its rollup changes per cell and day and writes each once when `fn`
   * ends (bulk imports of one organization, in one transaction); the totals equal recording one by one.
   */
  batch<T>(tx: Db, organizationId: string, fn: (rec: Pick<CompletionRecorder, "record" | "recordStart">) => Promise<T>): Promise<T>;
  /** Notes that a member was active today (cheap after the first call of the day). */
  markActive(organizationId: string, userId: string): Promise<void>;
}

/**
 * The sales view (GET /api/business/sales, staff "sales.read") until the CRM lands: customers, plan mix and plan
 * moves over a period, computed from every organization's subscription history (domain/business/sales.ts).
 * Counts only: no organization is named, so nothing of one organization's data is read out.
 */
import type { Db } from "../../db/client.ts";
import { SALES_PERIODS, type TSalesQuery, type TSalesView } from "../../../contracts/business-signals.ts";
import { salesFigures } from "../../../domain/business/sales.ts";
import { spansTouching } from "./sales-repo.ts";

const DAY_MS = 86_400_000;

/** The sales figures of the period ending now (bounded: at most SALES_PERIODS' longest, a year). */
export async function salesView(db: Db, query: TSalesQuery, now = new Date()): Promise<TSalesView> {
  const end = now;
  const start = new Date(end.getTime() - SALES_PERIODS[query.period] * DAY_MS);
  const { spans, simulated } = await spansTouching(db, start, end);
  return { period: query.period, from: start.toISOString(), to: end.toISOString(), ...salesFigures(spans, start, end), simulated };
}

/**
 * Writes the demo's simulated customer history (domain/simulation/customers.ts) through the billing module's own
 * repo functions: each customer's subscription (flagged simulated) and its history, its invoices (flagged
 * simulated, paid when the history says so, by nobody: there was no one to mark them) and the monthly spend
 * records (flagged simulated, with no note: a note is what a person typed; the screens say in the reader's language
 * what a simulated record is). Multi-row inserts keep the first start quick.
 */
import type { DbExecutor } from "../../jobs/repo.ts";
import type { SimulatedHistory } from "../../../domain/simulation/customers.ts";
import { insertSubscriptionHistories } from "./repo.ts";
import { insertInvoices, insertSpend } from "./invoice-repo.ts";

/**
 * Writes a simulated history for organizations already made (`organizationIdOf` maps a customer's slug to its
 * organization's id). Returns what it wrote.
 */
export async function writeSimulatedHistory(
  db: DbExecutor,
  history: SimulatedHistory,
  organizationIdOf: (slug: string) => string,
): Promise<{ customers: number; invoices: number; spend: number }> {
  await insertSubscriptionHistories(
    db,
    history.customers.map((c) => ({ organizationId: organizationIdOf(c.slug), billingAnchor: c.joinedAt, simulated: true, spans: c.spans })),
  );
  const invoices = await insertInvoices(
    db,
    history.customers.flatMap((c) => c.invoices.map(({ paidAt, ...draft }) => ({ organizationId: organizationIdOf(c.slug), draft, paidAt, simulated: true }))),
  );
  const spend = await insertSpend(
    db,
    history.spend.map((s) => ({ month: s.month, amountCents: s.amountCents, note: null, enteredBy: null, simulated: true })),
  );
  return { customers: history.customers.length, invoices, spend: spend.length };
}

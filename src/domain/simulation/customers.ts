/**
 * The demo's simulated customer history (issue 25 "Demo data"): organizations that bought Facetwise over the last
 * 18 months, their subscription histories (joins, upgrades, downgrades, cancellations, past-due stretches, a few
 * Enterprise contracts), the invoices those histories give under the billing rule (domain/billing/invoices.ts),
 * which of them were paid and when, and the vendor's monthly sales and marketing spend. Nothing here is a real
 * figure: every record is flagged simulated where it is stored and badged where it is shown, and the business
 * metrics are then computed from it like from real records.
 *
 * The rates below are illustrative choices for a believable small SaaS business, not measurements: about 3 % of
 * customers cancel a month, a few upgrade, fewer downgrade, and about one payment in twenty is late.
 */
import { addMonthsUtc } from "../billing/periods.ts";
import { dueInvoices, type InvoiceDraft } from "../billing/invoices.ts";
import { monthlyValueCents, type PlanId } from "../billing/plans.ts";
import type { SubscriptionStatus } from "../billing/metrics.ts";
import { intBetween, lognormal, mulberry32, shuffled, type Rng } from "./prng.ts";

export interface SimulatedSpan {
  plan: PlanId;
  status: SubscriptionStatus;
  from: Date;
  to: Date | null;
  monthlyValueCents: number;
}

export interface SimulatedInvoice extends InvoiceDraft {
  paidAt: Date | null;
}

export interface SimulatedCustomer {
  /** A stable key within one history (its organization's slug). */
  slug: string;
  name: string;
  /** When it joined: its organization's creation and its subscription's billing anchor. */
  joinedAt: Date;
  spans: SimulatedSpan[];
  invoices: SimulatedInvoice[];
}

export interface SimulatedSpend {
  /** YYYY-MM (UTC) */
  month: string;
  amountCents: number;
}

export interface SimulatedHistory {
  customers: SimulatedCustomer[];
  spend: SimulatedSpend[];
}

export interface CustomerHistoryOptions {
  seed: number;
  /** The end of the history (the seed's "now"). */
  now: Date;
  /** Months of history (1–36; default 18). */
  months?: number;
  /** Customers (5–60; default 32). */
  customers?: number;
}

/** Made-up company names (no real company meant); a customer's name also says it is simulated. */
const NAMES = [
  "Alder Logistics",
  "Brightwater Health",
  "Cobalt Ridge Engineering",
  "Driftwood Hospitality",
  "Ember & Oak Retail",
  "Fernhill Schools Trust",
  "Granite Peak Insurance",
  "Harbor Lane Legal",
  "Ironbark Construction",
  "Juniper Software",
  "Kestrel Aviation Services",
  "Lanternfish Media",
  "Meadowlark Foods",
  "Northgate Credit Union",
  "Orchard Street Clinics",
  "Pinecrest Manufacturing",
  "Quarry Bay Energy",
  "Redfern Architects",
  "Saltmarsh Biotech",
  "Thistledown Consulting",
  "Umberfield Utilities",
  "Vantage Point Realty",
  "Willowmere Care Homes",
  "Xylo Games",
  "Yarrow Pharmacy Group",
  "Zephyr Mobility",
  "Bluebell Nonprofit Alliance",
  "Copperleaf Accounting",
  "Dunmore Freight",
  "Evergreen Research Labs",
  "Foxglove Design Studio",
  "Glenrock Hotels",
  "Hollybush Charities",
  "Inkwell Publishing",
  "Jasper Field Services",
  "Kingfisher Marine",
  "Larkspur Telecom",
  "Moorland Outdoor",
  "Nettlebed Dental",
  "Oxbow Analytics",
  "Primrose Events",
  "Quill & Ledger Bank",
  "Rowan Civic Services",
  "Sycamore Security",
  "Tamarind Restaurants",
  "Upland Agritech",
  "Verdant Landscapes",
  "Wrenfield Recruitment",
  "Yellowhammer Studios",
  "Zinnia Cosmetics",
  "Ashgrove Dairy",
  "Birchwood Financial",
  "Cedarline Transport",
  "Dovecote Learning",
  "Elmstead Property",
  "Firethorn Robotics",
  "Gorse Hill Wineries",
  "Heathcote Partners",
  "Ivywood Fitness",
  "Juniper Bay Marinas",
] as const;

/** Monthly chances at each period's start (illustrative, see the module comment). */
const RATES = { cancel: 0.03, downgrade: 0.02, pastDue: 0.05, recoverFromPastDue: 0.7, upgradeInPeriod: 0.05 };
/** Enterprise contract values a month, in cents ($1,200–$3,000). */
const ENTERPRISE_RANGE = [120_000, 300_000] as const;
const DAY_MS = 86_400_000;

const round100 = (n: number) => Math.round(n / 100) * 100;

/** A history of one customer from `joinedAt` to `now`. */
function customerSpans(rng: Rng, joinedAt: Date, now: Date, first: PlanId, contractCents: number | null): SimulatedSpan[] {
  const value = (plan: PlanId) => (plan === "enterprise" ? monthlyValueCents(plan, contractCents) : monthlyValueCents(plan));
  const spans: SimulatedSpan[] = [{ plan: first, status: "active", from: joinedAt, to: null, monthlyValueCents: value(first) }];
  const change = (at: Date, plan: PlanId, status: SubscriptionStatus) => {
    const last = spans[spans.length - 1];
    if (at.getTime() <= last.from.getTime()) return;
    last.to = at;
    spans.push({ plan, status, from: at, to: null, monthlyValueCents: status === "cancelled" ? 0 : value(plan) });
  };
  for (let i = 1; addMonthsUtc(joinedAt, i).getTime() <= now.getTime(); i++) {
    const start = addMonthsUtc(joinedAt, i);
    const last = spans[spans.length - 1];
    if (last.status === "cancelled") break;
    // at the period's start: the outcome of a past-due stretch, a cancellation, a downgrade, or a payment gone late
    if (last.status === "past_due") {
      change(start, last.plan, rng() < RATES.recoverFromPastDue ? "active" : "cancelled");
      continue;
    }
    const r = rng();
    if (r < RATES.cancel) change(start, last.plan, "cancelled");
    else if (r < RATES.cancel + RATES.downgrade && last.plan === "professional") change(start, "starter", "active");
    else if (r < RATES.cancel + RATES.downgrade + RATES.pastDue && last.plan !== "enterprise") change(start, last.plan, "past_due");
    // within the period: an upgrade, at once
    const cur = spans[spans.length - 1];
    if (cur.status === "active" && cur.plan === "starter" && rng() < RATES.upgradeInPeriod) {
      const end = addMonthsUtc(joinedAt, i + 1);
      const at = new Date(start.getTime() + Math.floor(rng() * (end.getTime() - start.getTime())));
      if (at.getTime() < now.getTime()) change(at, "professional", "active");
    }
  }
  return spans;
}

/** When an invoice was paid: within two weeks of issue; a past-due period's after the customer recovered (never if it cancelled); null when that is still ahead. */
function paidAt(rng: Rng, inv: InvoiceDraft, spans: readonly SimulatedSpan[], now: Date): Date | null {
  const atStart = spans.find((s) => s.from.getTime() <= inv.periodStart.getTime() && (s.to === null || inv.periodStart.getTime() < s.to.getTime()));
  let from = inv.issuedAt;
  if (atStart?.status === "past_due") {
    // paid late when the customer recovered (at the next period's start), never when it cancelled
    const next = spans[spans.indexOf(atStart) + 1];
    if (!next || next.status !== "active") return null;
    from = next.from;
  }
  const paid = new Date(from.getTime() + intBetween(rng, 1, 14) * DAY_MS + intBetween(rng, 0, 86_399) * 1000);
  return paid.getTime() < now.getTime() ? paid : null;
}

/** "YYYY-MM" of an instant (UTC). */
const monthOf = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * The simulated customer history ending at `now`: the same seed and moment always give the same history. Joins
 * grow over the months (a young business); two customers hold Enterprise contracts; the first customer joins in
 * the first month. Spans of one customer never overlap, and each customer's invoices are exactly what the billing
 * rule gives for its history.
 */
export function simulateCustomerHistory(o: CustomerHistoryOptions): SimulatedHistory {
  const months = o.months ?? 18;
  const count = o.customers ?? 32;
  if (!Number.isInteger(months) || months < 1 || months > 36) throw new Error("months is a whole number from 1 to 36");
  if (!Number.isInteger(count) || count < 5 || count > NAMES.length) throw new Error(`customers is a whole number from 5 to ${NAMES.length}`);
  const rng = mulberry32(o.seed);
  const start = addMonthsUtc(o.now, -months);
  const span = o.now.getTime() - start.getTime();
  const names = shuffled(rng, NAMES).slice(0, count);
  const enterprise = new Set([intBetween(rng, 0, Math.floor(count / 3)), intBetween(rng, Math.floor(count / 3) + 1, count - 1)]);
  const customers: SimulatedCustomer[] = names.map((name, k) => {
    // growth: join times drawn with density rising over the window (square root of a uniform), the first at the start
    const share = k === 0 ? 0.01 : Math.sqrt(rng());
    const joinedAt = new Date(start.getTime() + Math.floor(share * span * 0.97));
    joinedAt.setUTCSeconds(0, 0);
    const isEnterprise = enterprise.has(k);
    const first: PlanId = isEnterprise ? "enterprise" : rng() < 0.6 ? "starter" : "professional";
    const contract = isEnterprise ? round100(ENTERPRISE_RANGE[0] + rng() * (ENTERPRISE_RANGE[1] - ENTERPRISE_RANGE[0])) : null;
    const spans = customerSpans(rng, joinedAt, o.now, first, contract);
    const invoices = dueInvoices(joinedAt, spans, o.now).map((inv) => ({ ...inv, paidAt: paidAt(rng, inv, spans, o.now) }));
    const slug = `sim-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`;
    return { slug, name, joinedAt, spans, invoices };
  });
  customers.sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
  const spend: SimulatedSpend[] = [];
  for (let i = 0; i <= months; i++) {
    const at = addMonthsUtc(start, i);
    // spend grows with the business: ~$2,000 a month at the start to ~$6,000 at the end, ±25 %
    const median = 200_000 + (400_000 * i) / months;
    spend.push({ month: monthOf(at), amountCents: round100(lognormal(rng, median, 0.25)) });
  }
  // one record per month (two starts in a month, e.g. the 31st and the 1st, keep the first)
  const unique = spend.filter((s, i) => spend.findIndex((x) => x.month === s.month) === i);
  return { customers, spend: unique };
}

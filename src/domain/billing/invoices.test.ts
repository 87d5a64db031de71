import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dueInvoices, invoiceForPeriod, MAX_INVOICED_PERIODS } from "./invoices.ts";
import { addMonthsUtc } from "./periods.ts";
import type { SubscriptionSpan } from "./metrics.ts";

type Span = Omit<SubscriptionSpan, "organizationId">;
const d = (s: string) => new Date(s);
const span = (plan: Span["plan"], status: Span["status"], from: string, to: string | null, value: number): Span => ({
  plan,
  status,
  from: d(from),
  to: to ? d(to) : null,
  monthlyValueCents: value,
});

describe("invoices from a subscription's history", () => {
  const anchor = d("2026-01-31T10:00:00Z");

  it("bill the plan held at each period's start for the whole period, issued on the start, one per period", () => {
    const inv = dueInvoices(anchor, [span("starter", "active", "2026-01-31T10:00:00Z", null, 4_900)], d("2026-04-01T00:00:00Z"));
    expect(inv.map((i) => [i.periodStart.toISOString(), i.periodEnd.toISOString(), i.amountCents])).toEqual([
      ["2026-01-31T10:00:00.000Z", "2026-02-28T10:00:00.000Z", 4_900],
      ["2026-02-28T10:00:00.000Z", "2026-03-31T10:00:00.000Z", 4_900],
      ["2026-03-31T10:00:00.000Z", "2026-04-30T10:00:00.000Z", 4_900],
    ]);
    expect(inv.every((i) => i.issuedAt.getTime() === i.periodStart.getTime())).toBe(true);
    expect(inv[0].lines).toEqual([{ kind: "period", plan: "starter", amountCents: 4_900, from: inv[0].periodStart, to: inv[0].periodEnd }]);
  });

  it("nothing is due before the subscription starts; the period holding `now` is due", () => {
    const spans = [span("starter", "active", "2026-01-31T10:00:00Z", null, 4_900)];
    expect(dueInvoices(anchor, spans, d("2026-01-31T09:59:59Z"))).toEqual([]);
    expect(dueInvoices(anchor, spans, anchor)).toHaveLength(1);
  });

  it("an upgrade in the middle of a period adds the difference for the part of it held to the next invoice", () => {
    const a = d("2026-03-01T00:00:00Z");
    // March has 31 days; the upgrade on the 11th leaves 21 of them on Professional
    const spans = [span("starter", "active", "2026-03-01T00:00:00Z", "2026-03-11T00:00:00Z", 4_900), span("professional", "active", "2026-03-11T00:00:00Z", null, 14_900)];
    const [march, april] = dueInvoices(a, spans, d("2026-04-05T00:00:00Z"));
    expect(march.amountCents).toBe(4_900);
    expect(april.lines.map((l) => [l.kind, l.plan, l.amountCents])).toEqual([
      ["period", "professional", 14_900],
      ["upgrade", "professional", Math.round((10_000 * 21) / 31)],
    ]);
    expect(april.amountCents).toBe(14_900 + Math.round((10_000 * 21) / 31));
  });

  it("an Enterprise contract is billed at its value; a downgrade at the period's end bills the cheaper plan from then", () => {
    const a = d("2026-01-01T00:00:00Z");
    const spans = [span("enterprise", "active", "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z", 250_000), span("starter", "active", "2026-02-01T00:00:00Z", null, 4_900)];
    expect(dueInvoices(a, spans, d("2026-02-02T00:00:00Z")).map((i) => [i.lines[0].plan, i.amountCents, i.lines.length])).toEqual([
      ["enterprise", 250_000, 1],
      ["starter", 4_900, 1],
    ]);
  });

  it("a cancelled subscription stops being invoiced; a past-due one is still invoiced", () => {
    const a = d("2026-01-01T00:00:00Z");
    const spans = [
      span("starter", "active", "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z", 4_900),
      span("starter", "past_due", "2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z", 4_900),
      span("starter", "cancelled", "2026-03-01T00:00:00Z", null, 0),
    ];
    const inv = dueInvoices(a, spans, d("2026-09-01T00:00:00Z"));
    expect(inv.map((i) => i.periodStart.toISOString())).toEqual(["2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"]);
  });

  it("bills at most MAX_INVOICED_PERIODS periods, the latest", () => {
    const a = d("2000-01-01T00:00:00Z");
    const inv = dueInvoices(a, [span("starter", "active", "2000-01-01T00:00:00Z", null, 4_900)], d("2026-01-15T00:00:00Z"));
    expect(inv).toHaveLength(MAX_INVOICED_PERIODS);
    expect(inv.at(-1)!.periodStart.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("over random histories: invoices are contiguous periods, each total is its lines, and billed amounts equal the value held (prorated) for every period but the last", () => {
    const plans = [
      ["starter", 4_900],
      ["professional", 14_900],
      ["enterprise", 180_000],
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.record({ afterDays: fc.integer({ min: 1, max: 120 }), upgradeTo: fc.integer({ min: 0, max: 2 }) }), { maxLength: 6 }),
        (first, changes) => {
          const a = d("2025-01-15T08:00:00Z");
          // upgrades only (at once, mid-period): each later stretch is at least as dear
          const spans: Span[] = [];
          let at = a;
          let planIx = first;
          spans.push({ plan: plans[planIx][0], status: "active", from: at, to: null, monthlyValueCents: plans[planIx][1] });
          for (const c of changes) {
            const next = Math.max(planIx, c.upgradeTo);
            if (next === planIx) continue;
            const when = new Date(at.getTime() + c.afterDays * 86_400_000);
            spans[spans.length - 1].to = when;
            spans.push({ plan: plans[next][0], status: "active", from: when, to: null, monthlyValueCents: plans[next][1] });
            at = when;
            planIx = next;
          }
          const now = d("2026-06-01T00:00:00Z");
          const inv = dueInvoices(a, spans, now);
          inv.forEach((i, k) => {
            expect(i.amountCents).toBe(i.lines.reduce((s, l) => s + l.amountCents, 0));
            expect(i.periodStart.getTime()).toBe(addMonthsUtc(a, k).getTime());
          });
          // what was billed for period k (its advance line plus the next invoice's upgrade lines) is the value held over it
          for (let k = 0; k < inv.length - 1; k++) {
            const ps = inv[k].periodStart.getTime();
            const pe = inv[k].periodEnd.getTime();
            const held = spans.reduce((s, x) => {
              const o = Math.max(0, Math.min(x.to?.getTime() ?? Infinity, pe) - Math.max(x.from.getTime(), ps));
              return s + (x.monthlyValueCents * o) / (pe - ps);
            }, 0);
            const billed = inv[k].lines.find((l) => l.kind === "period")!.amountCents + inv[k + 1].lines.filter((l) => l.kind === "upgrade").reduce((s, l) => s + l.amountCents, 0);
            expect(Math.abs(billed - held)).toBeLessThanOrEqual(changes.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("invoiceForPeriod with no paid plan and no upgrade is null", () => {
    expect(invoiceForPeriod([], d("2026-01-01T00:00:00Z"), d("2026-02-01T00:00:00Z"), null)).toBeNull();
  });
});

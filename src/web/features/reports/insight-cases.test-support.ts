/**
 * Test cases of the report analytics insights: counts that make the rules emit each kind of insight (each
 * recommendation, singular and plural counts, the pending and "more" variants), with the English the screen and the
 * exports showed when the domain still wrote it.
 */
import { generateInsights, overallAnalytics, type AnalyticsCounts, type AnalyticsRange, type Insight } from "../../../domain/reporting/report-analytics.ts";

type Words = { title: string; description: string; recommendation?: string };

function counts(o: Partial<Omit<AnalyticsCounts, "deliveries">> & { deliveries?: Partial<AnalyticsCounts["deliveries"]> }): AnalyticsCounts {
  return {
    reportsByStatus: {},
    templates: [],
    interactions: { viewed: 1, read: 0, downloaded: 0, shared: 0 },
    uniqueUsers: 1,
    ratings: { count: 0, sum: 0 },
    ...o,
    deliveries: { delivered: 0, failed: 0, pending: 0, read: 0, deliverySeconds: 0, timed: 0, channels: [], ...o.deliveries },
  };
}
const template = (name: string, total: number, published = 0) => ({ key: name, name, type: "custom", total, published });

const WAITING = ", and check whether their reviewers are assigned.";
const OPENED = "Shorten the reports' executive summaries and check that the subscribers still need them.";

/** Each case: the insights the rules emit for some counts, and their English words in order. */
export type InsightCase = { name: string; counts: AnalyticsCounts; range: AnalyticsRange; english: Words[] };

/** The insights the rules emit for a case (all focus areas). */
export const caseInsights = (c: InsightCase): Insight[] => generateInsights(overallAnalytics(c.counts), c.range, "all");

export const INSIGHT_CASES: InsightCase[] = [
  {
    name: "singular counts",
    range: "7d",
    counts: counts({
      reportsByStatus: { draft: 1 },
      templates: [template("Idle", 0)],
      deliveries: { delivered: 0, failed: 1 },
      interactions: { viewed: 0, read: 0, downloaded: 0, shared: 0 },
    }),
    english: [
      {
        title: "Report completion below target",
        description: "0 of 1 report created in the last 7 days were published (0%), under the 85% target; 1 not published.",
        recommendation: `Move the waiting reports through review (1 draft)${WAITING}`,
      },
      {
        title: "Delivery success below target",
        description: "0 of 1 finished delivery succeeded (0%), under the 98% target; 1 failed.",
        recommendation: "Open Delivery History, check the failed recipients' addresses and channel settings, and resend to them.",
      },
      {
        title: "No one has opened the reports",
        description: "1 report was created in this range, and no view, read, download or share was recorded.",
        recommendation: "Share the published reports or subscribe their readers to them.",
      },
      {
        title: "Unused templates",
        description: '1 of 1 template made no report in the last 7 days: "Idle".',
        recommendation: "Schedule them, or mark them inactive so the template list stays short.",
      },
    ],
  },
  {
    name: "plural counts, a poorly completing template, low ratings and pending deliveries",
    range: "90d",
    counts: counts({
      reportsByStatus: { published: 1, draft: 1, review: 2 },
      templates: [template("Pulse", 4, 1), ...["A", "B", "C", "D", "E", "F", "G"].map((n) => template(n, 0))],
      deliveries: { delivered: 90, failed: 10, pending: 4, read: 20 },
      ratings: { count: 3, sum: 5 },
    }),
    english: [
      {
        title: "Report completion below target",
        description: "1 of 4 reports created in the last 90 days were published (25%), under the 85% target; 3 not published.",
        recommendation: `Move the waiting reports through review (1 draft, 2 review)${WAITING}`,
      },
      {
        title: "Readers rate the reports low",
        description: "The average rating is 1.67 of 5 from 3 ratings.",
        recommendation: "Ask the readers who rated low what they miss, and read the comments on those reports.",
      },
      {
        title: "Delivery success below target",
        description: "90 of 100 finished deliveries succeeded (90%), under the 98% target; 10 failed (4 still pending, not counted).",
        recommendation: "Open Delivery History, check the failed recipients' addresses and channel settings, and resend to them.",
      },
      { title: "Few delivered reports are opened", description: "20 of 90 delivered reports were opened from their link (22.2% read rate, under 50%).", recommendation: OPENED },
      {
        title: 'Template "Pulse" reports are rarely published',
        description: '1 of 4 reports from "Pulse" were published (25%).',
        recommendation: "Review whether the template's sections fit what its readers need, or who is assigned to review its reports.",
      },
      {
        title: "Unused templates",
        description: '7 of 8 templates made no report in the last 90 days: "A", "B", "C", "D", "E" and 2 more.',
        recommendation: "Schedule them, or mark them inactive so the template list stays short.",
      },
    ],
  },
  {
    name: "targets met, archived reports, one delivered report unread, good ratings",
    range: "30d",
    counts: counts({
      reportsByStatus: { published: 17, archived: 3 },
      deliveries: { delivered: 1, failed: 0, pending: 2, read: 0 },
      ratings: { count: 4, sum: 18 },
    }),
    english: [
      { title: "Few delivered reports are opened", description: "0 of 1 delivered report were opened from their link (0% read rate, under 50%).", recommendation: OPENED },
      { title: "Report completion on target", description: "17 of 20 reports created in the last 30 days were published (85%), at or above the 85% target." },
      { title: "Deliveries on target", description: "1 of 1 finished delivery succeeded (100%), at or above the 98% target (2 still pending, not counted)." },
      { title: "Readers rate the reports well", description: "The average rating is 4.5 of 5 from 4 ratings." },
    ],
  },
  {
    name: "completion under target with nothing waiting, many reports unopened, plural deliveries on target",
    range: "30d",
    counts: counts({
      reportsByStatus: { published: 1, archived: 4 },
      deliveries: { delivered: 98, failed: 2, read: 98 },
      interactions: { viewed: 0, read: 0, downloaded: 0, shared: 0 },
    }),
    english: [
      {
        title: "Report completion below target",
        description: "1 of 5 reports created in the last 30 days were published (20%), under the 85% target; 4 not published.",
        recommendation: "Check why reports are archived before they are published.",
      },
      {
        title: "No one has opened the reports",
        description: "5 reports were created in this range, and no view, read, download or share was recorded.",
        recommendation: "Share the published reports or subscribe their readers to them.",
      },
      { title: "Deliveries on target", description: "98 of 100 finished deliveries succeeded (98%), at or above the 98% target." },
    ],
  },
];

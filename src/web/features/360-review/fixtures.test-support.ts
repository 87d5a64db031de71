/** Contract-valid 360 objects for the tests: a project, a released comparison (built with the domain's rules) and a rater's form. */
import { ZComparison, ZProject, ZRaterForm, type TComparison, type TProject, type TRaterForm } from "../../../contracts/feedback360.ts";
import { planGroups } from "../../../domain/feedback360/anonymity.ts";
import { gapLabel } from "../../../domain/feedback360/comparison.ts";
import { FACETS, TRAITS } from "../../../domain/psychometrics/facets.ts";

const counts = (named: number, completed: number, declined = 0) => ({ named, completed, declined });

/** An open project with a manager, two peers (one completed) and one direct report, seen by a manager who may do everything. */
export function projectFixture(overrides: Partial<TProject> = {}): TProject {
  return ZProject.parse({
    id: "p1",
    title: "360 feedback: Dana Reyes",
    status: "open",
    deadline: "2030-06-14T23:59:59.999Z",
    closedAt: null,
    createdAt: "2030-05-31T09:00:00.000Z",
    subject: { id: "u-dana", name: "Dana Reyes" },
    raterCount: 4,
    completedCount: 1,
    minGroupSize: 3,
    managerApproval: true,
    form: { id: "ipip-neo-120-observer", name: "IPIP-NEO-120 (observer form)", itemCount: 120, minutes: "15-20" },
    createdBy: { id: "u-admin", name: "Alex Admin" },
    organizationName: "Acme Corp",
    self: { status: "completed", completedAt: "2030-05-20T10:00:00.000Z", assessmentId: "a1" },
    counts: { peer: counts(2, 1), direct_report: counts(1, 0), manager: counts(1, 0), other: counts(0, 0) },
    progress: { completed: 1, total: 4 },
    raters: [
      {
        id: "r1",
        name: "Pat Peer",
        email: "pat@acme.test",
        relationship: "peer",
        customRelationship: null,
        status: "completed",
        approval: "approved",
        member: true,
        invitedAt: "2030-05-31T09:05:00.000Z",
        remindersSent: 0,
        lastRemindedAt: null,
      },
      {
        id: "r2",
        name: "Quinn Peer",
        email: "Quinn@Acme.test",
        relationship: "peer",
        customRelationship: null,
        status: "invited",
        approval: "approved",
        member: true,
        invitedAt: "2030-05-31T09:05:00.000Z",
        remindersSent: 1,
        lastRemindedAt: "2030-06-07T09:00:00.000Z",
      },
      {
        id: "r3",
        name: "Max Manager",
        email: "max@acme.test",
        relationship: "manager",
        customRelationship: null,
        status: "in_progress",
        approval: "approved",
        member: true,
        invitedAt: "2030-05-31T09:05:00.000Z",
        remindersSent: 0,
        lastRemindedAt: null,
      },
      {
        id: "r4",
        name: "Dee Report",
        email: "dee@acme.test",
        relationship: "direct_report",
        customRelationship: null,
        status: "invited",
        approval: "approved",
        member: true,
        invitedAt: "2030-05-31T09:05:00.000Z",
        remindersSent: 0,
        lastRemindedAt: null,
      },
    ],
    shortGroups: [],
    reminders: [
      { daysBefore: 7, at: "2030-06-07T09:00:00.000Z", due: true },
      { daysBefore: 2, at: "2030-06-12T09:00:00.000Z", due: false },
    ],
    policies: { manage: true, nominate: false, approve: true, readComparison: true, seeRaters: true },
    ...overrides,
  });
}

/** A scale row with the gap and its label computed as the server does. */
function row(key: string, self: number | null, groups: Record<string, number | null>, others: number | null) {
  const gap = self !== null && others !== null ? Math.round((self - others) * 10) / 10 : null;
  return { key, self, groups, others, gap, gapLabel: gap === null ? null : gapLabel(gap) };
}

/**
 * A closed project's comparison: 1 manager, 4 peers, 2 direct reports and 1 other completed with a minimum of 3,
 * so manager and peers are shown, direct reports and other are pooled as Others (3), and All raters is shown.
 */
export function comparisonFixture(overrides: Partial<TComparison> = {}): TComparison {
  const groups = planGroups({ manager: 1, peer: 4, direct_report: 2, other: 1 }, 3);
  const shown = groups.filter((g) => g.shown).map((g) => g.key);
  const score = (base: number, k: number) => Math.max(0, Math.min(100, base + k * 7));
  const groupScores = (base: number) => Object.fromEntries(shown.map((g, i) => [g, score(base, i - 1)]));
  return ZComparison.parse({
    project: {
      id: "p1",
      title: "360 feedback: Dana Reyes",
      status: "closed",
      deadline: "2030-06-14T23:59:59.999Z",
      closedAt: "2030-06-15T08:00:00.000Z",
      minGroupSize: 3,
      subject: { id: "u-dana", name: "Dana Reyes" },
      organizationName: "Acme Corp",
    },
    released: true,
    scale: "pomp",
    self: { available: true, completedAt: "2030-05-20T10:00:00.000Z" },
    counts: { peer: counts(4, 4), direct_report: counts(3, 2, 1), manager: counts(1, 1), other: counts(1, 1) },
    progress: { completed: 8, total: 8 },
    groups,
    traits: TRAITS.map((t, i) => row(t, 40 + i * 10, groupScores(50), 50 + (i - 2) * 3)),
    facets: FACETS.map((f, i) => ({ ...row(f.key, (i * 37) % 100, groupScores(45), 45 + (i % 5)), trait: f.trait })),
    agreement: shown.map((g) => ({
      group: g,
      raters: g === "manager" ? 1 : g === "peer" ? 4 : g === "others" ? 3 : 8,
      traits: Object.fromEntries(TRAITS.map((t, i) => [t, g === "manager" ? null : [0.9, 0.7, 0.62, 0.48, 0][i]])),
      facets: Object.fromEntries(FACETS.map((f, i) => [f.key, g === "manager" ? null : ((i * 29) % 100) / 100])),
      flags: g === "peer" ? [{ itemId: "E1-1", text: "Makes friends easily.", facet: "warmth", trait: "extraversion", spread: 4 }] : [],
    })),
    blindSpots: [{ facet: "order", trait: "conscientiousness", self: 90, others: 40, gap: 50 }],
    hiddenStrengths: [],
    feedback: {
      anonymous: { strengths: ["Listens well.", "Clear priorities."], improvements: ["Delegate more."], additional: [] },
      manager: { strengths: ["Reliable."], improvements: [], additional: ["Ready for a bigger team."] },
    },
    policies: { downloadReport: true },
    ...overrides,
  });
}

/** A peer's form of 120 statements with the first 12 answered. */
export function raterFormFixture(overrides: Partial<TRaterForm> = {}): TRaterForm {
  const items = Array.from({ length: 120 }, (_, i) => ({ id: `i${i + 1}`, text: `Statement number ${i + 1} about Dana.` }));
  return ZRaterForm.parse({
    rater: { name: "Pat Peer", relationship: "peer", customRelationship: null, status: "in_progress" },
    project: {
      title: "360 feedback: Dana Reyes",
      subjectName: "Dana Reyes",
      requesterName: "Avery Admin",
      organizationName: "Acme Corp",
      deadline: "2030-06-14T23:59:59.999Z",
      open: true,
      minGroupSize: 3,
    },
    namedGroup: false,
    items,
    answers: Object.fromEntries(items.slice(0, 12).map((it, i) => [it.id, (i % 5) + 1])),
    comments: { strengths: "", improvements: "", additional: "" },
    answered: 12,
    total: 120,
    ...overrides,
  });
}

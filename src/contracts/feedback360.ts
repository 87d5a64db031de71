/**
 * 360-degree feedback (spec 2 §2.12–2.14, §3.11): projects, rater nominations and invitations, the rater's
 * own form behind a personal link, and the comparison. Scores are POMP 0–100 (percent of the scale's range)
 * on the IPIP-NEO-120 keys for self and observers alike: never percentiles (the published norms are
 * self-report norms).
 */
import { z } from "zod";
import { ZBoundedInstant } from "./calendar.ts";
import { RELATIONSHIPS } from "../domain/feedback360/relationships.ts";
import { TRAITS } from "../domain/psychometrics/facets.ts";
import { FACETS } from "../domain/psychometrics/facets.ts";
import { contractMessage } from "./messages.ts";

const ZId = z.string().min(1).max(100);
/** A deadline: an ISO time with an offset, in the supported years (the service holds it to the project's longest run). */
const ZDateTime = ZBoundedInstant;

export const ZRelationship = z.enum(RELATIONSHIPS as unknown as ["peer", "direct_report", "manager", "other"]);
export type TRelationship = z.infer<typeof ZRelationship>;
export const ZRaterStatus = z.enum(["invited", "in_progress", "completed", "declined"]);
export const ZGroupKey = z.enum(["peer", "direct_report", "manager", "other", "others", "all"]);
export type TGroupKey = z.infer<typeof ZGroupKey>;
export const ZTrait = z.enum(TRAITS as unknown as ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"]);
export const ZFacetKey = z.enum(FACETS.map((f) => f.key) as [string, ...string[]]);

export const ZProjectParams = z.object({ projectId: ZId });
export const ZRaterParams = z.object({ projectId: ZId, raterId: ZId });
export const ZRaterTokenParams = z.object({ token: z.string().min(20).max(200) });
export const ZRaterAnswerParams = z.object({ token: z.string().min(20).max(200), itemId: z.string().min(1).max(200) });

/** POST /api/feedback360/projects */
export const ZCreateProject = z.object({
  subjectId: ZId,
  title: z.string().trim().min(1).max(200),
  /** Default: 14 days from now. Must be in the future and at most a year away. */
  deadline: ZDateTime.optional(),
  /** Anonymous groups show with at least this many completed raters (3–5, default 3). */
  minGroupSize: z.number().int().min(3).max(5).optional(),
  /**
   * Accepted for older clients and ignored: raters the subject nominates always wait for approval by a manager
   * or admin who is not the subject (managers and admins who name raters for someone else approve them by
   * naming them), so there is nothing left to switch.
   */
  managerApproval: z.boolean().optional(),
});
export type TCreateProject = z.infer<typeof ZCreateProject>;

export const ZRaterDraft = z.object({
  name: z.string().trim().min(1, contractMessage("nameRequired")).max(200),
  email: z
    .string()
    .trim()
    .min(1, contractMessage("emailRequired"))
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, contractMessage("emailFormat")),
  relationship: ZRelationship,
  customRelationship: z.string().trim().max(100).nullable().optional(),
});
/** POST /api/feedback360/projects/{projectId}/raters — adds raters and sends their invitations. */
export const ZAddRaters = z.object({ raters: z.array(ZRaterDraft).min(1, contractMessage("ratersRequired")).max(50) });
export type TAddRaters = z.infer<typeof ZAddRaters>;

export const ZRater = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for callers who may not see raters' addresses (the subject never does). */
  email: z.string().nullable(),
  relationship: ZRelationship,
  customRelationship: z.string().nullable(),
  /** Null for the subject: who has finished is not shown to them. */
  status: ZRaterStatus.nullable(),
  approval: z.enum(["approved", "pending"]),
  /**
   * Whether the address belongs to a member of the organization, for whoever approves nominations (an address
   * outside it may be one the subject controls). Null for callers who may not see raters (the subject).
   */
  member: z.boolean().nullable(),
  invitedAt: z.string().nullable(),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
});
export type TRater = z.infer<typeof ZRater>;

const ZCount = z.object({ named: z.number().int(), completed: z.number().int(), declined: z.number().int() });
/**
 * Overall progress of an open project as the subject sees it: every approved rater who has not declined, and
 * how many finished. Null for the subject until at least the minimum group size have finished.
 */
const ZProgress = z.object({ completed: z.number().int(), total: z.number().int() }).nullable();

export const ZProjectPolicies = z.object({
  /** Add raters, send reminders, extend the deadline, close. */
  manage: z.boolean(),
  /** Nominate raters (the subject may, when the project is open). */
  nominate: z.boolean(),
  /** Approve raters the subject nominated. */
  approve: z.boolean(),
  /** Read the comparison (released after the project closes). */
  readComparison: z.boolean(),
  /** See raters' email addresses and progress. */
  seeRaters: z.boolean(),
});

export const ZProjectSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(["open", "closed"]),
  deadline: z.string(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }),
  /** Null for the subject of an open project until at least the minimum have finished (overall progress only). */
  raterCount: z.number().int().nullable(),
  completedCount: z.number().int().nullable(),
});
export type TProjectSummary = z.infer<typeof ZProjectSummary>;
export const ZProjectList = z.object({ projects: z.array(ZProjectSummary), policies: z.object({ create: z.boolean(), createForSelf: z.boolean(), bulkDownload: z.boolean() }) });
export type TProjectList = z.infer<typeof ZProjectList>;

export const ZProject = ZProjectSummary.extend({
  minGroupSize: z.number().int(),
  /** Always true: the subject's nominations wait for approval by a manager or admin who is not the subject. */
  managerApproval: z.boolean(),
  form: z.object({ id: z.literal("ipip-neo-120-observer"), name: z.string(), itemCount: z.number().int(), minutes: z.string() }),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  organizationName: z.string(),
  /** The subject's own IPIP-NEO-120: the self-rating. */
  self: z.object({ status: z.enum(["completed", "pending"]), completedAt: z.string().nullable(), assessmentId: z.string().nullable() }),
  /** Raters per relationship; null for the subject (no counts per group: only `progress`). */
  counts: z.record(ZRelationship, ZCount).nullable(),
  progress: ZProgress,
  /** Every rater for those who run the project; for the subject, only the raters they nominated themselves. */
  raters: z.array(ZRater),
  /** Anonymous groups that cannot reach the minimum with the raters named so far (empty for the subject). */
  /** Anonymous groups under the minimum so far (the page words the warning: pooled as "Others" when mergeable, else hidden). */
  shortGroups: z.array(z.object({ relationship: ZRelationship, named: z.number().int(), minimum: z.number().int(), mergeable: z.boolean() })),
  reminders: z.array(z.object({ daysBefore: z.number().int(), at: z.string(), due: z.boolean() })),
  policies: ZProjectPolicies,
});
export type TProject = z.infer<typeof ZProject>;

export const ZRemindResult = z.object({ sent: z.number().int(), skipped: z.number().int() });
export const ZExtendDeadline = z.object({ deadline: ZDateTime });

const ZScaleRow = z.object({
  key: z.string(),
  self: z.number().nullable(),
  groups: z.record(z.string(), z.number().nullable()),
  others: z.number().nullable(),
  gap: z.number().nullable(),
  gapLabel: z.enum(["Aligned", "Small Gap", "Moderate Gap", "Large Gap"]).nullable(),
});
const ZNotableGap = z.object({ facet: z.string(), trait: ZTrait, self: z.number(), others: z.number(), gap: z.number() });
const ZFeedback = z.object({ strengths: z.array(z.string()), improvements: z.array(z.string()), additional: z.array(z.string()) });

/** GET /api/feedback360/projects/{projectId}/comparison */
export const ZComparison = z.object({
  project: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(["open", "closed"]),
    deadline: z.string(),
    closedAt: z.string().nullable(),
    minGroupSize: z.number().int(),
    subject: z.object({ id: z.string(), name: z.string() }),
    organizationName: z.string(),
  }),
  /** Group results are released only after the project closes; before, only counts. */
  released: z.boolean(),
  scale: z.literal("pomp"),
  self: z.object({ available: z.boolean(), completedAt: z.string().nullable() }),
  /** Raters per relationship; null for the subject before the project closes (then only `progress`). */
  counts: z.record(ZRelationship, ZCount).nullable(),
  progress: ZProgress,
  /** The anonymity plan (empty for the subject before the project closes). */
  groups: z.array(
    z.object({
      key: ZGroupKey,
      members: z.array(ZRelationship),
      count: z.number().int(),
      shown: z.boolean(),
      reason: z.enum(["not_enough_responses", "merged_into_others", "would_reveal_hidden_group"]).nullable(),
    }),
  ),
  traits: z.array(ZScaleRow),
  facets: z.array(ZScaleRow.extend({ trait: ZTrait })),
  agreement: z.array(
    z.object({
      group: ZGroupKey,
      raters: z.number().int(),
      /** rwg(J) per trait (J = 24) and per facet (J = 4); null below 2 raters or below the group minimum. */
      traits: z.record(z.string(), z.number().nullable()),
      facets: z.record(z.string(), z.number().nullable()),
      flags: z.array(z.object({ itemId: z.string(), text: z.string(), facet: z.string(), trait: ZTrait, spread: z.number().int() })),
    }),
  ),
  blindSpots: z.array(ZNotableGap),
  hiddenStrengths: z.array(ZNotableGap),
  feedback: z.object({ anonymous: ZFeedback, manager: ZFeedback.nullable() }).nullable(),
  policies: z.object({ downloadReport: z.boolean() }),
});
export type TComparison = z.infer<typeof ZComparison>;

/** GET /api/feedback360/reports.zip — admins: every closed project's 360 PDF (or the listed ones). */
export const ZBulkReportsQuery = z.object({ projectIds: z.string().max(5000).optional() });

// ---- the rater's personal link (public-token routes) ----

export const ZRaterComments = z.object({ strengths: z.string().max(4000), improvements: z.string().max(4000), additional: z.string().max(4000) });
export type TRaterComments = z.infer<typeof ZRaterComments>;

/** GET /api/rater/{token} — the rater's own form and saved answers. */
export const ZRaterForm = z.object({
  rater: z.object({ name: z.string(), relationship: ZRelationship, customRelationship: z.string().nullable(), status: ZRaterStatus }),
  /** requesterName: who asked (the project's creator); null when the subject asked themselves. */
  project: z.object({
    title: z.string(),
    subjectName: z.string(),
    requesterName: z.string().nullable(),
    organizationName: z.string(),
    deadline: z.string(),
    open: z.boolean(),
    minGroupSize: z.number().int(),
  }),
  /** The manager group is shown by name: the form says so. */
  namedGroup: z.boolean(),
  items: z.array(z.object({ id: z.string(), text: z.string() })),
  answers: z.record(z.string(), z.number().int()),
  comments: ZRaterComments,
  answered: z.number().int(),
  total: z.number().int(),
});
export type TRaterForm = z.infer<typeof ZRaterForm>;
export const ZRaterAnswer = z.object({ value: z.number().int().min(1).max(5) });
export const ZRaterAnswerSaved = z.object({ answered: z.number().int(), total: z.number().int() });
export const ZUpdateRaterComments = ZRaterComments.partial();
export const ZRaterDone = z.object({ status: ZRaterStatus });

/**
 * The rater invitation section's rules (spec 2 §2.13, §5), on top of the domain's: which emails a new rater
 * may not repeat, how many raters each group would have, the warnings for groups that stay too small, and
 * the invitation email a rater would get. No React.
 */
import type { TProject } from "../../../contracts/feedback360.ts";
import { requesterName, type TemplateKey } from "../../../domain/feedback360/email-templates.ts";
import { checkRater, shortGroups, type NominationErrors, type RaterDraft, type ShortGroup } from "../../../domain/feedback360/nomination.ts";
import { RELATIONSHIPS, type Relationship } from "../../../domain/feedback360/relationships.ts";
import { relationshipLabel, review360T } from "./i18n.ts";

/** A rater added to the list, not yet sent: trimmed, with a custom relationship only for "other". */
export type AddedRater = { name: string; email: string; relationship: Relationship; customRelationship: string | null };

/** The form's fields as typed. */
export type RaterFields = { name: string; email: string; relationship: Relationship; customRelationship: string };

/** Emails a new rater may not repeat: the project's raters (when the caller may see them) and the ones added here. */
export function takenEmails(raters: TProject["raters"], added: readonly AddedRater[]): string[] {
  return [...raters.flatMap((r) => (r.email ? [r.email] : [])), ...added.map((r) => r.email)];
}

/** The messages shown under the rater form's fields, in the reader's language. */
export type RaterFieldErrors = { [F in keyof NominationErrors]?: string };

/** The form checked with the domain's rules: either the rater to add, or the errors to show under the fields (worded). */
export function addRater(fields: RaterFields, taken: readonly string[]): { ok: true; rater: AddedRater } | { ok: false; errors: RaterFieldErrors } {
  const draft: RaterDraft = { name: fields.name, email: fields.email, relationship: fields.relationship, customRelationship: fields.customRelationship };
  const codes = checkRater(draft, taken);
  if (Object.keys(codes).length > 0) {
    const errors: RaterFieldErrors = {};
    for (const [field, code] of Object.entries(codes) as [keyof NominationErrors, string][]) errors[field] = review360T(`invite.errors.${code}`);
    return { ok: false, errors };
  }
  const custom = fields.customRelationship.trim();
  return {
    ok: true,
    rater: {
      name: fields.name.trim(),
      email: fields.email.trim(),
      relationship: fields.relationship,
      customRelationship: fields.relationship === "other" && custom ? custom : null,
    },
  };
}

/**
 * Raters each group would have: the project's named raters who have not declined, plus the ones added here.
 * Without counts (the subject, who sees no counts per group) only the ones added here.
 */
export function namedCounts(counts: TProject["counts"], added: readonly AddedRater[]): Record<Relationship, number> {
  const out = Object.fromEntries(RELATIONSHIPS.map((r) => [r, Math.max(0, (counts?.[r]?.named ?? 0) - (counts?.[r]?.declined ?? 0))])) as Record<Relationship, number>;
  for (const r of added) out[r.relationship] += 1;
  return out;
}

/** The warning for an anonymous group under the minimum (spec 2 §5's words): pooled as "Others", or hidden. */
export function shortGroupText(g: Omit<ShortGroup, "relationship"> & { readonly relationship: Relationship }): string {
  const facts = { group: relationshipLabel(g.relationship), named: g.named, minimum: g.minimum };
  return review360T(g.mergeable ? "invite.shortGroup.pooled" : "invite.shortGroup.hidden", facts);
}

/** The warnings for the anonymous groups that would stay under the project's minimum. */
export function nominationWarnings(counts: TProject["counts"], added: readonly AddedRater[], minimum: number): string[] {
  return shortGroups(namedCounts(counts, added), minimum).map(shortGroupText);
}

/** "Peer / Colleague", or for "other" the words given ("Other: Client"). */
export function relationshipText(relationship: Relationship, customRelationship: string | null): string {
  return relationship === "other" && customRelationship ? `${relationshipLabel("other")}: ${customRelationship}` : relationshipLabel(relationship);
}

/** The facts an invitation of this project gives one rater (the link itself is made per rater when sending). */
export type InvitationValues = { rater: string; subject: string; requester: string | null; title: string; link: string; deadline: string; organization: string };

/** What an invitation of this project says for one rater. */
export function templateValues(
  project: Pick<TProject, "title" | "subject" | "organizationName" | "createdBy">,
  o: { raterName: string; link: string; deadline: string },
): InvitationValues {
  return {
    rater: o.raterName,
    subject: project.subject.name,
    requester: requesterName({ id: project.createdBy.id, name: project.createdBy.name }, project.subject.id),
    title: project.title,
    link: o.link,
    deadline: o.deadline,
    organization: project.organizationName,
  };
}

/** A rater email as the preview shows it: subject and body, in the reader's language. */
export type PreviewEmail = { subject: string; body: string };

/** A template filled in for the preview: the same paragraphs the server sends. */
export function previewEmail(key: TemplateKey, v: InvitationValues): PreviewEmail {
  const asked = v.requester ? review360T("invite.mail.asked", { requester: v.requester, subject: v.subject }) : review360T("invite.mail.askedBySelf", { subject: v.subject });
  const facts = { subject: v.subject, title: v.title, organization: v.organization, asked, deadline: v.deadline };
  const body = [
    review360T("invite.mail.greeting", { rater: v.rater }),
    review360T(`invite.mail.${key}.intro`, facts),
    review360T(`invite.mail.${key}.privacy`, facts),
    `${review360T(`invite.mail.${key}.link`)}\n${v.link}`,
    review360T(`invite.mail.${key}.deadline`, facts),
    review360T("invite.mail.thanks"),
  ].join("\n\n");
  return { subject: review360T(`invite.mail.${key}.subject`, facts), body };
}

/** The request body for the added raters (custom relationship sent as null unless "other"). */
export function addRatersBody(added: readonly AddedRater[]) {
  return { raters: added.map((r) => ({ name: r.name, email: r.email, relationship: r.relationship, customRelationship: r.customRelationship })) };
}

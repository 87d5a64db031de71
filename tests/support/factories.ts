/**
 * The test world: organizations with members, assessments and completed responses, built through the
 * same repo functions, services and API the app uses (never by writing rows a service would not write).
 */
import type { FastifyInstance } from "fastify";
import { addMember, createOrganization, findUserByEmail, insertUser, newId } from "../../src/server/modules/auth/repo.ts";
import { platformStaff } from "../../src/server/db/schema/auth.ts";
import type { Db } from "../../src/server/db/client.ts";
import { itemsForType } from "../../src/instruments/catalog.ts";
import type { AssessmentItem } from "../../src/domain/assessments/item-types.ts";
import type { TPlatformRole, TRole } from "../../src/contracts/roles.ts";
import * as assessmentsRepo from "../../src/server/modules/assessments/repo.ts";

/** Creates an organization with one user per given role, through the same repo functions the app uses. */
export async function buildOrganization(app: FastifyInstance, slug: string, roles: TRole[] = ["admin", "manager", "user"]) {
  const db = app.deps.database.db;
  const org = await createOrganization(db, `Org ${slug}`, slug);
  const users: { id: string; email: string; role: TRole }[] = [];
  for (const [i, role] of roles.entries()) {
    const id = newId();
    const email = `${role}${i}@${slug}.example.com`;
    await insertUser(db, { id, email, name: `${role} ${i} of ${slug}`, emailVerified: true });
    await addMember(db, org.id, id, role);
    users.push({ id, email, role });
  }
  return { org, users, byRole: (r: TRole) => users.find((u) => u.role === r)! };
}

/**
 * `n` responses of `typeId` started now by `userId` (each in an assessment of its own), through the assessments
 * repo: the bulk of a month's plan allowance used at once, without `n` API starts (and without their start events).
 */
export async function startedResponses(app: FastifyInstance, organizationId: string, userId: string, n: number, typeId = "executive"): Promise<string[]> {
  const db = app.deps.database.db;
  const rows = await assessmentsRepo.insertAssessments(
    db,
    organizationId,
    Array.from({ length: n }, (_, i) => ({ typeId, title: `Started ${i + 1}`, userId, assignedBy: userId })),
  );
  const ids: string[] = [];
  for (const r of rows)
    ids.push(
      await assessmentsRepo.insertResponse(db, organizationId, { assessmentId: r.id, userId, typeId, itemBankVersion: "v1", itemCount: 5, respondent: {}, consentVersion: "1" }),
    );
  return ids;
}

/** A valid answer for any item type (Likert: `likert`; others: their first option / minimum / full ranking). */
export function validAnswer(item: AssessmentItem, likert = 4): unknown {
  const input = item.input;
  switch (input.type) {
    case "likert":
      return likert;
    case "multiple_choice":
    case "scenario":
      return input.options[0].value;
    case "scale":
      return input.min;
    case "text":
      return "A considered answer.";
    case "ranking":
      return input.items.map((it, i) => ({ item: it, rank: i + 1 }));
  }
}

/** Creates, starts and (optionally) completes an assessment through the API; returns the ids. */
export async function takeAssessment(app: FastifyInstance, cookie: string, typeId: string, opts: { submit?: boolean; answer?: (i: AssessmentItem) => unknown } = {}) {
  const created = await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie }, payload: { typeId } });
  if (created.statusCode !== 201) throw new Error(`create failed ${created.statusCode} ${created.body}`);
  const assessmentId = created.json().id as string;
  const started = await app.inject({
    method: "POST",
    url: `/api/assessments/${assessmentId}/start`,
    headers: { cookie },
    payload: { respondent: { sex: "female", age: 35 }, consent: true },
  });
  if (started.statusCode !== 200) throw new Error(`start failed ${started.statusCode} ${started.body}`);
  const responseId = started.json().responseId as string;
  for (const item of itemsForType(typeId)) {
    const r = await app.inject({
      method: "PUT",
      url: `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`,
      headers: { cookie },
      payload: { value: opts.answer ? opts.answer(item) : validAnswer(item), timeMs: 4000 },
    });
    if (r.statusCode !== 200) throw new Error(`answer ${item.id} failed ${r.statusCode} ${r.body}`);
  }
  if (opts.submit !== false) {
    const s = await app.inject({ method: "POST", url: `/api/responses/${responseId}/submit`, headers: { cookie } });
    if (s.statusCode !== 200) throw new Error(`submit failed ${s.statusCode} ${s.body}`);
  }
  return { assessmentId, responseId };
}

/**
 * A member of the platform staff (issue 25) with the given platform role: the account (created when there is none)
 * and its platform_staff row. Sign in with signIn(app, email) as anyone else.
 */
export async function makeStaff(app: FastifyInstance, email: string, role: TPlatformRole): Promise<{ id: string; email: string }> {
  return insertStaff(app.deps.database.db, email, role);
}

/** makeStaff on a database handle (a browser test's data directory, before its server starts). */
export async function insertStaff(db: Db, email: string, role: TPlatformRole): Promise<{ id: string; email: string }> {
  const address = email.toLowerCase();
  const existing = await findUserByEmail(db, address);
  const id = existing?.id ?? newId();
  if (!existing) await insertUser(db, { id, email: address, name: `Staff ${address.split("@")[0]}`, emailVerified: true });
  await db.insert(platformStaff).values({ userId: id, role }).onConflictDoUpdate({ target: platformStaff.userId, set: { role } });
  return { id, email: address };
}

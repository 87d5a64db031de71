import { placeOnPlan, writeSimulatedHistory } from "./modules/billing/api.ts";
import { simulateCustomerHistory } from "../domain/simulation/customers.ts";
import { PLANS } from "../domain/billing/plans.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Core } from "./core.ts";
import { addMember, createOrganization, holdSeedLock, insertMemberlessOrganizations, insertUser, newId, organizationCount, writeAudit } from "./modules/auth/repo.ts";
import type { TRole } from "../contracts/roles.ts";
import { addDemoData } from "./modules/assessments/simulated/demo-data.ts";
import { updateDemoSettings } from "./modules/settings/api.ts";
import { DesignedTypes } from "./modules/assessments/design/service.ts";
import { seedDefaultTemplates } from "./modules/reports/api.ts";
import { DEFAULT_DEPARTMENTS } from "../domain/simulation/respondents.ts";
import { DEMO_STAFF, demoCeoPassword, seedDemoStaff } from "./modules/staff/api.ts";

const SEED_LOCK_KEY = 7_420_931_002; // arbitrary, fixed: pg_advisory_xact_lock key for seeding

/** The demo organization's people (reserved .test domain: no mail can ever reach a real person). */
export const DEMO_USERS: readonly { name: string; email: string; role: TRole }[] = [
  { name: "Avery Admin", email: "admin@demo.facetwise.test", role: "admin" },
  { name: "Morgan Manager", email: "manager@demo.facetwise.test", role: "manager" },
  { name: "Riley Chen", email: "riley@demo.facetwise.test", role: "user" },
  { name: "Sam Okafor", email: "sam@demo.facetwise.test", role: "user" },
  { name: "Jordan Lindqvist", email: "jordan@demo.facetwise.test", role: "user" },
];

/** The demo organization's industry and departments (organization_setting). */
export const DEMO_INDUSTRY = "Technology";

/** The seed of the demo organization's simulated respondents (the same demo on every first start). */
export const DEMO_DATA_SEED = 20_240_601;

/** The seed of the simulated customer history (the vendor's side of the demo). */
export const CUSTOMER_HISTORY_SEED = 20_240_601;

/**
 * On an empty database (no organization at all), creates the demo organization with an admin, a
 * manager and three users, and the demo platform staff (an operator and a CEO), then (config.seedRespondents, default 300) simulated respondents over the last
 * 6 months, saved and scored like real answers. Returns true when it seeded. Safe to call on every start.
 */
export async function seedDemo(d: Pick<Core, "database" | "config" | "baseURL" | "analytics" | "bus" | "services" | "auth" | "secret">, log: FastifyBaseLogger): Promise<boolean> {
  const seeded = await seedOrganization(d, log);
  if (seeded && d.config.seedRespondents > 0) {
    const s = await addDemoData(d, { organizationSlug: "demo", respondents: d.config.seedRespondents, months: 6, seed: DEMO_DATA_SEED });
    log.info({ completed: s.completed, incomplete: s.incomplete, seconds: Math.round(s.seconds * 10) / 10 }, "added simulated respondents to the demo organization");
  }
  return seeded;
}

async function seedOrganization(d: Pick<Core, "database" | "config" | "auth" | "secret">, log: FastifyBaseLogger): Promise<boolean> {
  const db = d.database.db;
  return db.transaction(async (tx) => {
    // Processes starting together on one empty database (scale-out) must not both seed.
    await holdSeedLock(tx, SEED_LOCK_KEY);
    if ((await organizationCount(tx)) > 0) return false;
    const org = await createOrganization(tx, "Demo Organization", "demo");
    const ids: string[] = [];
    for (const u of DEMO_USERS) {
      const id = newId();
      await insertUser(tx, { id, name: u.name, email: u.email, emailVerified: true });
      await addMember(tx, org.id, id, u.role);
      ids.push(id);
    }
    // spec §9's two sample assessment types, made by the demo admin
    await new DesignedTypes({ db }).seedSamples(tx, org.id, ids[0]);
    await seedDefaultTemplates(tx, org.id);
    // the demo shows the product without the Starter allowance in the way (its simulated respondents started hundreds)
    await placeOnPlan(tx, org.id, "professional", PLANS.professional.monthlyPriceCents ?? 0, org.createdAt);
    await updateDemoSettings(tx, org.id, { industry: DEMO_INDUSTRY, departments: [...DEFAULT_DEPARTMENTS] });
    await writeAudit(tx, { organizationId: org.id, actorUserId: null, action: "organization.seeded", targetType: "organization", targetId: org.id });
    // the platform's own people: an operator and a CEO (magic link like everyone; outside production the CEO also
    // has a password for the CEO Dashboard Login, derived from this installation's secret — never in production)
    const ceoPassword = d.config.env === "production" ? null : await (await d.auth.$context).password.hash(demoCeoPassword(d.secret));
    await seedDemoStaff(tx, ceoPassword);
    log.info({ organization: org.slug, admin: DEMO_USERS[0].email, staff: DEMO_STAFF.map((s) => s.email) }, "seeded the demo organization and platform staff");
    if (d.config.seedCustomers) await seedCustomerHistory(tx, log);
    return true;
  });
}

/**
 * The vendor's simulated customer history (issue 25 "Demo data"): ~30 customer organizations over the last 18
 * months — memberless, so nobody signs in to them, named and flagged simulated — with their subscriptions,
 * invoices and the monthly spend, written through the billing module, so the business metrics are computed on a
 * fresh start.
 */
async function seedCustomerHistory(tx: Parameters<Parameters<Core["database"]["db"]["transaction"]>[0]>[0], log: FastifyBaseLogger): Promise<void> {
  const t0 = performance.now();
  const history = simulateCustomerHistory({ seed: CUSTOMER_HISTORY_SEED, now: new Date() });
  const ids = await insertMemberlessOrganizations(
    tx,
    history.customers.map((c) => ({ name: `${c.name} (simulated)`, slug: c.slug, createdAt: c.joinedAt })),
  );
  const written = await writeSimulatedHistory(tx, history, (slug) => ids.get(slug)!);
  log.info({ ...written, ms: Math.round(performance.now() - t0) }, "seeded the simulated customer history");
}

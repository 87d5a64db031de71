/**
 * Demo data: simulated respondents generated (domain/simulation) and saved into an organization through
 * AssessmentsService.importSimulated, so every figure downstream is computed. Used by `facetwise demo-data`
 * and by the first-start seed.
 */
import type { Core } from "../../../core.ts";
import { DEFAULT_DEPARTMENTS, simulateRespondents } from "../../../../domain/simulation/respondents.ts";
import { AssessmentsService } from "../service.ts";
import * as simRepo from "./repo.ts";
import * as people from "../../../people/api.ts";
import { departmentsOf, updateDemoSettings } from "../../settings/api.ts";

export interface DemoDataOptions {
  readonly organizationSlug: string;
  readonly respondents: number;
  readonly months: number;
  readonly seed: number;
  /** The end of the window (default: now). */
  readonly now?: Date;
  readonly batchSize?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface DemoDataSummary {
  readonly organization: { readonly id: string; readonly slug: string; readonly name: string };
  readonly completed: number;
  readonly incomplete: number;
  readonly seconds: number;
}

/** The e-mail domain of an organization's simulated respondents (reserved .invalid: no mail can reach anyone). */
export const simulatedEmailDomain = (slug: string) => `${slug}.demo.invalid`;

/**
 * Adds simulated respondents to the organization with this slug (throws a readable error when there is
 * none), in its departments (the defaults when it has not named any), and marks it simulated.
 */
export async function addDemoData(core: Pick<Core, "database" | "baseURL" | "analytics" | "bus" | "services">, o: DemoDataOptions): Promise<DemoDataSummary> {
  const t0 = performance.now();
  const db = core.database.db;
  const org = await people.organizationBySlug(db, o.organizationSlug);
  if (!org) throw new Error(`no organization with the slug "${o.organizationSlug}"`);
  const svc = new AssessmentsService({ db, baseURL: core.baseURL, settings: core.services.settings, analytics: core.analytics, bus: core.bus });
  const departments = (await departmentsOf(db, org.id)) ?? [...DEFAULT_DEPARTMENTS];
  await updateDemoSettings(db, org.id, { simulated: true });
  const stream = simulateRespondents({ seed: o.seed, count: o.respondents, months: o.months, now: o.now ?? new Date(), departments, items: svc.simulationItems() });
  const counts = await svc.importSimulated(org.id, simulatedEmailDomain(org.slug), stream, {
    batchSize: o.batchSize,
    onProgress: (done) => o.onProgress?.(done, o.respondents),
  });
  if (o.respondents >= 1000) await simRepo.refreshStatistics(db);
  return { organization: org, ...counts, seconds: (performance.now() - t0) / 1000 };
}

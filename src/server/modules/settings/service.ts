import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can } from "../../auth/policies/index.ts";
import { AppError, forbidden, msg } from "../../http/errors.ts";
import { writeAudit } from "../../audit/repo.ts";
import type { TOrganizationSettings, TUpdateOrganizationSettings } from "../../../contracts/settings.ts";
import { DEFAULT_DEPARTMENTS, ZIndustry, type TOrganizationProfile, type TUpdateOrganizationProfile } from "../../../contracts/analytics.ts";
import { departmentKey, firstDuplicate, planDepartmentListChange } from "../../../domain/departments/department-list.ts";
import * as repo from "./repo.ts";
import * as people from "../../people/api.ts";

/** The defaults of an organization that never changed a setting. */
const DEFAULTS = { showItemTags: false, selfInitiated360: false, industry: null, departments: null, minGroupSize: 5, simulated: false, timeZone: "UTC" };

/** A department name as stored: trimmed, inner runs of white space made one space. */
const tidy = (name: string) => name.trim().replace(/\s+/g, " ");

type SettingsRow = NonNullable<Awaited<ReturnType<typeof repo.findSettings>>> | typeof DEFAULTS;

/** Organization settings: read by every member (and by other modules through this service), changed by admins. */
export class SettingsService {
  constructor(private readonly d: { db: Db }) {}

  /** Whether respondents of the organization see trait, facet and pillar tags above questions. */
  async showItemTags(organizationId: string): Promise<boolean> {
    return ((await repo.findSettings(this.d.db, organizationId)) ?? DEFAULTS).showItemTags;
  }

  async get(actor: TenantActor): Promise<TOrganizationSettings> {
    const row = (await repo.findSettings(this.d.db, actor.organizationId)) ?? DEFAULTS;
    return {
      showItemTagsToRespondents: row.showItemTags,
      allowSelfInitiated360: row.selfInitiated360,
      timeZone: row.timeZone,
      policies: { update: can(actor, "settings.manage") },
    };
  }

  /** Changes the given settings (audited). */
  async update(actor: TenantActor, input: TUpdateOrganizationSettings): Promise<TOrganizationSettings> {
    if (!can(actor, "settings.manage")) throw forbidden(msg("settings.onlyAdminsChangeOrganizationS"));
    const changes = {
      ...(input.showItemTagsToRespondents !== undefined ? { showItemTags: input.showItemTagsToRespondents } : {}),
      ...(input.allowSelfInitiated360 !== undefined ? { selfInitiated360: input.allowSelfInitiated360 } : {}),
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    };
    if (Object.keys(changes).length) {
      await repo.upsertSettings(this.d.db, actor.organizationId, changes);
      await writeAudit(this.d.db, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: "organization.settings_changed",
        targetType: "organization",
        targetId: actor.organizationId,
        metadata: input,
      });
    }
    return this.get(actor);
  }

  /**
   * The organization's profile: industry, department list (the spec's defaults until an admin edits it),
   * analytics minimum group size and whether its respondents are simulated. Other modules read it here.
   */
  async profile(organizationId: string, db: Db = this.d.db): Promise<TOrganizationProfile> {
    return present((await repo.findSettings(db, organizationId)) ?? DEFAULTS);
  }

  /** The organization's department list (its own, or the spec's defaults). */
  async departments(organizationId: string, db: Db = this.d.db): Promise<string[]> {
    return (await this.profile(organizationId, db)).departments;
  }

  /**
   * Changes the profile (audited), in one transaction. A duplicate department name (in any case) is a 400;
   * renames carry the members along; a department that leaves the list while members still hold it is a
   * 409 naming how many (the admin moves them or renames instead: nobody's department is cleared silently).
   */
  async updateProfile(actor: TenantActor, input: TUpdateOrganizationProfile): Promise<TOrganizationProfile> {
    if (!can(actor, "settings.manage")) throw forbidden(msg("settings.onlyAdminsChangeOrganizationS2"));
    const departments = input.departments?.map(tidy);
    if (departments) {
      const dup = firstDuplicate(departments);
      if (dup !== null) throw new AppError(400, "VALIDATION_ERROR", msg("settings.invalidBodyDepartmentsDupListed", { dup }), { location: "body" });
    }
    return this.d.db.transaction(async (tx) => {
      const before = (await this.profile(actor.organizationId, tx)).departments;
      const moved: Record<string, string> = {};
      if (departments || input.renames?.length) {
        const plan = planDepartmentListChange(before, departments ?? before, input.renames ?? []);
        if (!plan.ok) throw new AppError(400, "VALIDATION_ERROR", msg(`settings.renameProblem.${plan.problem.kind}`, { name: plan.problem.name }), { location: "body" });
        const held = await people.countInDepartments(tx, actor.organizationId, plan.change.removed);
        const stillHeld = plan.change.removed.map((name) => ({ name, members: held.get(departmentKey(name)) ?? 0 })).filter((d) => d.members > 0);
        if (stillHeld.length > 0) {
          const total = stillHeld.reduce((n, d) => n + d.members, 0);
          const names = stillHeld.map((d) => `${d.name} (${d.members})`).join(", ");
          throw new AppError(409, "CONFLICT", msg("settings.membersStillInDepartment", { count: total, names }), {
            departments: stillHeld,
          });
        }
        for (const r of plan.change.renames) if ((await people.renameDepartment(tx, actor.organizationId, r.from, r.to)) > 0) moved[r.from] = r.to;
      }
      const values: repo.SettingsValues = {};
      if (input.industry !== undefined) values.industry = input.industry;
      if (departments) values.departments = departments;
      if (input.minGroupSize !== undefined) values.minGroupSize = input.minGroupSize;
      if (Object.keys(values).length > 0 || Object.keys(moved).length > 0) {
        await repo.upsertSettings(tx, actor.organizationId, values);
        await writeAudit(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: "organization.profile_changed",
          targetType: "organization",
          targetId: actor.organizationId,
          metadata: { ...values, ...(Object.keys(moved).length > 0 ? { renamed: moved } : {}) },
        });
      }
      return this.profile(actor.organizationId, tx);
    });
  }
}

/** Shapes the settings row as the profile contract (an unknown stored industry reads as not set). */
function present(row: SettingsRow): TOrganizationProfile {
  const industry = ZIndustry.safeParse(row.industry);
  return {
    industry: industry.success ? industry.data : null,
    departments: row.departments ?? [...DEFAULT_DEPARTMENTS],
    minGroupSize: row.minGroupSize,
    simulated: row.simulated,
  };
}

import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can } from "../../auth/policies.ts";
import { forbidden } from "../../http/errors.ts";
import { writeAudit } from "../../audit/repo.ts";
import type { TOrganizationSettings, TUpdateOrganizationSettings } from "../../../contracts/settings.ts";
import * as repo from "./repo.ts";

/** The defaults of an organization that never changed a setting. */
const DEFAULTS = { showItemTags: false };

/** Organization settings: read by every member (and by other modules through this service), changed by admins. */
export class SettingsService {
  constructor(private readonly d: { db: Db }) {}

  /** Whether respondents of the organization see trait, facet and pillar tags above questions. */
  async showItemTags(organizationId: string): Promise<boolean> {
    return ((await repo.findSettings(this.d.db, organizationId)) ?? DEFAULTS).showItemTags;
  }

  async get(actor: TenantActor): Promise<TOrganizationSettings> {
    const row = (await repo.findSettings(this.d.db, actor.organizationId)) ?? DEFAULTS;
    return { showItemTagsToRespondents: row.showItemTags, policies: { update: can(actor, "settings.manage") } };
  }

  /** Changes the given settings (audited). */
  async update(actor: TenantActor, input: TUpdateOrganizationSettings): Promise<TOrganizationSettings> {
    if (!can(actor, "settings.manage")) throw forbidden("Only admins can change the organization's settings");
    if (input.showItemTagsToRespondents !== undefined) {
      await repo.upsertSettings(this.d.db, actor.organizationId, { showItemTags: input.showItemTagsToRespondents });
      await writeAudit(this.d.db, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: "organization.settings_changed",
        targetType: "organization",
        targetId: actor.organizationId,
        metadata: { showItemTagsToRespondents: input.showItemTagsToRespondents },
      });
    }
    return this.get(actor);
  }
}

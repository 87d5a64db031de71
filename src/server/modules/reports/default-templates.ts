/**
 * The default report templates (domain/reporting/default-templates.ts) for every organization: given once when
 * the organization is made (sign-up, the demo seed) and, at start, to every organization that never had them
 * (those made before the defaults existed). Idempotent: an organization is seeded at most once, ever.
 */
import type { Db } from "../../db/client.ts";
import { DEFAULT_TEMPLATES } from "../../../domain/reporting/default-templates.ts";
import * as repo from "./repo.ts";

/** Gives the organization the default templates unless it was given them before; answers whether it did. */
export function seedDefaultTemplates(db: Db, organizationId: string): Promise<boolean> {
  return repo.seedTemplatesOnce(
    db,
    organizationId,
    DEFAULT_TEMPLATES.map((t) => ({ name: t.name, description: t.description, templateType: t.templateType, sections: t.sections })),
  );
}

/** Seeds every organization not seeded yet; answers how many it seeded. */
export async function backfillDefaultTemplates(db: Db): Promise<number> {
  let n = 0;
  for (const id of await repo.organizationsNotSeeded(db)) if (await seedDefaultTemplates(db, id)) n++;
  return n;
}

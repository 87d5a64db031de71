/**
 * The default report templates (domain/reporting/default-templates.ts) for every organization: given once when
 * the organization is made (sign-up, the demo seed) and, at start, to every organization that never had them
 * (those made before the defaults existed). Idempotent: an organization is seeded at most once, ever.
 */
import type { Db } from "../../db/client.ts";
import { DEFAULT_TEMPLATES } from "../../../domain/reporting/default-templates.ts";
import { translator, type Translator } from "../../i18n/index.ts";
import * as repo from "./repo.ts";

/** The default templates as rows to seed, named and described in the given language (the creating admin's). */
export function defaultTemplateRows(tr: Translator) {
  return DEFAULT_TEMPLATES.map((t) => ({
    name: tr.seeded(`defaults.${t.templateType}.name`),
    description: tr.seeded(`defaults.${t.templateType}.description`),
    templateType: t.templateType,
    sections: t.sections,
  }));
}

/**
 * Gives the organization the default templates unless it was given them before; answers whether it did. They are
 * the organization's own data from then on, so they are written in its creator's language (English when none is known).
 */
export function seedDefaultTemplates(db: Db, organizationId: string, tr: Translator = translator("en")): Promise<boolean> {
  return repo.seedTemplatesOnce(db, organizationId, defaultTemplateRows(tr));
}

/** Seeds every organization not seeded yet; answers how many it seeded. */
export async function backfillDefaultTemplates(db: Db): Promise<number> {
  let n = 0;
  for (const id of await repo.organizationsNotSeeded(db)) if (await seedDefaultTemplates(db, id)) n++;
  return n;
}

/**
 * The built-in assessment types in the reader's words: the pages name them by id from the catalog
 * (src/web/locales/en/assessment-types.ts), whatever name an answer carries (or none). A designed type keeps the name and description
 * its organization gave it.
 */
import { addCatalog, tNs } from "./i18n.ts";
import assessmentTypes from "../locales/en/assessment-types.ts";

addCatalog("assessment-types", assessmentTypes);
const typesT = tNs("assessment-types");

/** Whether an id is one of the built-in types the catalog words. */
export const isBuiltInTypeId = (id: string): id is keyof typeof assessmentTypes => Object.hasOwn(assessmentTypes, id);

/** A built-in type's name in the reader's words; any other type's own name (its id when the answer named none). */
export function typeName(type: { readonly id: string; readonly name: string | null }): string {
  return isBuiltInTypeId(type.id) ? typesT(`${type.id}.name`) : (type.name ?? type.id);
}

/** A type with its name (and description, when it has one) in the reader's words. */
export function inReaderWords<T extends { readonly id: string; readonly name: string; readonly description?: string | null }>(type: T): T {
  if (!isBuiltInTypeId(type.id)) return type;
  return { ...type, name: typesT(`${type.id}.name`), ...(type.description === undefined ? {} : { description: typesT(`${type.id}.description`) }) };
}

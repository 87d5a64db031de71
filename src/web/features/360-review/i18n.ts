import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import "../../lib/psychometrics/i18n.ts";
import review360 from "../../locales/en/review360.ts";

addCatalog("review360", review360);

/** The 360 pages' translate function (components). */
export const useReview360T = () => useT("review360");

/** The same outside React (view helpers). */
export const review360T = tNs("review360");

/** A rater relationship's label ("Peer / Colleague"), in the reader's language. */
export const relationshipLabel = (relationship: string) => review360T(`relationships.${relationship}`);

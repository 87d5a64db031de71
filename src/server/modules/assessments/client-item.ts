import type { TClientItem } from "../../../contracts/assessments.ts";
import type { AssessmentItem } from "../../../domain/assessments/item-types.ts";

/**
 * An item as the taker sees it: no keys, scales or scoring directions; and unless the organization shows
 * them, no trait, facet, pillar or domain tags either (knowing what a statement measures biases the answer).
 */
export function clientItem(i: AssessmentItem, showTags: boolean): TClientItem {
  return {
    id: i.id,
    module: i.module,
    text: i.text,
    input: i.input,
    ...(showTags ? { trait: i.trait, facet: i.facet, pillar: i.pillar, domain: i.domain } : {}),
    flags: i.flags,
    note: i.note,
    normed: i.normed,
  };
}

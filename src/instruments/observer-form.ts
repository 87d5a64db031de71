/**
 * The 360 observer form: the IPIP-NEO-120 (Johnson 2014; public domain, items from @bigfive-org/questions)
 * in the third person by the IPIP's published conversion rules (src/domain/feedback360/third-person.ts),
 * in inventory order, scored on the same keys. Its version names the item bank it was made from, so a
 * stored rater's answers (by position) always meet the items they answered.
 */
import type { NeoItem } from "../domain/assessments/compose.ts";
import { toThirdPerson } from "../domain/feedback360/third-person.ts";
import { ipipNeo120BankVersion, loadIpipNeo120 } from "./ipip-neo-120.ts";

export const OBSERVER_FORM_ID = "ipip-neo-120-observer";
export const OBSERVER_FORM_NAME = "IPIP-NEO-120 observer form (third person)";

export type ObserverItem = NeoItem & { readonly firstPerson: string };

let cached: { version: string; items: readonly ObserverItem[] } | null = null;

/** The observer form's items (third-person text, original keys) and its version. */
export function observerForm(): { version: string; items: readonly ObserverItem[] } {
  if (!cached) {
    const items = loadIpipNeo120("en").map((i) => ({ ...i, firstPerson: i.text, text: toThirdPerson(i.text) }));
    cached = { version: `${OBSERVER_FORM_ID}/1:${ipipNeo120BankVersion()}`, items };
  }
  return cached;
}

/** An item bank as the simulation sees it: IPIP-NEO-120 items with domain, facet and keying; others by input type. */
import type { AssessmentItem } from "../../../../domain/assessments/item-types.ts";
import type { SimItem } from "../../../../domain/simulation/answers.ts";
import { loadIpipNeo120 } from "../../../../instruments/ipip-neo-120.ts";

const neo = new Map(loadIpipNeo120("en").map((i) => [i.id, i]));

/** The simulation's view of one item (IPIP-NEO-120 items are recognised by their package id). */
export function simItemOf(item: AssessmentItem): SimItem {
  const n = neo.get(item.id);
  if (n) return { kind: "neo", id: item.id, domain: n.domain, facet: n.facet, keyed: n.keyed };
  const input = item.input;
  switch (input.type) {
    case "likert":
      return { kind: "likert", id: item.id, scale: item.scales[0]?.scale ?? item.id, keyed: item.keyed ?? "plus" };
    case "multiple_choice":
    case "scenario":
      return { kind: "choice", id: item.id, values: input.options.map((o) => o.value) };
    case "scale":
      return { kind: "scale", id: item.id, min: input.min, max: input.max };
    case "ranking":
      return { kind: "ranking", id: item.id, entries: input.items };
    case "text":
      return { kind: "text", id: item.id };
  }
}

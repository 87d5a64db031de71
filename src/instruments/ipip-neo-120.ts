/**
 * Thin loader of the IPIP-NEO-120 items (Johnson 2014; public domain) from the npm package
 * @bigfive-org/questions (MIT), turned into the domain's NeoItem type. The item texts stay in the package;
 * this repository never copies them.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { getQuestions } from "@bigfive-org/questions";
import type { NeoItem } from "../domain/assessments/compose.ts";
import type { DomainLetter } from "../domain/psychometrics/scale-types.ts";

const require = createRequire(import.meta.url);
const PACKAGE_VERSION = (require("@bigfive-org/questions/package.json") as { version: string }).version;

const DOMAINS = new Set(["N", "E", "O", "A", "C"]);
const cache = new Map<string, readonly NeoItem[]>();

/**
 * The 120 items in inventory order for a language (default "en"), validated: 120 items, unique ids, domain
 * N/E/O/A/C, facet 1-6, keyed plus/minus. Throws when the package data breaks any of these.
 */
export function loadIpipNeo120(lang = "en"): readonly NeoItem[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const raw = getQuestions(lang);
  const items = raw.map((q, i): NeoItem => {
    if (!DOMAINS.has(q.domain)) throw new Error(`@bigfive-org/questions item ${q.id}: unknown domain ${q.domain}`);
    if (!(q.facet >= 1 && q.facet <= 6)) throw new Error(`@bigfive-org/questions item ${q.id}: facet ${q.facet} outside 1-6`);
    if (q.keyed !== "plus" && q.keyed !== "minus") throw new Error(`@bigfive-org/questions item ${q.id}: keyed ${q.keyed}`);
    return { id: q.id, text: q.text, domain: q.domain as DomainLetter, facet: q.facet, keyed: q.keyed, num: i + 1 };
  });
  if (items.length !== 120) throw new Error(`@bigfive-org/questions (${lang}) has ${items.length} items, expected 120`);
  if (new Set(items.map((i) => i.id)).size !== 120) throw new Error(`@bigfive-org/questions (${lang}) has duplicate ids`);
  cache.set(lang, items);
  return items;
}

/**
 * Version of the IPIP-NEO-120 item bank: the package version plus a hash of every item's id, domain, facet
 * and keying (texts excluded so translations share it). A change in the scoring key changes this string.
 */
export function ipipNeo120BankVersion(): string {
  const key = loadIpipNeo120("en")
    .map((i) => `${i.id}:${i.domain}${i.facet}:${i.keyed}`)
    .join("|");
  return `ipip-neo-120@${PACKAGE_VERSION}#${createHash("sha256").update(key).digest("hex").slice(0, 12)}`;
}

/** Every domain event is listed in docs/architecture.md ("Domain events"), with what publishes it. */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { DOMAIN_EVENT_TYPES } from "../../contracts/events.ts";

it("the architecture page's event table lists every domain event and no other", () => {
  const doc = readFileSync(new URL("../../../docs/architecture.md", import.meta.url), "utf8");
  const section = doc.slice(doc.indexOf("## Domain events"), doc.indexOf("`core.bus`"));
  const listed = [...section.matchAll(/^\| `([a-z0-9_.]+)` +\|/gm)].map((m) => m[1]);
  expect(listed.sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
});

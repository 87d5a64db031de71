/**
 * The Reporting Center builder's section list (spec 2 §2.10, §3.5): add a Chart, Table, Metric or Text section,
 * retitle it, configure it, move it up or down (disabled at the ends) and delete it.
 */
import { DEFAULT_BUILDER_CONFIG, type BuilderConfig, type BuilderSectionType } from "./center.ts";

/** Spec 2 §3.5 builder section: id, type, title, config (and the words of a text section). */
export type BuilderSection = { id: string; type: BuilderSectionType; title: string; config: BuilderConfig; text?: string };

/** The sections with a new one of `type` appended, titled `title` (the page gives "New {type}"), with the default configuration. */
export function addBuilderSection(sections: readonly BuilderSection[], type: BuilderSectionType, id: string, title: string): BuilderSection[] {
  return [...sections, { id, type, title, config: { ...DEFAULT_BUILDER_CONFIG }, ...(type === "text" ? { text: "" } : {}) }];
}

export function removeBuilderSection(sections: readonly BuilderSection[], id: string): BuilderSection[] {
  return sections.filter((s) => s.id !== id);
}

/** Move up is disabled on the first section, move down on the last. */
export function canMoveBuilderSection(sections: readonly BuilderSection[], index: number, direction: "up" | "down"): boolean {
  if (index < 0 || index >= sections.length) return false;
  return direction === "up" ? index > 0 : index < sections.length - 1;
}

/** The sections with the one at `index` moved one place; unchanged at the ends. */
export function moveBuilderSection(sections: readonly BuilderSection[], index: number, direction: "up" | "down"): BuilderSection[] {
  if (!canMoveBuilderSection(sections, index, direction)) return [...sections];
  const next = [...sections];
  const j = direction === "up" ? index - 1 : index + 1;
  [next[index], next[j]] = [next[j], next[index]];
  return next;
}

/** The sections with one section changed (its title, text or part of its configuration). */
export function updateBuilderSection(
  sections: readonly BuilderSection[],
  id: string,
  change: { title?: string; text?: string; config?: Partial<BuilderConfig> },
): BuilderSection[] {
  return sections.map((s) =>
    s.id !== id
      ? s
      : {
          ...s,
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.text !== undefined ? { text: change.text } : {}),
          config: change.config ? { ...s.config, ...change.config } : s.config,
        },
  );
}

/**
 * The node-based creator's selection as pure functions (spec 1 §2, §5, §9): toggling a node or a whole group
 * of the competency tree, applying a quick template, and whether Create Assessment may be pressed.
 */
import type { BuilderTemplate, CompetencyGroup } from "../../../domain/design/types.ts";
import type { CoverageBand } from "../../../domain/psychometrics/facet-confidence.ts";

/** Adds the node when absent, removes it when present (the tree keeps its order). */
export function toggleNode(selected: readonly string[], nodeId: string): string[] {
  return selected.includes(nodeId) ? selected.filter((id) => id !== nodeId) : [...selected, nodeId];
}

/** A group's checkbox state: all, some (indeterminate) or none of its nodes selected. */
export function groupState(group: CompetencyGroup, selected: readonly string[]): "all" | "some" | "none" {
  const n = group.nodes.filter((node) => selected.includes(node.id)).length;
  return n === 0 ? "none" : n === group.nodes.length ? "all" : "some";
}

/** The group checkbox: selects all its nodes unless all are selected, then deselects them. */
export function toggleGroup(selected: readonly string[], group: CompetencyGroup): string[] {
  const ids = group.nodes.map((n) => n.id);
  if (groupState(group, selected) === "all") return selected.filter((id) => !ids.includes(id));
  return [...selected, ...ids.filter((id) => !selected.includes(id))];
}

/** A quick template replaces the selection with its nodes (those the tree knows). */
export function applyTemplate(template: BuilderTemplate, groups: readonly CompetencyGroup[]): string[] {
  const known = new Set(groups.flatMap((g) => g.nodes.map((n) => n.id)));
  return template.nodeIds.filter((id) => known.has(id));
}

/** Whether the selection equals a template's (its button shows as pressed). */
export function isTemplateSelected(template: BuilderTemplate, selected: readonly string[]): boolean {
  return template.nodeIds.length === selected.length && template.nodeIds.every((id) => selected.includes(id));
}

/** Spec §5: Create Assessment is disabled unless a title is entered and at least one node is selected. */
export function canCreate(title: string, selected: readonly string[]): boolean {
  return title.trim() !== "" && selected.length > 0;
}

/** Spec §5 coverage bands as colours: poor red, fair amber, good green. */
export const BAND_CLASS: Readonly<Record<CoverageBand, string>> = {
  poor: "text-red-800 bg-red-50 ring-red-600/25 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
  fair: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  good: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
};

/**
 * Display order of graded answer options (our flow questions), kept apart so content modules can share it.
 */
import type { AnswerOption } from "./item-types.ts";

/**
 * A fixed display order for graded options, derived from the question id (FNV-1a hash → rotation, and
 * reversal on odd hashes), so the most effective option is not always in the same place. Deterministic:
 * the same question always shows the same order; values (the scores) are unchanged.
 */
export function displayOrder(id: string, options: readonly AnswerOption[]): readonly AnswerOption[] {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  const r = h % options.length;
  const rotated = [...options.slice(r), ...options.slice(0, r)];
  return (h >>> 8) % 2 === 1 ? rotated.reverse() : rotated;
}

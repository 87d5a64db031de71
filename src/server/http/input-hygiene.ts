/**
 * Text PostgreSQL cannot store: a NUL character, or a UTF-16 surrogate without its pair (JSON may carry
 * "\ud800"). Such input would fail deep in the database as a 500; it is refused at the edge as a 400.
 * Nesting is bounded too, so a deeply nested body is refused before anything walks it recursively.
 */
export const MAX_INPUT_DEPTH = 32;

/** Why input is refused: a NUL character, an unpaired surrogate, or nesting deeper than MAX_INPUT_DEPTH. */
export type InputProblem = "nul" | "surrogate" | "tooDeep";

/** Why this parsed input cannot be accepted, or null when every string in it is storable text. */
export function inputProblem(value: unknown): InputProblem | null {
  // iterative walk: a hostile body may nest far deeper than the call stack
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (typeof v === "string") {
      const p = textProblem(v);
      if (p) return p;
    } else if (v !== null && typeof v === "object") {
      if (depth >= MAX_INPUT_DEPTH) return "tooDeep";
      for (const [k, child] of Object.entries(v)) {
        const p = textProblem(k);
        if (p) return p;
        stack.push({ v: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Why one string cannot be stored, or null. */
export function textProblem(s: string): InputProblem | null {
  if (s.includes("\u0000")) return "nul";
  if (!s.isWellFormed()) return "surrogate";
  return null;
}

/**
 * Strict validation of one answer against its item (for the API and CLI edges; the scoring engine itself
 * is lenient and clamps per spec §5), and the spec §5 ranking renumbering rule.
 */
import type { AssessmentItem } from "./item-types.ts";

/** A ranking answer entry (spec §3: ranking answers are a list of {item, rank}). */
export interface RankEntry {
  readonly item: string;
  readonly rank: number;
}

/** What is wrong with an answer, as a code and its facts (the server's catalog and the CLI word it). */
export type AnswerProblem =
  | { readonly code: "likert" }
  | { readonly code: "option"; readonly options: readonly number[] }
  | { readonly code: "scale"; readonly min: number; readonly max: number }
  | { readonly code: "textEmpty" }
  | { readonly code: "textTooLong"; readonly max: number; readonly length: number }
  | { readonly code: "rankAll"; readonly count: number }
  | { readonly code: "rankUnknownItem" }
  | { readonly code: "rankRange"; readonly count: number }
  | { readonly code: "rankTwice" };

/** The outcome of validating an answer: the normalised value, or what is wrong. */
export type AnswerCheck = { readonly ok: true; readonly value: number | string | readonly RankEntry[] } | { readonly ok: false; readonly problem: AnswerProblem };

const fail = (problem: AnswerProblem): AnswerCheck => ({ ok: false, problem });

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

/**
 * Checks an answer: Likert an integer 1-5; multiple choice and scenario one of the option values; scale an
 * integer within min..max; text a non-blank string within the length limit (spec §5; Submit is disabled on
 * empty or whitespace); ranking every item exactly once with ranks 1..n.
 */
export function validateAnswer(item: Pick<AssessmentItem, "input">, raw: unknown): AnswerCheck {
  const input = item.input;
  switch (input.type) {
    case "likert":
      return isInt(raw) && raw >= 1 && raw <= 5 ? { ok: true, value: raw } : fail({ code: "likert" });
    case "multiple_choice":
    case "scenario":
      return isInt(raw) && input.options.some((o) => o.value === raw) ? { ok: true, value: raw } : fail({ code: "option", options: input.options.map((o) => o.value) });
    case "scale":
      return isInt(raw) && raw >= input.min && raw <= input.max ? { ok: true, value: raw } : fail({ code: "scale", min: input.min, max: input.max });
    case "text":
      if (typeof raw !== "string" || raw.trim() === "") return fail({ code: "textEmpty" });
      return raw.length <= input.maxLength ? { ok: true, value: raw } : fail({ code: "textTooLong", max: input.maxLength, length: raw.length });
    case "ranking": {
      const n = input.items.length;
      if (!Array.isArray(raw) || raw.length !== n) return fail({ code: "rankAll", count: n });
      const seenItems = new Set<string>();
      const seenRanks = new Set<number>();
      for (const e of raw as unknown[]) {
        const entry = e as Partial<RankEntry> | null;
        if (!entry || typeof entry.item !== "string" || !input.items.includes(entry.item)) return fail({ code: "rankUnknownItem" });
        if (!isInt(entry.rank) || entry.rank < 1 || entry.rank > n) return fail({ code: "rankRange", count: n });
        seenItems.add(entry.item);
        seenRanks.add(entry.rank);
      }
      if (seenItems.size !== n || seenRanks.size !== n) return fail({ code: "rankTwice" });
      return { ok: true, value: [...(raw as RankEntry[])].sort((a, b) => a.rank - b.rank).map(({ item, rank }) => ({ item, rank })) };
    }
  }
}

/**
 * Spec §5: changing an item's rank repositions it and renumbers the others sequentially. Returns a new list
 * ordered by rank with ranks 1..n; the target rank is clamped to 1..n; an unknown item leaves the order as is.
 */
export function moveRank(entries: readonly RankEntry[], item: string, newRank: number): RankEntry[] {
  const ordered = [...entries].sort((a, b) => a.rank - b.rank).map((e) => e.item);
  const from = ordered.indexOf(item);
  if (from >= 0) {
    ordered.splice(from, 1);
    const to = Math.min(Math.max(Math.round(newRank), 1), ordered.length + 1) - 1;
    ordered.splice(to, 0, item);
  }
  return ordered.map((it, i) => ({ item: it, rank: i + 1 }));
}

/** Spec §2: the message shown for an input type the question card cannot render. */
export function unsupportedInputMessage(type: string | undefined): string {
  return type ? `Unsupported input type: ${type}` : "Unsupported question type";
}

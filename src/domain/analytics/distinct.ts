/**
 * Distinct people over a date range from one small row a day, whatever the number of people.
 *
 * A scope (members active; participants of a department × type selection) records (person, day) pairs. For
 * each pair, its gap is the number of days since the same person's previous pair in the scope (none: ∞).
 * The people of [start, end] are exactly the pairs inside the range whose previous pair lies before
 * `start`, i.e. whose gap exceeds `day - start`. Each day keeps g, where g[i - 1] = its pairs with gap ≥ i
 * (i = 1 … DISTINCT_SPAN), so a range of up to DISTINCT_SPAN days is Σ_d g[d - start] over its days; g[0]
 * is the day's pair count. Longer ranges are counted from the pairs themselves.
 */

/** The longest range (days) answered from the per-day arrays. */
export const DISTINCT_SPAN = 366;
const DAY = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);

/** The per-day contribution of one pair with this gap (null: no earlier pair). */
export function gapStep(gap: number | null): number[] {
  return Array.from({ length: DISTINCT_SPAN }, (_, i) => (gap === null || gap >= i + 1 ? 1 : 0));
}

/** The change to a day's g when one of its pairs' gap changes from `from` to `to` (an earlier pair was added). */
export function gapChange(from: number | null, to: number | null): number[] {
  const a = gapStep(from);
  const b = gapStep(to);
  return b.map((x, i) => x - a[i]);
}

/** The scope of members' active days. */
export const ACTIVE_SCOPE = "active";

/** Separates a scope's parts (a character no department name holds). */
export const SCOPE_SEPARATOR = "\u001f";

/** The scope of participants of a selection (undefined = every department / type). */
export const participantScope = (sel: { department?: string; typeId?: string }) =>
  ["participants", sel.department === undefined ? "*" : `d:${sel.department}`, sel.typeId === undefined ? "*" : `t:${sel.typeId}`].join(SCOPE_SEPARATOR);

/** The four participant scopes a completion in a department and type belongs to. */
export const participantScopes = (department: string, typeId: string) => [
  participantScope({}),
  participantScope({ department }),
  participantScope({ typeId }),
  participantScope({ department, typeId }),
];

/**
 * Every day's g for pairs sorted by scope, person and day (the build from stored facts and activity):
 * a map from `${scope}\u0000${day}` to g.
 */
export function gapArrays(pairs: Iterable<{ scope: string; key: string; day: string }>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  let last: { scope: string; key: string; n: number } | null = null;
  for (const p of pairs) {
    const n = dayNumber(p.day);
    const gap = last && last.scope === p.scope && last.key === p.key ? n - last.n : null;
    if (gap !== null && gap <= 0) throw new Error("gapArrays needs distinct pairs sorted by scope, person and day");
    const id = `${p.scope}\u0000${p.day}`;
    let g = out.get(id);
    if (!g) out.set(id, (g = new Array<number>(DISTINCT_SPAN).fill(0)));
    const upTo = gap === null ? DISTINCT_SPAN : Math.min(gap, DISTINCT_SPAN);
    for (let i = 0; i < upTo; i++) g[i]++;
    last = { scope: p.scope, key: p.key, n };
  }
  return out;
}

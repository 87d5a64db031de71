/** Natural order: "Respondent 2" before "Respondent 10", case and accents ignored. */
const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/**
 * The people offered as a step's assignee: those whose name contains `query` (case-insensitive), in natural
 * order. The current choice stays in the list even when the query does not match it, so the select never
 * shows a value it does not offer.
 */
export function assigneeOptions<P extends { id: string; full_name: string }>(people: readonly P[], query: string, selectedId: string): P[] {
  const q = query.trim().toLocaleLowerCase();
  return people
    .filter((p) => q === "" || p.id === selectedId || p.full_name.toLocaleLowerCase().includes(q))
    .sort((a, b) => collator.compare(a.full_name, b.full_name) || collator.compare(a.id, b.id));
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ghostButtonClass } from "../../../components/buttons.ts";
import { rovingIndex } from "../../../lib/roving.ts";
import { chosenMembers, memberOptions, toggleMember, type ChoosableMember } from "../data/member-choice.ts";
import { useAnalyticsT } from "../i18n.ts";

const inputClass = "w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";

/**
 * A multi-select of the organization's members (WAI-ARIA listbox, aria-multiselectable): a search box filters it;
 * in the list the arrow keys, Home and End move, Space or Enter chooses or unchooses, and ArrowDown from the
 * search box enters it. The chosen members show below as chips that remove them.
 */
export function MemberPicker({ members, chosen, onChange }: { members: readonly ChoosableMember[]; chosen: ReadonlySet<string>; onChange(next: Set<string>): void }) {
  const t = useAnalyticsT();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [listFocused, setListFocused] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const options = useMemo(() => memberOptions(members, query, chosen), [members, query, chosen]);
  const picked = useMemo(() => chosenMembers(members, chosen), [members, chosen]);
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (userId: string) => `${id}-option-${userId}`;
  const activeOption = options[activeIndex];

  // keep the active option in view while the list has the keyboard (never scroll the page otherwise)
  useEffect(() => {
    if (!activeOption || document.activeElement !== listRef.current) return;
    document.getElementById(`${id}-option-${activeOption.userId}`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeOption, id]);

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if ((event.key === " " || event.key === "Enter") && activeOption) {
      event.preventDefault();
      onChange(toggleMember(chosen, activeOption.userId));
      return;
    }
    const next = rovingIndex(event.key, activeIndex, options.length, "vertical");
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <div className="w-full max-w-xl space-y-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
        {t("team.members.search")}
        <input
          type="search"
          className={inputClass}
          value={query}
          placeholder={t("team.members.searchPlaceholder")}
          aria-controls={listId}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && options.length > 0) {
              e.preventDefault();
              listRef.current?.focus();
            }
          }}
        />
      </label>
      <p id={`${id}-keys`} className="text-xs text-slate-500 dark:text-slate-400">
        {t("team.members.keys")}
      </p>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("team.members.noMatch", { query })}</p>
      ) : (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t("team.members.list")}
          aria-multiselectable="true"
          aria-describedby={`${id}-keys`}
          aria-activedescendant={activeOption ? optionId(activeOption.userId) : undefined}
          tabIndex={0}
          onKeyDown={onListKey}
          onFocus={() => setListFocused(true)}
          onBlur={() => setListFocused(false)}
          className="max-h-64 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700 dark:bg-slate-800"
        >
          {options.map((m, i) => {
            const selected = chosen.has(m.userId);
            return (
              <li
                key={m.userId}
                id={optionId(m.userId)}
                role="option"
                aria-selected={selected}
                onClick={() => {
                  setActive(i);
                  onChange(toggleMember(chosen, m.userId));
                }}
                className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${listFocused && i === activeIndex ? "bg-indigo-50 dark:bg-indigo-950/60" : "hover:bg-slate-50 dark:hover:bg-slate-700/40"}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border text-[10px] ${selected ? "border-indigo-600 bg-indigo-600 text-white" : "border-slate-400"}`}
                >
                  {selected ? "✓" : ""}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-slate-900 dark:text-white">{m.name || m.email}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {m.department ? t("team.members.detail", { email: m.email, department: m.department }) : m.email}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t("team.members.chosen", { count: chosen.size })}
        </p>
        {chosen.size > 0 && (
          <button type="button" className={ghostButtonClass} onClick={() => onChange(new Set())}>
            {t("team.members.clear")}
          </button>
        )}
      </div>
      {picked.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("team.members.chosenList")}>
          {picked.map((m) => (
            <li key={m.userId}>
              <button
                type="button"
                onClick={() => onChange(toggleMember(chosen, m.userId))}
                aria-label={t("team.members.remove", { name: m.name || m.email })}
                className="inline-flex items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 px-2 py-0.5 text-xs text-indigo-900 hover:bg-indigo-100 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100"
              >
                {m.name || m.email}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

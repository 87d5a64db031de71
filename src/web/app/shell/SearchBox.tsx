import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Icon } from "../../components/Icon.tsx";
import { useMe } from "../../lib/auth.tsx";
import { visibleItems } from "../../lib/nav.ts";
import { NAV_ITEMS } from "../navigation.ts";
import type { SearchResult } from "../navigation-search.ts";
import { useShellT } from "./i18n.ts";

/** True when the key event comes from a field where typing '/' should not steal focus. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

type Search = typeof import("../navigation-search.ts").searchDestinations;

/** The search and its keywords, loaded on first use (shared by every search box). */
let searchModule: Promise<Search> | null = null;
function loadSearch(): Promise<Search> {
  searchModule ??= import("../navigation-search.ts").then((m) => m.searchDestinations);
  return searchModule;
}

/**
 * Type-ahead search over the sidebar destinations (an ARIA combobox): arrows move, Enter or click navigates,
 * Escape closes. '/' or Ctrl/⌘+K focuses it from anywhere. The matching code and its keywords load when the
 * box is first focused.
 */
export function SearchBox({ autoFocus = false, onNavigate, className = "" }: { autoFocus?: boolean; onNavigate?: () => void; className?: string }) {
  const t = useShellT();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const { policies, platform } = useMe();
  const [search, setSearch] = useState<{ run: Search } | null>(null);
  const results = useMemo(() => (search ? search.run(query, visibleItems(NAV_ITEMS, policies, platform?.policies ?? null)) : []), [search, query, policies, platform]);
  const startSearch = () => {
    if (!search) void loadSearch().then((run) => setSearch({ run }));
  };
  const showPopup = open && query.trim().length >= 1 && search !== null;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.key === "k" && (event.metaKey || event.ctrlKey)) || (event.key === "/" && !isTypingTarget(event.target));
      if (!shortcut || !inputRef.current || inputRef.current.offsetParent === null) return;
      event.preventDefault();
      inputRef.current.focus();
      inputRef.current.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function go(result: SearchResult) {
    setQuery("");
    setOpen(false);
    setActiveIndex(0);
    inputRef.current?.blur();
    onNavigate?.();
    void navigate(result.destination.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (results.length > 0) setActiveIndex((i) => (i + 1) % results.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (results.length > 0) setActiveIndex((i) => (i - 1 + results.length) % results.length);
        break;
      case "Enter": {
        event.preventDefault();
        const chosen = results[activeIndex] ?? results[0];
        if (showPopup && chosen) go(chosen);
        break;
      }
      case "Escape":
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== "") {
          event.preventDefault();
          setQuery("");
        }
        break;
      default:
        break;
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={`relative ${className}`} role="search">
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t("search.placeholder")}
        value={query}
        onChange={(event) => {
          startSearch();
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => {
          startSearch();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPopup && results.length > 0 ? optionId(activeIndex) : undefined}
        className="h-9 w-full rounded-lg border border-slate-200 bg-slate-50 pr-10 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-400 focus:bg-white dark:border-slate-700 dark:bg-slate-800/60 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-indigo-500 dark:focus:bg-slate-900"
      />
      <kbd className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-slate-200 bg-white px-1.5 font-sans text-[11px] text-slate-500 lg:block dark:text-slate-400 dark:border-slate-700 dark:bg-slate-900">
        /
      </kbd>
      <div
        className={`absolute top-full right-0 left-0 z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900 ${showPopup ? "" : "hidden"}`}
      >
        <ul id={listId} role="listbox" aria-label={t("search.results")} className="max-h-80 overflow-y-auto py-1.5">
          {results.map((result, index) => (
            <li
              key={result.destination.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => go(result)}
              className={`mx-1.5 cursor-pointer rounded-lg px-3 py-2 ${index === activeIndex ? "bg-indigo-50 dark:bg-indigo-500/15" : ""}`}
            >
              <span className={`block text-sm font-medium ${index === activeIndex ? "text-indigo-700 dark:text-indigo-300" : "text-slate-900 dark:text-white"}`}>
                {result.label}
              </span>
              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{result.destination.description}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 && <p className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">{t("search.noMatch", { query: query.trim() })}</p>}
      </div>
    </div>
  );
}

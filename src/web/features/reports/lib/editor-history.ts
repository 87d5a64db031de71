/**
 * The report editor's undo/redo history (spec 2 §2.3): a pure reducer over snapshots of the content. A commit
 * that changes nothing (the same snapshot) is not recorded; a new commit clears what could be redone; the past
 * is capped so a long session does not grow without bound.
 */

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export type HistoryAction<T> = { type: "commit"; value: T } | { type: "undo" } | { type: "redo" } | { type: "reset"; value: T };

/** How many steps back undo can go. */
export const HISTORY_LIMIT = 100;

/** A history holding only `value`. */
export function initialHistory<T>(value: T): History<T> {
  return { past: [], present: value, future: [] };
}

/** The next history after an action (the same object when nothing changes). */
export function historyReducer<T>(h: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "commit":
      if (Object.is(action.value, h.present)) return h;
      return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: action.value, future: [] };
    case "undo":
      if (h.past.length === 0) return h;
      return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
    case "redo":
      if (h.future.length === 0) return h;
      return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
    case "reset":
      return initialHistory(action.value);
  }
}

export const canUndo = <T>(h: History<T>) => h.past.length > 0;
export const canRedo = <T>(h: History<T>) => h.future.length > 0;

/** Ctrl/⌘+Z is undo, Ctrl/⌘+Shift+Z (or Ctrl+Y) redo; anything else null. */
export function historyShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): "undo" | "redo" | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  if (key === "y" && !e.shiftKey) return "redo";
  return null;
}

import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from "react";
import { rovingIndex } from "../lib/roving.ts";

interface TabsContextValue {
  value: string;
  baseId: string;
  onValueChange(value: string): void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: "TabsTrigger" | "TabsContent" | "TabsList"): TabsContextValue {
  const ctx = useContext(TabsContext);
  // Spec 1 §8: tab parts used outside a tabs container throw.
  if (!ctx) throw new Error(`${part} must be used within Tabs`);
  return ctx;
}

const safe = (v: string) => v.replace(/[^A-Za-z0-9_-]/g, "_");
const tabId = (base: string, v: string) => `${base}-tab-${safe(v)}`;
const panelId = (base: string, v: string) => `${base}-panel-${safe(v)}`;

/** A tabs container (controlled): the selected value and what to do when another tab is chosen. */
export function Tabs({ value, onValueChange, children, className }: { value: string; onValueChange(value: string): void; children: ReactNode; className?: string }) {
  const baseId = useId().replace(/:/g, "");
  return (
    <TabsContext.Provider value={{ value, onValueChange, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/**
 * The tab list: one Tab stop (roving tabindex); Left/Right arrows move and select (wrapping), Home/End jump
 * to the ends (WAI-ARIA Tabs pattern with automatic activation).
 */
export function TabsList({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  const { onValueChange } = useTabs("TabsList");
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const current = tabs.findIndex((t) => t === document.activeElement);
    if (current < 0) return;
    const next = rovingIndex(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next].focus();
    const value = tabs[next].dataset.value;
    if (value !== undefined) onValueChange(value);
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {children}
    </div>
  );
}

/** One tab. */
export function TabsTrigger({ value, children, className = "" }: { value: string; children: ReactNode; className?: string }) {
  const ctx = useTabs("TabsTrigger");
  const selected = ctx.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(ctx.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(ctx.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-state={selected ? "active" : "inactive"}
      onClick={() => ctx.onValueChange(value)}
      className={className}
    >
      {children}
    </button>
  );
}

/** A tab's panel: rendered while its tab is selected, or always with `forceMount` (e.g. when printing). */
export function TabsContent({ value, forceMount = false, children, className = "" }: { value: string; forceMount?: boolean; children: ReactNode; className?: string }) {
  const ctx = useTabs("TabsContent");
  const selected = ctx.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(ctx.baseId, value)}
      aria-labelledby={tabId(ctx.baseId, value)}
      tabIndex={0}
      data-state={selected ? "active" : "inactive"}
      className={className}
    >
      {children}
    </div>
  );
}

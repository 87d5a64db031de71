import type { ReactNode } from "react";

/**
 * A box whose content scrolls (a long table in a card of fixed height, a wide table): a named region in the tab
 * order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The focus ring is the app's `:focus-visible` outline.
 */
export function ScrollRegion({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}

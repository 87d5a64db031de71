/**
 * Keyboard movement in a horizontal composite (tabs, toolbars): the index a key moves focus to, or null when
 * the key is not a movement key. Arrows wrap; Home and End go to the ends (WAI-ARIA Authoring Practices, Tabs).
 */
export function rovingIndex(key: string, current: number, count: number, orientation: "horizontal" | "vertical" = "horizontal"): number | null {
  if (count <= 0) return null;
  const next = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";
  const prev = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
  switch (key) {
    case next:
      return (current + 1) % count;
    case prev:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

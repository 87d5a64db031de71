import { useEffect, useRef, useState } from "react";

/** Width used before the box is measured (and while it is hidden). */
export const FALLBACK_WIDTH = 640;

/** The content width of a box, followed as it resizes (recharts charts take a width in pixels). */
export function useBoxWidth<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width || FALLBACK_WIDTH };
}

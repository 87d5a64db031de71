import { useEffect } from "react";
import { readSeconds } from "../lib/sections.ts";
import { recordRead, recordViewed } from "../reports-api.ts";

/**
 * Reading figures of a report (spec 2 §2.5 analytics): a "viewed" event when it opens, and a "read" event with
 * the seconds it was visible whenever the page is hidden or the viewer is left (at most an hour each).
 */
export function useReadingEvents(organizationId: string, reportId: string): void {
  useEffect(() => {
    void recordViewed(organizationId, reportId).catch(() => undefined);
    let visibleSince: number | null = document.visibilityState === "visible" ? Date.now() : null;
    let visibleMs = 0;
    const flush = () => {
      if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
      visibleSince = null;
      const seconds = readSeconds(visibleMs);
      visibleMs = 0;
      if (seconds > 0) recordRead(organizationId, reportId, seconds);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
      else if (visibleSince === null) visibleSince = Date.now();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [organizationId, reportId]);
}

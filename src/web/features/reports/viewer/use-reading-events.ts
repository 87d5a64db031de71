import { useEffect } from "react";
import { readSeconds } from "../lib/sections.ts";
import { recordRead, recordViewed } from "../reports-api.ts";

/** When each report last sent "viewed" (React's development double effects send it once). */
const lastViewed = new Map<string, number>();

/**
 * Reading figures of a report (spec 2 §2.5 analytics): a "viewed" event when it opens, and a "read" event with
 * the seconds it was visible whenever the page is hidden or the viewer is left (at most an hour each).
 */
export function useReadingEvents(organizationId: string, reportId: string): void {
  useEffect(() => {
    const now = Date.now();
    if (now - (lastViewed.get(reportId) ?? 0) > 2000) void recordViewed(organizationId, reportId).catch(() => undefined);
    lastViewed.set(reportId, now);
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

/** Period figures for the section tests: a busy week by default, any field overridden. */
import type { PeriodFigures } from "./figures.ts";

export function figures(over: Partial<PeriodFigures> = {}): PeriodFigures {
  return {
    period: { start: "2026-11-01", end: "2026-11-07" },
    members: 120,
    newMembers: 4,
    activeUsers: 30,
    activeDays: 55,
    started: 50,
    completed: 42,
    averageScore: 55.24,
    daily: [
      { date: "2026-11-02", started: 20, completed: 18 },
      { date: "2026-11-05", started: 30, completed: 24 },
    ],
    byType: [
      { typeId: "ipip-neo-120", name: null, started: 40, completed: 38, avgMinutes: 21.26 },
      { typeId: "executive", name: null, started: 10, completed: 4, avgMinutes: 30 },
    ],
    ...over,
  };
}

/** The week before `figures()`'s. */
export const before = (over: Partial<PeriodFigures> = {}) =>
  figures({
    period: { start: "2026-10-25", end: "2026-10-31" },
    members: 116,
    newMembers: 2,
    activeUsers: 25,
    activeDays: 40,
    started: 45,
    completed: 37,
    averageScore: 54,
    ...over,
  });

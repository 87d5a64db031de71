import { describe, expect, it } from "vitest";
import type { TNotification } from "../../../contracts/notifications.ts";
import { notificationDue, notificationText, safeLink, timeAgo, withAllRead, withRead } from "./notification-text.ts";
import { unreadBadge } from "./unread-badge.ts";

function n(id: string, extra: Partial<TNotification> = {}): TNotification {
  return {
    id,
    kind: "assessment.assigned",
    data: { assessmentTitle: "Executive assessment", actorName: "Avery Admin", dueAt: null },
    link: "/dashboard/assessments/start/a1",
    readAt: null,
    createdAt: "2025-03-10T11:00:00.000Z",
    ...extra,
  };
}

const NOW = new Date("2025-03-10T12:00:00.000Z");

describe("notification text", () => {
  it("is written from kind and data", () => {
    expect(notificationText(n("1"))).toBe("Avery Admin assigned you the Executive assessment");
    expect(notificationText(n("1", { kind: "assessment.reminder" }))).toBe("Avery Admin sent you a reminder about the Executive assessment");
    expect(notificationText(n("1", { kind: "assessment.completed", data: { actorName: "Sam Okafor", assessmentTitle: "Individual assessment" } }))).toBe(
      "Sam Okafor completed the Individual assessment",
    );
  });

  it("a plan's allowance at 80 % and at 100 %: the numbers, the day it resets and the organization's zone", () => {
    const limit = 50;
    const used = 40 + Math.floor(Math.random() * 9);
    const data = { limit, used, resetsAt: "2026-12-01T00:00:00.000Z", timeZone: "UTC" };
    expect(notificationText(n("1", { kind: "billing.usage", data: { ...data, threshold: 80 } }))).toBe(
      `Your organization has started ${used} of the 50 assessments its plan allows this month: ${limit - used} left until Dec 1, 2026 (UTC)`,
    );
    expect(notificationText(n("1", { kind: "billing.usage", data: { ...data, used: 50, threshold: 100 } }))).toBe(
      "Your organization has started all 50 assessments its plan allows this month: new ones can start on Dec 1, 2026 (UTC), or at once after an upgrade",
    );
  });

  it("still reads well when data is missing", () => {
    expect(notificationText(n("1", { data: {} }))).toBe("Someone assigned you an assessment");
    expect(notificationText(n("1", { kind: "assessment.reminder", data: { actorName: "Avery Admin" } }))).toBe("Avery Admin sent you a reminder about an assessment");
    expect(notificationText(n("1", { data: { actorName: "  ", assessmentTitle: "Executive assessment" } }))).toBe("Someone assigned you the Executive assessment");
  });

  it("adds the due date, overdue once passed", () => {
    expect(notificationDue(n("1"), NOW)).toBe("");
    expect(notificationDue(n("1", { data: { dueAt: "2025-03-20T22:59:59.999Z" } }), NOW, "en-GB")).toBe("Due 20 Mar 2025");
    expect(notificationDue(n("1", { data: { dueAt: "2025-03-05T12:00:00.000Z" } }), NOW, "en-GB")).toBe("Overdue: due 5 Mar 2025");
    expect(notificationDue(n("1", { data: { dueAt: "nope" } }), NOW)).toBe("");
  });

  it("says how long ago", () => {
    expect(timeAgo("2025-03-10T11:59:30.000Z", NOW, "en")).toBe("Just now");
    expect(timeAgo("2025-03-10T11:55:00.000Z", NOW, "en")).toBe("5 minutes ago");
    expect(timeAgo("2025-03-10T09:00:00.000Z", NOW, "en")).toBe("3 hours ago");
    expect(timeAgo("2025-03-09T09:00:00.000Z", NOW, "en")).toBe("yesterday");
    expect(timeAgo("2025-02-01T09:00:00.000Z", NOW, "en-GB")).toBe("1 Feb 2025");
  });
});

describe("the bell's state", () => {
  it("badges the unread count", () => {
    expect(unreadBadge(0)).toBe("");
    expect(unreadBadge(3)).toBe("3");
    expect(unreadBadge(12)).toBe("9+");
  });

  it("marks one or all read in the cached list", () => {
    const list = { notifications: [n("1"), n("2"), n("3", { readAt: "2025-03-09T00:00:00.000Z" })], unread: 2 };
    const one = withRead(list, "1", "2025-03-10T12:00:00.000Z");
    expect(one.unread).toBe(1);
    expect(one.notifications.map((x) => x.readAt !== null)).toEqual([true, false, true]);
    expect(withRead(one, "1", "later")).toBe(one);
    expect(withRead(list, "3", "later")).toBe(list);
    const all = withAllRead(list, "2025-03-10T12:00:00.000Z");
    expect(all.unread).toBe(0);
    expect(all.notifications.every((x) => x.readAt !== null)).toBe(true);
    expect(all.notifications[2].readAt).toBe("2025-03-09T00:00:00.000Z");
  });

  it("follows only links on this site", () => {
    expect(safeLink("/dashboard/assessments/start/a1")).toBe("/dashboard/assessments/start/a1");
    expect(safeLink("https://evil.example/x")).toBeNull();
    expect(safeLink("//evil.example/x")).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

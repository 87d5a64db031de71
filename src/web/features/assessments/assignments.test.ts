import { describe, expect, it } from "vitest";
import type { TAssignment } from "../../../contracts/assignments.ts";
import {
  assignedMessage,
  assignmentStatusText,
  checkDueDate,
  dateInputValue,
  dueLabel,
  endOfDayIso,
  isOverdue,
  lastReminderLabel,
  reminderHint,
  reminderState,
  sortAssignments,
} from "./assignments.ts";

function assignment(id: string, extra: Partial<TAssignment> = {}): TAssignment {
  return {
    id,
    typeId: "executive",
    title: "Executive assessment",
    assignee: { id: `u-${id}`, name: "Sam Okafor", email: "sam@demo.facetwise.test" },
    assignedBy: { id: "admin", name: "Avery Admin" },
    status: "not_started",
    answered: 0,
    total: 90,
    assignedAt: "2025-03-01T10:00:00.000Z",
    dueAt: null,
    startedAt: null,
    completedAt: null,
    lastRemindedAt: null,
    reminderCount: 0,
    nextReminderAt: null,
    resultsResponseId: null,
    policies: { remind: true, readResults: true },
    ...extra,
  };
}

const NOW = new Date("2025-03-10T12:00:00.000Z");

describe("due dates", () => {
  it("a picked day ends at 23:59:59.999 in the user's timezone", () => {
    const iso = endOfDayIso("2025-03-31");
    expect(iso).not.toBeNull();
    const end = new Date(iso!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([2025, 2, 31, 23, 59, 59]);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("refuses what is not a real day", () => {
    expect(endOfDayIso("2025-02-30")).toBeNull();
    expect(endOfDayIso("31/03/2025")).toBeNull();
    expect(endOfDayIso("")).toBeNull();
  });

  it("date input values are the local day", () => {
    expect(dateInputValue(new Date(2025, 0, 5, 23, 30))).toBe("2025-01-05");
  });

  it("checks the field: empty is no due date, today and later are fine, the past is refused", () => {
    const now = new Date(2025, 2, 10, 15, 0);
    expect(checkDueDate("", now)).toEqual({ ok: true, dueAt: null });
    expect(checkDueDate("2025-03-10", now)).toMatchObject({ ok: true });
    expect(checkDueDate("2025-04-01", now)).toEqual({ ok: true, dueAt: endOfDayIso("2025-04-01") });
    expect(checkDueDate("2025-03-09", now)).toEqual({ ok: false, error: "Choose today or a later date." });
    expect(checkDueDate("2025-13-01", now)).toEqual({ ok: false, error: "Enter a valid date." });
  });

  it("overdue only while not completed", () => {
    expect(isOverdue("2025-03-09T23:59:59.999Z", false, NOW)).toBe(true);
    expect(isOverdue("2025-03-09T23:59:59.999Z", true, NOW)).toBe(false);
    expect(isOverdue("2025-03-11T23:59:59.999Z", false, NOW)).toBe(false);
    expect(isOverdue(null, false, NOW)).toBe(false);
    expect(dueLabel("2025-03-20T12:00:00.000Z", false, NOW, "en-GB")).toBe("Due 20 Mar 2025");
    expect(dueLabel("2025-03-05T12:00:00.000Z", false, NOW, "en-GB")).toBe("Overdue: due 5 Mar 2025");
    expect(dueLabel("2025-03-05T12:00:00.000Z", true, NOW, "en-GB")).toBe("Due 5 Mar 2025");
    expect(dueLabel(null, false, NOW)).toBe("");
  });
});

describe("the assignment toast", () => {
  it("says how many were assigned and how many already had it open", () => {
    expect(assignedMessage(2, 0, "Executive")).toEqual({ message: "Executive assigned to 2 members.", tone: "info" });
    expect(assignedMessage(1, 0, "Executive")).toEqual({ message: "Executive assigned to 1 member.", tone: "info" });
    expect(assignedMessage(2, 1, "Executive").message).toBe("Executive assigned to 2 members. 1 already had it open and was not assigned again.");
    expect(assignedMessage(1, 3, "Executive").message).toBe("Executive assigned to 1 member. 3 already had it open and were not assigned again.");
    expect(assignedMessage(0, 2, "Executive")).toEqual({
      message: "Nobody new was assigned: the 2 members you picked already have Executive open.",
      tone: "warning",
    });
    expect(assignedMessage(0, 1, "Executive").message).toBe("Nobody new was assigned: the member you picked already has Executive open.");
  });
});

describe("following assignments", () => {
  it("words the status with progress", () => {
    expect(assignmentStatusText({ status: "not_started", answered: 0, total: 90 })).toBe("Not started");
    expect(assignmentStatusText({ status: "in_progress", answered: 12, total: 90 })).toBe("In progress · 12 of 90");
    expect(assignmentStatusText({ status: "completed", answered: 90, total: 90 })).toBe("Completed");
  });

  it("a reminder may go when the server's next time has passed, never for completed ones or without permission", () => {
    expect(reminderState(assignment("a"), NOW)).toEqual({ kind: "ready" });
    expect(reminderState(assignment("a", { nextReminderAt: "2025-03-10T11:00:00.000Z" }), NOW)).toEqual({ kind: "ready" });
    expect(reminderState(assignment("a", { nextReminderAt: "2025-03-10T20:00:00.000Z" }), NOW)).toEqual({ kind: "wait", until: "2025-03-10T20:00:00.000Z" });
    expect(reminderState(assignment("a", { status: "completed" }), NOW)).toEqual({ kind: "completed" });
    expect(reminderState(assignment("a", { policies: { remind: false, readResults: false } }), NOW)).toEqual({ kind: "not-allowed" });
  });

  it("explains a disabled reminder button", () => {
    expect(reminderHint({ kind: "ready" })).toBe("");
    expect(reminderHint({ kind: "wait", until: "2025-03-10T20:00:00.000Z" }, "en-GB")).toMatch(/^Next possible 10 Mar, \d{2}:\d{2}$/);
    expect(reminderHint({ kind: "completed" })).toBe("Completed: no reminder needed");
  });

  it("shows the last reminder and how many were sent", () => {
    expect(lastReminderLabel({ lastRemindedAt: null, reminderCount: 0 })).toBe("No reminder sent yet");
    expect(lastReminderLabel({ lastRemindedAt: "2025-03-10T08:00:00.000Z", reminderCount: 1 }, "en-GB")).toMatch(/^Reminded 10 Mar, \d{2}:\d{2}$/);
    expect(lastReminderLabel({ lastRemindedAt: "2025-03-10T08:00:00.000Z", reminderCount: 3 }, "en-GB")).toMatch(/^Reminded 10 Mar, \d{2}:\d{2} \(3 reminders\)$/);
  });

  it("lists overdue first, then by due date, then the rest; completed last", () => {
    const list = [
      assignment("done", { status: "completed", dueAt: "2025-03-01T00:00:00.000Z" }),
      assignment("later", { dueAt: "2025-03-20T00:00:00.000Z" }),
      assignment("none"),
      assignment("overdue", { dueAt: "2025-03-05T00:00:00.000Z" }),
      assignment("soon", { dueAt: "2025-03-12T00:00:00.000Z", status: "in_progress" }),
    ];
    expect(sortAssignments(list, NOW).map((a) => a.id)).toEqual(["overdue", "soon", "later", "none", "done"]);
  });
});

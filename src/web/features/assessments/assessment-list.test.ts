import { describe, expect, it } from "vitest";
import type { TAssessmentSummary } from "../../../contracts/assessments.ts";
import {
  answeredLabel,
  assessmentsInSection,
  minutesLabel,
  typeEstimateLabels,
  rowAction,
  rowDateLabel,
  rowProgress,
  rowSubtitle,
  sectionCounts,
  sectionOfPath,
  shortDate,
} from "./assessment-list.ts";

function a(id: string, status: TAssessmentSummary["status"], extra: Partial<TAssessmentSummary> = {}): TAssessmentSummary {
  return {
    id,
    typeId: "individual",
    title: "Individual",
    status,
    assignedBy: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    dueAt: null,
    responseId: status === "assigned" ? null : `r-${id}`,
    answered: status === "completed" ? 75 : status === "in_progress" ? 30 : 0,
    total: 75,
    estimatedMinutes: 57,
    estimateBasis: { kind: "per_question" },
    startedAt: status === "assigned" ? null : "2025-03-02T10:00:00.000Z",
    completedAt: status === "completed" ? "2025-03-03T10:00:00.000Z" : null,
    ...extra,
  };
}

const list = [a("c1", "completed"), a("a1", "assigned"), a("p1", "in_progress"), a("c2", "completed", { completedAt: "2025-04-01T00:00:00.000Z" })];

describe("sections", () => {
  it("reads the section from the path", () => {
    expect(sectionOfPath("/dashboard/assessments")).toBe("all");
    expect(sectionOfPath("/dashboard/assessments/active/")).toBe("active");
    expect(sectionOfPath("/dashboard/assessments/completed")).toBe("completed");
    expect(sectionOfPath("/dashboard/assessments/drafts")).toBe("drafts");
  });

  it("active = assigned + in progress, drafts = in progress; in progress first, newest first", () => {
    expect(assessmentsInSection(list, "all").map((x) => x.id)).toEqual(["p1", "a1", "c2", "c1"]);
    expect(assessmentsInSection(list, "active").map((x) => x.id)).toEqual(["p1", "a1"]);
    expect(assessmentsInSection(list, "completed").map((x) => x.id)).toEqual(["c2", "c1"]);
    expect(assessmentsInSection(list, "drafts").map((x) => x.id)).toEqual(["p1"]);
    expect(sectionCounts(list)).toEqual({ all: 4, active: 2, completed: 2, drafts: 1 });
  });
});

describe("rows", () => {
  it("offers Start, Resume or View results", () => {
    expect(rowAction(a("x", "assigned"))).toEqual({ kind: "start", label: "Start", assessmentId: "x" });
    expect(rowAction(a("x", "in_progress"))).toEqual({ kind: "resume", label: "Resume", responseId: "r-x" });
    expect(rowAction(a("x", "completed"))).toEqual({ kind: "results", label: "View results", responseId: "r-x" });
    // In progress without a session yet: start (the server resumes the open one).
    expect(rowAction(a("x", "in_progress", { responseId: null }))).toMatchObject({ kind: "start" });
  });

  it("progress is a rounded percentage (spec §9)", () => {
    expect(rowProgress({ answered: 30, total: 75 })).toBe(40);
    expect(rowProgress({ answered: 1, total: 75 })).toBe(1);
    expect(rowProgress({ answered: 0, total: 0 })).toBe(0);
    expect(answeredLabel({ answered: 30, total: 75 })).toBe("30 of 75 answered");
  });

  it("dates and wording", () => {
    expect(shortDate("2025-03-12T10:00:00.000Z", "en-GB")).toBe("12 Mar 2025");
    expect(shortDate(null)).toBe("");
    expect(shortDate("nope")).toBe("");
    expect(rowDateLabel(a("x", "completed"), "en-GB")).toBe("Completed 3 Mar 2025");
    expect(rowDateLabel(a("x", "in_progress"), "en-GB")).toBe("Started 2 Mar 2025");
    expect(rowDateLabel(a("x", "assigned", { assignedBy: { id: "m", name: "Morgan" } }), "en-GB")).toBe("Assigned 1 Mar 2025");
    expect(minutesLabel(57)).toBe("about 57 min");
    expect(minutesLabel(90, { kind: "per_question" })).toBe("about 90 min (45 seconds a question)");
    expect(minutesLabel(24, { kind: "measured", completions: 212 })).toBe("about 24 min (median time of 212 completions here)");
    expect(rowSubtitle(a("x", "assigned", { assignedBy: { id: "m", name: "Morgan" } }), "en-GB")).toBe("Assigned by Morgan on 1 Mar 2025");
    expect(rowSubtitle(a("x", "in_progress", { assignedBy: { id: "m", name: "Morgan" } }), "en-GB")).toBe("Started 2 Mar 2025 · Assigned by Morgan");
    expect(rowSubtitle(a("x", "assigned"), "en-GB")).toBe("Created 1 Mar 2025");
    expect(rowSubtitle(a("x", "assigned", { assignedBy: { id: "m", name: " " } }), "en-GB")).toBe("Assigned 1 Mar 2025");
  });
});

describe("typeEstimateLabels", () => {
  it("words each type's estimate as its type card does, by type id", () => {
    const labels = typeEstimateLabels([
      { id: "executive", estimatedMinutes: 90, estimateBasis: { kind: "per_question" } },
      { id: "ct-abc", estimatedMinutes: 12, estimateBasis: { kind: "measured", completions: 7 } },
    ]);
    expect(labels.get("executive")).toBe(minutesLabel(90, { kind: "per_question" }));
    expect(labels.get("executive")).toBe("about 90 min (45 seconds a question)");
    expect(labels.get("ct-abc")).toBe("about 12 min (median time of 7 completions here)");
    expect(labels.get("individual")).toBeUndefined();
  });
});

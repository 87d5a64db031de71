import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVE_USERS_MIN, alertsFor, COMPLETION_DROP_PERCENT, COMPLETION_RATE_MIN, FLAGGED_MAX_PERCENT, MIN_EVENTS, percentOf, type AlertInput } from "./alerts.ts";

/** A quiet month: nothing crosses a threshold. */
const calm: AlertInput = {
  days: 30,
  started: 100,
  completed: 90,
  previousCompleted: 95,
  quality: { n: 80, flagged: 4 },
  activeUsers: 40,
  members: 60,
  departments: [
    { department: "Sales", responses: 30, covered: 30 },
    { department: "HR", responses: 0, covered: 0 },
  ],
  minGroupSize: 5,
};
const kinds = (x: AlertInput) => alertsFor(x).map((a) => a.kind);

describe("alertsFor", () => {
  it("is all clear when no figure crosses a threshold", () => {
    expect(alertsFor(calm)).toEqual([]);
  });

  it("warns when the completion rate is below 70%, quoting the rate, the counts and n", () => {
    expect(alertsFor({ ...calm, started: 100, completed: 69, previousCompleted: 69 })).toEqual([
      { kind: "lowCompletionRate", severity: "warning", value: 69, threshold: COMPLETION_RATE_MIN, n: 100, numbers: { started: 100, completed: 69 } },
    ]);
    expect(kinds({ ...calm, started: 100, completed: 70, previousCompleted: 70 })).toEqual([]);
  });

  it("decides on the rounded percent it shows (69.96% reads 70%, so no alert)", () => {
    expect(percentOf(1748 / 2499)).toBe(69.9); // 69.948%
    expect(kinds({ ...calm, started: 2499, completed: 1748, previousCompleted: 1748 })).toEqual(["lowCompletionRate"]);
    expect(kinds({ ...calm, started: 10_000, completed: 6996, previousCompleted: 6996 })).toEqual([]); // 69.96% → 70%
  });

  it("does not rate fewer than 10 starts", () => {
    expect(kinds({ ...calm, started: MIN_EVENTS - 1, completed: 0, previousCompleted: 0 })).toEqual([]);
    expect(kinds({ ...calm, started: MIN_EVENTS, completed: 0, previousCompleted: 0 })).toEqual(["lowCompletionRate"]);
  });

  it("caps the rate at 100% when completions of earlier starts outnumber the range's starts", () => {
    expect(kinds({ ...calm, started: 10, completed: 30, previousCompleted: 30 })).toEqual([]);
  });

  it("warns when completions fall by a quarter or more against the previous period of the same length", () => {
    const [alert] = alertsFor({ ...calm, completed: 60, started: 60, previousCompleted: 80 });
    expect(alert).toEqual({
      kind: "completionDrop",
      severity: "warning",
      value: -25,
      threshold: -COMPLETION_DROP_PERCENT,
      n: 140,
      numbers: { completed: 60, previousCompleted: 80, days: 30 },
    });
    expect(kinds({ ...calm, completed: 61, started: 61, previousCompleted: 80 })).toEqual([]);
    // a small previous period is not compared
    expect(kinds({ ...calm, completed: 0, started: 0, previousCompleted: MIN_EVENTS - 1 })).toEqual([]);
  });

  it("warns when more than 10% of the covered responses carry a quality flag", () => {
    expect(alertsFor({ ...calm, quality: { n: 50, flagged: 6 } })).toEqual([
      { kind: "flaggedResponses", severity: "warning", value: 12, threshold: FLAGGED_MAX_PERCENT, n: 50, numbers: { flagged: 6 } },
    ]);
    expect(kinds({ ...calm, quality: { n: 50, flagged: 5 } })).toEqual([]);
    // withheld quality, or too few responses to rate
    expect(kinds({ ...calm, quality: null })).toEqual([]);
    expect(kinds({ ...calm, quality: { n: 5, flagged: 3 } })).toEqual([]);
  });

  it("informs when fewer than 10 members were active in 30 days, unless the organization is smaller than that", () => {
    expect(alertsFor({ ...calm, activeUsers: 9 })).toEqual([{ kind: "lowActivity", severity: "info", value: 9, threshold: ACTIVE_USERS_MIN, n: 60, numbers: { members: 60 } }]);
    expect(kinds({ ...calm, activeUsers: 10 })).toEqual([]);
    expect(kinds({ ...calm, activeUsers: 3, members: 5 })).toEqual([]);
  });

  it("lists departments with responses whose figures are withheld, and skips empty ones and no department", () => {
    const [alert] = alertsFor({
      ...calm,
      departments: [
        { department: "Sales", responses: 7, covered: 3 },
        { department: "HR", responses: 2, covered: 0 },
        { department: "Ops", responses: 0, covered: 0 },
        { department: "", responses: 4, covered: 0 },
        { department: "Engineering", responses: 9, covered: 5 },
      ],
    });
    expect(alert).toEqual({
      kind: "withheldDepartments",
      severity: "info",
      value: 2,
      threshold: 5,
      n: 9,
      numbers: { minGroupSize: 5 },
      departments: [
        { department: "HR", responses: 2, covered: 0 },
        { department: "Sales", responses: 7, covered: 3 },
      ],
    });
  });

  it("puts warnings before information", () => {
    expect(kinds({ ...calm, activeUsers: 2, started: 20, completed: 5, previousCompleted: 5, departments: [{ department: "HR", responses: 1, covered: 0 }] })).toEqual([
      "lowCompletionRate",
      "lowActivity",
      "withheldDepartments",
    ]);
  });

  it("never words a figure on the wrong side of its threshold (property)", () => {
    const input = fc.record({
      days: fc.integer({ min: 1, max: 365 }),
      started: fc.integer({ min: 0, max: 5000 }),
      completed: fc.integer({ min: 0, max: 5000 }),
      previousCompleted: fc.integer({ min: 0, max: 5000 }),
      quality: fc.option(
        fc.integer({ min: 0, max: 3000 }).chain((n) => fc.record({ n: fc.constant(n), flagged: fc.integer({ min: 0, max: n }) })),
        { nil: null },
      ),
      activeUsers: fc.integer({ min: 0, max: 200 }),
      members: fc.integer({ min: 0, max: 200 }),
      departments: fc.array(fc.record({ department: fc.constantFrom("", "A", "B", "C"), responses: fc.integer({ min: 0, max: 20 }), covered: fc.integer({ min: 0, max: 20 }) }), {
        maxLength: 4,
      }),
      minGroupSize: fc.integer({ min: 3, max: 10 }),
    });
    fc.assert(
      fc.property(input, (x) => {
        for (const a of alertsFor(x)) {
          if (a.kind === "lowCompletionRate") expect(a.value).toBeLessThan(a.threshold);
          if (a.kind === "completionDrop") expect(a.value).toBeLessThanOrEqual(a.threshold);
          if (a.kind === "flaggedResponses") expect(a.value).toBeGreaterThan(a.threshold);
          if (a.kind === "lowActivity") expect(a.value).toBeLessThan(a.threshold);
          if (a.kind === "withheldDepartments") for (const d of a.departments ?? []) expect(d.covered).toBeLessThan(a.threshold);
          expect(Number.isFinite(a.value)).toBe(true);
        }
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { assigneeOptions } from "./assignee-options.ts";

const people = ["Respondent 100", "Respondent 10", "Respondent 2", "respondent 1", "Ada Lovelace"].map((full_name, i) => ({ id: `u${i}`, full_name }));

describe("assigneeOptions", () => {
  it("orders names naturally (2 before 10 before 100), not lexically", () => {
    expect(assigneeOptions(people, "", "").map((p) => p.full_name)).toEqual(["Ada Lovelace", "respondent 1", "Respondent 2", "Respondent 10", "Respondent 100"]);
  });

  it("filters by a case-insensitive part of the name and keeps the current choice", () => {
    expect(assigneeOptions(people, " RESPONDENT 1", "").map((p) => p.full_name)).toEqual(["respondent 1", "Respondent 10", "Respondent 100"]);
    expect(assigneeOptions(people, "ada", "u2").map((p) => p.full_name)).toEqual(["Ada Lovelace", "Respondent 2"]);
  });
});

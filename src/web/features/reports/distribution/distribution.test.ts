import { describe, expect, it } from "vitest";
import { subscriberEntries } from "./DistributionPage.tsx";
import reportDistribution from "../../../locales/en/report-distribution.ts";

describe("distribution (web)", () => {
  it("pasted subscribers split on lines, commas and semicolons (the server drops blanks and repeats)", () => {
    expect(subscriberEntries("a@x.test\n b@x.test, ;c@x.test")).toEqual(["a@x.test", "b@x.test", "", "c@x.test"]);
  });
  it("the delete confirmation is the spec's", () => expect(reportDistribution.lists.confirmBody).toBe("Are you sure you want to delete this distribution list?"));
});

import { describe, expect, it } from "vitest";
import { LIST_DELETE_CONFIRM, subscriberEntries } from "./DistributionPage.tsx";

describe("distribution (web)", () => {
  it("pasted subscribers split on lines, commas and semicolons (the server drops blanks and repeats)", () => {
    expect(subscriberEntries("a@x.test\n b@x.test, ;c@x.test")).toEqual(["a@x.test", "b@x.test", "", "c@x.test"]);
  });
  it("the delete confirmation is the spec's", () => expect(LIST_DELETE_CONFIRM).toBe("Are you sure you want to delete this distribution list?"));
});

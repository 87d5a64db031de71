import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { DARK_SIDE_TABS, formatDifference, isNoAnalysis, loadErrorMessage, resultsPath, selectedTab } from "./dark-side-view.ts";

describe("dark-side dashboard states (spec 1 §2, §8)", () => {
  it("a 404 is the empty state, not an error", () => {
    expect(isNoAnalysis(new ApiError({ statusCode: 404, message: "No dark side analysis available for this assessment." }))).toBe(true);
    expect(isNoAnalysis(new ApiError({ statusCode: 500 }))).toBe(false);
    expect(isNoAnalysis(new TypeError("Failed to fetch"))).toBe(false);
  });
  it("a non-OK answer reads 'Failed to fetch dark side analysis'; another error its message; anything else 'Unknown error occurred'", () => {
    expect(loadErrorMessage(new ApiError({ statusCode: 500, message: "Internal" }))).toBe("Failed to fetch dark side analysis");
    expect(loadErrorMessage(new ApiError({ statusCode: 429 }))).toBe("Failed to fetch dark side analysis");
    expect(loadErrorMessage(new TypeError("NetworkError when attempting to fetch resource."))).toBe("NetworkError when attempting to fetch resource.");
    expect(loadErrorMessage(new ApiError({ statusCode: 200, code: "INVALID_RESPONSE", message: "The server sent an unexpected response" }))).toBe(
      "The server sent an unexpected response",
    );
    expect(loadErrorMessage("boom")).toBe("Unknown error occurred");
    expect(loadErrorMessage(new Error(""))).toBe("Unknown error occurred");
  });
  it("four tabs, Overview by default", () => {
    expect(DARK_SIDE_TABS).toEqual(["overview", "traits", "stress", "interventions"]);
    expect(selectedTab(null)).toBe("overview");
    expect(selectedTab("stress")).toBe("stress");
    expect(selectedTab("nope")).toBe("overview");
  });
  it("shows a 360 facet's self − others difference with one decimal", () => {
    expect(formatDifference(-15)).toBe("-15.0");
    expect(formatDifference(4.04)).toBe("+4.0");
    expect(formatDifference(0)).toBe("0.0");
  });
  it("links to the response's results by path", () => {
    expect(resultsPath("r 1")).toBe("/dashboard/assessments/r%201/results");
  });
});

import { describe, expect, it } from "vitest";
import { splitRecipients } from "./ScheduledReportsPanel.tsx";
import { runFileName } from "./HistoryPanel.tsx";

describe("scheduled reports (web)", () => {
  it("a pasted recipient list splits on commas, semicolons and lines, without blanks", () => {
    expect(splitRecipients(" a@x.test, b@x.test;\n\n c@x.test ,,")).toEqual(["a@x.test", "b@x.test", "c@x.test"]);
    expect(splitRecipients("   ")).toEqual([]);
  });
  it("a run's PDF is named after it with underscores, without characters a file system refuses", () => {
    expect(runFileName({ name: "Weekly leadership · 2026-11-16 – 2026-11-22" })).toBe("Weekly_leadership_·_2026-11-16_–_2026-11-22.pdf");
    expect(runFileName({ name: 'Q4: "board" / pack' })).toBe("Q4-_-board-_-_pack.pdf");
  });
});

import { describe, expect, it } from "vitest";
import { uptimeWindow } from "./uptime-hint.ts";
import operations from "../../locales/en/operations.ts";

describe("uptimeWindow", () => {
  it("a server up for less than a day reports since start, not the last 24 hours", () => {
    expect(uptimeWindow(90)).toBe("sinceStart");
    expect(uptimeWindow(86_399)).toBe("sinceStart");
    expect(uptimeWindow(86_400)).toBe("last24h");
  });

  it("the since-start wording does not mention 24 hours", () => {
    expect(operations.ops.kpi.uptimeHintSinceStart).toMatch(/since start/i);
    expect(operations.ops.kpi.uptimeHintSinceStart).not.toMatch(/24/);
  });
});

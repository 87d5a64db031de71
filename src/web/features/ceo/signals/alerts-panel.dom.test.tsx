/**
 * The executive alerts panel against the real server: a fresh platform shows "All clear" with its formulas; a job
 * that failed for good turns it critical (and job success below 95 % a warning), as the server computed.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domApp, type DomApp } from "../../../../../tests/support/dom-app.tsx";
import { makeStaff, plantFailedJob } from "../../../../../tests/support/staff.ts";
import { ExecutiveAlertsPanel } from "./ExecutiveAlertsPanel.tsx";

let world: DomApp;

beforeAll(async () => {
  world = await domApp();
  await makeStaff(world.app, "ceo", "ceo@vendor.example.com");
  await world.signInAs("ceo@vendor.example.com");
});
afterAll(() => world.cleanup());

describe("executive alerts panel", () => {
  it("all clear on a calm platform, with each formula shown", async () => {
    const view = world.render(<ExecutiveAlertsPanel />, { path: "/dashboard/ceo-signals" });
    const list = await screen.findByRole("list", { name: "Executive alerts" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((i) => i.dataset.level)).toEqual(["success"]);
    expect(items[0]).toHaveTextContent("All clear");
    expect(screen.getByTestId("alerts-summary")).toHaveTextContent("Critical: 0 · Warnings: 0");
    expect(screen.getByRole("region", { name: "System health" })).toHaveTextContent("The lowest of: uptime, request success");
    expect(screen.getByRole("region", { name: "Security score" })).toHaveTextContent("not measured yet");
    expect(screen.getByRole("region", { name: "Critical issues" })).toHaveTextContent("Jobs that failed after every retry");
    expect(world.requests).toContain("GET /api/business/alerts");
    view.unmount();
  });

  it("a job that failed for good: critical, and job success below 95 % a health warning", async () => {
    await plantFailedJob(world.app);
    world.render(<ExecutiveAlertsPanel />, { path: "/dashboard/ceo-signals" });
    await waitFor(async () => {
      const list = await screen.findByRole("list", { name: "Executive alerts" });
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((i) => i.dataset.level),
      ).toEqual(["critical", "warning"]);
    });
    const list = screen.getByRole("list", { name: "Executive alerts" });
    expect(list).toHaveTextContent("1 critical issue needs attention");
    // job success is completed ÷ finished jobs: the sign-in mail may have completed meanwhile
    expect(list).toHaveTextContent(/System health \d+(\.\d+)? % is below the 95 % target/);
    expect(screen.getByRole("region", { name: "System health" })).toHaveTextContent("Set by: Job success");
    expect(screen.getByTestId("alerts-summary")).toHaveTextContent("Critical: 1 · Warnings: 1");
  });
});

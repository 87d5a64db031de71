/** The sales view against the real server, as sales staff: cards and plan mix from subscriptions; the period switch asks again. */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { makeStaff } from "../../../../tests/support/staff.ts";
import { signIn } from "../../../../tests/support/app.ts";
import { SalesPage } from "./SalesPage.tsx";

let world: DomApp;

beforeAll(async () => {
  world = await domApp();
  await makeStaff(world.app, "sales", "sales@vendor.example.com");
  await world.signInAs("sales@vendor.example.com");
});
afterAll(() => world.cleanup());

describe("sales page", () => {
  it("shows customers, moves and the plan mix as the server computed them; the period switch reads another period", async () => {
    world.render(<SalesPage />, { path: "/dashboard/sales" });
    // the server's own answer, read beside the page with a second session of the same staff member
    const answer = (
      await world.app.inject({ method: "GET", url: "/api/business/sales?period=90d", headers: { cookie: await signIn(world.app, "sales@vendor.example.com") } })
    ).json();
    const mix = await screen.findByRole("table", { name: "Plan mix" });
    for (const p of answer.planMix as { plan: string; organizations: number }[]) {
      const row = within(mix)
        .getByText(new RegExp(`^${p.plan}$`, "i"))
        .closest("tr")!;
      expect(row).toHaveTextContent(String(p.organizations));
    }
    expect(screen.getByText("Customers").parentElement).toHaveTextContent(String(answer.customers));
    const asked = () => world.requests.filter((r) => r === "GET /api/business/sales").length;
    expect(asked()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "30 days" }));
    await waitFor(() => expect(asked()).toBe(2));
    expect(screen.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "90 days" })).toHaveAttribute("aria-pressed", "false");
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { PlanCard } from "./PlanCard.tsx";

let world: DomApp;
beforeAll(async () => {
  world = await domApp();
});
afterAll(() => world.cleanup());

describe("Settings → Plan", () => {
  it("an admin on Starter sees the month's use as a meter and upgrades, confirming first; the answer is what the server stored", async () => {
    const w = await buildOrganization(world.app, "plan-card");
    await world.signInAs(w.byRole("admin").email);
    const user = userEvent.setup();
    world.render(<PlanCard />, { path: "/dashboard/settings" });
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("Starter");
    const meter = screen.getByRole("meter", { name: "0 of 50 assessments started this month" });
    expect(meter).toHaveAttribute("aria-valuemax", "50");

    await user.click(screen.getByRole("button", { name: "Upgrade to Professional" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Professional?" });
    expect(within(dialog).getByText(/at \$149 a month/)).toBeInTheDocument();
    const before = world.requests.length;
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Unlimited assessments (0 started this month)")).toBeInTheDocument();
    expect(screen.getByTestId("current-plan")).toHaveTextContent("Professional");
    expect(world.requests.slice(before)).toEqual(["PUT /api/billing/subscription"]);
    expect(screen.queryByRole("meter")).toBeNull();

    // a downgrade waits for the period's end and can be withdrawn
    await user.click(screen.getByRole("button", { name: "Move to Starter" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Move to Starter?" })).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByTestId("scheduled-change")).toHaveTextContent("Changes to Starter on");
    expect(screen.getByTestId("current-plan")).toHaveTextContent("Professional");
    await user.click(screen.getByRole("button", { name: "Keep Professional" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Keep the current plan?" })).getByRole("button", { name: "Confirm" }));
    await screen.findByRole("button", { name: "Move to Starter" });
    expect(screen.queryByTestId("scheduled-change")).toBeNull();
    const stored = await world.app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: { cookie: await signIn(world.app, w.byRole("admin").email) },
    });
    expect(stored.json()).toMatchObject({ plan: "professional", scheduled: null });
  });

  it("a member sees the plan and is told admins change it, with no buttons", async () => {
    const w = await buildOrganization(world.app, "plan-card-member");
    await world.signInAs(w.byRole("user").email);
    world.render(<PlanCard />, { path: "/dashboard/settings" });
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("Starter");
    expect(screen.getByText("Admins change the plan.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade|Move to/ })).toBeNull();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { grantPlatformRole } from "../../../../tests/support/platform-staff.ts";
import type { TPlatformRole } from "../../../contracts/roles.ts";
import { PlatformBillingPage } from "./PlatformBillingPage.tsx";
import { parseDollars } from "./SpendCard.tsx";

let world: DomApp;
beforeAll(async () => {
  world = await domApp({ FACETWISE_SEED_CUSTOMERS: "true" });
});
afterAll(() => world.cleanup());

/** Signs in a new member of the platform staff (the role granted as `facetwise staff grant` would). */
async function signInStaff(email: string, role: TPlatformRole) {
  await signIn(world.app, email, true);
  await grantPlatformRole(world.app, email, role);
  await world.signInAs(email);
}

describe("Platform → Billing", () => {
  it("shows the no-processor notice and the invoices, badges simulated rows, and marks an invoice paid after confirming", async () => {
    await signInStaff("operator-dom@vendor.example", "platform_admin");
    const user = userEvent.setup();
    world.render(<PlatformBillingPage />, { path: "/dashboard/platform/billing" });
    expect(await screen.findByRole("note")).toHaveTextContent("No payment processor yet");
    const rows = await screen.findAllByTestId("invoice-row");
    expect(rows).toHaveLength(25);
    expect(rows.some((r) => within(r).queryByText("Simulated"))).toBe(true);

    await user.click(screen.getByRole("radio", { name: "Unpaid" }));
    const button = (await screen.findAllByRole("button", { name: /^Mark paid: the invoice of/ }))[0];
    const label = button.getAttribute("aria-label")!;
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Mark this invoice paid?" });
    expect(within(dialog).getByText(/this is final/)).toBeInTheDocument();
    const before = world.requests.length;
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("Invoice marked paid")).toBeInTheDocument();
    expect(world.requests.slice(before).filter((r) => r.startsWith("POST"))).toHaveLength(1);
    expect(world.requests.slice(before)[0]).toMatch(/^POST \/api\/platform\/invoices\/.+\/paid$/);
    await screen.findAllByTestId("invoice-row");
    expect(screen.queryByRole("button", { name: label })).toBeNull();
  });

  it("adds a month's spend (the CEO), and an unparseable amount is refused before sending", async () => {
    await signInStaff("ceo-dom@vendor.example", "ceo");
    const user = userEvent.setup();
    world.render(<PlatformBillingPage />, { path: "/dashboard/platform/billing" });
    const spendRows = await screen.findAllByTestId("spend-row");
    // the seeded simulated records carry no note of their own: the page says what they are, in its own words
    const simulated = spendRows.filter((r) => within(r).queryByText("Simulated"));
    expect(simulated.length).toBeGreaterThan(0);
    for (const row of simulated) expect(within(row).getByText("Simulated sales and marketing spend (demo history)")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Amount (USD)"), "12,3");
    const before = world.requests.length;
    await user.click(screen.getByRole("button", { name: "Add spend" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter an amount");
    expect(world.requests.length).toBe(before);
    await user.clear(screen.getByLabelText("Amount (USD)"));
    await user.type(screen.getByLabelText("Amount (USD)"), "4321.05");
    await user.type(screen.getByLabelText("Note"), "Podcast ads");
    await user.click(screen.getByRole("button", { name: "Add spend" }));
    expect(await screen.findByText("Podcast ads")).toBeInTheDocument();
    expect(screen.getByText("$4,321.05")).toBeInTheDocument();
  });

  it("reads dollars and cents into whole cents, within $10M", () => {
    expect(parseDollars("1234.5")).toBe(123_450);
    expect(parseDollars(" 7 ")).toBe(700);
    expect(parseDollars("0.05")).toBe(5);
    expect(parseDollars("10000000")).toBe(1_000_000_000);
    for (const bad of ["10000000.01", "-1", "1.234", "", "abc", "1e3"]) expect(parseDollars(bad)).toBeNull();
  });
});

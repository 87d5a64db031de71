/**
 * Settings: an admin picks the organization's time zone from the zones the browser knows; the server stores it
 * and the Plan card then says when the month's count resets in that zone. A member sees it, disabled.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { calendarMonthIn } from "../../../domain/billing/periods.ts";
import { SettingsPage } from "./SettingsPage.tsx";

let world: DomApp;
beforeAll(async () => {
  world = await domApp();
});
afterAll(() => world.cleanup());

describe("the organization's time zone", () => {
  it("an admin chooses it; the server keeps it and the Plan card names it with the reset day", async () => {
    const w = await buildOrganization(world.app, "org-zone");
    await world.signInAs(w.byRole("admin").email);
    const user = userEvent.setup();
    world.render(<SettingsPage />, { path: "/dashboard/settings" });
    const select = await screen.findByRole("combobox", { name: "Organization time zone" });
    expect(select).toHaveValue("UTC");
    // a zone chosen at random among those the runtime knows (the Plan card must follow any of them)
    const zones = Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC");
    const zone = zones[Math.floor(Math.random() * zones.length)];
    await screen.findByText(/Resets on .* \(UTC\)/);
    const before = world.requests.length;
    await user.selectOptions(select, zone);
    const shown = zone.replace(/_/g, " ");
    const reset = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: zone }).format(calendarMonthIn(new Date(), zone).end);
    expect(await screen.findByText(`Resets on ${reset} (${shown})`)).toBeInTheDocument();
    expect(world.requests.slice(before)).toEqual(["PUT /api/organization/settings", "GET /api/billing/subscription"]);
    const stored = await world.app.inject({ method: "GET", url: "/api/organization/settings", headers: { cookie: await signIn(world.app, w.byRole("user").email) } });
    expect(stored.json().timeZone).toBe(zone);
  });

  it("a member sees the zone but cannot change it", async () => {
    const w = await buildOrganization(world.app, "org-zone-member");
    await world.signInAs(w.byRole("user").email);
    world.render(<SettingsPage />, { path: "/dashboard/settings" });
    const select = await screen.findByRole("combobox", { name: "Organization time zone" });
    expect(select).toBeDisabled();
    expect(within(select).getByRole("option", { name: "UTC" })).toBeInTheDocument();
  });
});

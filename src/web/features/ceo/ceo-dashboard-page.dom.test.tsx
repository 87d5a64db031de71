import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { buildStaff } from "../../../../tests/support/platform-staff.ts";
import { CeoDashboardPage } from "./CeoDashboardPage.tsx";

let world: DomApp;
let ceo: string;
let sales: string;
let operator: string;

beforeAll(async () => {
  world = await domApp();
  ceo = (await buildStaff(world.app, "ceo")).email;
  sales = (await buildStaff(world.app, "sales")).email;
  operator = (await buildStaff(world.app, "platform_admin")).email;
});
afterAll(() => world.cleanup());

describe("the CEO dashboard", () => {
  it("shows the KPI cards against the spec's default targets, and saves new targets that the cards then use", async () => {
    await world.signInAs(ceo);
    world.render(<CeoDashboardPage />, { path: "/dashboard/ceo" });
    const kpis = await screen.findByRole("list", { name: "Against targets" });
    const revenue = within(kpis).getByText("Revenue (last 30 days)").closest("li")!;
    expect(revenue).toHaveTextContent("Target $10,000 a month");
    expect(revenue).toHaveTextContent("Off target");
    expect(screen.getByText("These are the default targets: nobody has set them yet.")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Monthly revenue (USD)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save targets" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Against targets" }))
          .getByText("Revenue (last 30 days)")
          .closest("li"),
      ).toHaveTextContent("Target $0 a month"),
    );
    expect(
      within(screen.getByRole("list", { name: "Against targets" }))
        .getByText("Revenue (last 30 days)")
        .closest("li"),
    ).toHaveTextContent("On target");
    expect(world.requests).toContain("PUT /api/business/targets");
    expect(await screen.findByText(/Last changed/)).toBeInTheDocument();
  });

  it("refuses fewer most partners than fewest before asking the server", async () => {
    await world.signInAs(operator);
    world.render(<CeoDashboardPage />, { path: "/dashboard/ceo" });
    await screen.findByRole("list", { name: "Against targets" });
    const before = world.requests.filter((r) => r === "PUT /api/business/targets").length;
    fireEvent.change(screen.getByLabelText("Partners, at least"), { target: { value: "9" } });
    fireEvent.change(screen.getByLabelText("Partners, at most"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save targets" }));
    expect(await screen.findByText("The most partners must be at least the fewest.")).toBeInTheDocument();
    expect(world.requests.filter((r) => r === "PUT /api/business/targets").length).toBe(before);
  });

  it("tells sales staff, who may not read the business, what the server said", async () => {
    await world.signInAs(sales);
    world.render(<CeoDashboardPage />, { path: "/dashboard/ceo" });
    expect(await screen.findByText(/^Error loading business metrics: /)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { buildStaff } from "../../../../tests/support/platform-staff.ts";
import { BusinessMetricsPanel } from "./BusinessMetricsPanel.tsx";

let world: DomApp;
/** The metrics requests the page sent (path and query). */
let metricsCalls: string[] = [];
/** While set, metrics requests wait for it (the skeleton stays) or answer what it gives. */
let intercept: ((url: string) => Promise<Response | null>) | null = null;

beforeAll(async () => {
  world = await domApp();
  await world.signInAs((await buildStaff(world.app, "ceo")).email);
  const appFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.includes("/api/business/metrics")) {
      metricsCalls.push(url.slice(url.indexOf("/api/")));
      const answer = intercept ? await intercept(url) : null;
      if (answer) return answer;
    }
    return appFetch(input, init);
  };
});
afterEach(() => {
  intercept = null;
  metricsCalls = [];
});
afterAll(() => world.cleanup());

describe("the Business metrics panel", () => {
  it("shows six skeleton cards while loading, then six metrics computed by the server and the health score", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    intercept = async () => {
      await held;
      return null;
    };
    world.render(<BusinessMetricsPanel />, { path: "/dashboard/ceo" });
    expect(await screen.findAllByTestId("metric-skeleton")).toHaveLength(6);
    expect(screen.getByText("Loading business metrics").closest("[role=status]")).toHaveAttribute("aria-busy", "true");
    release();
    const list = await screen.findByRole("list", { name: "Business metrics" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Revenue", "Customers", "LTV", "CAC", "MRR", "Churn"]);
    expect(screen.queryAllByTestId("metric-skeleton")).toHaveLength(0);
    // the seeded demo organization is on Professional: one customer, $149 of MRR
    expect(cards[1]).toHaveTextContent("1");
    expect(cards[4]).toHaveTextContent("$149");
    expect(screen.getByRole("heading", { name: "Business Health Score" })).toBeInTheDocument();
    expect(screen.queryByText("8.2/10")).toBeNull();
  });

  it("shows a metric's definition on demand", async () => {
    world.render(<BusinessMetricsPanel />, { path: "/dashboard/ceo" });
    const list = await screen.findByRole("list", { name: "Business metrics" });
    const churn = within(list).getAllByRole("listitem")[5];
    const toggle = within(churn).getByRole("button", { name: "Definition" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(churn).getByText(/B2B customer churn/)).not.toBeVisible();
    fireEvent.click(toggle);
    expect(within(churn).getByRole("button", { name: "Hide definition" })).toHaveAttribute("aria-expanded", "true");
    expect(within(churn).getByText(/B2B customer churn/)).toBeVisible();
  });

  it("asks again for the period chosen on the switch", async () => {
    world.render(<BusinessMetricsPanel />, { path: "/dashboard/ceo" });
    await screen.findByRole("list", { name: "Business metrics" });
    expect(metricsCalls).toEqual(["/api/business/metrics?period=30d"]);
    const group = screen.getByRole("group", { name: "Period" });
    expect(within(group).getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(group).getByRole("button", { name: "7 days" }));
    await waitFor(() => expect(metricsCalls).toEqual(["/api/business/metrics?period=30d", "/api/business/metrics?period=7d"]));
    expect(within(group).getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Business metrics" })).getAllByText(/vs previous 7 days/)).toHaveLength(6));
  });

  it("says what went wrong in the error box", async () => {
    intercept = async () =>
      new Response(JSON.stringify({ code: "INTERNAL", message: "The database did not answer", statusCode: 500 }), { status: 500, headers: { "content-type": "application/json" } });
    world.render(<BusinessMetricsPanel />, { path: "/dashboard/ceo" });
    const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("Error loading business metrics: The database did not answer");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

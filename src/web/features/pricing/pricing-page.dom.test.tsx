import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { formatPrice } from "../../lib/money.ts";
import { PricingPage } from "./PricingPage.tsx";

const SALES = "deals@vendor.example";
let world: DomApp;

beforeAll(async () => {
  world = await domApp({ FACETWISE_SALES_EMAIL: SALES });
});
afterAll(() => world.cleanup());

describe("the pricing page, signed out", () => {
  it("shows the three plans from the server: Starter $49 up to 50 a month, Professional $149 unlimited and featured, Enterprise through sales", async () => {
    world.render(<PricingPage />, { path: "/pricing", signedOut: "allowed" });
    const list = await screen.findByRole("list", { name: "Plans and pricing" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Starter", "Professional", "Enterprise"]);

    const [starter, professional, enterprise] = cards;
    expect(starter).toHaveTextContent("$49");
    expect(starter).toHaveTextContent("Up to 50 assessments a month");
    expect(within(starter).queryByTestId("featured")).toBeNull();
    expect(within(starter).getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/signup");

    expect(professional).toHaveTextContent("$149");
    expect(professional).toHaveTextContent("Unlimited assessments");
    expect(within(professional).getByTestId("featured")).toHaveTextContent("Recommended");

    expect(enterprise).toHaveTextContent("Custom pricing");
    const contact = within(enterprise).getByRole("link", { name: "Contact Sales" });
    expect(contact.getAttribute("href")).toBe(`mailto:${SALES}?subject=Facetwise%20Enterprise`);
    expect(world.requests).toContain("GET /api/billing/plans");
  });

  it("a signed-in person is sent to the dashboard rather than to sign up", async () => {
    await world.signInAs("admin@demo.facetwise.test");
    world.render(<PricingPage />, { path: "/pricing" });
    const list = await screen.findByRole("list", { name: "Plans and pricing" });
    const starter = within(list).getAllByRole("listitem")[0];
    expect(within(starter).getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});

describe("prices in the reader's language", () => {
  it("whole dollars without cents, in the locale's own notation", () => {
    expect(formatPrice(4_900, "USD", "en")).toBe("$49");
    expect(formatPrice(14_950, "USD", "en")).toBe("$149.50");
    expect(formatPrice(4_900, "USD", "de")).toBe("49\u00a0$");
  });
});

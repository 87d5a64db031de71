import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { ProfilePage } from "./ProfilePage.tsx";

const EMAIL = "riley@demo.facetwise.test";
let world: DomApp;

beforeAll(async () => {
  world = await domApp();
  await world.signInAs(EMAIL);
});
afterAll(() => world.cleanup());

/** What the server holds, read with a session of its own. */
async function serverProfile() {
  const res = await world.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: await signIn(world.app, EMAIL) } });
  return res.json() as { name: string; locale: string };
}

describe("profile form", () => {
  it("saves exactly the changed name once, and the server holds it", async () => {
    const user = userEvent.setup();
    world.render(<ProfilePage />, { path: "/dashboard/profile" });
    const name = await screen.findByLabelText("Name");
    const save = screen.getByRole("button", { name: "Save profile" });
    expect(save).toBeDisabled();

    await user.clear(name);
    expect(screen.getByRole("alert")).toHaveTextContent("Your name cannot be empty.");
    expect(save).toBeDisabled();

    await user.type(name, "Riley Q. Tester");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    const before = world.requests.length;
    await user.dblClick(save);
    await screen.findByText("Saved.");
    expect(world.requests.slice(before).filter((r) => r === "PUT /api/profile")).toHaveLength(1);
    expect((await serverProfile()).name).toBe("Riley Q. Tester");
    expect(save).toBeDisabled();
  });

  it("Discard puts back what the server holds", async () => {
    const user = userEvent.setup();
    const held = (await serverProfile()).name;
    world.render(<ProfilePage />, { path: "/dashboard/profile" });
    const name = await screen.findByLabelText("Name");
    await waitFor(() => expect(name).toHaveValue(held));
    await user.type(name, " Jr");
    expect(screen.getByRole("button", { name: "Save profile" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(name).toHaveValue(held);
    expect(screen.getByRole("button", { name: "Save profile" })).toBeDisabled();
    expect((await serverProfile()).name).toBe(held);
  });
});

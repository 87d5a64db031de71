import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { InviteDialog } from "./InviteDialog.tsx";

const ADMIN = "admin@demo.facetwise.test";
let world: DomApp;

beforeAll(async () => {
  world = await domApp();
  await world.signInAs(ADMIN);
});
afterAll(() => world.cleanup());

/** The dialog behind the Users page's "Invite people" button. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <InviteDialog open={open} onClose={() => setOpen(false)} organizationName="Demo" roles={["user", "manager", "admin"]} />
    </>
  );
}

async function openInvitations(): Promise<string[]> {
  const res = await world.app.inject({ method: "GET", url: "/api/organization/invitations", headers: { cookie: await signIn(world.app, ADMIN) } });
  return (res.json() as { invitations: { email: string }[] }).invitations.map((i) => i.email);
}

describe("invite dialog", () => {
  it("refuses a bad address without a request, then invites a good one once, even on a double click", async () => {
    const user = userEvent.setup();
    world.render(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite people" });
    const field = within(dialog).getByLabelText("Email address");
    const send = within(dialog).getByRole("button", { name: "Send invitation" });

    const before = world.requests.length;
    await user.type(field, "not-an-address");
    await user.click(send);
    expect(within(dialog).getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(world.requests.slice(before).filter((r) => r.startsWith("POST"))).toEqual([]);

    const email = `dom-${Date.now().toString(36)}@example.com`;
    await user.clear(field);
    await user.type(field, email);
    await user.dblClick(send);
    const result = await within(dialog).findByTestId("invite-result");
    expect(result).toHaveTextContent(email);
    expect(result).toHaveTextContent("Invited");
    expect(world.requests.slice(before).filter((r) => r === "POST /api/organization/invitations")).toHaveLength(1);
    expect(await openInvitations()).toContain(email);

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog", { name: "Invite people" })).not.toBeInTheDocument();
  });

  // Escape (the browser's own "cancel" of a modal <dialog>) and focus returning to the opener are not emulated by
  // happy-dom: the browser suite covers them.
  it("opened from the keyboard, Cancel closes it without a request", async () => {
    const user = userEvent.setup();
    world.render(<Harness />);
    const opener = await screen.findByRole("button", { name: "Open" });
    opener.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Invite people" });
    const before = world.requests.length;
    await user.type(within(dialog).getByLabelText("Email address"), "someone@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: "Invite people" })).not.toBeInTheDocument();
    expect(world.requests.slice(before)).toEqual([]);
  });
});

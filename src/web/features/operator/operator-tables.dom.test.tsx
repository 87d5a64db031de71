import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { buildOrganization, makeStaff } from "../../../../tests/support/factories.ts";
import { OrganizationsPage } from "./OrganizationsPage.tsx";
import { PlatformUsersPage } from "./PlatformUsersPage.tsx";

const OPERATOR = "operator@platform.example.com";
let world: DomApp;
let orgs: Awaited<ReturnType<typeof buildOrganization>>[];

/** 23 organizations of random sizes besides the demo one: two pages of the organization table. */
beforeAll(async () => {
  world = await domApp();
  orgs = [];
  for (let i = 0; i < 23; i++) {
    const size = 1 + Math.floor(Math.random() * 3);
    orgs.push(
      await buildOrganization(world.app, `dom-op-${String(i).padStart(2, "0")}`, [
        "admin",
        ...Array.from({ length: size }, () => (Math.random() < 0.5 ? "manager" : "user") as "manager" | "user"),
      ]),
    );
  }
  await makeStaff(world.app, OPERATOR, "platform_admin");
  await world.signInAs(OPERATOR);
});
afterAll(() => world.cleanup());

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("organization table", () => {
  it("sorts on a header (aria-sort toggles), pages, searches and shows an empty state", async () => {
    const user = userEvent.setup();
    world.render(<OrganizationsPage />);
    const table = await screen.findByRole("table", { name: "Organizations" });
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.getByText("Page 1 of 2 · 24 in all")).toBeInTheDocument();
    const name = screen.getByRole("columnheader", { name: /Organization/ });
    expect(name).toHaveAttribute("aria-sort", "ascending");
    expect(within(bodyRows(table)[0]).getByText("Demo Organization")).toBeInTheDocument();

    await user.click(within(name).getByRole("button"));
    await waitFor(() => expect(name).toHaveAttribute("aria-sort", "descending"));
    await waitFor(() => expect(within(bodyRows(screen.getByRole("table"))[0]).getByText("Org dom-op-22")).toBeInTheDocument());

    // users: the largest organization first when sorted descending (twice: ascending, then descending)
    const users = screen.getByRole("columnheader", { name: /Users/ });
    await user.click(within(users).getByRole("button"));
    await user.click(within(users).getByRole("button"));
    await waitFor(() => expect(users).toHaveAttribute("aria-sort", "descending"));
    const most = Math.max(5, ...orgs.map((o) => o.users.length));
    await waitFor(() => expect(within(bodyRows(screen.getByRole("table"))[0]).getAllByRole("cell")[2]).toHaveTextContent(String(most)));

    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Page 2 of 2 · 24 in all");
    expect(bodyRows(screen.getByRole("table"))).toHaveLength(4);

    await user.type(screen.getByRole("searchbox", { name: "Search by organization name or member email" }), orgs[7].byRole("admin").email);
    await screen.findByText("Page 1 of 1 · 1 in all");
    expect(within(bodyRows(screen.getByRole("table"))[0]).getByText("Org dom-op-07")).toBeInTheDocument();

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "no such organization");
    await screen.findByText("No organizations found");
    expect(screen.getByText("No organization's name or member email contains “no such organization”.")).toBeInTheDocument();
  });

  it("suspends with a reason and activates after confirming", async () => {
    const user = userEvent.setup();
    world.render(<OrganizationsPage />);
    await user.type(await screen.findByRole("searchbox"), "dom-op-03");
    await screen.findByText("Page 1 of 1 · 1 in all");
    await user.click(screen.getByRole("button", { name: "Suspend Org dom-op-03" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Org dom-op-03" });
    const confirm = within(dialog).getByRole("button", { name: "Suspend organization" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Reason shown to its members"), "Contract ended");
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = (await within(screen.getByRole("table")).findByText(/Contract ended/)).closest("tr")!;
    expect(within(row).getByText("Suspended")).toBeInTheDocument();
    const stored = await world.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: await signIn(world.app, orgs[3].byRole("admin").email) } });
    expect(stored.json().organization.suspended.reason).toBe("Contract ended");

    await user.click(within(row).getByRole("button", { name: "Activate Org dom-op-03" }));
    const activate = await screen.findByRole("dialog", { name: "Activate Org dom-op-03" });
    await user.click(within(activate).getByRole("button", { name: "Activate organization" }));
    await waitFor(() => expect(within(screen.getByRole("table")).getByText("Active")).toBeInTheDocument());
  });
});

describe("user table", () => {
  it("pages 10 a row, filters by role with Admin purple and Manager blue badges, and searches by organization", async () => {
    const user = userEvent.setup();
    world.render(<PlatformUsersPage />);
    const table = await screen.findByRole("table", { name: "Users" });
    expect(bodyRows(table)).toHaveLength(10);
    const total = 5 + orgs.reduce((n, o) => n + o.users.length, 0);
    expect(screen.getByText(`Page 1 of ${Math.ceil(total / 10)} · ${total} in all`)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "admin");
    await screen.findByText(`Page 1 of ${Math.ceil((orgs.length + 1) / 10)} · ${orgs.length + 1} in all`);
    for (const row of bodyRows(screen.getByRole("table"))) expect(within(row).getByText("Admin").className).toContain("purple");

    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "manager");
    const managers = 1 + orgs.reduce((n, o) => n + o.users.filter((u) => u.role === "manager").length, 0);
    await screen.findByText(`Page 1 of ${Math.max(1, Math.ceil(managers / 10))} · ${managers} in all`);
    for (const row of bodyRows(screen.getByRole("table"))) expect(within(row).getByText("Manager").className).toContain("blue");

    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "");
    await user.type(screen.getByRole("searchbox", { name: "Search by name, email or organization" }), "org dom-op-11");
    await screen.findByText(`Page 1 of 1 · ${orgs[11].users.length} in all`);
  });

  it("views a person and edits a role, showing the server's refusal for the last admin", async () => {
    const user = userEvent.setup();
    const org = orgs[5];
    const admin = org.byRole("admin");
    world.render(<PlatformUsersPage />);
    await user.type(await screen.findByRole("searchbox"), admin.email);
    await screen.findByText("Page 1 of 1 · 1 in all");

    await user.click(screen.getByRole("button", { name: "View admin 0 of dom-op-05" }));
    const view = await screen.findByRole("dialog", { name: "admin 0 of dom-op-05" });
    expect(await within(view).findByText("Org dom-op-05")).toBeInTheDocument();
    await user.click(within(view).getAllByRole("button", { name: "Close" })[0]);

    await user.click(screen.getByRole("button", { name: "Edit Role of admin 0 of dom-op-05 in Org dom-op-05" }));
    const edit = await screen.findByRole("dialog", { name: "Edit role" });
    await user.selectOptions(within(edit).getByRole("combobox", { name: "Role" }), "user");
    await user.click(within(edit).getByRole("button", { name: "Save role" }));
    expect(await within(edit).findByRole("alert")).toHaveTextContent("An organization must keep at least one admin");

    const other = org.users.find((u) => u.role !== "admin")!;
    await user.click(within(edit).getByRole("button", { name: "Cancel" }));
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), other.email);
    await screen.findByText("Page 1 of 1 · 1 in all");
    await user.click(screen.getByRole("button", { name: /^Edit Role of/ }));
    const second = await screen.findByRole("dialog", { name: "Edit role" });
    await user.selectOptions(within(second).getByRole("combobox", { name: "Role" }), "admin");
    await user.click(within(second).getByRole("button", { name: "Save role" }));
    await waitFor(() => expect(within(screen.getByRole("table")).getByText("Admin")).toBeInTheDocument());
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../tests/support/app.ts";
import { domApp, type DomApp } from "../../../tests/support/dom-app.tsx";
import { buildOrganization, makeStaff } from "../../../tests/support/factories.ts";
import { api } from "../lib/api.ts";
import { ZMemberList } from "../../contracts/members.ts";
import { RequireAuth } from "./RequireAuth.tsx";

let world: DomApp;
let org: Awaited<ReturnType<typeof buildOrganization>>;
let operator = "";

beforeAll(async () => {
  world = await domApp();
  org = await buildOrganization(world.app, "dom-suspended", ["admin", "user"]);
  await makeStaff(world.app, "operator@platform.example.com", "platform_admin");
  operator = await signIn(world.app, "operator@platform.example.com");
  await world.signInAs(org.byRole("user").email);
});
afterAll(() => world.cleanup());

const operate = (action: "suspend" | "activate", reason?: string) =>
  world.app.inject({ method: "POST", url: `/api/platform/organizations/${org.org.id}/${action}`, payload: reason ? { reason } : {}, headers: { cookie: operator } });

describe("a suspended organization's member", () => {
  it("sees the notice with the reason instead of the pages once a request is refused, and can sign out", async () => {
    world.render(
      <RequireAuth>
        <p>Dashboard content</p>
      </RequireAuth>,
    );
    expect(await screen.findByText("Dashboard content")).toBeInTheDocument();

    expect((await operate("suspend", "Contract under review")).statusCode).toBe(200);
    await expect(api.get("/api/organization/members", { schema: ZMemberList })).rejects.toMatchObject({ code: "ORGANIZATION_SUSPENDED" });
    expect(await screen.findByRole("heading", { name: "Org dom-suspended is suspended" })).toBeInTheDocument();
    expect(screen.getByTestId("suspension-reason")).toHaveTextContent("Contract under review");
    expect(screen.queryByText("Dashboard content")).toBeNull();

    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    expect(world.requests).toContain("POST /api/auth/logout");
    expect((await operate("activate")).statusCode).toBe(200);
  });
});

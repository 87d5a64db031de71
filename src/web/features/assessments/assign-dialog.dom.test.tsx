/**
 * The assign dialog warns before it sends more people than the plan lets start this month (Starter): the warning
 * names what is left, of how many, what was picked and when the count resets, links the way up, and a second
 * click sends anyway (assigning is never refused: an assignment counts only once started). Within the allowance,
 * one click sends as before.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { buildOrganization, startedResponses } from "../../../../tests/support/factories.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import type { TAssessmentTypeSummary } from "../../../contracts/assessments.ts";
import { AssignDialog } from "./AssignDialog.tsx";

let world: DomApp;
beforeAll(async () => {
  world = await domApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(() => world.cleanup());

/** The type as the assessments page lists it. */
async function individualType(cookie: string): Promise<TAssessmentTypeSummary> {
  const res = await world.app.inject({ method: "GET", url: "/api/assessment-types", headers: { cookie } });
  return (res.json().types as TAssessmentTypeSummary[]).find((t) => t.id === "individual")!;
}

describe("assigning past the month's allowance", () => {
  it("warns with the numbers and the upgrade link, and sends only on a second click; a changed selection asks again", async () => {
    const w = await buildOrganization(world.app, "assign-limit", ["admin", "manager", "user", "user", "user", "user"]);
    // some of the month's starts are already used: 2 or 3 are left, fewer than the 5 members picked below
    const left = 2 + Math.floor(Math.random() * 2);
    await startedResponses(world.app, w.org.id, w.byRole("manager").id, 50 - left);
    const admin = w.byRole("admin");
    const type = await individualType(await signIn(world.app, admin.email));
    await world.signInAs(admin.email);
    const user = userEvent.setup();
    world.render(<AssignDialog type={type} onClose={() => undefined} />, { path: "/dashboard/assessments" });
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Select all shown" });
    // wait for the plan to be read before selecting
    await waitFor(() => expect(world.requests).toContain("GET /api/billing/subscription"));
    await user.click(within(dialog).getByRole("button", { name: "Select all shown" }));
    const picked = w.users.length;
    const warning = await within(dialog).findByTestId("over-limit");
    expect(warning).toHaveTextContent(`Your plan lets ${left} more assessments start this month (of 50; ${50 - left} started). You picked ${picked}`);
    expect(within(warning).getByRole("link", { name: "Upgrade in Settings → Plan" })).toHaveAttribute("href", "/dashboard/settings");

    const before = world.requests.length;
    await user.click(within(dialog).getByRole("button", { name: `Assign to ${picked} members` }));
    // the first click only acknowledges: nothing is sent
    expect(await within(warning).findByText(`Select Assign anyway to send it to all ${picked}.`)).toBeInTheDocument();
    expect(world.requests.slice(before).filter((r) => r.startsWith("POST"))).toEqual([]);

    // changing the selection asks again
    await user.click(within(dialog).getAllByRole("checkbox")[0]);
    expect(within(dialog).getByRole("button", { name: `Assign to ${picked - 1} members` })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole("checkbox")[0]);
    await user.click(within(dialog).getByRole("button", { name: `Assign to ${picked} members` }));
    await user.click(within(dialog).getByRole("button", { name: "Assign anyway" }));
    await waitFor(() => expect(world.requests.slice(before).filter((r) => r.startsWith("POST"))).toEqual(["POST /api/assessments"]));
    // every one of them was assigned: the allowance counts starts, not assignments (the list tracks others; the admin picked themself too)
    const cookie = await signIn(world.app, admin.email);
    await waitFor(async () => {
      const list = await world.app.inject({ method: "GET", url: "/api/assignments?scope=all", headers: { cookie } });
      const assignees = (list.json().assignments as { typeId: string; assignee: { id: string } }[]).filter((a) => a.typeId === "individual").map((a) => a.assignee.id);
      expect(assignees.sort()).toEqual(
        w.users
          .filter((u) => u.id !== admin.id)
          .map((u) => u.id)
          .sort(),
      );
    });
  });

  it("within the allowance there is no warning and one click sends", async () => {
    const w = await buildOrganization(world.app, "assign-fits", ["admin", "manager", "user", "user"]);
    await startedResponses(world.app, w.org.id, w.byRole("manager").id, 40);
    const manager = w.byRole("manager");
    const type = await individualType(await signIn(world.app, manager.email));
    await world.signInAs(manager.email);
    const user = userEvent.setup();
    world.render(<AssignDialog type={type} onClose={() => undefined} />, { path: "/dashboard/assessments" });
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(world.requests).toContain("GET /api/billing/subscription"));
    await user.click(await within(dialog).findByRole("button", { name: "Select all shown" }));
    expect(within(dialog).queryByTestId("over-limit")).toBeNull();
    const before = world.requests.length;
    await user.click(within(dialog).getByRole("button", { name: `Assign to ${w.users.length} members` }));
    await waitFor(() => expect(world.requests.slice(before).filter((r) => r.startsWith("POST"))).toEqual(["POST /api/assessments"]));
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/app.ts";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { NewProjectDialog } from "./NewProjectDialog.tsx";

const ADMIN = "admin@demo.facetwise.test";
const SUBJECT = "riley@demo.facetwise.test";
let world: DomApp;

beforeAll(async () => {
  world = await domApp();
  await world.signInAs(ADMIN);
});
afterAll(() => world.cleanup());

async function projectTitles(): Promise<string[]> {
  const res = await world.app.inject({ method: "GET", url: "/api/feedback360/projects", headers: { cookie: await signIn(world.app, ADMIN) } });
  return (res.json() as { projects: { title: string }[] }).projects.map((p) => p.title);
}

describe("new 360 project dialog", () => {
  it("asks for the subject first, then creates one project for the picked member even on a double click", async () => {
    const user = userEvent.setup();
    world.render(<NewProjectDialog open onClose={() => undefined} canPickSubject />, { path: "/dashboard/360-review" });
    const dialog = await screen.findByRole("dialog", { name: "New 360 project" });
    const create = within(dialog).getByRole("button", { name: "Create project" });

    const before = world.requests.length;
    await user.click(create);
    expect(within(dialog).getByText("Pick the person to be rated.")).toBeInTheDocument();
    expect(world.requests.slice(before).filter((r) => r.startsWith("POST"))).toEqual([]);

    await user.type(within(dialog).getByLabelText("Find a member"), SUBJECT);
    const option = await within(dialog).findByRole("radio");
    await user.click(option);
    const title = within(dialog).getByLabelText("Title");
    expect((title as HTMLInputElement).value).toMatch(/^360 feedback: /);
    await user.clear(title);
    const name = `DOM project ${Date.now().toString(36)}`;
    await user.type(title, name);

    await user.dblClick(create);
    await screen.findByText(`Project “${name}” created. Invite its raters next.`);
    expect(world.requests.slice(before).filter((r) => r === "POST /api/feedback360/projects")).toHaveLength(1);
    expect((await projectTitles()).filter((t) => t === name)).toHaveLength(1);
  });
});

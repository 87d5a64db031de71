import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import "../lib/i18n-common.ts";
import { ToastProvider, useToast } from "./Toaster.tsx";

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show("Saved the report")}>
        save
      </button>
      <button type="button" onClick={() => toast.show("Could not send", "error")}>
        fail
      </button>
    </>
  );
}

describe("toasts", () => {
  it("are announced in the live region that is there from the start; the same message is not stacked; Dismiss removes one", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "save" }));
    expect(await within(region).findByText("Saved the report")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "save" }));
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(await within(region).findByText("Could not send")).toBeInTheDocument();
    expect(within(region).getAllByText("Saved the report")).toHaveLength(1);
    const dismiss = within(region).getAllByRole("button", { name: "Dismiss" });
    await user.click(dismiss[0]);
    expect(within(region).queryByText("Saved the report")).toBeNull();
    expect(within(region).getByText("Could not send")).toBeInTheDocument();
  });
});

/**
 * Settings → Profile changes what the pages show: a saved language becomes the pages' language (i18next) and the
 * language of dates and numbers, and a saved time zone the zone dates are shown in.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domApp, type DomApp } from "../../../../tests/support/dom-app.tsx";
import { displayLocale, displayTimeZone, formatDateTime } from "../../lib/display-preferences.ts";
import { i18n } from "../../lib/i18n.ts";
import { ProfilePage } from "./ProfilePage.tsx";

let world: DomApp;

beforeAll(async () => {
  world = await domApp();
  await world.signInAs("sam@demo.facetwise.test");
});
afterAll(() => world.cleanup());

describe("profile language and time zone", () => {
  it("switch the pages' language and the zone dates are shown in once saved", async () => {
    const user = userEvent.setup();
    world.render(<ProfilePage />, { path: "/dashboard/profile" });
    const language = await screen.findByLabelText("Language");
    const zone = screen.getByLabelText("Time zone");
    const options = Array.from((zone as HTMLSelectElement).options)
      .map((o) => o.value)
      .filter((v) => v !== "" && v !== displayTimeZone());
    const chosenZone = options[Math.floor(Math.random() * options.length)];
    const chosenLanguage = (["de", "fr", "es", "ja", "zh"] as const)[Math.floor(Math.random() * 5)];

    await user.selectOptions(language, chosenLanguage);
    await user.selectOptions(zone, chosenZone);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByText("Saved.");

    expect(i18n.language).toBe(chosenLanguage);
    expect(displayLocale()).toBe(chosenLanguage);
    expect(displayTimeZone()).toBe(chosenZone);
    const instant = new Date(Date.UTC(2026, 10, 28, 23, 30));
    expect(formatDateTime(instant)).toBe(instant.toLocaleString(chosenLanguage, { dateStyle: "medium", timeStyle: "short", timeZone: chosenZone }));
  });
});

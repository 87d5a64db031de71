/**
 * The Platform section's words (`nav-staff`) for platform staff only: an organization's first visit does not carry
 * them (the first-visit script budget, tests/bundle-budget.test.ts). The shell waits for them before it renders a
 * staff member's sidebar and header.
 */
import { useEffect, useState } from "react";
import { addCatalog } from "../lib/i18n.ts";

let loaded = false;

/** Loads the `nav-staff` catalog once. */
export async function loadStaffNav(): Promise<void> {
  if (loaded) return;
  const words = await import("../locales/en/nav-staff.ts");
  addCatalog("nav-staff", words.default);
  loaded = true;
}

/** Whether the shell may render: always for people who are not staff; for staff, once their section's words are here. */
export function useStaffNav(isStaff: boolean): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (isStaff && !loaded) void loadStaffNav().then(() => setReady(true));
  }, [isStaff]);
  return !isStaff || ready || loaded;
}

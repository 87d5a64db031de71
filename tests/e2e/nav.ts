/**
 * The sidebar's destinations as the browser tests read them: app/navigation.ts with the Platform section's words
 * (`nav-staff`) registered too — the app loads those for platform staff only (app/staff-nav.ts), so without them a
 * staff entry's label and title would read empty here.
 */
import { addCatalog } from "../../src/web/lib/i18n.ts";
import navStaff from "../../src/web/locales/en/nav-staff.ts";

addCatalog("nav-staff", navStaff);

export { NAV_ITEMS, DETAIL_PAGES, allDestinations, routeMeta } from "../../src/web/app/navigation.ts";

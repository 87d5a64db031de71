import { addCatalog, useT } from "../../lib/i18n.ts";
import staff from "../../locales/en/staff.ts";

addCatalog("staff", staff);

/** Platform → Staff's translate function. */
export const useStaffT = () => useT("staff");

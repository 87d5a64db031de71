import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import platformBilling from "../../locales/en/platform-billing.ts";

addCatalog("platform-billing", platformBilling);

/** The Platform → Billing page's translate function. */
export const usePlatformBillingT = () => useT("platform-billing");

import { addCatalog, useT } from "../../../lib/i18n.ts";
import "../../../lib/i18n-common.ts";
import ceoSignals from "../../../locales/en/ceo-signals.ts";

addCatalog("ceo-signals", ceoSignals);

/** The CEO signals' translate function. */
export const useSignalsT = () => useT("ceo-signals");

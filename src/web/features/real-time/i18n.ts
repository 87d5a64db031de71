import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import realtime from "../../locales/en/realtime.ts";

addCatalog("realtime", realtime);

/** The Real-time page's translate function. */
export const useRealtimeT = () => useT("realtime");

import { addCatalog, useT } from "../../../lib/i18n.ts";
import "../../../lib/i18n-common.ts";
import reportSchedules from "../../../locales/en/report-schedules.ts";

addCatalog("report-schedules", reportSchedules);

/** The Scheduled Reports and History tabs' translate function. */
export const useSchedulesT = () => useT("report-schedules");

/**
 * The words of generated report sections, by code: the one English table the server's PDF catalog reads too
 * (src/contracts/report-words.ts). Registered by the reports pages as the `report-sections` namespace.
 */
import { REPORT_WORDS } from "../../../contracts/report-words.ts";

export default REPORT_WORDS;

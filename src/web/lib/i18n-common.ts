import { addCatalog } from "./i18n.ts";
import common from "../locales/en/common.ts";

addCatalog("common", common);

import { addCatalog, tNs, useT } from "../i18n.ts";
import psychometrics from "../../locales/en/psychometrics.ts";

addCatalog("psychometrics", psychometrics);

/** The psychometrics namespace's translate function for components (trait, facet, band… names). */
export const usePsychT = () => useT("psychometrics");

/** The psychometrics namespace's translate function outside React (the name helpers in labels.ts). */
export const psychT = tNs("psychometrics");

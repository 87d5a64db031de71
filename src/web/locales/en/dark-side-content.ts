/** The dark-side-content namespace: the analysis' words, the one catalog the web and the server share (src/shared/locales/en). */
export { default } from "../../../shared/locales/en/dark-side-content.ts";

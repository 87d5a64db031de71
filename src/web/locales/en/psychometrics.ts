/** The psychometrics namespace: the one catalog the web and the server's PDFs both read (src/shared/locales/en). */
export { default } from "../../../shared/locales/en/psychometrics.ts";

/** The competency tree's words: the one catalog the creator and the designed results read (src/shared/locales/en). */
export { default } from "../../../shared/locales/en/competency-tree.ts";

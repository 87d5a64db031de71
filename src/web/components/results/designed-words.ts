/**
 * A designed result's words in the reader's language: each module's and the composite's basis and the result's notes
 * come from the catalogs by the score's codes (the results catalog's `design.basis` and `design.notes`, the competency
 * tree's `mappingSource`), the competency nodes by their ids. A result scored before the codes stored English: a note
 * that is the English of a code is worded like the code, any other stored sentence (a basis with its numbers) is shown
 * as stored.
 */
import { DESIGNED_NOTE_CODES, type CompositeBasis, type DesignedNoteCode, type DesignedNodeScore, type ModuleBasis } from "../../../domain/design/types.ts";
import results from "../../locales/en/results.ts";
import tree from "../../locales/en/competency-tree.ts";
import { displayLocale } from "../../lib/display-preferences.ts";
import { mappingSource, nodeLabel } from "../../lib/design/competency-words.ts";
import { traitName } from "../../lib/psychometrics/labels.ts";
import { resultsT } from "./i18n.ts";

const number = (x: number) => new Intl.NumberFormat(displayLocale(), { maximumFractionDigits: 2 }).format(x);

/** How a module's score was made, in the reader's words; a basis stored as an English sentence as stored. */
export function moduleBasisText(basis: ModuleBasis | string): string {
  if (typeof basis === "string") return basis;
  switch (basis.code) {
    case "ocean":
      return resultsT("design.basis.ocean", {
        traits: basis.traits.map((x) => resultsT("design.basis.oceanTrait", { trait: traitName(x.trait), weight: number(x.weight) })).join(resultsT("number.listSeparator")),
      });
    case "executive":
    case "custom":
      return resultsT(`design.basis.${basis.code}`, { count: basis.count });
    case "darkside":
      return resultsT("design.basis.darkside", { count: basis.count, mean: number(Math.round(basis.mean * 10) / 10) });
    default:
      return resultsT(`design.basis.${basis.code}`);
  }
}

/** How the composite was made, in the reader's words; a basis stored as an English sentence as stored. */
export function compositeBasisText(basis: CompositeBasis | string): string {
  if (typeof basis === "string") return basis;
  if (basis.code === "none") return resultsT("design.basis.none");
  const b = basis.benchmarks;
  return resultsT("design.basis.weighted", { excellent: number(b.excellent), good: number(b.good), average: number(b.average), belowAverage: number(b.belowAverage) });
}

const isNoteCode = (n: string): n is DesignedNoteCode => (DESIGNED_NOTE_CODES as readonly string[]).includes(n);

/** The English each note code was stored as before the codes (the same English the catalogs hold). */
const STORED_ENGLISH: Readonly<Record<DesignedNoteCode, string>> = {
  mappingSource: tree.mappingSource,
  modulesUnnormed: results.design.notes.modulesUnnormed,
  customUnnormed: results.design.notes.customUnnormed,
};

/** One note of a designed result in the reader's words: by its code, or the code whose English it stores; else as stored. */
export function designedNoteText(note: string): string {
  const code = isNoteCode(note) ? note : DESIGNED_NOTE_CODES.find((c) => STORED_ENGLISH[c] === note);
  if (!code) return note;
  return code === "mappingSource" ? mappingSource() : resultsT(`design.notes.${code}`);
}

/** A competency node's name: the catalog's by id, else the English label the result stored, else the id. */
export const designedNodeName = (n: Pick<DesignedNodeScore, "nodeId" | "label">): string => nodeLabel(n.nodeId, n.label);

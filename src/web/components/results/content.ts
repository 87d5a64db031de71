/**
 * Explanatory text on the results pages, from the `results-content` catalog: what each derailer looks like and
 * how to mitigate it, and development actions per executive competency. Words only (Facetwise content, not
 * scores); which of these apply to a person is decided by the score the server returns (src/domain rules).
 */
import type { DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import type { ExecutiveCompetency } from "../../../domain/psychometrics/executive.ts";
import type { RegulationDimension } from "../../../domain/psychometrics/regulation.ts";
import content from "../../locales/en/results-content.ts";
import { resultsContentT } from "./i18n.ts";

export interface DerailerText {
  /** What the trait is, in one sentence. */
  readonly about: string;
  /** How it tends to affect others and results when it shows. */
  readonly impact: string;
  /** Things that help keep it in check. */
  readonly mitigation: readonly string[];
}

/** A derailer's explanation in the current language (the English catalog gives the list of mitigations). */
export function derailerText(trait: DarkSideTrait): DerailerText {
  return {
    about: resultsContentT(`derailer.${trait}.about`),
    impact: resultsContentT(`derailer.${trait}.impact`),
    mitigation: Object.keys(content.derailer[trait].mitigation).map((k) => resultsContentT(`derailer.${trait}.mitigation.${k}`)),
  };
}

/** Development actions for an executive competency (shown for the development priorities). */
export function executiveActions(competency: ExecutiveCompetency): string[] {
  return Object.keys(content.executiveActions[competency]).map((k) => resultsContentT(`executiveActions.${competency}.${k}`));
}

/** One line on what a regulation dimension covers. */
export function regulationAbout(dimension: RegulationDimension): string {
  return resultsContentT(`regulationAbout.${dimension}`);
}

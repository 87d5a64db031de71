import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import type { ResponseInput } from "../../../domain/psychometrics/score-response.ts";
import { scoreVersionedResponse } from "../../../instruments/catalog.ts";
import type { BankLayout } from "./item-banks.ts";
import { isDesignedTypeId, type DesignedTypes } from "./design/service.ts";

/**
 * Scores answers to one item-bank version of a type: a designed type by its version's scorer (load the version
 * with `DesignedTypes.version` or `current` first), a built-in type by the catalog's versioned scorer. The one
 * scoring step behind submit, re-scoring and the testing sandbox, so a test run scores as a real response does.
 */
export function scoreAnswers(designed: DesignedTypes, typeId: string, layout: BankLayout, input: ResponseInput): ScoreResult {
  return isDesignedTypeId(typeId) ? designed.score(layout.version, input) : scoreVersionedResponse(typeId, layout.version, layout.items, input);
}

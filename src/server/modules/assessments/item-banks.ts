import type { Db } from "../../db/client.ts";
import { LIKERT_OPTIONS, type AssessmentItem } from "../../../domain/assessments/item-types.ts";
import { ASSESSMENT_TYPE_IDS, isAssessmentTypeId } from "../../../domain/assessments/types.ts";
import { itemBankVersion, itemsForType } from "../../../instruments/catalog.ts";
import * as repo from "./repo.ts";

/** One item-bank version: its items in stored order, and each item's 1-based position by id. */
export type BankLayout = {
  version: string;
  typeId: string;
  items: readonly AssessmentItem[];
  byId: ReadonlyMap<string, { item: AssessmentItem; position: number }>;
};

/** The layout of a version's items: in stored order, with each item's 1-based position by id. */
export function layoutOf(typeId: string, version: string, items: readonly AssessmentItem[]): BankLayout {
  return { version, typeId, items, byId: new Map(items.map((item, i) => [item.id, { item, position: i + 1 }])) };
}

/**
 * The item-bank versions responses were opened with. A response's answers are stored by position, so
 * they are decoded, shown and scored by the version stored with the response — never by today's order:
 * editing a bank must not shift the answers of open responses. Versions are immutable and cached.
 */
export class ItemBanks {
  private readonly layouts = new Map<string, BankLayout>();
  constructor(private readonly db: Db) {}

  /** Records today's version of every type (idempotent), so every response's version stays readable. */
  async registerCurrent(): Promise<void> {
    for (const typeId of ASSESSMENT_TYPE_IDS) {
      const l = this.current(typeId);
      await repo.saveItemBank(this.db, { version: l.version, typeId, items: l.items });
    }
  }

  /** Today's version of a type (what a new response is opened with). */
  current(typeId: string): BankLayout {
    const version = itemBankVersion(typeId);
    let l = this.layouts.get(version);
    if (!l) {
      l = layoutOf(typeId, version, itemsForType(typeId));
      this.layouts.set(version, l);
    }
    return l;
  }

  /** The layout of a stored version; throws when the version was never recorded (a broken invariant). */
  async layout(typeId: string, version: string): Promise<BankLayout> {
    const cached = this.layouts.get(version);
    if (cached) return cached;
    if (isAssessmentTypeId(typeId) && version === itemBankVersion(typeId)) return this.current(typeId);
    const row = await repo.findItemBank(this.db, version);
    if (!row) throw new Error(`item bank version ${version} of ${typeId} is not recorded`);
    const l = layoutOf(row.typeId, row.version, withLikertCodes(row.items as AssessmentItem[]));
    this.layouts.set(version, l);
    return l;
  }
}

/**
 * Stored versions recorded before the Likert answers became codes carry English labels ({ value, label }); the
 * five answers are the same on every Likert item, so they are read with today's coded options.
 */
export function withLikertCodes(items: readonly AssessmentItem[]): AssessmentItem[] {
  return items.map((i) => (i.input.type === "likert" && i.input.options.some((o) => !("code" in o)) ? { ...i, input: { type: "likert", options: LIKERT_OPTIONS } } : i));
}

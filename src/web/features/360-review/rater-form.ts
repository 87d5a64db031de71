/** The rater's form in pages (spec 2 §2.13 link page): which statements a page shows and where to resume. No React. */
import type { TRaterForm } from "../../../contracts/feedback360.ts";

/** Statements per page. */
export const ITEMS_PER_PAGE = 10;

/** The IPIP's five answer values (1 Very Inaccurate … 5 Very Accurate); their words are in the catalog under `rate.scale.<value>`. */
export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;

type Item = TRaterForm["items"][number];
type Answers = Readonly<Record<string, number | undefined>>;

/** How many pages a form of `count` statements has (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / ITEMS_PER_PAGE));
}

/** The statements of a page (0-based), with their number in the whole form (1-based). */
export function pageItems(items: readonly Item[], page: number): Array<{ item: Item; number: number }> {
  const start = page * ITEMS_PER_PAGE;
  return items.slice(start, start + ITEMS_PER_PAGE).map((item, i) => ({ item, number: start + i + 1 }));
}

/** Index of the first unanswered statement, or -1 when all are answered. */
export function firstUnanswered(items: readonly Item[], answers: Answers): number {
  return items.findIndex((it) => answers[it.id] === undefined);
}

/** The page to resume on: the one with the first unanswered statement, else the last (comments and Submit). */
export function resumePage(items: readonly Item[], answers: Answers): number {
  const i = firstUnanswered(items, answers);
  return i < 0 ? pageCount(items.length) - 1 : Math.floor(i / ITEMS_PER_PAGE);
}

/** How many of the statements have an answer. */
export function answeredCount(items: readonly Item[], answers: Answers): number {
  return items.reduce((n, it) => n + (answers[it.id] === undefined ? 0 : 1), 0);
}

/** What the link page shows: the form, or one of its end states. */
export type RaterStage = "open" | "completed" | "declined" | "closed";

/** The rater's stage: finished or declined raters see that; a project that stopped taking answers shows as closed. */
export function raterStage(form: Pick<TRaterForm, "rater" | "project">): RaterStage {
  if (form.rater.status === "completed") return "completed";
  if (form.rater.status === "declined") return "declined";
  return form.project.open ? "open" : "closed";
}

/**
 * Pure helpers for taking an assessment: which answers count as given, where to resume, what the keyboard
 * keys mean for an item, the badges an item carries and the progress record mirrored in local storage.
 * Limits and rules (progress, time remaining, answer validity) come from src/domain. No React here.
 */
import type { TClientItem } from "../../../../contracts/assessments.ts";
import { validateAnswer, type RankEntry } from "../../../../domain/assessments/answer-validation.ts";
import type { AssessmentItem, ItemFlags } from "../../../../domain/assessments/item-types.ts";
import { domainName, facetName, pillarName, traitName } from "../../../lib/psychometrics/labels.ts";
import { takingT } from "./i18n.ts";

/** An answer as the API takes it. */
export type AnswerValue = number | string | RankEntry[];

/**
 * validateAnswer (src/domain) for an item as the taker receives it. The domain function reads only the item's
 * input (type, options, limits); the fields a client item lacks (bank, scoring scales) are filled neutrally.
 */
export function checkAnswer(item: TClientItem, raw: unknown): ReturnType<typeof validateAnswer> {
  const full: AssessmentItem = { ...item, bank: "", scored: false, scales: [] };
  return validateAnswer(full, raw);
}

/** True when a saved or given value is a valid answer to the item (spec §5 limits). */
export function isAnswered(item: TClientItem, value: unknown): boolean {
  return value !== undefined && value !== null && checkAnswer(item, value).ok;
}

/** How many items have a valid answer. */
export function answeredCount(items: readonly TClientItem[], answers: Readonly<Record<string, unknown>>): number {
  let n = 0;
  for (const item of items) if (isAnswered(item, answers[item.id])) n++;
  return n;
}

/** The index of the first item without a valid answer; items.length when all are answered (the review step). */
export function firstUnansweredIndex(items: readonly TClientItem[], answers: Readonly<Record<string, unknown>>): number {
  const i = items.findIndex((item) => !isAnswered(item, answers[item.id]));
  return i < 0 ? items.length : i;
}

/** 1-based question numbers of the unanswered items. */
export function unansweredNumbers(items: readonly TClientItem[], answers: Readonly<Record<string, unknown>>): number[] {
  const out: number[] = [];
  items.forEach((item, i) => {
    if (!isAnswered(item, answers[item.id])) out.push(i + 1);
  });
  return out;
}

/** The choices of an item that is answered by picking one value (likert, multiple choice, scenario, scale). */
export function choiceValues(item: TClientItem): number[] | null {
  const input = item.input;
  switch (input.type) {
    case "likert":
    case "multiple_choice":
    case "scenario":
      return input.options.map((o) => o.value);
    case "scale": {
      const values: number[] = [];
      for (let v = input.min; v <= input.max; v++) values.push(v);
      return values;
    }
    default:
      return null;
  }
}

/**
 * The value a digit key gives for an item, or null. Likert, multiple choice and scenario: the n-th option as
 * shown (keys 1-9; a Likert option's position is its value). Scale: the digit itself when in range, 0 for 10.
 */
export function valueForDigit(item: TClientItem, digit: string): number | null {
  if (!/^[0-9]$/.test(digit)) return null;
  const n = Number(digit);
  const input = item.input;
  switch (input.type) {
    case "likert":
    case "multiple_choice":
    case "scenario":
      return n >= 1 && n <= input.options.length ? input.options[n - 1].value : null;
    case "scale": {
      const v = n === 0 ? 10 : n;
      return v >= input.min && v <= input.max ? v : null;
    }
    default:
      return null;
  }
}

/** The digit keys that answer an item, in key order ("1".."9", then "0" when it stands for 10); none for text and ranking. */
export function digitKeys(item: TClientItem): string[] {
  return ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"].filter((d) => valueForDigit(item, d) !== null);
}

/** The keys that work on an item, for the keyboard hint under it (only those: a text item takes no digits). */
export interface KeyHints {
  /** The digit keys that answer it ([] when none). */
  digits: string[];
  /** Enter moves on (once answered; not inside a text box, where it starts a new line). */
  enter: boolean;
  /** Ctrl+Enter (⌘+Enter) in the text box submits the answer. */
  ctrlEnter: boolean;
  /** ← and → move between questions. */
  arrows: boolean;
}

export function keyHints(item: TClientItem, answered: boolean): KeyHints {
  const text = item.input.type === "text";
  return { digits: digitKeys(item), enter: answered && !text, ctrlEnter: text, arrows: true };
}

/**
 * Auto-advance after a pick (pointer or digit key), and which question a digit key answers. A key answers
 * the question shown when it was pressed; once a pick has that question moving on, no key answers it again
 * until the next question is shown (keys pressed in quick succession never re-answer the previous one).
 */
export interface Advance {
  /** A pick on question `from`: move on after the delay (unless the user moved first). */
  schedule(from: number): void;
  /** The user moved (Previous, Next, Review…): no pending move; keys apply again once the new question shows. */
  cancel(): void;
  /** Called once question `index` is on screen. */
  shown(index: number): void;
  /** The question a digit key pressed now answers, or null while the shown one is moving on. */
  digitTarget(): number | null;
  dispose(): void;
}

export function createAdvance(options: {
  delayMs: number;
  /** Moves from question `from` to the next (the page's index update). */
  advance(from: number): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}): Advance {
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let shownIndex = -1;
  /** The question that was picked and is moving on: no key answers it any more. */
  let leaving: number | null = null;
  let timer: unknown = null;
  const stop = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  return {
    schedule(from) {
      stop();
      leaving = from;
      timer = setTimer(() => {
        timer = null;
        options.advance(from);
      }, options.delayMs);
    },
    cancel() {
      stop();
      leaving = null;
    },
    shown(index) {
      shownIndex = index;
      if (index !== leaving) leaving = null;
    },
    digitTarget() {
      return leaving !== null && leaving === shownIndex ? null : shownIndex;
    },
    dispose: stop,
  };
}

/** The ranking an item starts with: the saved one, else the items in the order given with ranks 1..n. */
export function initialRanking(item: TClientItem, saved: unknown): RankEntry[] {
  if (item.input.type !== "ranking") return [];
  const check = checkAnswer(item, saved);
  if (check.ok && Array.isArray(check.value)) return (check.value as readonly RankEntry[]).map((e) => ({ item: e.item, rank: e.rank }));
  return item.input.items.map((it, i) => ({ item: it, rank: i + 1 }));
}

/** A context label above the question: trait and facet (spec §2 Question display), or pillar and domain. */
export interface ItemContext {
  /** "Neuroticism · Anxiety" for IPIP-NEO items; null otherwise. */
  trait: string | null;
  pillar: string | null;
  domain: string | null;
}

/** The trait/facet and pillar/domain labels of an item. */
export function itemContext(item: TClientItem): ItemContext {
  const trait = item.trait ? (item.facet ? takingT("context.traitFacet", { trait: traitName(item.trait), facet: facetName(item.facet) }) : traitName(item.trait)) : null;
  return {
    trait,
    pillar: item.pillar ? pillarName(item.pillar) : null,
    domain: item.domain ? domainName(item.domain) : null,
  };
}

/** A badge with its explanatory note (spec §2: emotional-regulation, dark-side and executive-scenario items). */
export interface FlagBadge {
  key: keyof ItemFlags;
  label: string;
  note: string;
}

/** The item's flag badges in a fixed order, each with the standard note of its flag (or the item's own note). */
export function flagBadges(item: TClientItem): FlagBadge[] {
  const keys: Array<keyof ItemFlags> = ["emotionalRegulation", "darkSide", "executiveContext"];
  return keys.filter((k) => item.flags[k]).map((k) => ({ key: k, label: takingT(`flag.${k}`), note: item.note ?? takingT(`flagNote.${k}`) }));
}

/* ------------------------------------------------------------------------------------------------------ */
/* Local progress (spec §2 Assessment flow: kept in local storage under a key made from the assessment id). */

/** Version of the stored record's shape. */
const PROGRESS_VERSION = 1;

/** An answer as kept in the browser. */
export interface LocalAnswer {
  value: AnswerValue;
  timeMs: number;
  pending?: true;
}

/** What the browser keeps about a response while it is being taken (the server stays the source of truth). */
export interface LocalProgress {
  v: typeof PROGRESS_VERSION;
  /** Spec §2: a session id made from the time plus a random string. */
  sessionId: string;
  /** The question shown last (an index into the items; items.length is the review step). */
  index: number;
  /** Seconds the timer has run. */
  elapsedSeconds: number;
  /**
   * Every answer given in this browser, with the time spent on it; `pending` until the server acknowledged
   * that value. Re-sent when the server lacks one, and when it is pending and the server has another value
   * (e.g. text typed just before a reload, newer than the last saved text).
   */
  answers: Record<string, LocalAnswer>;
  updatedAt: number;
}

/** The local-storage key of a response's progress. */
export function progressStorageKey(responseId: string): string {
  return `facetwise.assessment-progress.${responseId}`;
}

/** Spec §2: a session id from the current time plus a random string. */
export function newSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 10)}`;
}

/** A fresh progress record. */
export function emptyProgress(now: number = Date.now()): LocalProgress {
  return { v: PROGRESS_VERSION, sessionId: newSessionId(now), index: 0, elapsedSeconds: 0, answers: {}, updatedAt: now };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function isAnswerValue(x: unknown): x is AnswerValue {
  if (typeof x === "number") return Number.isFinite(x);
  if (typeof x === "string") return true;
  return Array.isArray(x) && x.every((e) => isRecord(e) && typeof e.item === "string" && typeof e.rank === "number");
}

/** Reads a stored record; anything malformed or of another version gives null. */
export function parseProgress(raw: string | null): LocalProgress | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== PROGRESS_VERSION) return null;
  const { sessionId, index, elapsedSeconds, answers, updatedAt } = data;
  if (typeof sessionId !== "string" || typeof index !== "number" || typeof elapsedSeconds !== "number" || !isRecord(answers)) return null;
  const clean: LocalProgress["answers"] = {};
  for (const [id, entry] of Object.entries(answers)) {
    if (isRecord(entry) && isAnswerValue(entry.value) && typeof entry.timeMs === "number") {
      clean[id] = entry.pending === true ? { value: entry.value, timeMs: entry.timeMs, pending: true } : { value: entry.value, timeMs: entry.timeMs };
    }
  }
  return {
    v: PROGRESS_VERSION,
    sessionId,
    index: Math.max(0, Math.floor(index)),
    elapsedSeconds: Math.max(0, elapsedSeconds),
    answers: clean,
    updatedAt: typeof updatedAt === "number" ? updatedAt : 0,
  };
}

/**
 * Answers this browser gave that the server does not have (e.g. the server went down before acknowledging
 * them, or the page was reloaded while typed text waited to be saved): they are sent again. An answer the
 * server acknowledged never overrides the server's (another device may have changed it since); invalid or
 * unknown items are dropped.
 */
export function answersToResend(
  items: readonly TClientItem[],
  serverAnswers: Readonly<Record<string, unknown>>,
  local: LocalProgress | null,
): Array<{ itemId: string; value: AnswerValue; timeMs: number }> {
  if (!local) return [];
  const out: Array<{ itemId: string; value: AnswerValue; timeMs: number }> = [];
  for (const item of items) {
    const mine = local.answers[item.id];
    if (!mine || !isAnswered(item, mine.value)) continue;
    const server = serverAnswers[item.id];
    if (isAnswered(item, server) && !(mine.pending && JSON.stringify(server) !== JSON.stringify(mine.value))) continue;
    out.push({ itemId: item.id, value: mine.value, timeMs: mine.timeMs });
  }
  return out;
}

/** Where to resume: the first unanswered item by the server's answers (the server is the source of truth). */
export function resumeIndex(items: readonly TClientItem[], answers: Readonly<Record<string, unknown>>): number {
  return firstUnansweredIndex(items, answers);
}

import { describe, expect, it } from "vitest";
import type { TClientItem } from "../../../../contracts/assessments.ts";
import { unsupportedInputMessage } from "../../../../domain/assessments/answer-validation.ts";
import { FLAG_NOTES, LIKERT_OPTIONS } from "../../../../domain/assessments/item-types.ts";
import taking from "../../../locales/en/taking.ts";
import {
  answeredCount,
  answersToResend,
  checkAnswer,
  createAdvance,
  choiceValues,
  emptyProgress,
  firstUnansweredIndex,
  flagBadges,
  initialRanking,
  isAnswered,
  itemContext,
  keyHints,
  newSessionId,
  parseProgress,
  progressStorageKey,
  unansweredNumbers,
  valueForDigit,
} from "./taking.ts";

const flags = { emotionalRegulation: false, darkSide: false, executiveContext: false };
const likert = (id: string, extra: Partial<TClientItem> = {}): TClientItem => ({
  id,
  module: "ocean-core",
  text: `Statement ${id}`,
  input: { type: "likert", options: LIKERT_OPTIONS },
  flags,
  normed: true,
  ...extra,
});
const scale: TClientItem = { id: "s", module: "flow", text: "How often?", input: { type: "scale", min: 1, max: 10, minLabel: "Never", maxLabel: "Always" }, flags, normed: false };
const mc: TClientItem = {
  id: "m",
  module: "flow",
  text: "Pick",
  input: {
    type: "multiple_choice",
    options: [
      { value: 4, label: "D" },
      { value: 1, label: "A" },
      { value: 5, label: "E" },
    ],
  },
  flags,
  normed: false,
};
const text: TClientItem = { id: "t", module: "flow", text: "Describe", input: { type: "text", maxLength: 500 }, flags, normed: false };
const ranking: TClientItem = { id: "r", module: "flow", text: "Rank", input: { type: "ranking", items: ["Trust", "Respect", "Goals"] }, flags, normed: false };

describe("answers", () => {
  it("checks answers with the domain's rules (likert 1-5, options, scale range, text, ranking)", () => {
    expect(isAnswered(likert("a"), 3)).toBe(true);
    expect(isAnswered(likert("a"), 6)).toBe(false);
    expect(isAnswered(likert("a"), undefined)).toBe(false);
    expect(isAnswered(mc, 4)).toBe(true);
    expect(isAnswered(mc, 2)).toBe(false);
    expect(isAnswered(scale, 10)).toBe(true);
    expect(isAnswered(scale, 11)).toBe(false);
    // Spec §5: empty or white-space text is not an answer.
    expect(isAnswered(text, "   ")).toBe(false);
    expect(isAnswered(text, "x".repeat(500))).toBe(true);
    expect(isAnswered(text, "x".repeat(501))).toBe(false);
    expect(
      checkAnswer(ranking, [
        { item: "Trust", rank: 1 },
        { item: "Respect", rank: 2 },
        { item: "Goals", rank: 3 },
      ]).ok,
    ).toBe(true);
    expect(isAnswered(ranking, [{ item: "Trust", rank: 1 }])).toBe(false);
  });

  it("counts answered items and finds where to resume", () => {
    const items = [likert("a"), likert("b"), likert("c")];
    expect(answeredCount(items, {})).toBe(0);
    expect(firstUnansweredIndex(items, {})).toBe(0);
    expect(firstUnansweredIndex(items, { a: 2, b: 9 })).toBe(1);
    expect(firstUnansweredIndex(items, { a: 2, c: 4 })).toBe(1);
    expect(firstUnansweredIndex(items, { a: 1, b: 2, c: 3 })).toBe(3);
    expect(unansweredNumbers(items, { b: 5 })).toEqual([1, 3]);
  });
});

describe("keys", () => {
  it("digits 1-5 answer likert with the option of that position", () => {
    expect(valueForDigit(likert("a"), "1")).toBe(1);
    expect(valueForDigit(likert("a"), "5")).toBe(5);
    expect(valueForDigit(likert("a"), "6")).toBeNull();
    expect(valueForDigit(likert("a"), "0")).toBeNull();
    expect(valueForDigit(likert("a"), "x")).toBeNull();
  });
  it("digits pick options as shown, and scale values (0 is 10)", () => {
    expect(valueForDigit(mc, "1")).toBe(4);
    expect(valueForDigit(mc, "3")).toBe(5);
    expect(valueForDigit(mc, "4")).toBeNull();
    expect(valueForDigit(scale, "7")).toBe(7);
    expect(valueForDigit(scale, "0")).toBe(10);
    expect(valueForDigit(text, "1")).toBeNull();
    expect(choiceValues(scale)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(choiceValues(ranking)).toBeNull();
  });
});

describe("ranking", () => {
  it("starts from the saved ranking, else the given order", () => {
    expect(initialRanking(ranking, undefined)).toEqual([
      { item: "Trust", rank: 1 },
      { item: "Respect", rank: 2 },
      { item: "Goals", rank: 3 },
    ]);
    expect(
      initialRanking(ranking, [
        { item: "Goals", rank: 1 },
        { item: "Trust", rank: 3 },
        { item: "Respect", rank: 2 },
      ]),
    ).toEqual([
      { item: "Goals", rank: 1 },
      { item: "Respect", rank: 2 },
      { item: "Trust", rank: 3 },
    ]);
  });
});

describe("labels and badges", () => {
  it("shows trait and facet, pillar and domain", () => {
    expect(itemContext(likert("a", { trait: "neuroticism", facet: "angryHostility" })).trait).toBe("Neuroticism · Angry Hostility");
    expect(itemContext(likert("a", { trait: "openness" })).trait).toBe("Openness");
    expect(itemContext({ ...scale, pillar: "potential", domain: "learning-agility" })).toEqual({ trait: null, pillar: "Potential", domain: "Learning agility" });
  });
  it("gives each flag a badge with the domain's note", () => {
    expect(flagBadges(likert("a"))).toEqual([]);
    const b = flagBadges(likert("a", { flags: { emotionalRegulation: true, darkSide: true, executiveContext: false } }));
    expect(b.map((x) => x.label)).toEqual(["Emotional regulation", "Derailment screen"]);
    expect(b[1].note).toMatch(/no right answers/);
  });
  it("the taking catalog's flag notes and unsupported-input messages are the domain's English", () => {
    const all = flagBadges(likert("a", { flags: { emotionalRegulation: true, darkSide: true, executiveContext: true } }));
    expect(Object.fromEntries(all.map((x) => [x.key, x.note]))).toEqual(FLAG_NOTES);
    expect(Object.keys(taking.flagNote).sort()).toEqual(Object.keys(FLAG_NOTES).sort());
    expect(taking.input.unsupportedType.replace("{{type}}", "checkbox")).toBe(unsupportedInputMessage("checkbox"));
    expect(taking.input.unsupportedQuestion).toBe(unsupportedInputMessage(undefined));
  });
});

describe("local progress", () => {
  it("keys by the response id and makes time-plus-random session ids", () => {
    expect(progressStorageKey("r1")).toBe("facetwise.assessment-progress.r1");
    expect(newSessionId(36 ** 3, () => 0.5)).toMatch(/^1000-[0-9a-z]+$/);
  });

  it("round-trips and rejects malformed records", () => {
    const p = { ...emptyProgress(1000), index: 4, elapsedSeconds: 61, answers: { a: { value: 3, timeMs: 2500 }, r: { value: [{ item: "x", rank: 1 }], timeMs: 9 } } };
    expect(parseProgress(JSON.stringify(p))).toEqual(p);
    expect(parseProgress(null)).toBeNull();
    expect(parseProgress("{nope")).toBeNull();
    expect(parseProgress(JSON.stringify({ ...p, v: 2 }))).toBeNull();
    expect(parseProgress(JSON.stringify({ ...p, answers: { a: { value: {}, timeMs: 1 } } }))?.answers).toEqual({});
  });

  it("re-sends only valid local answers the server lacks", () => {
    const items = [likert("a"), likert("b"), likert("c")];
    const local = { ...emptyProgress(0), answers: { a: { value: 2, timeMs: 10 }, b: { value: 4, timeMs: 20 }, c: { value: 9, timeMs: 30 }, zz: { value: 1, timeMs: 1 } } };
    expect(answersToResend(items, { a: 5 }, local)).toEqual([{ itemId: "b", value: 4, timeMs: 20 }]);
    expect(answersToResend(items, {}, null)).toEqual([]);
  });
});

describe("digit keys in quick succession", () => {
  /** A page in miniature: the shown index follows the advance one render later (flush). */
  function page() {
    const timers: Array<{ fn: () => void; ms: number } | null> = [];
    let index = 0;
    let rendered = 0;
    const answers: Record<number, string> = {};
    const adv = createAdvance({
      delayMs: 180,
      advance: (from) => {
        if (index === from) index = from + 1;
      },
      setTimer: (fn, ms) => timers.push({ fn, ms }) - 1,
      clearTimer: (h) => {
        timers[h as number] = null;
      },
    });
    adv.shown(0);
    return {
      adv,
      answers,
      /** A digit key: answers the question it applies to, and (as a pick does) moves on after the delay. */
      press(key: string) {
        const target = adv.digitTarget();
        if (target === null) return;
        answers[target] = key;
        adv.schedule(target);
      },
      fireTimers() {
        for (const [i, t] of timers.entries()) if (t) ((timers[i] = null), t.fn());
      },
      render() {
        if (rendered !== index) adv.shown((rendered = index));
      },
      get shown() {
        return rendered;
      },
    };
  }

  it("a second key while the answered question is moving on does not re-answer it", () => {
    const p = page();
    p.press("2");
    p.press("5"); // 50 ms later, the first question is still on screen, moving on
    p.fireTimers();
    expect(p.answers).toEqual({ 0: "2" });
    // the advance happened but the next question is not drawn yet: still no key on the old one
    p.press("4");
    expect(p.answers).toEqual({ 0: "2" });
    p.render();
    expect(p.shown).toBe(1);
    p.press("3");
    expect(p.answers).toEqual({ 0: "2", 1: "3" });
  });

  it("moving by hand cancels the pending advance and frees the keys", () => {
    const p = page();
    p.press("1");
    p.adv.cancel();
    p.fireTimers();
    expect(p.shown).toBe(0);
    p.press("4");
    expect(p.answers).toEqual({ 0: "4" });
  });
});

describe("keyboard hint", () => {
  it("shows only the keys that work on the question", () => {
    expect(keyHints(likert("a"), false)).toEqual({ digits: ["1", "2", "3", "4", "5"], enter: false, ctrlEnter: false, arrows: true });
    expect(keyHints(likert("a"), true).enter).toBe(true);
    expect(keyHints(mc, false).digits).toEqual(["1", "2", "3"]);
    expect(keyHints(scale, false).digits).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]);
    expect(keyHints(text, true)).toEqual({ digits: [], enter: false, ctrlEnter: true, arrows: true });
    expect(keyHints(ranking, true)).toEqual({ digits: [], enter: true, ctrlEnter: false, arrows: true });
  });
});

describe("typed text kept across a reload", () => {
  it("a pending local answer the server has another value for is sent again; an acknowledged one is not", () => {
    const items = [text];
    const typed = { ...emptyProgress(0), answers: { [text.id]: { value: "A longer, newer answer", timeMs: 50, pending: true as const } } };
    expect(answersToResend(items, { [text.id]: "A longer" }, typed)).toEqual([{ itemId: text.id, value: "A longer, newer answer", timeMs: 50 }]);
    const acknowledged = { ...emptyProgress(0), answers: { [text.id]: { value: "Old text here", timeMs: 50 } } };
    expect(answersToResend(items, { [text.id]: "Changed on another device" }, acknowledged)).toEqual([]);
    expect(parseProgress(JSON.stringify(typed))?.answers[text.id]).toEqual({ value: "A longer, newer answer", timeMs: 50, pending: true });
  });
});

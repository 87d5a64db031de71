import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TClientItem } from "../../../../contracts/assessments.ts";
import { FLAG_NOTES, LIKERT_OPTIONS } from "../../../../domain/assessments/item-types.ts";
import taking from "../../../locales/en/taking.ts";
import { advancesOn, QuestionCard } from "./QuestionCard.tsx";

const flags = { emotionalRegulation: false, darkSide: false, executiveContext: false };
const render = (item: TClientItem, value?: unknown, showTags = true) =>
  renderToString(createElement(QuestionCard, { item, value, onAnswer: () => undefined, status: null, showTags }));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("QuestionCard", () => {
  it("likert: a 5-point radio group labelled 1 Strongly Disagree … 5 Strongly Agree, with trait and facet", () => {
    const html = render(
      { id: "a", module: "m", text: "Worry about things", input: { type: "likert", options: LIKERT_OPTIONS }, trait: "neuroticism", facet: "anxiety", flags, normed: true },
      4,
    );
    expect(html.match(/type="radio"/g)?.length).toBe(5);
    expect(html).toContain("<fieldset");
    const t = text(html);
    expect(t).toContain("1 Strongly Disagree");
    expect(t).toContain("5 Strongly Agree");
    expect(t).toContain("Neuroticism · Anxiety");
    expect(html.match(/checked=""/g)?.length).toBe(1);
  });

  it("likert: the domain sends codes, every one of them has its words in the English catalog", () => {
    const t = text(render({ id: "a", module: "m", text: "Worry about things", input: { type: "likert", options: LIKERT_OPTIONS }, flags, normed: true }));
    for (const o of LIKERT_OPTIONS) {
      expect(Object.keys(o)).toEqual(["value", "code"]);
      expect(taking.input.likert[o.code], o.code).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
      expect(t).toContain(`${o.value} ${taking.input.likert[o.code]}`);
    }
  });

  it("hides trait, facet, pillar and domain tags unless the organization shows them", () => {
    const likert: TClientItem = {
      id: "a",
      module: "m",
      text: "Worry about things",
      input: { type: "likert", options: LIKERT_OPTIONS },
      trait: "neuroticism",
      facet: "anxiety",
      flags,
      normed: true,
    };
    const scale: TClientItem = {
      id: "s",
      module: "m",
      text: "How often?",
      input: { type: "scale", min: 1, max: 10, minLabel: "Never", maxLabel: "Always" },
      pillar: "potential",
      domain: "creativity",
      flags,
      normed: false,
    };
    for (const item of [likert, scale]) {
      const hidden = text(render(item, undefined, false));
      for (const tag of ["Neuroticism", "Anxiety", "Potential", "Creativity"]) expect(hidden).not.toContain(tag);
    }
    expect(text(render(likert, undefined, true))).toContain("Neuroticism · Anxiety");
  });

  it("badges carry their notes", () => {
    const t = text(
      render({ id: "d", module: "m", text: "Boss people around", input: { type: "likert", options: LIKERT_OPTIONS }, flags: { ...flags, darkSide: true }, normed: true }),
    );
    expect(t).toContain("Derailment screen");
    expect(t).toContain(FLAG_NOTES.darkSide.replace(/'/g, "'"));
  });

  it("scale: every value from min to max (default 1-10) with its end labels", () => {
    const html = render({
      id: "s",
      module: "m",
      text: "How often?",
      input: { type: "scale", min: 1, max: 10, minLabel: "Never", maxLabel: "Always" },
      pillar: "potential",
      domain: "creativity",
      flags,
      normed: false,
    });
    expect(html.match(/type="radio"/g)?.length).toBe(10);
    const t = text(html);
    expect(t).toContain("1 · Never");
    expect(t).toContain("10 · Always");
    expect(t).toContain("Potential");
    expect(t).toContain("Creativity");
  });

  it("text: the counter reads n/500 characters and Submit Answer is disabled while empty or blank", () => {
    const item: TClientItem = { id: "t", module: "m", text: "Describe", input: { type: "text", maxLength: 500 }, flags, normed: false };
    const empty = render(item);
    expect(text(empty)).toContain("0/500 characters");
    expect(empty).toMatch(/<button[^>]*disabled=""[^>]*>Submit Answer<\/button>/);
    expect(empty).toContain('maxLength="500"');
    const blank = render(item, "   ");
    expect(blank).toMatch(/<button[^>]*disabled=""[^>]*>Submit Answer<\/button>/);
    const filled = render(item, "Hello");
    expect(text(filled)).toContain("5/500 characters");
    expect(filled).not.toMatch(/disabled=""[^>]*>Submit Answer/);
  });

  it("ranking: each item with a rank select and move buttons", () => {
    const html = render({ id: "r", module: "m", text: "Rank", input: { type: "ranking", items: ["Trust", "Respect", "Goals"] }, flags, normed: false });
    expect(html.match(/<select/g)?.length).toBe(3);
    expect(html).toContain('aria-label="Move Trust up"');
    expect(html).toContain("Submit Answer");
  });

  it("unknown input types say so", () => {
    const odd = { id: "x", module: "m", text: "?", input: { type: "checkbox" }, flags, normed: false } as unknown as TClientItem;
    expect(text(render(odd))).toContain("Unsupported input type: checkbox");
  });

  it("moves on after a pointer pick, a digit or Submit Answer, not after arrow-key selection", () => {
    expect(advancesOn("pointer")).toBe(true);
    expect(advancesOn("digit")).toBe(true);
    expect(advancesOn("submit")).toBe(true);
    expect(advancesOn("select")).toBe(false);
    expect(advancesOn("type")).toBe(false);
  });
});

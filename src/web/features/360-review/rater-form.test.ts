import { describe, expect, it } from "vitest";
import { raterFormFixture } from "./fixtures.test-support.ts";
import { answeredCount, firstUnanswered, ITEMS_PER_PAGE, pageCount, pageItems, raterStage, resumePage } from "./rater-form.ts";

describe("pages of statements", () => {
  const { items } = raterFormFixture();

  it("120 statements make 12 pages of 10, numbered across the form", () => {
    expect(ITEMS_PER_PAGE).toBe(10);
    expect(pageCount(120)).toBe(12);
    expect(pageCount(121)).toBe(13);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(items, 1).map((x) => x.number)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(items, 11)).toHaveLength(10);
    expect(pageItems(items, 12)).toEqual([]);
  });

  it("resumes on the page of the first unanswered statement, or the last page when all are answered", () => {
    expect(resumePage(items, {})).toBe(0);
    const twelve = raterFormFixture().answers;
    expect(firstUnanswered(items, twelve)).toBe(12);
    expect(resumePage(items, twelve)).toBe(1);
    const all = Object.fromEntries(items.map((it) => [it.id, 3]));
    expect(firstUnanswered(items, all)).toBe(-1);
    expect(resumePage(items, all)).toBe(11);
    // a gap early on wins over later answers
    const { i3: _skip, ...gap } = all;
    expect(resumePage(items, gap)).toBe(0);
  });

  it("counts answers of the form's statements only", () => {
    expect(answeredCount(items, { i1: 1, i2: 5, unknown: 3 })).toBe(2);
  });
});

describe("raterStage", () => {
  const form = raterFormFixture();
  it("completed and declined win; a project no longer open shows as closed", () => {
    expect(raterStage(form)).toBe("open");
    expect(raterStage({ ...form, rater: { ...form.rater, status: "completed" } })).toBe("completed");
    expect(raterStage({ ...form, rater: { ...form.rater, status: "declined" }, project: { ...form.project, open: false } })).toBe("declined");
    expect(raterStage({ ...form, project: { ...form.project, open: false } })).toBe("closed");
  });
});

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { presetRange } from "../data/date-range.ts";
import { ALL_FILTERS, requestFilters } from "../data/filters.ts";
import { DateRangePicker } from "./DateRangePicker.tsx";
import { FilterPanel } from "./FilterPanel.tsx";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");
const options = { types: [], departments: ["Sales"] };
const noop = () => {};
/** The markup of the form labelled Filters. */
const filterForm = (html: string) => html.slice(html.indexOf('<form aria-label="Filters"'), html.lastIndexOf("</form>"));

describe("the Analytics filter panel", () => {
  it("holds the date range with the other filters, under one Apply (no Apply range of its own)", () => {
    // a custom range, so the picker shows its two dates
    const html = renderToString(
      createElement(FilterPanel, { value: requestFilters(ALL_FILTERS, { start: "2025-01-02", end: "2025-02-03" }), options, defaultPreset: "last90", onApply: noop }),
    );
    const form = filterForm(html);
    expect(form).toContain('value="2025-01-02"');
    expect(form).toContain('value="2025-02-03"');
    expect(text(form)).toContain("Department");
    expect(text(form)).toContain("Apply");
    expect(text(html)).not.toContain("Apply range");
    // one form: the picker does not open a second one inside it
    expect(html.match(/<form/g)).toHaveLength(1);
  });

  it("names its default range on the control", () => {
    const html = text(renderToString(createElement(FilterPanel, { value: requestFilters(ALL_FILTERS, presetRange("last90")), options, defaultPreset: "last90", onApply: noop })));
    expect(html).toContain("Last 90 days (default)");
    expect(html).not.toContain("Last 30 days (default)");
  });
});

describe("the date range picker on its own (Executive, OCEAN)", () => {
  it("applies a custom range with its own button and names the page's default", () => {
    const html = text(renderToString(createElement(DateRangePicker, { value: { start: "2025-01-02", end: "2025-02-03" }, onChange: noop, defaultPreset: "last30" })));
    expect(html).toContain("Apply range");
    expect(html).toContain("Last 30 days (default)");
    expect(html).not.toContain("Last 90 days (default)");
  });
});

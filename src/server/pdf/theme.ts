/**
 * The report's page geometry, type sizes and colours (A4 in PDF points, 72 per inch). One place, so every
 * section lines up with the others.
 */
import type { PercentileColour } from "../../domain/psychometrics/bands.ts";
import type { RiskLevel } from "../../domain/psychometrics/derailment.ts";

/** A4 portrait, 210 × 297 mm. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 54, bottom: 60, left: 50, right: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** Baseline area of the footer (page numbers), inside the bottom margin. */
export const FOOTER_Y = PAGE.height - 38;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" } as const;

export const SIZE = { title: 22, name: 13, h1: 14, h2: 10.5, body: 9.5, small: 8.5, tiny: 7 } as const;

export const COLOUR = {
  ink: "#1f2937",
  muted: "#5b6472",
  faint: "#9aa1ab",
  rule: "#e3e6ea",
  track: "#edf0f3",
  panel: "#f6f7f9",
  accent: "#3f51b5",
  marker: "#111827",
} as const;

/** Spec §9 colour bands of a percentile, as print colours. */
export const BAND_COLOUR: Readonly<Record<PercentileColour, string>> = {
  green: "#1e9e5a",
  blue: "#2f6fdb",
  orange: "#e47b1c",
};

/** Derailment risk levels, as print colours. */
export const RISK_COLOUR: Readonly<Record<RiskLevel, string>> = {
  low: "#1e9e5a",
  moderate: "#d49a12",
  high: "#e0641b",
  critical: "#c0262d",
};

/**
 * Spec §9 progress rules for the assessment flow: rounded progress percentage and time remaining.
 */

/** Spec §9: seconds assumed per remaining question. */
export const SECONDS_PER_QUESTION = 45;

/**
 * The one time estimate (the type card, the timer's estimate and "minutes left" all use it): questions ×
 * seconds per question / 60, rounded up to whole minutes, never negative. The pace comes from timeEstimate
 * (spec §9's 45 s, or the organization's measured median).
 */
export function estimateMinutes(questions: number, secondsPerQuestion: number = SECONDS_PER_QUESTION): number {
  return Math.ceil((Math.max(0, questions) * Math.max(0, secondsPerQuestion)) / 60);
}

/** Completions of a type in the organization before their median time replaces the 45 s per question rule. */
export const MEASURED_MIN_COMPLETIONS = 10;

/** The organization's measured pace for a type: the median seconds per question over its completed responses. */
export interface MeasuredPace {
  readonly medianSecondsPerQuestion: number;
  readonly completions: number;
}

/** Where an estimate comes from: spec §9's 45 s per question, or the measured median of this many completions. */
export type EstimateBasis = { readonly kind: "per_question" } | { readonly kind: "measured"; readonly completions: number };

export interface TimeEstimate {
  /** The whole assessment, in whole minutes (rounded up). */
  readonly minutes: number;
  /** The pace it assumes; the time left while taking is remaining questions × this. */
  readonly secondsPerQuestion: number;
  readonly basis: EstimateBasis;
}

/**
 * The one time estimate of an assessment, shown alike on the type card, the start page, the timer and the
 * assignment rows: its questions × spec §9's 45 s, or × the organization's measured median seconds per
 * question once at least MEASURED_MIN_COMPLETIONS completions of the type exist (then the basis says so).
 */
export function timeEstimate(questions: number, measured?: MeasuredPace | null): TimeEstimate {
  const useMeasured = !!measured && measured.completions >= MEASURED_MIN_COMPLETIONS && measured.medianSecondsPerQuestion > 0;
  const secondsPerQuestion = useMeasured ? measured.medianSecondsPerQuestion : SECONDS_PER_QUESTION;
  return {
    minutes: estimateMinutes(questions, secondsPerQuestion),
    secondsPerQuestion,
    basis: useMeasured ? { kind: "measured", completions: measured.completions } : { kind: "per_question" },
  };
}

/** Spec §9: progress is a rounded percentage (0-100) of questions answered; 0 when there are no questions. */
export function progressPercent(answered: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((100 * Math.min(Math.max(answered, 0), total)) / total);
}

/** Spec §9: time remaining = remaining questions × 45 seconds / 60, rounded up to whole minutes (never negative). */
export function timeRemainingMinutes(remainingQuestions: number, secondsPerQuestion: number = SECONDS_PER_QUESTION): number {
  return estimateMinutes(remainingQuestions, secondsPerQuestion);
}

/** Spec §2 timer: progress of elapsed time against the estimate, capped at 100%. */
export function timerProgressPercent(elapsedSeconds: number, estimatedMinutes: number): number {
  if (!(estimatedMinutes > 0)) return 100;
  return Math.min(100, (100 * Math.max(0, elapsedSeconds)) / (estimatedMinutes * 60));
}

/** Spec §2 timer: turns orange when elapsed minutes exceed the estimate (strictly). */
export function timerOverEstimate(elapsedSeconds: number, estimatedMinutes: number): boolean {
  return elapsedSeconds / 60 > estimatedMinutes;
}

/** Spec §2: countdown shown as m:ss (negative input shows 0:00). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * Spec §9 progress rules for the assessment flow: rounded progress percentage and time remaining.
 */

/** Spec §9: seconds assumed per remaining question. */
export const SECONDS_PER_QUESTION = 45;

/**
 * The one time estimate (the type card, the timer's estimate and "minutes left" all use it): questions ×
 * seconds per question / 60, rounded up to whole minutes, never negative. Spec §9's rule is 45 s per
 * question; a type may assume fewer (the IPIP-NEO-120's short statements, AssessmentTypeDef.secondsPerQuestion).
 */
export function estimateMinutes(questions: number, secondsPerQuestion: number = SECONDS_PER_QUESTION): number {
  return Math.ceil((Math.max(0, questions) * Math.max(0, secondsPerQuestion)) / 60);
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

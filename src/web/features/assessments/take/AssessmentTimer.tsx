import { formatCountdown, timerOverEstimate, timerProgressPercent } from "../../../../domain/assessments/progress.ts";
import { Icon } from "../../../components/Icon.tsx";
import { useTakingT } from "./i18n.ts";

/**
 * Spec §2 timer: elapsed against the estimate (progress capped at 100%), a countdown as m:ss, running and
 * paused states; orange with a take-your-time message once the elapsed minutes exceed the estimate.
 */
export function AssessmentTimer({ elapsedSeconds, estimatedMinutes, running, onToggle }: { elapsedSeconds: number; estimatedMinutes: number; running: boolean; onToggle(): void }) {
  const t = useTakingT();
  const over = timerOverEstimate(elapsedSeconds, estimatedMinutes);
  const percent = timerProgressPercent(elapsedSeconds, estimatedMinutes);
  const left = estimatedMinutes * 60 - elapsedSeconds;
  return (
    <div
      className={`rounded-xl border px-3 py-2 text-sm ${
        over
          ? "border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950/40 dark:text-orange-100"
          : "border-slate-200 bg-white text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      }`}
      data-testid="assessment-timer"
      data-state={running ? "running" : "paused"}
      data-over={over}
    >
      <div className="flex items-center gap-3">
        <span className="flex items-center gap-1.5 tabular-nums" title={t("timer.left")}>
          <Icon name="clock" className="h-4 w-4 shrink-0" />
          <span className="sr-only">{t("timer.leftLabel")}</span>
          <span className="font-semibold">{formatCountdown(left)}</span>
        </span>
        <span className="hidden text-xs opacity-75 sm:inline">{t("timer.elapsed", { elapsed: formatCountdown(elapsedSeconds), minutes: estimatedMinutes })}</span>
        <button type="button" onClick={onToggle} aria-pressed={!running} className="ml-auto rounded-md px-2 py-1 text-xs font-semibold hover:bg-black/5 dark:hover:bg-white/10">
          {running ? t("timer.pause") : t("timer.resume")}
        </button>
      </div>
      <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className={`h-full rounded-full ${over ? "bg-orange-500" : "bg-slate-400 dark:bg-slate-500"}`} style={{ width: `${percent}%` }} />
      </div>
      {!running && <p className="mt-1 text-xs">{t("timer.paused")}</p>}
      {over && (
        <p className="mt-1 text-xs" role="status">
          {t("timer.over")}
        </p>
      )}
    </div>
  );
}

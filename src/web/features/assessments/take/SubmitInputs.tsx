/** The two inputs answered with Submit Answer: a ranking (spec §5) and free text (spec §2/§5). */
import { useId, useRef, useState } from "react";
import type { TClientItem } from "../../../../contracts/assessments.ts";
import { moveRank, type RankEntry } from "../../../../domain/assessments/answer-validation.ts";
import { primaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { useTakingT } from "./i18n.ts";
import type { QuestionCardProps } from "./QuestionCard.tsx";
import { checkAnswer, initialRanking } from "./taking.ts";

/** Spec §5 ranking: each item gets a rank 1..n; changing one repositions it and renumbers the others (moveRank). */
export function RankingInput({ item, value, onAnswer }: { item: TClientItem; value: unknown; onAnswer: QuestionCardProps["onAnswer"] }) {
  const t = useTakingT();
  const [entries, setEntries] = useState<RankEntry[]>(() => initialRanking(item, value));
  const [announcement, setAnnouncement] = useState("");
  const rowRefs = useRef(new Map<string, HTMLButtonElement | null>());
  const n = entries.length;
  const saved = checkAnswer(item, value);
  const unchanged = saved.ok && JSON.stringify(saved.value) === JSON.stringify(entries);

  const move = (it: string, rank: number, focus: "up" | "down" | null) => {
    const next = moveRank(entries, it, rank);
    setEntries(next);
    const placed = next.find((e) => e.item === it);
    if (placed) setAnnouncement(t("input.moved", { item: it, rank: placed.rank, count: n }));
    if (focus) {
      // Keep focus on the moved item's button (or its other button at the ends).
      requestAnimationFrame(() => {
        const key = `${it}|${focus}`;
        const alt = `${it}|${focus === "up" ? "down" : "up"}`;
        const el = rowRefs.current.get(key);
        (el && !el.disabled ? el : rowRefs.current.get(alt))?.focus();
      });
    }
  };

  return (
    <div>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t("input.rankIntro", { count: n })}</p>
      <ol className="space-y-2" aria-label={t("input.ranking")}>
        {entries.map((e) => (
          <li key={e.item} className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white dark:bg-indigo-500" aria-hidden="true">
              {e.rank}
            </span>
            <span className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-100">{e.item}</span>
            <label className="sr-only" htmlFor={`rank-${item.id}-${e.item}`}>
              {t("input.rankFor", { item: e.item })}
            </label>
            <select
              id={`rank-${item.id}-${e.item}`}
              value={e.rank}
              onChange={(ev) => move(e.item, Number(ev.target.value), null)}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-base sm:text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
            >
              {entries.map((_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
            <button
              type="button"
              ref={(el) => {
                rowRefs.current.set(`${e.item}|up`, el);
              }}
              disabled={e.rank === 1}
              onClick={() => move(e.item, e.rank - 1, "up")}
              aria-label={t("input.moveUp", { item: e.item })}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <Icon name="chevron-right" className="h-4 w-4 -rotate-90" />
            </button>
            <button
              type="button"
              ref={(el) => {
                rowRefs.current.set(`${e.item}|down`, el);
              }}
              disabled={e.rank === n}
              onClick={() => move(e.item, e.rank + 1, "down")}
              aria-label={t("input.moveDown", { item: e.item })}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <Icon name="chevron-right" className="h-4 w-4 rotate-90" />
            </button>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-4 flex items-center gap-3">
        <button type="button" className={primaryButtonClass} onClick={() => onAnswer(entries, "submit")}>
          {t("input.submit")}
        </button>
        {unchanged && <span className="text-sm text-slate-500 dark:text-slate-400">{t("input.rankingIsAnswer")}</span>}
      </div>
    </div>
  );
}

/**
 * Spec §2/§5: free text with its limit and 'n/500 characters'; Submit Answer is disabled on empty or white
 * space. Text is given as it is typed ("type": the page keeps it at once and saves it after a pause), so
 * nothing typed is lost on a reload; Submit Answer saves it now and moves on.
 */
export function TextInput({ item, maxLength, value, onAnswer }: { item: TClientItem; maxLength: number; value: unknown; onAnswer: QuestionCardProps["onAnswer"] }) {
  const t = useTakingT();
  const [text, setText] = useState(typeof value === "string" ? value : "");
  const counterId = useId();
  const blank = text.trim() === "";
  const unchanged = typeof value === "string" && value === text;
  return (
    <div>
      <label htmlFor={`text-${item.id}`} className="sr-only">
        {t("input.yourAnswer")}
      </label>
      <textarea
        id={`text-${item.id}`}
        value={text}
        maxLength={maxLength}
        rows={5}
        onChange={(e) => {
          const next = e.target.value.slice(0, maxLength);
          setText(next);
          if (next.trim() !== "") onAnswer(next, "type");
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && !blank) {
            e.preventDefault();
            onAnswer(text, "submit");
          }
        }}
        aria-describedby={counterId}
        className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        placeholder={t("input.typeAnswer")}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <span id={counterId} className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {t("input.characters", { length: text.length, max: maxLength })}
        </span>
        <div className="flex items-center gap-3">
          {unchanged && !blank && <span className="text-sm text-slate-500 dark:text-slate-400">{t("input.answered")}</span>}
          <button type="button" disabled={blank} className={primaryButtonClass} onClick={() => onAnswer(text, "submit")}>
            {t("input.submit")}
          </button>
        </div>
      </div>
    </div>
  );
}

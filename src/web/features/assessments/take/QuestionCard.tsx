import { useId, useRef, type ReactNode } from "react";
import type { TClientItem } from "../../../../contracts/assessments.ts";
import type { AnswerOption } from "../../../../domain/assessments/item-types.ts";
import { useTakingT } from "./i18n.ts";
import { RankingInput, TextInput } from "./SubmitInputs.tsx";
import { flagBadges, itemContext, type AnswerValue } from "./taking.ts";

/**
 * How an answer was given. A pointer pick, a digit key and Submit Answer move on to the next question;
 * "select" (arrow keys or Space inside a radio group) only changes the choice, Enter then moves on;
 * "type" (text as it is typed) is saved after a pause and stays on the question.
 */
export type AnswerVia = "pointer" | "digit" | "select" | "submit" | "type";

/** True when an answer given this way moves on to the next question. */
export function advancesOn(via: AnswerVia): boolean {
  return via !== "select" && via !== "type";
}

export interface QuestionCardProps {
  item: TClientItem;
  /** The saved or given answer. */
  value: unknown;
  onAnswer(value: AnswerValue, via: AnswerVia): void;
  /** Save state of this item's answer, shown under the input. */
  status: ReactNode;
  /** Show the trait/facet, pillar and domain tags (the organization's setting; hidden by default: they bias answers). */
  showTags: boolean;
}

const optionLabelClass =
  "group relative flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-indigo-500/60 dark:hover:bg-indigo-500/10 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-500/20 dark:has-[:checked]:text-white";

const keyClass =
  "inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-slate-50 px-1 text-xs font-semibold text-slate-600 group-has-[:checked]:border-indigo-600 group-has-[:checked]:bg-indigo-600 group-has-[:checked]:text-white dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300 dark:group-has-[:checked]:border-indigo-400 dark:group-has-[:checked]:bg-indigo-500";

/**
 * Options as a native radio group (arrow keys move the choice, Space picks, the group is announced by its
 * legend). A pointer pick reports "pointer" so the page can move on; arrow keys only change the choice.
 */
function OptionGroup({
  name,
  options,
  value,
  onAnswer,
  layout,
}: {
  name: string;
  options: readonly AnswerOption[];
  value: unknown;
  onAnswer: QuestionCardProps["onAnswer"];
  layout: "likert" | "list";
}) {
  const pointer = useRef(false);
  return (
    <div className={layout === "likert" ? "grid gap-2 sm:grid-cols-5" : "grid gap-2"}>
      {options.map((o, i) => (
        <label
          key={o.value}
          className={`${optionLabelClass} ${layout === "likert" ? "sm:flex-col sm:justify-center sm:gap-2 sm:px-2 sm:py-4 sm:text-center" : ""}`}
          onPointerDown={() => {
            pointer.current = true;
          }}
          onPointerUp={() => {
            // Picking the option that is already chosen fires no change: confirm it (and move on) here.
            if (pointer.current && value === o.value) {
              pointer.current = false;
              onAnswer(o.value, "pointer");
            }
          }}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => {
              const via: AnswerVia = pointer.current ? "pointer" : "select";
              pointer.current = false;
              onAnswer(o.value, via);
            }}
            onBlur={() => {
              pointer.current = false;
            }}
            className="sr-only"
          />
          <span className={keyClass} aria-hidden="true">
            {i + 1}
          </span>
          <span className={layout === "likert" ? "font-medium" : ""}>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

function ScaleInput({
  name,
  input,
  value,
  onAnswer,
}: {
  name: string;
  input: Extract<TClientItem["input"], { type: "scale" }>;
  value: unknown;
  onAnswer: QuestionCardProps["onAnswer"];
}) {
  const pointer = useRef(false);
  const values: number[] = [];
  for (let v = input.min; v <= input.max; v++) values.push(v);
  return (
    <div>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {values.map((v) => (
          <label
            key={v}
            className={`${optionLabelClass} justify-center px-0 py-3 text-base font-semibold`}
            onPointerDown={() => {
              pointer.current = true;
            }}
            onPointerUp={() => {
              if (pointer.current && value === v) {
                pointer.current = false;
                onAnswer(v, "pointer");
              }
            }}
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              aria-label={v === input.min ? `${v}: ${input.minLabel}` : v === input.max ? `${v}: ${input.maxLabel}` : String(v)}
              onChange={() => {
                const via: AnswerVia = pointer.current ? "pointer" : "select";
                pointer.current = false;
                onAnswer(v, via);
              }}
              onBlur={() => {
                pointer.current = false;
              }}
              className="sr-only"
            />
            <span aria-hidden="true">{v}</span>
          </label>
        ))}
      </div>
      <div className="mt-2 flex justify-between gap-4 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span>
          {input.min} · {input.minLabel}
        </span>
        <span className="text-right">
          {input.max} · {input.maxLabel}
        </span>
      </div>
    </div>
  );
}

function Badge({ children, tone }: { children: ReactNode; tone: "indigo" | "slate" | "amber" | "rose" | "emerald" }) {
  const tones = {
    indigo: "bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-400/30",
    slate: "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-500/30",
    amber: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-400/30",
    rose: "bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/15 dark:text-rose-200 dark:ring-rose-400/30",
    emerald: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30",
  };
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

const FLAG_TONE = { emotionalRegulation: "emerald", darkSide: "rose", executiveContext: "amber" } as const;

/** Spec §2 Question display and Assessment flow: context labels, badges with notes, the question and its input. */
export function QuestionCard({ item, value, onAnswer, status, showTags }: QuestionCardProps) {
  const t = useTakingT();
  const ctx = showTags ? itemContext(item) : { trait: null, pillar: null, domain: null };
  const badges = flagBadges(item);
  const legendId = useId();
  const input = item.input;
  const name = `q-${item.id}`;

  let body: ReactNode;
  switch (input.type) {
    case "likert":
      body = (
        <OptionGroup name={name} options={input.options.map((o) => ({ value: o.value, label: t(`input.likert.${o.code}`) }))} value={value} onAnswer={onAnswer} layout="likert" />
      );
      break;
    case "multiple_choice":
    case "scenario":
      body = <OptionGroup name={name} options={input.options} value={value} onAnswer={onAnswer} layout="list" />;
      break;
    case "scale":
      body = <ScaleInput name={name} input={input} value={value} onAnswer={onAnswer} />;
      break;
    case "ranking":
      body = <RankingInput key={item.id} item={item} value={value} onAnswer={onAnswer} />;
      break;
    case "text":
      body = <TextInput key={item.id} item={item} maxLength={input.maxLength} value={value} onAnswer={onAnswer} />;
      break;
    default: {
      const unknownType = (input as { type?: string }).type;
      body = (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          {unknownType ? t("input.unsupportedType", { type: unknownType }) : t("input.unsupportedQuestion")}
        </p>
      );
    }
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      {(ctx.trait || ctx.pillar || ctx.domain) && (
        <div className="mb-3 flex flex-wrap items-center gap-1.5">
          {ctx.trait && <Badge tone="indigo">{ctx.trait}</Badge>}
          {ctx.pillar && <Badge tone="slate">{ctx.pillar}</Badge>}
          {ctx.domain && <Badge tone="slate">{ctx.domain}</Badge>}
        </div>
      )}
      {badges.length > 0 && (
        <ul className="mb-4 space-y-2">
          {badges.map((b) => (
            <li
              key={b.key}
              className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 sm:flex-row sm:items-start sm:gap-2 dark:bg-slate-800/60 dark:text-slate-300"
            >
              <span className="shrink-0">
                <Badge tone={FLAG_TONE[b.key]}>{b.label}</Badge>
              </span>
              <span className="pt-0.5">{b.note}</span>
            </li>
          ))}
        </ul>
      )}
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-4 text-lg font-semibold text-slate-900 sm:text-xl dark:text-white">
          {item.text}
        </legend>
        {body}
      </fieldset>
      <div className="mt-3 min-h-5 text-sm" aria-live="polite">
        {status}
      </div>
    </div>
  );
}

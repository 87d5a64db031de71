import type { GapLabel } from "../../../../domain/feedback360/comparison.ts";
import { useReview360T } from "../i18n.ts";
import { Badge, type BadgeTone } from "../ui.tsx";

const TONE: Record<GapLabel, BadgeTone> = { Aligned: "green", "Small Gap": "blue", "Moderate Gap": "amber", "Large Gap": "red" };

/** The spec's gap label as the server computed it (spec 2 §9: under 5 Aligned … else Large Gap), or a dash. */
export function GapBadge({ label }: { label: GapLabel | null }) {
  const t = useReview360T();
  return label === null ? <span className="text-slate-500 dark:text-slate-400">–</span> : <Badge tone={TONE[label]}>{t(`gapLabels.${label}`)}</Badge>;
}

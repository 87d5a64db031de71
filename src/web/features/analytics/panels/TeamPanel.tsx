import { useState } from "react";
import { ChartCard, chartQueryState } from "../../../components/charts/index.ts";
import { primaryButtonClass } from "../../../components/buttons.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { figureText, shownNumber } from "../data/figures.ts";
import { useOrganizationId, useOrganizationMembers, useOrganizationProfile, useTeamComposition } from "../data/use-analytics.ts";
import type { TTeamRequest } from "../data/analytics-api.ts";
import { useAnalyticsT } from "../i18n.ts";
import { Chips } from "../ui/Chips.tsx";
import { MemberPicker } from "../ui/MemberPicker.tsx";

const selectClass = "rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";

type TeamBy = "department" | "members";

/**
 * Team composition: a department, or members chosen by hand; then per trait the mean, SD, range and
 * low/average/high counts (withheld below the minimum group size).
 */
export function TeamPanel() {
  const t = useAnalyticsT();
  const organizationId = useOrganizationId();
  const profile = useOrganizationProfile();
  const [by, setBy] = useState<TeamBy>("department");
  const [department, setDepartment] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const members = useOrganizationMembers(by === "members");
  const [request, setRequest] = useState<TTeamRequest | null>(null);
  const query = useTeamComposition(request);
  const team = query.data;
  const withheld = t("withheld.notEnough");
  const rows = (team?.traits ?? []).map((tr) => ({
    trait: traitName(tr.trait),
    mean: shownNumber(tr.mean, team?.suppressed, 1),
    sd: shownNumber(tr.sd, team?.suppressed, 1),
    min: shownNumber(tr.min, team?.suppressed),
    max: shownNumber(tr.max, team?.suppressed),
    low: team?.suppressed ? null : tr.low,
    average: team?.suppressed ? null : tr.average,
    high: team?.suppressed ? null : tr.high,
    balance: t(`team.balance.${tr.balance}`),
  }));
  return (
    <div className="space-y-4">
      <Chips label={t("team.mode")} value={by} onChange={setBy} options={(["department", "members"] as const).map((v) => ({ value: v, label: t(`team.modes.${v}`) }))} />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (by === "department" && department) setRequest({ organizationId, department });
          if (by === "members" && chosen.size > 0) setRequest({ organizationId, userIds: [...chosen].sort() });
        }}
      >
        {by === "department" ? (
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            {t("team.department")}
            <select className={selectClass} value={department} onChange={(e) => setDepartment(e.target.value)}>
              <option value="">{t("team.choose")}</option>
              {(profile.data?.departments ?? []).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        ) : members.isPending ? (
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            {t("team.members.loading")}
          </p>
        ) : members.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t("team.members.failed")}
          </p>
        ) : (
          <div className="w-full space-y-1">
            <MemberPicker members={members.data} chosen={chosen} onChange={setChosen} />
            {profile.data && <p className="text-xs text-slate-500 dark:text-slate-400">{t("team.members.hint", { min: profile.data.minGroupSize })}</p>}
          </div>
        )}
        <button type="submit" className={primaryButtonClass} disabled={by === "department" ? !department : chosen.size === 0}>
          {t("team.show")}
        </button>
      </form>
      {request && (
        <ChartCard
          title={request.department !== undefined ? t("team.title", { department: request.department }) : t("team.chosenTitle", { count: request.userIds?.length ?? 0 })}
          subtitle={team ? t("team.subtitle", { members: team.members, withResults: team.withResults }) : undefined}
          n={team?.withResults}
          {...chartQueryState(query)}
          empty={team !== undefined && team.suppressed}
          emptyMessage={withheld}
          data={{ rows }}
        >
          {({ width, height }) => (
            <div className="space-y-4">
              <SeriesChart
                kind="bar"
                stacked
                data={rows}
                xKey="trait"
                series={[
                  { key: "low", label: t("team.low"), color: "#f59e0b" },
                  { key: "average", label: t("team.average"), color: "#94a3b8" },
                  { key: "high", label: t("team.high"), color: "#4f46e5" },
                ]}
                width={width}
                height={height}
              />
              <table className="w-full text-left text-xs tabular-nums">
                <thead className="text-slate-500 dark:text-slate-400">
                  <tr>
                    {(["trait", "mean", "sd", "min", "max", "low", "average", "high", "balance"] as const).map((k) => (
                      <th key={k} className="py-1 pr-2">
                        {t(`team.columns.${k}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="text-slate-700 dark:text-slate-300">
                  {rows.map((r) => (
                    <tr key={r.trait}>
                      <td className="py-1 pr-2 font-medium">{r.trait}</td>
                      <td className="py-1 pr-2">{figureText(r.mean, withheld, (v) => v.toFixed(1))}</td>
                      <td className="py-1 pr-2">{figureText(r.sd, withheld, (v) => v.toFixed(1))}</td>
                      <td className="py-1 pr-2">{figureText(r.min, withheld)}</td>
                      <td className="py-1 pr-2">{figureText(r.max, withheld)}</td>
                      <td className="py-1 pr-2">{figureText(r.low, withheld)}</td>
                      <td className="py-1 pr-2">{figureText(r.average, withheld)}</td>
                      <td className="py-1 pr-2">{figureText(r.high, withheld)}</td>
                      <td className="py-1 pr-2">{r.balance}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ChartCard>
      )}
    </div>
  );
}

/**
 * The Report Builder tab (spec 2 §2.10): the report's name, Preview/Edit, Save and Export; sections of type Chart,
 * Table, Metric or Text with editable titles, move up/down (disabled at the ends) and delete; the selected
 * section's Data Source, Visualization and Time Range, which change what it shows; the saved reports to reopen.
 */
import { useEffect, useId, useState, type Dispatch } from "react";
import { useSearchParams } from "react-router";
import type { TBuilderConfig, TBuilderSection, TSectionData } from "../../../contracts/reports.ts";
import { canMoveBuilderSection } from "../../../domain/reporting/builder.ts";
import { BUILDER_SECTION_TYPES, builderFileName, DATA_SOURCES, TIME_RANGES, VISUALIZATIONS, type BuilderSectionType } from "../../../domain/reporting/center.ts";
import { Card } from "../../components/Card.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ScrollRegion } from "../../components/ScrollRegion.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { dangerTextButtonClass, ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { saveBlob } from "../../lib/download.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { BuilderChart } from "./BuilderChart.tsx";
import { builderBody, type BuilderAction, type BuilderState } from "./builder-state.ts";
import { useBuilderReports, useDeleteBuilderReport, useGeneratePdf, useSaveBuilderReport, useSectionData } from "./center-api.ts";
import { useReportsT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
const labelClass = "text-sm font-medium text-slate-700 dark:text-slate-300";
const iconButtonClass =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";

/** A figure in its unit, in the catalog's words. */
function useFigure() {
  const t = useReportsT();
  return (value: number | string | null, unit?: TSectionData["unit"]) =>
    value === null ? "—" : typeof value === "string" ? value : t(`center.units.${unit ?? "count"}`, { value: value.toLocaleString(displayLocale(), { maximumFractionDigits: 1 }) });
}

export function ReportBuilder({ organizationId, state, dispatch }: { organizationId: string; state: BuilderState; dispatch: Dispatch<BuilderAction> }) {
  const t = useReportsT();
  const toast = useToast();
  const save = useSaveBuilderReport(organizationId);
  const generate = useGeneratePdf(organizationId);
  const nameId = useId();
  const defaultName = t("center.builder.defaultName");
  const body = () => builderBody(organizationId, state, defaultName);
  const selected = state.sections.find((s) => s.id === state.selectedId) ?? null;

  const onSave = () =>
    save.mutate(body(), {
      onSuccess: (r) => {
        dispatch({ type: "saved", id: r.id });
        toast.show(t("center.builder.saved"));
      },
      onError: () => toast.show(t("center.builder.saveFailed"), "error"),
    });
  const onExport = () => {
    const b = body();
    generate.mutate(b, {
      onSuccess: (blob) => saveBlob(blob, builderFileName(b.name)),
      onError: () => toast.show(t("center.builder.exportFailed"), "error"),
    });
  };
  const add = (type: BuilderSectionType) =>
    dispatch({ type: "add", sectionType: type, id: newIdempotencyKey().slice(0, 16), title: t("center.builder.newSection", { type: t(`center.builder.type.${type}`) }) });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto min-w-60 grow sm:grow-0">
          <label htmlFor={nameId} className={labelClass}>
            {t("center.builder.name")}
          </label>
          <input id={nameId} className={`${inputClass} mt-1`} value={state.name} maxLength={200} onChange={(e) => dispatch({ type: "rename", name: e.target.value })} />
        </div>
        <button type="button" className={secondaryButtonClass} aria-pressed={state.preview} onClick={() => dispatch({ type: "togglePreview" })}>
          {state.preview ? t("center.builder.edit") : t("center.builder.preview")}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={save.isPending} onClick={onSave}>
          {save.isPending ? t("center.builder.saving") : t("center.builder.save")}
        </button>
        <button type="button" className={primaryButtonClass} disabled={generate.isPending} onClick={onExport}>
          {generate.isPending ? t("center.builder.exporting") : t("center.builder.export")}
        </button>
      </div>

      {!state.preview && (
        <div role="group" aria-label={t("center.builder.addSection")} className="flex flex-wrap gap-2">
          {BUILDER_SECTION_TYPES.map((type) => (
            <button key={type} type="button" className={secondaryButtonClass} onClick={() => add(type)}>
              {t("center.builder.add", { type: t(`center.builder.type.${type}`) })}
            </button>
          ))}
        </div>
      )}

      <div className={state.preview ? "" : "grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"}>
        <ol className="space-y-4" aria-label={state.name || defaultName}>
          {state.sections.length === 0 && (
            <li className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
              {t("center.builder.empty")}
            </li>
          )}
          {state.sections.map((s, i) => (
            <li key={s.id}>
              <SectionCard organizationId={organizationId} section={s} index={i} state={state} dispatch={dispatch} />
            </li>
          ))}
        </ol>
        {!state.preview && (
          <aside aria-label={t("center.builder.configure")} className="space-y-4">
            <Card title={t("center.builder.configure")}>
              {selected ? (
                <SectionConfig section={selected} dispatch={dispatch} />
              ) : (
                <p className="text-sm text-slate-500 dark:text-slate-400">{t("center.builder.configureHint")}</p>
              )}
            </Card>
            <SavedReports organizationId={organizationId} state={state} dispatch={dispatch} />
          </aside>
        )}
      </div>
    </div>
  );
}

/** One section: its title (editable), its tools in Edit mode, and what it shows. */
function SectionCard({
  organizationId,
  section: s,
  index,
  state,
  dispatch,
}: {
  organizationId: string;
  section: TBuilderSection;
  index: number;
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
}) {
  const t = useReportsT();
  const name = s.title || t(`center.builder.type.${s.type}`);
  const isSelected = state.selectedId === s.id;
  return (
    <section
      aria-label={name}
      data-section={s.id}
      className={`rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${isSelected ? "border-indigo-500 ring-1 ring-indigo-500" : "border-slate-200 dark:border-slate-800"}`}
    >
      {state.preview ? (
        <h3 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{name}</h3>
      ) : (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <input
            aria-label={t("center.builder.sectionTitle")}
            className={`${inputClass} max-w-md grow`}
            value={s.title}
            maxLength={200}
            onChange={(e) => dispatch({ type: "update", id: s.id, title: e.target.value })}
            onFocus={() => dispatch({ type: "select", id: s.id })}
          />
          <span className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{t(`center.builder.type.${s.type}`)}</span>
          <div className="ml-auto flex gap-1">
            <button
              type="button"
              className={iconButtonClass}
              aria-pressed={isSelected}
              aria-label={t("center.builder.select", { name })}
              onClick={() => dispatch({ type: "select", id: isSelected ? null : s.id })}
            >
              ⚙
            </button>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={t("center.builder.moveUp", { name })}
              disabled={!canMoveBuilderSection(state.sections, index, "up")}
              onClick={() => dispatch({ type: "move", index, direction: "up" })}
            >
              ↑
            </button>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={t("center.builder.moveDown", { name })}
              disabled={!canMoveBuilderSection(state.sections, index, "down")}
              onClick={() => dispatch({ type: "move", index, direction: "down" })}
            >
              ↓
            </button>
            <button type="button" className={iconButtonClass} aria-label={t("center.builder.delete", { name })} onClick={() => dispatch({ type: "remove", id: s.id })}>
              ✕
            </button>
          </div>
        </div>
      )}
      {s.type === "text" ? (
        state.preview ? (
          <div className="space-y-2 text-sm text-slate-700 dark:text-slate-200">
            {(s.text ?? "")
              .split("\n")
              .filter((line) => line.trim())
              .map((line, i) => (
                <p key={i}>{line}</p>
              ))}
          </div>
        ) : (
          <textarea
            aria-label={t("center.builder.text")}
            className={`${inputClass} min-h-24`}
            placeholder={t("center.builder.textPlaceholder")}
            value={s.text ?? ""}
            maxLength={20_000}
            onChange={(e) => dispatch({ type: "update", id: s.id, text: e.target.value })}
          />
        )
      ) : (
        <SectionData organizationId={organizationId} section={s} />
      )}
    </section>
  );
}

/** What a chart, table or metric section shows, from its data query. */
export function SectionData({ organizationId, section: s }: { organizationId: string; section: TBuilderSection }) {
  const t = useReportsT();
  const figure = useFigure();
  const query = useSectionData(organizationId, s.type, s.config);
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" /> {t("center.builder.loading")}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="py-6 text-sm text-red-700 dark:text-red-300">
        {t("center.builder.loadFailed")}
      </p>
    );
  const d = query.data;
  const seriesLabel = (key: string, fallback: string) => t(`center.series.${key}`, { defaultValue: fallback });
  return (
    <div className="space-y-3" aria-busy={query.isFetching} data-source={d.source} data-kind={d.kind}>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t(`center.builder.sources.${d.source}`)} · {t("center.builder.range", { start: d.range.start, end: d.range.end })}
      </p>
      {d.withheld && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">{d.withheld}</p>}
      {d.kind === "metric" ? (
        <div>
          <p className="text-3xl font-semibold text-slate-900 dark:text-white">{figure(d.metric.value, d.metric.unit)}</p>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{d.metric.label}</p>
          {d.metric.detail && <p className="text-sm text-slate-500 dark:text-slate-400">{d.metric.detail}</p>}
        </div>
      ) : d.kind === "table" ? (
        d.table.rows.length === 0 ? (
          <p className="py-4 text-sm text-slate-500 dark:text-slate-400">{t("center.builder.noData")}</p>
        ) : (
          <ScrollRegion label={s.title} className="max-h-80 overflow-auto">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-white text-xs uppercase text-slate-500 dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  {d.table.columns.map((c) => (
                    <th key={c.key} scope="col" className="py-1.5 pr-3 font-medium">
                      {t(`center.series.${c.key}`, { defaultValue: c.label })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {d.table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} className="py-1.5 pr-3 text-slate-700 dark:text-slate-200">
                        {figure(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )
      ) : (
        <BuilderChart data={d} visualization={s.config.visualization} title={s.title} seriesLabel={seriesLabel} emptyText={t("center.builder.noData")} />
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{d.basis}</p>
    </div>
  );
}

/** The selected section's Data Source, Visualization and Time Range (text sections have none). */
function SectionConfig({ section: s, dispatch }: { section: TBuilderSection; dispatch: Dispatch<BuilderAction> }) {
  const t = useReportsT();
  const id = useId();
  if (s.type === "text") return <p className="text-sm text-slate-500 dark:text-slate-400">{s.title}</p>;
  const set = (config: Partial<TBuilderConfig>) => dispatch({ type: "update", id: s.id, config });
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-900 dark:text-white">{s.title}</p>
      <div>
        <label htmlFor={`${id}-source`} className={labelClass}>
          {t("center.builder.dataSource")}
        </label>
        <select
          id={`${id}-source`}
          className={`${inputClass} mt-1`}
          value={s.config.dataSource}
          onChange={(e) => set({ dataSource: e.target.value as TBuilderConfig["dataSource"] })}
        >
          {DATA_SOURCES.map((v) => (
            <option key={v} value={v}>
              {t(`center.builder.sources.${v}`)}
            </option>
          ))}
        </select>
      </div>
      {s.type === "chart" && (
        <div>
          <label htmlFor={`${id}-vis`} className={labelClass}>
            {t("center.builder.visualization")}
          </label>
          <select
            id={`${id}-vis`}
            className={`${inputClass} mt-1`}
            value={s.config.visualization}
            onChange={(e) => set({ visualization: e.target.value as TBuilderConfig["visualization"] })}
          >
            {VISUALIZATIONS.map((v) => (
              <option key={v} value={v}>
                {t(`center.builder.visualizations.${v}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-range`} className={labelClass}>
          {t("center.builder.timeRange")}
        </label>
        <select id={`${id}-range`} className={`${inputClass} mt-1`} value={s.config.timeRange} onChange={(e) => set({ timeRange: e.target.value as TBuilderConfig["timeRange"] })}>
          {TIME_RANGES.map((v) => (
            <option key={v} value={v}>
              {t(`center.builder.ranges.${v}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The organization's saved builder reports: open one into the builder, or delete it (with confirmation). */
function SavedReports({ organizationId, state, dispatch }: { organizationId: string; state: BuilderState; dispatch: Dispatch<BuilderAction> }) {
  const t = useReportsT();
  const toast = useToast();
  const query = useBuilderReports(organizationId);
  const remove = useDeleteBuilderReport(organizationId);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // the Reports list's "Open in the builder" arrives with ?open=<id>: open that one once the list is here
  const [search, setSearch] = useSearchParams();
  const opening = search.get("open");
  useEffect(() => {
    const found = opening && query.data?.reports.find((r) => r.id === opening);
    if (!opening || !query.data) return;
    if (found) dispatch({ type: "open", report: found });
    setSearch(
      (p) => {
        p.delete("open");
        return p;
      },
      { replace: true },
    );
  }, [opening, query.data, dispatch, setSearch]);
  return (
    <Card title={t("center.builder.saved_reports")}>
      {query.isPending ? (
        <Spinner className="h-4 w-4" />
      ) : !query.data?.reports.length ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("center.builder.noSaved")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {query.data.reports.map((r) => (
            <li key={r.id} className="flex items-center gap-2 py-2">
              <div className="mr-auto min-w-0">
                <p className={`truncate text-sm font-medium ${r.id === state.builderReportId ? "text-indigo-700 dark:text-indigo-300" : "text-slate-900 dark:text-white"}`}>
                  {r.name}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t("center.builder.sectionsCount", { count: r.sections.length })} ·{" "}
                  {t("center.builder.updated", { date: new Date(r.updated_at).toLocaleDateString(displayLocale(), { timeZone: displayTimeZone() }) })}
                </p>
              </div>
              <button type="button" className={ghostButtonClass} aria-label={t("center.builder.openNamed", { name: r.name })} onClick={() => dispatch({ type: "open", report: r })}>
                {t("center.builder.open")}
              </button>
              {r.policies.delete && (
                <button
                  type="button"
                  className={dangerTextButtonClass}
                  aria-label={t("center.builder.deleteSaved", { name: r.name })}
                  onClick={() => setDeleting({ id: r.id, name: r.name })}
                >
                  ✕
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting?.name ?? ""}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setDeleting(null)}>
              {t("templates.cancel")}
            </button>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.show(t("center.builder.deleted"));
                    setDeleting(null);
                  },
                })
              }
            >
              {t("templates.delete")}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("center.builder.deleteConfirm")}</p>
      </Dialog>
    </Card>
  );
}

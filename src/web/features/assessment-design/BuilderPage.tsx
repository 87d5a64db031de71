import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { BuilderPreview, CompetencyGroup, CompetencyNode, TypeCategory } from "../../../domain/design/types.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { coverageName, facetName, traitName } from "../../lib/psychometrics/labels.ts";
import { groupLabel, linkReason, mappingSource, nodeDescription, nodeLabel, templateDescription, templateName } from "../../lib/design/competency-words.ts";
import { applyTemplate, BAND_CLASS, canCreate, groupState, isTemplateSelected, toggleGroup, toggleNode } from "./builder-state.ts";
import type { BuilderCreated, BuilderNodes } from "./design-api.ts";
import { useDesignT } from "./i18n.ts";
import { assignPath, TYPES_PATH } from "./paths.ts";
import { CATEGORIES, OCEAN } from "./type-form.ts";
import { Badge, Field, inputClass } from "./ui.tsx";
import { useBuilderNodes, useBuilderPreview, useCreateBuilderAssessment } from "./use-design.ts";

/** The selection the preview is asked for, once it has stopped changing for a moment. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** Spec §2 node-based assessment creator. */
export function BuilderPage() {
  const t = useDesignT();
  const nodes = useBuilderNodes();
  if (nodes.isPending)
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500 dark:text-slate-400" role="status">
        <Spinner className="h-5 w-5" />
        {t("builder.loading")}
      </div>
    );
  if (nodes.isError)
    return (
      <LoadFailedPanel
        title={t("builder.loadFailed")}
        message={errorMessage(nodes.error)}
        retrying={nodes.isFetching}
        onRetry={() => void nodes.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  return <Builder tree={nodes.data} />;
}

/** The creator over a loaded tree (exported for tests; `initial` preselects nodes). */
export function Builder({ tree, initial = [], initialTitle = "" }: { tree: BuilderNodes; initial?: readonly string[]; initialTitle?: string }) {
  const t = useDesignT();
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState<TypeCategory>("individual");
  const [selected, setSelected] = useState<string[]>([...initial]);
  const [created, setCreated] = useState<BuilderCreated | null>(null);
  const settled = useDebounced(selected, 300);
  const preview = useBuilderPreview(settled);
  const create = useCreateBuilderAssessment();
  const ids = { title: useId(), description: useId(), type: useId() };
  const ready = canCreate(title, selected);

  if (created) return <CreatedPanel created={created} onAgain={() => setCreated(null)} />;

  const submit = () => {
    if (!ready) return;
    create.mutate({ title: title.trim(), description: description.trim(), type: category, nodeIds: selected }, { onSuccess: setCreated });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-5">
        <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <Field id={ids.title} label={t("builder.title")}>
            <input id={ids.title} className={inputClass} value={title} maxLength={120} required onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field id={ids.description} label={t("builder.description")}>
            <textarea id={ids.description} className={inputClass} rows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Field id={ids.type} label={t("builder.type")}>
            <select id={ids.type} className={inputClass} value={category} onChange={(e) => setCategory(e.target.value as TypeCategory)}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          </Field>
        </section>

        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-labelledby="templates-heading">
          <h2 id="templates-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            {t("builder.templates")}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("builder.templatesHint")}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {tree.templates.map((tpl) => {
              const on = isTemplateSelected(tpl, selected);
              return (
                <button
                  key={tpl.id}
                  type="button"
                  aria-pressed={on}
                  data-template={tpl.id}
                  onClick={() => {
                    setSelected(applyTemplate(tpl, tree.groups));
                    setCategory(tpl.type);
                  }}
                  className={`rounded-xl border p-3 text-left text-sm transition-colors ${on ? "border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40" : "border-slate-200 hover:border-indigo-300 dark:border-slate-700"}`}
                >
                  <span className="block font-semibold text-slate-900 dark:text-white">{templateName(tpl.id)}</span>
                  <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{templateDescription(tpl.id)}</span>
                </button>
              );
            })}
          </div>
        </section>

        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-labelledby="tree-heading">
          <h2 id="tree-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            {t("builder.tree")}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("builder.treeHint")}</p>
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-xs text-amber-900 dark:bg-amber-950/40 dark:text-amber-100" data-testid="mapping-source">
            {t("builder.mappingNote", { source: mappingSource() })}
          </p>
          <ul className="mt-3 space-y-2">
            {tree.groups.map((g) => (
              <GroupItem key={g.id} group={g} selected={selected} onChange={setSelected} />
            ))}
          </ul>
        </section>
      </div>

      <aside className="space-y-5 lg:sticky lg:top-4 lg:self-start">
        <PreviewPanel
          empty={settled.length === 0}
          preview={settled.length === 0 ? undefined : preview.data}
          loading={preview.isFetching}
          error={preview.isError ? errorMessage(preview.error) : null}
        />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          {create.isError && (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
              {t("builder.createFailed", { message: errorMessage(create.error) })}
            </p>
          )}
          <button type="button" className={`${primaryButtonClass} w-full`} disabled={!ready || create.isPending} onClick={submit} data-testid="create-assessment">
            {create.isPending && <Spinner className="h-4 w-4" />}
            {create.isPending ? t("builder.creating") : t("builder.create")}
          </button>
          {!ready && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t("builder.createHint")}</p>}
        </div>
      </aside>
    </div>
  );
}

/** One group of the tree: a checkbox for its four nodes, collapsible. */
function GroupItem({ group, selected, onChange }: { group: CompetencyGroup; selected: readonly string[]; onChange(next: string[]): void }) {
  const t = useDesignT();
  const [open, setOpen] = useState(true);
  const state = groupState(group, selected);
  const box = useRef<HTMLInputElement>(null);
  const listId = useId();
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);
  const count = group.nodes.filter((n) => selected.includes(n.id)).length;
  return (
    <li className="rounded-xl border border-slate-200 dark:border-slate-700" data-group={group.id}>
      <div className="flex items-center gap-2 px-3 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          aria-label={open ? t("builder.collapseGroup", { group: groupLabel(group.id) }) : t("builder.expandGroup", { group: groupLabel(group.id) })}
          className="rounded p-1 text-slate-500 dark:text-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Icon name="chevron-right" className={`h-4 w-4 transition-transform ${open ? "rotate-90" : ""}`} />
        </button>
        <label className="flex flex-1 items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          <input
            ref={box}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={state === "all"}
            aria-checked={state === "some" ? "mixed" : state === "all"}
            onChange={() => onChange(toggleGroup(selected, group))}
          />
          {groupLabel(group.id)}
        </label>
        <span className="text-xs text-slate-500 dark:text-slate-400">{t("builder.selectedCount", { selected: count, total: group.nodes.length })}</span>
      </div>
      {open && (
        <ul id={listId} className="space-y-1 border-t border-slate-100 px-3 py-2 dark:border-slate-800">
          {group.nodes.map((n) => (
            <NodeItem key={n.id} node={n} checked={selected.includes(n.id)} onToggle={() => onChange(toggleNode(selected, n.id))} />
          ))}
        </ul>
      )}
    </li>
  );
}

function NodeItem({ node, checked, onToggle }: { node: CompetencyNode; checked: boolean; onToggle(): void }) {
  const t = useDesignT();
  const [links, setLinks] = useState(false);
  const linksId = useId();
  return (
    <li className="rounded-lg px-2 py-1.5" data-node={node.id}>
      <div className="flex flex-wrap items-start gap-2">
        <label className="flex min-w-0 flex-1 items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300" checked={checked} onChange={onToggle} />
          <span>
            <span className="font-medium text-slate-900 dark:text-white">{nodeLabel(node.id)}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{nodeDescription(node.id)}</span>
          </span>
        </label>
        <span className="flex flex-wrap gap-1">
          {node.traits.map((tr) => (
            <Badge key={tr} tone="indigo">
              {traitName(tr)}
            </Badge>
          ))}
        </span>
        <button
          type="button"
          aria-expanded={links}
          aria-controls={linksId}
          onClick={() => setLinks((o) => !o)}
          className="text-xs font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {links ? t("builder.hideLinks") : t("builder.showLinks")}
        </button>
      </div>
      {links && (
        <div id={linksId} className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs text-slate-700 dark:text-slate-300">
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-1 pr-2 font-medium">{t("builder.linkFacet")}</th>
                <th className="py-1 pr-2 font-medium">{t("builder.linkCorrelation")}</th>
                <th className="py-1 pr-2 font-medium">{t("builder.linkConfidence")}</th>
                <th className="py-1 pr-2 font-medium">{t("builder.linkType")}</th>
                <th className="py-1 pr-2 font-medium">{t("builder.linkTiers")}</th>
                <th className="py-1 font-medium">{t("builder.linkReason")}</th>
              </tr>
            </thead>
            <tbody>
              {node.facets.map((f) => (
                <tr key={f.facet} className="border-t border-slate-100 align-top dark:border-slate-800" data-link={f.facet}>
                  <td className="py-1 pr-2 whitespace-nowrap">
                    {facetName(f.facet)} <span className="text-slate-500 dark:text-slate-400">{f.facetCode}</span>
                  </td>
                  <td className="py-1 pr-2 tabular-nums">{f.correlation.toFixed(2)}</td>
                  <td className="py-1 pr-2 tabular-nums">{f.confidence.toFixed(2)}</td>
                  <td className="py-1 pr-2">{f.mappingType === "direct" ? t("builder.direct") : t("builder.indirect")}</td>
                  <td className="py-1 pr-2">{f.tierApplicability.map((tier) => t(`builder.tier.${tier}`)).join(", ")}</td>
                  <td className="py-1">{linkReason(node.id, f.facetCode)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

/** The OCEAN coverage preview, the statistics and the coverage validation (exported for tests). */
export function PreviewPanel({ empty, preview, loading, error }: { empty: boolean; preview: BuilderPreview | undefined; loading: boolean; error: string | null }) {
  const t = useDesignT();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-labelledby="preview-heading" aria-busy={loading}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          {t("builder.preview")}
        </h2>
        {loading && !empty && (
          <span role="status" className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            <Spinner className="h-3.5 w-3.5" />
            {t("builder.previewLoading")}
          </span>
        )}
      </div>
      {empty ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400" data-testid="preview-empty">
          {t("builder.previewEmpty")}
        </p>
      ) : error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("builder.previewFailed", { message: error })}
        </p>
      ) : preview ? (
        <div className="mt-3 space-y-5" data-testid="preview">
          <div>
            <ul className="space-y-2">
              {OCEAN.map((trait) => {
                const v = Math.max(0, Math.min(1, preview.oceanCoverage.traits[trait] ?? 0));
                return (
                  <li key={trait} data-trait={trait}>
                    <div className="flex justify-between text-sm">
                      <span className="text-slate-800 dark:text-slate-200">{traitName(trait)}</span>
                      <span className="text-slate-500 dark:text-slate-400 tabular-nums">{t("builder.traitValue", { value: v.toFixed(2) })}</span>
                    </div>
                    <div
                      role="meter"
                      aria-label={traitName(trait)}
                      aria-valuemin={0}
                      aria-valuemax={1}
                      aria-valuenow={v}
                      className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800"
                    >
                      <div className="h-full rounded-full bg-indigo-500" style={{ width: `${Math.round(v * 100)}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t("builder.traitsNote")}</p>
          </div>

          <div>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t("builder.statistics")}</h3>
            <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
              <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t("builder.minutes")}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="minutes">
                  {t("builder.minutesValue", { min: preview.estimatedMinutes.min, max: preview.estimatedMinutes.max })}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t("builder.questions")}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="question-count">
                  {preview.questionCount}
                </dd>
              </div>
            </dl>
          </div>

          <CoverageBlock coverage={preview.coverage} />

          <div>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t("builder.facets")}</h3>
            <ul className="mt-1 divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {preview.oceanCoverage.facets.map((f) => {
                const critical = preview.coverage.criticalFacets.includes(f.facet);
                return (
                  <li key={f.facet} className="flex flex-wrap items-center justify-between gap-2 py-1.5" data-facet={f.facet}>
                    <span className="text-slate-800 dark:text-slate-200">
                      {facetName(f.facet)} <span className="text-xs text-slate-500 dark:text-slate-400">{f.facetCode}</span>
                    </span>
                    <span className="flex items-center gap-2 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                      {t("builder.facetItems", { count: f.items })} · {t("builder.facetConfidence", { value: f.confidence.toFixed(2) })}
                      {critical && <Badge tone="red">{t("builder.critical")}</Badge>}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Spec §5 coverage validation: percent, band (poor red, fair amber, good green) and the flagged facets. */
export function CoverageBlock({ coverage }: { coverage: BuilderPreview["coverage"] }) {
  const t = useDesignT();
  return (
    <div data-testid="coverage">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t("builder.coverage")}</h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${BAND_CLASS[coverage.band]}`} data-band={coverage.band}>
          {coverageName(coverage.band)}
        </span>
        {t("builder.coverageValue", { percent: Math.round(coverage.percent), covered: coverage.covered, total: coverage.total })}
      </p>
      <p className={`mt-1 text-xs ${coverage.criticalFacets.length ? "font-medium text-red-700 dark:text-red-300" : "text-slate-500 dark:text-slate-400"}`}>
        {coverage.criticalFacets.length ? t("builder.criticalFacets", { facets: coverage.criticalFacets.map((f) => facetName(f)).join(", ") }) : t("builder.noCritical")}
      </p>
    </div>
  );
}

function CreatedPanel({ created, onAgain }: { created: BuilderCreated; onAgain(): void }) {
  const t = useDesignT();
  return (
    <div role="status" className="mx-auto max-w-xl rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-sm dark:border-emerald-900 dark:bg-slate-900">
      <Icon name="check" className="mx-auto h-8 w-8 text-emerald-600" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{t("builder.createdTitle", { name: created.type.name })}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.createdBody", { count: created.type.itemCount })}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {created.type.policies.assign && (
          <Link to={assignPath(created.type.id)} className={primaryButtonClass}>
            {t("builder.assignNow")}
          </Link>
        )}
        <Link to={TYPES_PATH} className={secondaryButtonClass}>
          {t("builder.toManager")}
        </Link>
        <button type="button" className={secondaryButtonClass} onClick={onAgain}>
          {t("builder.startOver")}
        </button>
      </div>
    </div>
  );
}

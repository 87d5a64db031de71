import { useState, type FormEvent } from "react";
import type { TPartner } from "../../../../contracts/business-signals.ts";
import { MAX_NAME_LENGTH, MAX_NOTE_LENGTH } from "../../../../domain/business/launch.ts";
import { Card } from "../../../components/Card.tsx";
import { DataBadge } from "../../../components/charts/index.ts";
import { dangerTextButtonClass, ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAddPartner, useChangePartner, usePartners, useRemovePartner } from "./api.ts";
import { useSignalsT } from "./i18n.ts";
import { QueryState, StatusPill } from "./QueryState.tsx";

export const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-indigo-500 dark:border-slate-700 dark:bg-slate-800 dark:text-white";

type Draft = { name: string; status: TPartner["status"]; note: string };
const emptyDraft: Draft = { name: "", status: "pipeline", note: "" };

/** Partners: active and pipeline against the target range; staff who may manage the business add, edit and remove. */
export function PartnersCard({ canManage }: { canManage: boolean }) {
  const t = useSignalsT();
  const query = usePartners();
  const add = useAddPartner();
  const change = useChangePartner();
  const remove = useRemovePartner();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<{ id: string; draft: Draft } | null>(null);
  const failure = add.error ?? change.error ?? remove.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ name: draft.name, status: draft.status, note: draft.note.trim() || null }, { onSuccess: () => setDraft(emptyDraft) });
  };
  const saveEdit = (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    change.mutate(
      { id: editing.id, change: { name: editing.draft.name, status: editing.draft.status, note: editing.draft.note.trim() || null } },
      { onSuccess: () => setEditing(null) },
    );
  };

  return (
    <Card title={t("partners.title")}>
      <QueryState query={query}>
        {(data) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t("partners.subtitle", { min: data.target.min, max: data.target.max, source: t(`partners.source.${data.target.source}`) })}
              </p>
              <StatusPill tone={data.status}>{t(`status.${data.status}`)}</StatusPill>
              {data.simulated && <DataBadge kind="simulated" />}
            </div>
            <dl className="grid grid-cols-3 gap-3 text-center">
              {[
                [t("partners.active"), data.active],
                [t("partners.pipeline"), data.pipeline],
                [t("partners.target"), `${data.target.min}–${data.target.max}`],
              ].map(([label, value]) => (
                <div key={String(label)} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="text-xl font-semibold text-slate-900 dark:text-white">{value}</dd>
                </div>
              ))}
            </dl>
            {data.partners.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("partners.empty")}</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-600 dark:text-slate-400">
                  <tr>
                    <th className="py-1 pr-2 font-medium">{t("partners.name")}</th>
                    <th className="py-1 pr-2 font-medium">{t("partners.status")}</th>
                    <th className="py-1 pr-2 font-medium">{t("partners.note")}</th>
                    {canManage && <th className="py-1 font-medium">{t("partners.actions")}</th>}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {data.partners.map((p) =>
                    editing?.id === p.id ? (
                      <tr key={p.id}>
                        <td colSpan={canManage ? 4 : 3} className="py-2">
                          <form onSubmit={saveEdit} className="flex flex-wrap gap-2">
                            <PartnerFields draft={editing.draft} onChange={(d) => setEditing({ id: p.id, draft: d })} />
                            <button type="submit" className={primaryButtonClass} disabled={change.isPending}>
                              {t("partners.save")}
                            </button>
                            <button type="button" className={ghostButtonClass} onClick={() => setEditing(null)}>
                              {t("partners.cancel")}
                            </button>
                          </form>
                        </td>
                      </tr>
                    ) : (
                      <tr key={p.id}>
                        <td className="py-2 pr-2 font-medium text-slate-900 dark:text-white">
                          {p.name} {p.simulated && <DataBadge kind="simulated" />}
                        </td>
                        <td className="py-2 pr-2">{t(`partners.statusLabel.${p.status}`)}</td>
                        <td className="py-2 pr-2 text-slate-600 dark:text-slate-300">{p.note}</td>
                        {canManage && (
                          <td className="py-2 whitespace-nowrap">
                            <button
                              type="button"
                              className={ghostButtonClass}
                              aria-label={t("partners.editLabel", { name: p.name })}
                              onClick={() => setEditing({ id: p.id, draft: { name: p.name, status: p.status, note: p.note ?? "" } })}
                            >
                              {t("partners.edit")}
                            </button>
                            <button
                              type="button"
                              className={dangerTextButtonClass}
                              aria-label={t("partners.removeLabel", { name: p.name })}
                              disabled={remove.isPending}
                              onClick={() => remove.mutate(p.id)}
                            >
                              {t("partners.remove")}
                            </button>
                          </td>
                        )}
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            )}
            {canManage && (
              <form onSubmit={submit} className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
                <PartnerFields draft={draft} onChange={setDraft} />
                <button type="submit" className={secondaryButtonClass} disabled={add.isPending || draft.name.trim() === ""}>
                  {t("partners.add")}
                </button>
              </form>
            )}
            {failure && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {errorMessage(failure)}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function PartnerFields({ draft, onChange }: { draft: Draft; onChange(d: Draft): void }) {
  const t = useSignalsT();
  return (
    <>
      <label className="min-w-40 flex-1 text-xs text-slate-600 dark:text-slate-400">
        {t("partners.name")}
        <input className={fieldClass} value={draft.name} maxLength={MAX_NAME_LENGTH} required onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      </label>
      <label className="text-xs text-slate-600 dark:text-slate-400">
        {t("partners.status")}
        <select className={fieldClass} value={draft.status} onChange={(e) => onChange({ ...draft, status: e.target.value as Draft["status"] })}>
          <option value="active">{t("partners.statusLabel.active")}</option>
          <option value="pipeline">{t("partners.statusLabel.pipeline")}</option>
        </select>
      </label>
      <label className="min-w-40 flex-1 text-xs text-slate-600 dark:text-slate-400">
        {t("partners.note")}
        <input className={fieldClass} value={draft.note} maxLength={MAX_NOTE_LENGTH} onChange={(e) => onChange({ ...draft, note: e.target.value })} />
      </label>
    </>
  );
}

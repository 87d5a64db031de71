import { useId, useRef, useState, type FormEvent } from "react";
import { INDUSTRIES, type TOrganizationProfile } from "../../../contracts/analytics.ts";
import { Card } from "../../components/Card.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { dangerTextButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useOrganizationProfile, useUpdateOrganizationProfile } from "../../data/organization-profile.ts";
import { useSettingsT } from "./i18n.ts";
import { draftFromProfile, isDraftChanged, updateFromDraft, type DepartmentRow, type ProfileDraft } from "./profile-draft.ts";

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
const labelClass = "text-sm font-semibold text-slate-900 dark:text-white";
const hintClass = "mt-1 text-sm text-slate-500 dark:text-slate-400";

/** The organization's profile: industry, departments and the analytics minimum group size. Admins edit; others read. */
export function OrganizationProfileCard({ organization, canEdit }: { organization: string; canEdit: boolean }) {
  const t = useSettingsT();
  const profile = useOrganizationProfile(true);
  let body;
  if (profile.isPending) body = <p className="text-sm text-slate-500 dark:text-slate-400">{t("organization.loading")}</p>;
  else if (profile.isError)
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("profileCard.loadFailed", { message: errorMessage(profile.error) })}
      </p>
    );
  // a new draft whenever the saved profile changes (not on a refetch that brings the same answer)
  else if (canEdit) body = <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />;
  else body = <ProfileView profile={profile.data} />;
  return (
    <Card title={t("profileCard.title", { organization })} description={canEdit ? t("profileCard.description") : t("profileCard.descriptionReadOnly")}>
      {body}
    </Card>
  );
}

/** What members who may not edit see. */
function ProfileView({ profile }: { profile: TOrganizationProfile }) {
  const t = useSettingsT();
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      <div className="grid gap-1 py-3 first:pt-0 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{t("profileCard.industry")}</dt>
        <dd className="text-sm text-slate-900 sm:col-span-2 dark:text-white">{profile.industry ? t(`profileCard.industries.${profile.industry}`) : t("profileCard.noIndustry")}</dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{t("profileCard.departments")}</dt>
        <dd className="text-sm text-slate-900 sm:col-span-2 dark:text-white">{profile.departments.length > 0 ? profile.departments.join(", ") : t("profileCard.noDepartments")}</dd>
      </div>
      <div className="grid gap-1 py-3 last:pb-0 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{t("profileCard.minGroupSize")}</dt>
        <dd className="text-sm text-slate-900 sm:col-span-2 dark:text-white">
          {profile.minGroupSize}
          <p className={hintClass}>{t("profileCard.minGroupSizeHint")}</p>
        </dd>
      </div>
    </dl>
  );
}

/** The admins' form: edits are kept in a draft and sent together (renames carry members along). */
function ProfileForm({ profile }: { profile: TOrganizationProfile }) {
  const t = useSettingsT();
  const common = useT("common");
  const update = useUpdateOrganizationProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [newName, setNewName] = useState("");
  const [removing, setRemoving] = useState<DepartmentRow | null>(null);
  const nextKey = useRef(profile.departments.length);
  const newInputRef = useRef<HTMLInputElement>(null);
  const ids = { industry: useId(), size: useId(), sizeHint: useId(), list: useId(), add: useId() };
  const changed = isDraftChanged(profile, draft);

  const setRow = (key: number, name: string) => setDraft((d) => ({ ...d, departments: d.departments.map((r) => (r.key === key ? { ...r, name } : r)) }));
  const add = () => {
    const name = newName.trim();
    if (name === "") return;
    setDraft((d) => ({ ...d, departments: [...d.departments, { key: nextKey.current++, original: null, name }] }));
    setNewName("");
    newInputRef.current?.focus();
  };
  const confirmRemove = () => {
    if (!removing) return;
    setDraft((d) => ({ ...d, departments: d.departments.filter((r) => r.key !== removing.key) }));
    setRemoving(null);
    newInputRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    update.mutate(updateFromDraft(profile, draft));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div>
        <label htmlFor={ids.industry} className={labelClass}>
          {t("profileCard.industry")}
        </label>
        <select
          id={ids.industry}
          value={draft.industry ?? ""}
          onChange={(e) => setDraft((d) => ({ ...d, industry: INDUSTRIES.find((i) => i === e.target.value) ?? null }))}
          className={`${inputClass} mt-1 sm:w-64`}
        >
          <option value="">{t("profileCard.noIndustry")}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`profileCard.industries.${industry}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={labelClass}>{t("profileCard.departments")}</legend>
        <p className={hintClass}>{t("profileCard.departmentsHint")}</p>
        <ul id={ids.list} className="mt-2 space-y-2">
          {draft.departments.map((row) => (
            <li key={row.key} className="flex items-center gap-2">
              <input
                type="text"
                value={row.name}
                maxLength={60}
                aria-label={t("profileCard.departmentName", { name: row.original ?? row.name })}
                onChange={(e) => setRow(row.key, e.target.value)}
                className={inputClass}
              />
              <button
                type="button"
                onClick={() => setRemoving(row)}
                aria-label={t("profileCard.removeLabel", { name: row.name.trim() || row.original || "" })}
                className={dangerTextButtonClass}
              >
                {t("profileCard.remove")}
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center gap-2">
          <label htmlFor={ids.add} className="sr-only">
            {t("profileCard.newDepartment")}
          </label>
          <input
            ref={newInputRef}
            id={ids.add}
            type="text"
            value={newName}
            maxLength={60}
            placeholder={t("profileCard.newDepartment")}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            className={inputClass}
          />
          <button type="button" onClick={add} disabled={newName.trim() === ""} className={secondaryButtonClass}>
            {t("profileCard.add")}
          </button>
        </div>
      </fieldset>

      <div>
        <label htmlFor={ids.size} className={labelClass}>
          {t("profileCard.minGroupSize")}
        </label>
        <input
          id={ids.size}
          type="number"
          inputMode="numeric"
          min={3}
          max={10}
          step={1}
          value={draft.minGroupSize}
          aria-describedby={ids.sizeHint}
          onChange={(e) => {
            const value = e.target.valueAsNumber;
            if (Number.isFinite(value)) setDraft((d) => ({ ...d, minGroupSize: Math.round(value) }));
          }}
          className={`${inputClass} mt-1 w-28`}
        />
        <p id={ids.sizeHint} className={hintClass}>
          {t("profileCard.minGroupSizeHint")} {t("profileCard.minGroupSizeRange")}
        </p>
      </div>

      {update.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("organization.failed", { message: errorMessage(update.error) })}
        </p>
      )}
      {update.isSuccess && !changed && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {t("profileCard.saved")}
        </p>
      )}

      <div className="flex justify-end gap-2">
        <button type="button" disabled={!changed || update.isPending} onClick={() => setDraft(draftFromProfile(profile))} className={secondaryButtonClass}>
          {t("profileCard.discard")}
        </button>
        <button type="submit" disabled={!changed || update.isPending} className={primaryButtonClass}>
          {update.isPending && <Spinner className="h-4 w-4" />}
          {update.isPending ? t("organization.saving") : t("profileCard.save")}
        </button>
      </div>

      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t("profileCard.removeTitle", { name: removing?.original ?? removing?.name ?? "" })}
        footer={
          <>
            <button type="button" onClick={() => setRemoving(null)} className={secondaryButtonClass}>
              {common("actions.cancel")}
            </button>
            <button type="button" onClick={confirmRemove} className={primaryButtonClass} autoFocus>
              {t("profileCard.removeConfirm")}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("profileCard.removeBody", { name: removing?.original ?? removing?.name ?? "" })}</p>
      </Dialog>
    </form>
  );
}

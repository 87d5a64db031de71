import { useId, useMemo } from "react";
import { Link } from "react-router";
import { useTheme } from "../../lib/theme-provider.tsx";
import { Card } from "../../components/Card.tsx";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { roleLabel } from "../../lib/format.ts";
import type { ThemePreference } from "../../lib/theme.ts";
import { useMe } from "../../lib/auth.tsx";
import { errorMessage } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/display-preferences.ts";
import { useSettingsT } from "./i18n.ts";
import { PROFILE_PATH } from "./paths.ts";
import { useOrganizationSettings, useUpdateOrganizationSettings } from "./settings-api.ts";
import { PlanCard } from "./PlanCard.tsx";
import { OrganizationProfileCard } from "./OrganizationProfileCard.tsx";
import { timeZoneChoices } from "./profile-draft-person.ts";

/** The organization's time zone (its plan's months are counted in it): a select of the zones this browser knows. */
function TimeZoneSetting({ zone, disabled, onChange }: { zone: string; disabled: boolean; onChange(zone: string): void }) {
  const t = useSettingsT();
  const id = useId();
  const hintId = useId();
  const zones = useMemo(() => timeZoneChoices(zone), [zone]);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("organization.timeZone")}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t("organization.timeZoneHint")}
      </p>
      <select
        id={id}
        value={zone}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 disabled:cursor-not-allowed disabled:opacity-60 sm:w-80 sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white"
      >
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, " ")}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The theme choices; their label and hint are `appearance.<value>.label` / `.hint`. */
const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; icon: IconName }> = [
  { value: "light", icon: "sun" },
  { value: "dark", icon: "moon" },
  { value: "system", icon: "monitor" },
];

/** One on/off setting of the organization: its name, what it does, and a switch (disabled for non-admins and while saving). */
function SettingSwitch({ label, hint, on, disabled, onToggle }: { label: string; hint: string; on: boolean; disabled: boolean; onToggle(): void }) {
  const t = useSettingsT();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={labelId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
          {on ? t("organization.on") : t("organization.off")}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={disabled}
          onClick={onToggle}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 ${
            on ? "bg-indigo-600 dark:bg-indigo-500" : "bg-slate-300 dark:bg-slate-600"
          }`}
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`} />
        </button>
      </div>
    </div>
  );
}

/** The organization's settings: item tags shown to respondents, and self-initiated 360 projects (admins change them). */
function OrganizationSettingsCard({ organization }: { organization: string }) {
  const t = useSettingsT();
  const settings = useOrganizationSettings(true);
  const update = useUpdateOrganizationSettings();
  let body;
  if (settings.isPending) body = <p className="text-sm text-slate-500 dark:text-slate-400">{t("organization.loading")}</p>;
  else if (settings.isError)
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("organization.loadFailed", { message: errorMessage(settings.error) })}
      </p>
    );
  else {
    const { showItemTagsToRespondents: tags, allowSelfInitiated360: self360 } = settings.data;
    const disabled = !settings.data.policies.update || update.isPending;
    body = (
      <div className="space-y-5">
        <SettingSwitch
          label={t("organization.showTags")}
          hint={t("organization.showTagsHint")}
          on={tags}
          disabled={disabled}
          onToggle={() => update.mutate({ showItemTagsToRespondents: !tags })}
        />
        <SettingSwitch
          label={t("organization.selfInitiated360")}
          hint={t("organization.selfInitiated360Hint")}
          on={self360}
          disabled={disabled}
          onToggle={() => update.mutate({ allowSelfInitiated360: !self360 })}
        />
        <TimeZoneSetting zone={settings.data.timeZone} disabled={disabled} onChange={(timeZone) => update.mutate({ timeZone })} />
        <div aria-live="polite" className="text-sm">
          {update.isPending && <p className="text-slate-500 dark:text-slate-400">{t("organization.saving")}</p>}
          {!settings.data.policies.update && <p className="text-xs text-slate-500 dark:text-slate-400">{t("organization.adminsOnly")}</p>}
          {update.isError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t("organization.failed", { message: errorMessage(update.error) })}
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <Card title={t("organization.title", { organization })} description={t("organization.description")}>
      {body}
    </Card>
  );
}

/** /dashboard/settings: the profile (read-only), the theme preference, the organization's profile and settings. */
export function SettingsPage() {
  const me = useMe();
  const { preference, setPreference } = useTheme();
  const groupName = useId();
  const t = useSettingsT();

  const profile: Array<[string, string]> = [
    [t("profile.name"), me.user.name || t("profile.empty")],
    [t("profile.email"), me.user.email],
    [t("profile.organization"), me.organization?.name ?? t("profile.noOrganization")],
    [t("profile.role"), roleLabel(me.role)],
    [t("profile.sessionExpires"), formatDateTime(me.session.expiresAt)],
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card title={t("profile.title")} description={t("profile.description")}>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          {profile.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-sm break-words text-slate-900 sm:col-span-2 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <Link to={PROFILE_PATH} className="mt-4 inline-block text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          {t("profile.edit")}
        </Link>
      </Card>

      <Card title={t("appearance.title")} description={t("appearance.description")}>
        <fieldset>
          <legend className="sr-only">{t("appearance.theme")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {THEME_OPTIONS.map((option) => {
              const checked = preference === option.value;
              return (
                <label
                  key={option.value}
                  className={`relative flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 ${
                    checked
                      ? "border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
                      : "border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600"
                  }`}
                >
                  <input type="radio" name={groupName} value={option.value} checked={checked} onChange={() => setPreference(option.value)} className="sr-only" />
                  <span
                    className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${
                      checked ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
                    }`}
                  >
                    <Icon name={option.icon} className="h-5 w-5" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900 dark:text-white">{t(`appearance.${option.value}.label`)}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{t(`appearance.${option.value}.hint`)}</span>
                  </span>
                  {checked && <Icon name="check" className="absolute top-3 right-3 h-4 w-4 text-indigo-600 dark:text-indigo-400" />}
                </label>
              );
            })}
          </div>
        </fieldset>
      </Card>

      {me.organization && <OrganizationProfileCard organization={me.organization.name} canEdit={me.policies.manageSettings} />}
      {me.organization && <OrganizationSettingsCard organization={me.organization.name} />}

      {me.organization && <PlanCard />}
    </div>
  );
}

import { useId } from "react";
import { useTheme } from "../../app/ThemeProvider.tsx";
import { Card } from "../../components/Card.tsx";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { roleLabel } from "../../lib/format.ts";
import type { ThemePreference } from "../../lib/theme.ts";
import { useMe } from "../../lib/auth.tsx";
import { useSettingsT } from "./i18n.ts";

/** The theme choices; their label and hint are `appearance.<value>.label` / `.hint`. */
const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; icon: IconName }> = [
  { value: "light", icon: "sun" },
  { value: "dark", icon: "moon" },
  { value: "system", icon: "monitor" },
];

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** /dashboard/settings: the profile (read-only) and the theme preference. */
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
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{t(`appearance.${option.value}.hint`)}</span>
                  </span>
                  {checked && <Icon name="check" className="absolute top-3 right-3 h-4 w-4 text-indigo-600 dark:text-indigo-400" />}
                </label>
              );
            })}
          </div>
        </fieldset>
      </Card>
    </div>
  );
}

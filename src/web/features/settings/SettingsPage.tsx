import { useId } from "react";
import { useTheme } from "../../app/ThemeProvider.tsx";
import { Card } from "../../components/Card.tsx";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { roleLabel } from "../../lib/format.ts";
import type { ThemePreference } from "../../lib/theme.ts";
import { useMe } from "../auth/AuthProvider.tsx";

const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; hint: string; icon: IconName }> = [
  { value: "light", label: "Light", hint: "Always light", icon: "sun" },
  { value: "dark", label: "Dark", hint: "Always dark", icon: "moon" },
  { value: "system", label: "System", hint: "Follows your device", icon: "monitor" },
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

  const profile: Array<[string, string]> = [
    ["Name", me.user.name || "—"],
    ["Email", me.user.email],
    ["Organization", me.organization?.name ?? "None yet"],
    ["Role", roleLabel(me.role)],
    ["Session expires", formatDateTime(me.session.expiresAt)],
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card title="Profile" description="Your account details. Editing your profile isn't available yet.">
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          {profile.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-sm break-words text-slate-900 sm:col-span-2 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card title="Appearance" description="Choose how Facetwise looks on this device.">
        <fieldset>
          <legend className="sr-only">Theme</legend>
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
                  <input
                    type="radio"
                    name={groupName}
                    value={option.value}
                    checked={checked}
                    onChange={() => setPreference(option.value)}
                    className="sr-only"
                  />
                  <span
                    className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${
                      checked ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
                    }`}
                  >
                    <Icon name={option.icon} className="h-5 w-5" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900 dark:text-white">{option.label}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{option.hint}</span>
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

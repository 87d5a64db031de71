import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { EMAILED_KINDS, LOCALES, type TLocale, type TProfile } from "../../../contracts/profile.ts";
import { Card } from "../../components/Card.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useAuth, useMe } from "../../lib/auth.tsx";
import { browserTimeZone, formatDateTime } from "../../lib/display-preferences.ts";
import { useSettingsT } from "./i18n.ts";
import { draftFrom, profileChanges, timeZoneChoices, type PersonDraft } from "./profile-draft-person.ts";
import { useProfile, useUpdateProfile } from "./profile-api.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-800 dark:text-white";
const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-200";
const hintClass = "mt-1 text-sm text-slate-500 dark:text-slate-400";
const linkClass = "font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300";

/** A language named in itself ("Deutsch", "日本語"), as people look for their own. */
function languageName(code: TLocale): string {
  try {
    return new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The profile form: name, language, time zone, and which notifications arrive by email. */
function ProfileForm({ profile }: { profile: TProfile }) {
  const t = useSettingsT();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<PersonDraft>(() => draftFrom(profile));
  const [saved, setSaved] = useState(false);
  const ids = { name: useId(), locale: useId(), localeHint: useId(), zone: useId(), zoneHint: useId() };
  const own = useMemo(browserTimeZone, []);
  const zones = useMemo(() => timeZoneChoices(own), [own]);
  const changes = profileChanges(profile, draft);
  const nameMissing = draft.name.trim() === "";

  // A save elsewhere (another tab) or this one: the form starts again from what the server holds.
  useEffect(() => setDraft(draftFrom(profile)), [profile]);

  const edit = (patch: Partial<PersonDraft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changes || nameMissing) return;
    update.mutate(changes, { onSuccess: () => setSaved(true) });
  };
  const example = formatDateTime(new Date(), { dateStyle: "full", timeStyle: "short", timeZone: draft.timeZone ?? own });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card title={t("person.title")} description={t("person.description")}>
        <div className="space-y-5">
          <div>
            <label htmlFor={ids.name} className={labelClass}>
              {t("person.name")}
            </label>
            <input
              id={ids.name}
              className={inputClass}
              value={draft.name}
              maxLength={120}
              autoComplete="name"
              aria-invalid={nameMissing}
              onChange={(e) => edit({ name: e.target.value })}
            />
            {nameMissing && (
              <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {t("person.nameRequired")}
              </p>
            )}
          </div>
          <div>
            <p className={labelClass}>{t("person.email")}</p>
            <p className="mt-1 text-sm text-slate-900 dark:text-white">{profile.email}</p>
            <p className={hintClass}>{t("person.emailHint")}</p>
          </div>
          <div>
            <label htmlFor={ids.locale} className={labelClass}>
              {t("person.language")}
            </label>
            <select id={ids.locale} className={inputClass} value={draft.locale} aria-describedby={ids.localeHint} onChange={(e) => edit({ locale: e.target.value as TLocale })}>
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
            <p id={ids.localeHint} className={hintClass}>
              {t("person.languageHint")}
            </p>
          </div>
          <div>
            <label htmlFor={ids.zone} className={labelClass}>
              {t("person.timeZone")}
            </label>
            <select id={ids.zone} className={inputClass} value={draft.timeZone ?? ""} aria-describedby={ids.zoneHint} onChange={(e) => edit({ timeZone: e.target.value || null })}>
              <option value="">{t("person.browserZone", { zone: own })}</option>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
            <p id={ids.zoneHint} className={hintClass}>
              {t("person.example", { example })}
            </p>
          </div>
        </div>
      </Card>

      <Card title={t("emails.title")} description={t("emails.description")}>
        <fieldset>
          <legend className="sr-only">{t("emails.title")}</legend>
          <div className="space-y-3">
            {EMAILED_KINDS.map((kind) => (
              <label key={kind} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 rounded border-slate-400 text-indigo-600 focus:ring-indigo-500"
                  checked={draft.emailed[kind]}
                  onChange={(e) => edit({ emailed: { ...draft.emailed, [kind]: e.target.checked } })}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900 dark:text-white">{t(`emails.kinds.${kind}.label`)}</span>
                  <span className="block text-sm text-slate-500 dark:text-slate-400">{t(`emails.kinds.${kind}.hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={!changes || nameMissing || update.isPending}>
          {update.isPending ? t("person.saving") : t("person.save")}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={!changes || update.isPending} onClick={() => setDraft(draftFrom(profile))}>
          {t("person.discard")}
        </button>
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
          {saved && !changes ? t("person.saved") : changes ? t("person.unsaved") : ""}
        </p>
        {update.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("person.failed", { message: errorMessage(update.error) })}
          </p>
        )}
      </div>
    </form>
  );
}

/** Where the person's own data and sign-in live. */
function DataAndSecurity() {
  const t = useSettingsT();
  const me = useMe();
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card title={t("data.title")} description={t("data.description")}>
        <ul className="space-y-2 text-sm">
          <li>
            <Link className={linkClass} to="/dashboard/assessments">
              {t("data.assessments")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/dashboard/360-review">
              {t("data.feedback")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/dashboard/settings">
              {t("data.settings")}
            </Link>
          </li>
        </ul>
      </Card>
      <Card title={t("security.title")} description={t("security.description")}>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t("security.method")}</dt>
            <dd className="text-slate-900 dark:text-white">{t("security.magicLink", { email: me.user.email })}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t("security.expires")}</dt>
            <dd className="text-slate-900 dark:text-white">{formatDateTime(me.session.expiresAt)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className={`${secondaryButtonClass} mt-4`}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          {t("security.signOut")}
        </button>
      </Card>
    </div>
  );
}

/** /dashboard/profile: the person edits their own name, language, time zone and emailed notifications. */
export function ProfilePage() {
  const t = useSettingsT();
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {profile.isPending && <p className="text-sm text-slate-500 dark:text-slate-400">{t("person.loading")}</p>}
      {profile.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <p>{t("person.loadFailed", { message: errorMessage(profile.error) })}</p>
          <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={() => void profile.refetch()}>
            {t("person.retry")}
          </button>
        </div>
      )}
      {profile.data && <ProfileForm profile={profile.data} />}
      <DataAndSecurity />
    </div>
  );
}

import { useId, useState, type FormEvent } from "react";
import { PLATFORM_ROLES, type TPlatformRole } from "../../../contracts/roles.ts";
import type { TStaffMember } from "../../../contracts/staff.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { dangerTextButtonClass, primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { formatDate } from "../../lib/display-preferences.ts";
import { useGrantStaff, useRevokeStaff, useStaff } from "./api.ts";
import { useStaffT } from "./i18n.ts";

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white";

/** /dashboard/platform/staff: the platform staff, granting a role by address and revoking one (platform admins). */
export function StaffPage() {
  const t = useStaffT();
  const staff = useStaff();
  const [revoking, setRevoking] = useState<TStaffMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <GrantForm onGranted={setNotice} />
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200"
        >
          {notice}
        </p>
      )}
      <section aria-labelledby="staff-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 id="staff-heading" className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
          {staff.data ? t("count", { count: staff.data.length }) : t("table.caption")}
        </h2>
        {staff.isPending ? (
          <p className="flex items-center gap-2 px-5 py-10 text-sm text-slate-500 dark:text-slate-400" role="status">
            <Spinner className="h-4 w-4" /> {t("loading")}
          </p>
        ) : staff.isError ? (
          <LoadFailedPanel
            title={t("loadFailed")}
            message={errorMessage(staff.error)}
            retrying={staff.isFetching}
            onRetry={() => void staff.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        ) : staff.data.length === 0 ? (
          <div className="p-5">
            <EmptyState icon="users" title={t("empty.title")}>
              {t("empty.text")}
            </EmptyState>
          </div>
        ) : (
          <StaffTable staff={staff.data} onRevoke={setRevoking} />
        )}
      </section>
      <RevokeDialog member={revoking} onClose={() => setRevoking(null)} onRevoked={setNotice} />
    </div>
  );
}

/** The grant form: an address and a role. */
function GrantForm({ onGranted }: { onGranted(message: string): void }) {
  const t = useStaffT();
  const grant = useGrantStaff();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TPlatformRole>("ceo");
  const emailId = useId();
  const roleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (out) => {
          const values = { email: out.member.email, role: t(`roles.${out.member.role}`) };
          if (out.accountCreated) onGranted(t("grant.doneCreated", values));
          else if (out.previousRole && out.previousRole !== out.member.role) onGranted(t("grant.doneChanged", { ...values, previous: t(`roles.${out.previousRole}`) }));
          else onGranted(t("grant.done", values));
          setEmail("");
        },
      },
    );
  };

  return (
    <section aria-labelledby="grant-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="grant-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t("grant.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("grant.description")}</p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end">
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("grant.email")}
          </label>
          <input id={emailId} type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} className={`${inputClass} mt-1`} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("grant.role")}
          </label>
          <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as TPlatformRole)} className={`${inputClass} mt-1`}>
            {PLATFORM_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={grant.isPending} className={primaryButtonClass}>
          {grant.isPending && <Spinner className="h-4 w-4" />}
          {grant.isPending ? t("grant.submitting") : t("grant.submit")}
        </button>
      </form>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t(`roleHelp.${role}`)}</p>
      {grant.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(grant.error)}
        </p>
      )}
    </section>
  );
}

/** The staff table: name, address, role, when and by whom granted, and Revoke. */
function StaffTable({ staff, onRevoke }: { staff: readonly TStaffMember[]; onRevoke(member: TStaffMember): void }) {
  const t = useStaffT();
  const me = useMe();
  const head = "px-5 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400";
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              {t("table.name")}
            </th>
            <th scope="col" className={head}>
              {t("table.email")}
            </th>
            <th scope="col" className={head}>
              {t("table.role")}
            </th>
            <th scope="col" className={head}>
              {t("table.granted")}
            </th>
            <th scope="col" className={`${head} text-right`}>
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {staff.map((m) => (
            <tr key={m.userId}>
              <td className="px-5 py-3 font-medium text-slate-900 dark:text-white">
                {m.name}
                {m.userId === me.user.id && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">({t("table.you")})</span>}
              </td>
              <td className="px-5 py-3 text-slate-600 dark:text-slate-300">{m.email}</td>
              <td className="px-5 py-3">
                <span className="inline-flex rounded-full bg-indigo-50 px-2.5 whitespace-nowrap py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                  {t(`roles.${m.role}`)}
                </span>
              </td>
              <td className="px-5 py-3 text-slate-600 dark:text-slate-300">
                {formatDate(m.grantedAt)}
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {m.grantedBy ? t("table.grantedBy", { name: m.grantedBy.name || m.grantedBy.email }) : t("table.grantedByCommandLine")}
                </span>
              </td>
              <td className="px-5 py-3 text-right">
                <button
                  type="button"
                  className={dangerTextButtonClass}
                  onClick={() => onRevoke(m)}
                  aria-label={t("table.revokeLabel", { role: t(`roles.${m.role}`), email: m.email })}
                >
                  {t("table.revoke")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Asks before revoking; the server's refusal (the last platform admin) is shown in the dialog. */
function RevokeDialog({ member, onClose, onRevoked }: { member: TStaffMember | null; onClose(): void; onRevoked(message: string): void }) {
  const t = useStaffT();
  const revoke = useRevokeStaff();
  const close = () => {
    revoke.reset();
    onClose();
  };
  const values = member ? { name: member.name || member.email, email: member.email, role: t(`roles.${member.role}`) } : { name: "", email: "", role: "" };
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={t("revoke.title", values)}
      footer={
        <>
          <button type="button" className={secondaryButtonClass} onClick={close}>
            {t("revoke.cancel")}
          </button>
          <button
            type="button"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-500 dark:hover:bg-red-400"
            disabled={revoke.isPending}
            onClick={() =>
              member &&
              revoke.mutate(member, {
                onSuccess: () => {
                  onRevoked(t("revoke.done", values));
                  close();
                },
              })
            }
          >
            {revoke.isPending && <Spinner className="h-4 w-4" />}
            {revoke.isPending ? t("revoke.confirming") : t("revoke.confirm")}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("revoke.text", values)}</p>
      {revoke.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(revoke.error)}
        </p>
      )}
    </Dialog>
  );
}

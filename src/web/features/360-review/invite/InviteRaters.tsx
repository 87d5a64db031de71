import { useId, useRef, useState, type Ref } from "react";
import type { TProject } from "../../../../contracts/feedback360.ts";
import { templateFor } from "../../../../domain/feedback360/email-templates.ts";
import { RELATIONSHIPS, type Relationship } from "../../../../domain/feedback360/relationships.ts";
import { dangerTextButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { ApiError } from "../../../lib/api.ts";
import { relationshipLabel, useReview360T } from "../i18n.ts";
import { addRater, addRatersBody, nominationWarnings, relationshipText, takenEmails, type AddedRater, type RaterFieldErrors, type RaterFields } from "../invitation.ts";
import { ShortGroupWarnings } from "../project/ProgressCard.tsx";
import { errorClass, inputBorder, inputClass, labelClass, tdClass, thClass } from "../ui.tsx";
import { useAddRaters } from "../use-feedback360.ts";
import { EmailPreview } from "./EmailPreview.tsx";

const EMPTY: RaterFields = { name: "", email: "", relationship: "peer", customRelationship: "" };

/** The server's reason for a refusal worth showing beside the spec's sentence (a validation or conflict answer). */
function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429 ? error.message : null;
}

/** A text field of the rater form, with its error under it. */
function Field({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  inputRef,
  placeholder,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error: string | undefined;
  type?: "text" | "email";
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${inputBorder(error !== undefined)}`}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Spec 2 §2.13 rater invitations: name, email, relationship (with the relationship spelled out for Other), Add
 * (checked by the domain's checkRater against this list and the project's raters), the list with Remove, the
 * short-group warnings as raters are named, the three email templates with a preview, and Send Invitations
 * (one idempotency key per list sent, so a double click sends once).
 */
export function InviteRaters({ project }: { project: TProject }) {
  const t = useReview360T();
  const toast = useToast();
  const send = useAddRaters(project.id);
  const ids = { name: useId(), email: useId(), relationship: useId(), custom: useId() };
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const customRef = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<RaterFields>(EMPTY);
  const [errors, setErrors] = useState<RaterFieldErrors>({});
  const [added, setAdded] = useState<AddedRater[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [noRaters, setNoRaters] = useState(false);
  // Set at once on click (state would only show after the next render): a double click sends one request.
  const sending = useRef(false);

  const set = (patch: Partial<RaterFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof RaterFieldErrors];
      if (patch.relationship) delete next.customRelationship;
      return next;
    });
  };

  const add = () => {
    const result = addRater(fields, takenEmails(project.raters, added));
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.name) nameRef.current?.focus();
      else if (result.errors.email) emailRef.current?.focus();
      else customRef.current?.focus();
      return;
    }
    setAdded((list) => [...list, result.rater]);
    setFields((f) => ({ ...EMPTY, relationship: f.relationship }));
    setErrors({});
    setNoRaters(false);
    setAnnouncement(t("invite.addedAnnouncement", { name: result.rater.name }));
    nameRef.current?.focus();
  };

  const submit = () => {
    if (sending.current) return;
    if (added.length === 0) {
      setNoRaters(true);
      return;
    }
    sending.current = true;
    const pendingBefore = project.raters.filter((r) => r.approval === "pending").length;
    send.mutate(addRatersBody(added), {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (saved) => {
        const held = saved.raters.filter((r) => r.approval === "pending").length - pendingBefore;
        toast.show(held > 0 ? t("invite.sentForApproval", { count: added.length }) : t("invite.sent", { count: added.length }));
        setAdded([]);
        send.reset();
      },
    });
  };

  const warnings = nominationWarnings(project.counts, added, project.minGroupSize);
  const reason = send.isError ? refusalReason(send.error) : null;
  const needsApproval = project.managerApproval && !project.policies.approve && !project.policies.manage;

  return (
    <div className="space-y-6">
      {needsApproval && <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100">{t("invite.approvalNote")}</p>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,13rem)_auto] lg:items-start"
      >
        <Field id={ids.name} label={t("invite.name")} value={fields.name} onChange={(name) => set({ name })} error={errors.name} inputRef={nameRef} autoComplete="off" />
        <Field
          id={ids.email}
          label={t("invite.email")}
          type="email"
          value={fields.email}
          onChange={(email) => set({ email })}
          error={errors.email}
          inputRef={emailRef}
          autoComplete="off"
        />
        <div>
          <label htmlFor={ids.relationship} className={labelClass}>
            {t("invite.relationship")}
          </label>
          <select
            id={ids.relationship}
            value={fields.relationship}
            onChange={(e) => set({ relationship: e.target.value as Relationship })}
            className={`${inputClass} ${inputBorder(false)}`}
          >
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {relationshipLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:pt-6">
          <button type="submit" className={`${secondaryButtonClass} w-full`}>
            {t("invite.add")}
          </button>
        </div>
        {fields.relationship === "other" && (
          <div className="sm:col-span-2">
            <Field
              id={ids.custom}
              label={t("invite.customRelationship")}
              value={fields.customRelationship}
              onChange={(customRelationship) => set({ customRelationship })}
              error={errors.customRelationship}
              inputRef={customRef}
              placeholder={t("invite.customPlaceholder")}
            />
          </div>
        )}
      </form>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <section aria-labelledby={`${ids.name}-list`}>
        <h3 id={`${ids.name}-list`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("invite.listTitle", { count: added.length })}
        </h3>
        {added.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("invite.emptyList")}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[32rem]">
              <caption className="sr-only">{t("invite.listCaption")}</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className={thClass}>
                    {t("invite.name")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("invite.email")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("invite.relationship")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("invite.template")}
                  </th>
                  <th scope="col" className={thClass}>
                    <span className="sr-only">{t("raters.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {added.map((r, i) => (
                  <tr key={r.email}>
                    <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                      {r.name}
                    </th>
                    <td className={`${tdClass} break-all`}>{r.email}</td>
                    <td className={tdClass}>{relationshipText(r.relationship, r.customRelationship)}</td>
                    <td className={tdClass}>{t(`invite.templateName.${templateFor(r.relationship)}`)}</td>
                    <td className={`${tdClass} text-right`}>
                      <button
                        type="button"
                        className={dangerTextButtonClass}
                        disabled={send.isPending}
                        aria-label={t("raters.removeLabel", { name: r.name })}
                        onClick={() => {
                          setAdded((list) => list.filter((_, j) => j !== i));
                          nameRef.current?.focus();
                        }}
                      >
                        {t("raters.remove")}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ShortGroupWarnings warnings={warnings} title={t("invite.warningsTitle")} />

      <EmailPreview project={project} added={added} />

      <div className="flex flex-col items-start gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <button type="button" className={primaryButtonClass} onClick={submit} disabled={send.isPending} aria-describedby={`${ids.name}-send`}>
          {send.isPending && <Spinner className="h-4 w-4" />}
          {send.isPending ? t("invite.sending") : t("invite.send")}
        </button>
        <div id={`${ids.name}-send`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {noRaters && added.length === 0 && <p>{t("invite.noRaters")}</p>}
          {send.isError && (
            <>
              <p>{t("invite.sendFailed")}</p>
              {reason && <p className="mt-0.5 text-xs">{t("invite.reason", { message: reason })}</p>}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

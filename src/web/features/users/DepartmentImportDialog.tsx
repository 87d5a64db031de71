import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkDepartmentsResult } from "../../../contracts/analytics.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { importDepartmentsCsv, invalidateMembers } from "../../data/members.ts";
import { csvLinesLabel, MAX_CSV_BYTES } from "./departments.ts";
import { useUsersT } from "./i18n.ts";

const fieldClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 font-mono text-base text-slate-900 shadow-sm placeholder:text-slate-500 sm:text-sm dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400";

/** Sets members' departments from a CSV file or pasted lines; the server checks each line and answers per line. */
export function DepartmentImportDialog({ open, onClose, organizationName }: { open: boolean; onClose(): void; organizationName: string }) {
  const t = useUsersT();
  const [round, setRound] = useState(0);
  return (
    <Dialog open={open} onClose={onClose} title={t("departments.importTitle")} description={t("departments.importDescription", { organization: organizationName })}>
      {open && <ImportForm key={round} onAgain={() => setRound((r) => r + 1)} onDone={onClose} />}
    </Dialog>
  );
}

function ImportForm({ onAgain, onDone }: { onAgain(): void; onDone(): void }) {
  const t = useUsersT();
  const common = useT("common");
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TBulkDepartmentsResult | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ids = { file: useId(), fileHint: useId(), text: useId(), count: useId(), problem: useId() };
  const send = useMutation({
    mutationFn: importDepartmentsCsv,
    onSuccess: (answer) => {
      setResult(answer);
      void invalidateMembers(queryClient);
    },
  });

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setProblem(t("departments.tooLarge"));
      return;
    }
    try {
      setText(await file.text());
      setProblem(null);
    } catch (error) {
      setProblem(t("departments.readFailed", { message: errorMessage(error) }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim() === "") {
      setProblem(t("departments.empty"));
      textRef.current?.focus();
      return;
    }
    setProblem(null);
    send.mutate(text);
  };

  if (result) {
    return (
      <div>
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
          <Icon name="check" className="h-4 w-4 text-emerald-600 dark:text-emerald-400" />
          {t("departments.updated", { count: result.updated })} {result.errors.length === 0 && t("departments.noErrors")}
        </p>
        {result.errors.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-red-700 dark:text-red-300">{t("departments.errorsTitle", { count: result.errors.length })}</h3>
            <ul
              aria-label={t("departments.errors")}
              className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
            >
              {result.errors.map((e, i) => (
                <li key={`${e.line}-${i}`} data-testid="department-import-error" className="flex gap-3 px-3 py-2">
                  <span className="w-16 shrink-0 font-medium text-slate-500 dark:text-slate-400">{t("departments.line", { line: e.line })}</span>
                  <span className="min-w-0 break-words text-slate-900 dark:text-white">{e.message}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onAgain} className={secondaryButtonClass}>
            {t("departments.again")}
          </button>
          <button type="button" onClick={onDone} className={primaryButtonClass} autoFocus>
            {t("departments.done")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={send.isPending || undefined}>
      <div>
        <label htmlFor={ids.file} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("departments.file")}
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={ids.fileHint}
          disabled={send.isPending}
          onChange={(event) => void pickFile(event)}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-500/15 dark:file:text-indigo-300"
        />
        <p id={ids.fileHint} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t("departments.fileHint")}
        </p>
      </div>
      <div className="mt-4">
        <label htmlFor={ids.text} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("departments.text")}
        </label>
        <textarea
          ref={textRef}
          id={ids.text}
          rows={8}
          spellCheck={false}
          value={text}
          readOnly={send.isPending}
          placeholder={t("departments.placeholder")}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null}
          aria-describedby={[problem !== null ? ids.problem : null, ids.count].filter(Boolean).join(" ")}
          className={`${fieldClass} ${problem !== null ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700"}`}
        />
        <p id={ids.count} aria-live="polite" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {csvLinesLabel(text)}
        </p>
        {problem !== null && (
          <p id={ids.problem} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
      </div>
      {send.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {t("departments.failed", { message: errorMessage(send.error) })}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {common("actions.cancel")}
        </button>
        <button type="submit" disabled={send.isPending} className={primaryButtonClass}>
          {send.isPending && <Spinner className="h-4 w-4" />}
          {send.isPending ? t("departments.sending") : t("departments.send")}
        </button>
      </div>
    </form>
  );
}

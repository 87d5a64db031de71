import { useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import type { DesignedType } from "./design-api.ts";
import { useDesignT } from "./i18n.ts";
import { useDeleteType } from "./use-design.ts";

/** Where a delete stands: asking, refused because responses exist (the server's reason; archive offered), or failed. */
export type DeleteStep = { kind: "confirm" } | { kind: "conflict"; reason: string } | { kind: "failed"; message: string };

/** What a failed delete means for the dialog: a 409 CONFLICT offers Archive with the server's reason. */
export function deleteStepAfter(error: unknown): DeleteStep {
  if (error instanceof ApiError && (error.code === "CONFLICT" || error.statusCode === 409)) return { kind: "conflict", reason: error.message };
  return { kind: "failed", message: errorMessage(error) };
}

/** Confirms deleting a type; when the server refuses (responses exist) it shows why and offers Archive. */
export function DeleteTypeDialog({ type, onClose }: { type: DesignedType | null; onClose(): void }) {
  const t = useDesignT();
  return (
    <Dialog open={type !== null} onClose={onClose} title={type ? t("remove.title", { name: type.name }) : ""}>
      {type && <DeleteTypeFlow key={type.id} type={type} onDone={onClose} />}
    </Dialog>
  );
}

function DeleteTypeFlow({ type, onDone }: { type: DesignedType; onDone(): void }) {
  const t = useDesignT();
  const toast = useToast();
  const remove = useDeleteType();
  const [step, setStep] = useState<DeleteStep>({ kind: "confirm" });
  const run = (archive: boolean) =>
    remove.mutate(
      { typeId: type.id, archive },
      {
        onSuccess: (answer) => {
          toast.show(answer.archived ? t("remove.archived", { name: type.name }) : t("remove.deleted", { name: type.name }), "info");
          onDone();
        },
        onError: (error) => setStep(archive ? { kind: "failed", message: errorMessage(error) } : deleteStepAfter(error)),
      },
    );
  return <DeleteTypeContent step={step} busy={remove.isPending} archivable={type.archivedAt === null} onDelete={() => run(false)} onArchive={() => run(true)} onCancel={onDone} />;
}

/** The dialog's body for a step (exported for tests). */
export function DeleteTypeContent({
  step,
  busy,
  archivable,
  onDelete,
  onArchive,
  onCancel,
}: {
  step: DeleteStep;
  busy: boolean;
  archivable: boolean;
  onDelete(): void;
  onArchive(): void;
  onCancel(): void;
}) {
  const t = useDesignT();
  const common = useT("common");
  return (
    <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
      {step.kind === "conflict" ? (
        <div role="alert" data-testid="delete-conflict" className="rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-semibold">{t("remove.conflictTitle")}</p>
          <p className="mt-1">{step.reason}</p>
          {archivable && <p className="mt-2">{t("remove.archiveOffer")}</p>}
        </div>
      ) : (
        <p>{t("remove.body")}</p>
      )}
      {step.kind === "failed" && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t("manager.actionFailed", { message: step.message })}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onCancel} disabled={busy}>
          {common("actions.cancel")}
        </button>
        {step.kind === "conflict" ? (
          archivable && (
            <button type="button" className={primaryButtonClass} onClick={onArchive} disabled={busy}>
              {busy && <Spinner className="h-4 w-4" />}
              {t("remove.archive")}
            </button>
          )
        ) : (
          <button type="button" className={`${primaryButtonClass} bg-red-600 hover:bg-red-500 dark:bg-red-500`} onClick={onDelete} disabled={busy}>
            {busy && <Spinner className="h-4 w-4" />}
            {t("remove.confirm")}
          </button>
        )}
      </div>
    </div>
  );
}

import { Dialog } from "../../../components/Dialog.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useReportsT } from "../i18n.ts";
import { useDeleteReport } from "../reports-api.ts";
import { fieldErrorClass } from "../ui.tsx";

/** Asks before deleting a report (spec 2 §5: "Are you sure you want to delete this report?"); deletes on confirm. */
export function DeleteReportDialog({ organizationId, report, onClose }: { organizationId: string; report: { id: string; title: string } | null; onClose(): void }) {
  const t = useReportsT();
  const toast = useToast();
  const remove = useDeleteReport(organizationId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={report !== null}
      onClose={close}
      title={t("manager.delete.title")}
      description={report?.title}
      footer={
        <>
          <button type="button" className={secondaryButtonClass} onClick={close}>
            {t("manager.delete.cancel")}
          </button>
          <button
            type="button"
            className={`${primaryButtonClass} bg-red-600 hover:bg-red-500 dark:bg-red-500 dark:hover:bg-red-400`}
            disabled={remove.isPending || report === null}
            onClick={() => {
              if (!report) return;
              remove.mutate(report.id, {
                onSuccess: () => {
                  toast.show(t("manager.delete.deleted"));
                  close();
                },
              });
            }}
          >
            {remove.isPending && <Spinner className="h-4 w-4" />}
            {remove.isPending ? t("manager.delete.deleting") : t("manager.delete.confirm")}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("manager.delete.body")}</p>
      {remove.isError && (
        <p role="alert" className={fieldErrorClass}>
          {errorMessage(remove.error)}
        </p>
      )}
    </Dialog>
  );
}

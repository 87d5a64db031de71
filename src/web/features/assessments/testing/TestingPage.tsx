import { useId } from "react";
import { useSearchParams } from "react-router";
import { ZAssessmentTypeId } from "../../../../contracts/assessments.ts";
import type { TSandboxType } from "../../../../contracts/testing.ts";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useMe } from "../../../lib/auth.tsx";
import { useTestingT } from "./i18n.ts";
import { TestRun } from "./TestRun.tsx";
import { useSandboxTypes } from "./use-testing.ts";

const cardClass = "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";
const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none sm:max-w-md sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";

/**
 * /dashboard/testing (those who may assign assessments): pick any built-in or designed type, answer it as a
 * respondent sees it (or at random), and score it as submit would. A test run stores and counts nothing.
 * The chosen type is kept in the address (?type=…), so a test run's type can be reloaded or shared.
 */
export function TestingPage() {
  const me = useMe();
  const t = useTestingT();
  const allowed = me.organization !== null && me.policies.assignAssessments;
  const types = useSandboxTypes(allowed);
  const [params, setParams] = useSearchParams();
  const pickerId = useId();
  const noteId = useId();

  if (!allowed) {
    return (
      <div className={`mx-auto max-w-6xl ${cardClass}`}>
        <PanelMessage icon="shield" title={t("notAllowed")}>
          {t("notAllowedBody")}
        </PanelMessage>
      </div>
    );
  }
  if (types.isPending) return <LoadingState label={t("picker.loading")} />;
  if (types.isError)
    return (
      <div className={`mx-auto max-w-6xl ${cardClass}`}>
        <LoadFailedPanel
          title={t("picker.loadFailed")}
          message={errorMessage(types.error)}
          retrying={types.isFetching}
          onRetry={() => void types.refetch()}
          buttonClassName={secondaryButtonClass}
        />
      </div>
    );

  const requested = ZAssessmentTypeId.safeParse(params.get("type"));
  const selected: TSandboxType | undefined = requested.success ? types.data.find((x) => x.id === requested.data) : undefined;
  const builtIn = types.data.filter((x) => !x.designed);
  const designed = types.data.filter((x) => x.designed);
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("type", id);
        else next.delete("type");
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <section className={`${cardClass} p-5 sm:p-6`}>
        <label htmlFor={pickerId} className="block text-sm font-semibold text-slate-900 dark:text-white">
          {t("picker.label")}
        </label>
        <select id={pickerId} className={`${selectClass} mt-2`} value={selected?.id ?? ""} onChange={(e) => choose(e.target.value)} aria-describedby={noteId}>
          <option value="" disabled>
            {t("picker.label")}…
          </option>
          <optgroup label={t("picker.builtIn")}>
            {builtIn.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </optgroup>
          {designed.length > 0 && (
            <optgroup label={t("picker.designed")}>
              {designed.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.active ? x.name : t("picker.inactive", { name: x.name })}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        {selected && (
          <div className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-400">
            {selected.description && <p>{selected.description}</p>}
            <p>{t("picker.questions", { count: selected.questionCount })}</p>
            {!selected.active && <p className="text-amber-800 dark:text-amber-200">{t("picker.inactiveNote")}</p>}
          </div>
        )}
        <p id={noteId} className="mt-4 flex items-start gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100">
          <Icon name="flask" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("notice")}
        </p>
      </section>
      {selected && <TestRun key={selected.id} type={selected} />}
    </div>
  );
}

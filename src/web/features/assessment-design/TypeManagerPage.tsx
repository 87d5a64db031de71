import { useState } from "react";
import { Link } from "react-router";
import { primaryButtonClass, secondaryButtonClass, ghostButtonClass, dangerTextButtonClass } from "../../components/buttons.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import type { DesignedType, DesignedTypeList, SavedType } from "./design-api.ts";
import { DeleteTypeDialog } from "./DeleteTypeDialog.tsx";
import { useDesignT } from "./i18n.ts";
import { assignPath, BUILDER_PATH } from "./paths.ts";
import { definitionOf } from "./type-form.ts";
import { TypeFormDialog } from "./TypeFormDialog.tsx";
import { useDesignedTypes, useDuplicateType, useSaveType } from "./use-design.ts";
import { Badge } from "./ui.tsx";

/** Spec §2 Assessment Type Manager: the organization's designed types and what may be done with each. */
export function TypeManagerPage() {
  const t = useDesignT();
  const list = useDesignedTypes();
  if (list.isPending)
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500 dark:text-slate-400" role="status">
        <Spinner className="h-5 w-5" />
        {t("manager.loading")}
      </div>
    );
  if (list.isError)
    return (
      <LoadFailedPanel
        title={t("manager.loadFailed")}
        message={errorMessage(list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  return <TypeManager data={list.data} />;
}

/** What the form dialog is open for: a new type (from the defaults) or one type. */
type Editing = { kind: "new" } | { kind: "edit"; type: DesignedType } | null;

/** The manager over a loaded list (exported for tests). */
export function TypeManager({ data }: { data: DesignedTypeList }) {
  const t = useDesignT();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DesignedType | null>(null);
  const save = useSaveType();
  const duplicate = useDuplicateType();

  const saved = (answer: SavedType, created: boolean) => {
    const name = answer.type.name;
    if (answer.versioned) toast.show(t("manager.versioned", { name, version: answer.type.version }), "info");
    else toast.show(created ? t("manager.created", { name }) : t("manager.saved", { name }), "info");
  };

  const toggleActive = (type: DesignedType) => {
    save.mutate(
      { typeId: type.id, definition: { ...definitionOf(type), isActive: !type.isActive } },
      {
        onSuccess: (answer) => {
          toast.show(answer.type.isActive ? t("manager.activated", { name: type.name }) : t("manager.deactivated", { name: type.name }), "info");
          if (answer.versioned) toast.show(t("manager.versioned", { name: type.name, version: answer.type.version }), "info");
        },
        onError: (error) => toast.show(t("manager.actionFailed", { message: errorMessage(error) }), "error"),
      },
    );
  };

  const copy = (type: DesignedType) => {
    duplicate.mutate(type.id, {
      onSuccess: (answer) => toast.show(t("manager.duplicated", { name: answer.type.name }), "info"),
      onError: (error) => toast.show(t("manager.actionFailed", { message: errorMessage(error) }), "error"),
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("manager.listLabel")}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={BUILDER_PATH} className={secondaryButtonClass}>
            <Icon name="circles" className="h-4 w-4" />
            {t("manager.openBuilder")}
          </Link>
          {data.canDesign && (
            <button type="button" className={primaryButtonClass} onClick={() => setEditing({ kind: "new" })}>
              {t("manager.create")}
            </button>
          )}
        </div>
      </div>
      {!data.canDesign && <p className="text-sm text-slate-600 dark:text-slate-400">{t("manager.noDesign")}</p>}

      {data.types.length === 0 ? (
        <EmptyState icon="clipboard" title={t("manager.emptyTitle")}>
          <p>{t("manager.emptyBody")}</p>
          {data.canDesign && (
            <div className="mt-5 flex flex-wrap justify-center gap-2">
              <button type="button" className={primaryButtonClass} onClick={() => setEditing({ kind: "new" })}>
                {t("manager.create")}
              </button>
              <Link to={BUILDER_PATH} className={secondaryButtonClass}>
                {t("manager.openBuilder")}
              </Link>
            </div>
          )}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t("manager.listLabel")} data-testid="type-list">
          {data.types.map((type) => (
            <TypeRow
              key={type.id}
              type={type}
              busy={(save.isPending && save.variables.typeId === type.id) || (duplicate.isPending && duplicate.variables === type.id)}
              onEdit={() => setEditing({ kind: "edit", type })}
              onDuplicate={() => copy(type)}
              onDelete={() => setDeleting(type)}
              onToggleActive={() => toggleActive(type)}
            />
          ))}
        </ul>
      )}

      {editing && (
        <TypeFormDialog
          key={editing.kind === "edit" ? editing.type.id : "new"}
          type={editing.kind === "edit" ? editing.type : null}
          defaults={data.defaults}
          normGroups={data.normGroups}
          onClose={() => setEditing(null)}
          onSaved={(answer) => {
            saved(answer, editing.kind === "new");
            setEditing(null);
          }}
        />
      )}
      <DeleteTypeDialog type={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** One designed type: what it is, its state and usage, and the actions its policies allow. */
export function TypeRow({
  type,
  busy,
  onEdit,
  onDuplicate,
  onDelete,
  onToggleActive,
}: {
  type: DesignedType;
  busy: boolean;
  onEdit(): void;
  onDuplicate(): void;
  onDelete(): void;
  onToggleActive(): void;
}) {
  const t = useDesignT();
  const p = type.policies;
  const archived = type.archivedAt !== null;
  const headingId = `designed-${type.id}`;
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={headingId}
      data-testid={`type-${type.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {type.name}
          </h3>
          <p className="mt-0.5 font-mono text-xs text-slate-500 dark:text-slate-400">{type.code}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {archived ? (
            <Badge tone="slate">{t("manager.archived")}</Badge>
          ) : type.isActive ? (
            <Badge tone="green">{t("manager.active")}</Badge>
          ) : (
            <Badge tone="amber">{t("manager.inactive")}</Badge>
          )}
          {type.source === "builder" && <Badge tone="indigo">{t("manager.fromBuilder")}</Badge>}
        </div>
      </div>
      {type.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{type.description}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <dt className="sr-only">{t("manager.category")}</dt>
        <dd>{t(`category.${type.category}`)}</dd>
        <dd>{t("manager.version", { version: type.version })}</dd>
        <dd>{t("manager.items", { count: type.itemCount })}</dd>
        <dd>
          {t("manager.responses", { count: type.responses })}
          {type.openResponses > 0 && <span className="text-slate-500 dark:text-slate-400"> · {t("manager.openResponses", { count: type.openResponses })}</span>}
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-3 dark:border-slate-800">
        {p.edit && (
          <button type="button" className={ghostButtonClass} onClick={onEdit} disabled={busy} aria-label={t("manager.editLabel", { name: type.name })}>
            {t("manager.edit")}
          </button>
        )}
        {p.duplicate && (
          <button type="button" className={ghostButtonClass} onClick={onDuplicate} disabled={busy} aria-label={t("manager.duplicateLabel", { name: type.name })}>
            <Icon name="copy" className="h-4 w-4" />
            {t("manager.duplicate")}
          </button>
        )}
        {p.activate && !archived && (
          <button
            type="button"
            className={ghostButtonClass}
            onClick={onToggleActive}
            disabled={busy}
            aria-label={type.isActive ? t("manager.deactivateLabel", { name: type.name }) : t("manager.activateLabel", { name: type.name })}
          >
            {type.isActive ? t("manager.deactivate") : t("manager.activate")}
          </button>
        )}
        {p.assign && type.isActive && !archived && (
          <Link to={assignPath(type.id)} className={ghostButtonClass} aria-label={t("manager.assignLabel", { name: type.name })}>
            {t("manager.assign")}
          </Link>
        )}
        {busy && <Spinner className="h-4 w-4" />}
        {p.delete && (
          <button type="button" className={`${dangerTextButtonClass} ml-auto`} onClick={onDelete} disabled={busy} aria-label={t("manager.deleteLabel", { name: type.name })}>
            {t("manager.delete")}
          </button>
        )}
      </div>
    </li>
  );
}

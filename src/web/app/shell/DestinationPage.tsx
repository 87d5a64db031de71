import { useLocation } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotFoundContent } from "../../components/NotFoundContent.tsx";
import { SectionTabs } from "../../components/SectionTabs.tsx";
import { routeMeta } from "../navigation.ts";
import { addCatalog, useT } from "../../lib/i18n.ts";
import navEmpty from "../../locales/en/nav-empty.ts";
import { useShellT } from "./i18n.ts";

// What each page-less destination will hold: only this page shows it.
addCatalog("nav-empty", navEmpty);

/**
 * A dashboard destination that has no page yet (its feature registered a sidebar entry without one): its section
 * tabs and an honest empty state saying what will be here.
 */
export function DestinationPage() {
  const t = useShellT();
  const emptyT = useT("nav-empty");
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  if (!meta.item || !meta.destination) return <NotFoundContent />;
  return (
    <div className="mx-auto max-w-6xl">
      {meta.item.children && <SectionTabs item={meta.item} pathname={pathname} />}
      <EmptyState icon={meta.item.icon} title={t("destination.emptyTitle")}>
        <p>{emptyT(`${meta.destination.id}.emptyState`)}</p>
      </EmptyState>
    </div>
  );
}

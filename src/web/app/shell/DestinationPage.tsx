import { useLocation } from "react-router";
import { routeMeta } from "../../app/navigation.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotFoundContent } from "../errors/NotFoundPage.tsx";
import { SectionTabs } from "./SectionTabs.tsx";

/** A dashboard destination that has no data source yet: its section tabs and an empty state saying what will be here. */
export function DestinationPage() {
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  if (!meta.item || !meta.destination) return <NotFoundContent />;
  return (
    <div className="mx-auto max-w-6xl">
      {meta.item.children && <SectionTabs item={meta.item} pathname={pathname} />}
      <EmptyState icon={meta.item.icon} title="Nothing here yet">
        <p>{meta.destination.emptyState}</p>
      </EmptyState>
    </div>
  );
}

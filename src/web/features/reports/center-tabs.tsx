/**
 * The Reporting Center's tabs as data (spec 2 §2.10, §6): each tab says which policy shows it and what it holds.
 */
import type { Dispatch, ReactNode } from "react";
import type { z } from "zod";
import type { ZCenterAccess } from "../../../contracts/reports.ts";
import type { BuilderAction, BuilderState } from "./builder-state.ts";
import { CenterTemplates } from "./CenterTemplates.tsx";
import { ReportBuilder } from "./ReportBuilder.tsx";
import { HistoryPanel } from "./schedules/HistoryPanel.tsx";
import { ScheduledReportsPanel } from "./schedules/ScheduledReportsPanel.tsx";
import { useTemplates } from "./templates-api.ts";

/** Scheduled Reports with the organization's active templates to choose from. */
function ScheduledTab({ organizationId }: { organizationId: string }) {
  const templates = useTemplates(organizationId);
  const list = (templates.data?.templates ?? []).filter((t) => t.is_active).map((t) => ({ id: t.id, name: t.name }));
  return <ScheduledReportsPanel organizationId={organizationId} templates={list} />;
}

export type CenterPolicies = z.infer<typeof ZCenterAccess>;
export type CenterTabContext = { organizationId: string; builder: BuilderState; dispatch: Dispatch<BuilderAction> };
export type CenterTab = {
  id: string;
  /** Key of the tab's label in the reports catalog. */
  labelKey: string;
  visible(p: CenterPolicies): boolean;
  render(ctx: CenterTabContext): ReactNode;
};

export const CENTER_TABS: readonly CenterTab[] = [
  {
    id: "builder",
    labelKey: "center.tabs.builder",
    visible: (p) => p.builder,
    render: (c) => <ReportBuilder organizationId={c.organizationId} state={c.builder} dispatch={c.dispatch} />,
  },
  { id: "scheduled", labelKey: "center.tabs.scheduled", visible: (p) => p.scheduled, render: (c) => <ScheduledTab organizationId={c.organizationId} /> },
  { id: "templates", labelKey: "center.tabs.templates", visible: (p) => p.templates, render: (c) => <CenterTemplates organizationId={c.organizationId} /> },
  { id: "history", labelKey: "center.tabs.history", visible: (p) => p.history, render: (c) => <HistoryPanel organizationId={c.organizationId} /> },
];

/** The tabs a caller sees, in order. */
export const visibleTabs = (p: CenterPolicies) => CENTER_TABS.filter((tab) => tab.visible(p));

/** The reports manager, viewer and editor pages in one lazy chunk (the template manager has its own). */
export { CustomReportsPage, MonthlyReportsPage, ReportsPage, WeeklyReportsPage } from "./manager/ReportsPage.tsx";
export { ReportViewerPage } from "./viewer/ReportViewerPage.tsx";
export { ReportEditorPage } from "./editor/ReportEditorPage.tsx";

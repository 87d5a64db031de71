/**
 * The builder's state on the page (spec 2 §2.10): the report's name, its sections, the selected section, the
 * Preview/Edit mode and the saved report it came from. A pure reducer over the domain's section rules, so the
 * page, Quick Actions and the tests share one state.
 */
import type { TBuilderConfig, TBuilderReport, TBuilderSection } from "../../../contracts/reports.ts";
import { addBuilderSection, moveBuilderSection, removeBuilderSection, updateBuilderSection } from "../../../domain/reporting/builder.ts";
import type { BuilderSectionType } from "../../../domain/reporting/center.ts";

export type BuilderState = {
  name: string;
  sections: TBuilderSection[];
  selectedId: string | null;
  preview: boolean;
  /** The saved report being edited (Save saves over it); null for a new one. */
  builderReportId: string | null;
};

export type BuilderAction =
  | { type: "rename"; name: string }
  | { type: "add"; sectionType: BuilderSectionType; id: string; title: string }
  | { type: "move"; index: number; direction: "up" | "down" }
  | { type: "remove"; id: string }
  | { type: "update"; id: string; title?: string; text?: string; config?: Partial<TBuilderConfig> }
  | { type: "select"; id: string | null }
  | { type: "togglePreview" }
  | { type: "open"; report: TBuilderReport }
  | { type: "saved"; id: string }
  | { type: "reset"; name: string };

export const initialBuilderState = (name: string): BuilderState => ({ name, sections: [], selectedId: null, preview: false, builderReportId: null });

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "rename":
      return { ...state, name: action.name };
    case "add":
      return { ...state, sections: addBuilderSection(state.sections, action.sectionType, action.id, action.title), selectedId: action.id };
    case "move":
      return { ...state, sections: moveBuilderSection(state.sections, action.index, action.direction) };
    case "remove":
      return { ...state, sections: removeBuilderSection(state.sections, action.id), selectedId: state.selectedId === action.id ? null : state.selectedId };
    case "update":
      return { ...state, sections: updateBuilderSection(state.sections, action.id, { title: action.title, text: action.text, config: action.config }) };
    case "select":
      return { ...state, selectedId: action.id };
    case "togglePreview":
      return { ...state, preview: !state.preview, selectedId: state.preview ? state.selectedId : null };
    case "open":
      return { name: action.report.name, sections: action.report.sections, selectedId: null, preview: false, builderReportId: action.report.id };
    case "saved":
      return { ...state, builderReportId: action.id };
    case "reset":
      return initialBuilderState(action.name);
  }
}

/** The body of save, generate and email for the current state (a blank name is the default name). */
export function builderBody(organizationId: string, state: BuilderState, defaultName: string) {
  return {
    organizationId,
    name: state.name.trim() || defaultName,
    sections: state.sections.map((s) => ({ ...s, title: s.title.trim() })),
    ...(state.builderReportId ? { builderReportId: state.builderReportId } : {}),
  };
}

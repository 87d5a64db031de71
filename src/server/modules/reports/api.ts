/** What other modules may ask the reports module: a new organization's default report templates. */
export { seedDefaultTemplates } from "./default-templates.ts";

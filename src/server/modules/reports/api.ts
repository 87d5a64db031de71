/** What other modules may ask the reports module: a new organization's default report templates. */
export { seedDefaultTemplates } from "./default-templates.ts";
/** The workflow's emails (a step to act on, a report sent back to draft): the notifications module writes them from the workflow's events. */
export { rejectedEmail, stepEmail } from "./report-emails.ts";
/** For notices: a report's title and author, and its workflow steps as they stand. */
export { reportFacts, workflowSteps } from "./repo.ts";
/** For the executive alerts: report deliveries of a window, delivered, failed and refused webhook targets (counts only). */
export { deliveryOutcomesSince } from "./signals-repo.ts";

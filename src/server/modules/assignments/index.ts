import { ZAssignmentList, ZAssignmentParams, ZAssignmentQuery, ZReminderSent } from "../../../contracts/assignments.ts";
import type { AppModule } from "../module.ts";
import { AssignmentsService } from "./service.ts";

/** Assignments as admins and managers follow them: status, reminders, links to results. */
export const assignmentsModule: AppModule = {
  name: "assignments",
  register({ core, route }) {
    const svc = new AssignmentsService({ db: core.database.db, bus: core.bus });
    const tags = ["assessments"];
    const member = { access: "member", allow: "assessments.assign", tags } as const;
    route(
      {
        ...member,
        method: "GET",
        url: "/api/assignments",
        summary: "Assignments in my organization (or assigned by me), with their status",
        query: ZAssignmentQuery,
        response: ZAssignmentList,
      },
      async ({ actor, query }) => ({ assignments: await svc.list(actor, query.scope, query.status) }),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/assignments/:assessmentId/reminders",
        summary: "Email the assignee a reminder (at most one per 12 hours per assignment)",
        params: ZAssignmentParams,
        response: ZReminderSent,
      },
      async ({ actor, params }) => svc.remind(actor, params.assessmentId),
    );
  },
};

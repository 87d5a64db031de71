/** The 360 pages' queries and mutations: every change answers with the project, which replaces the cached one. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TAddRaters, TCreateProject, TProject } from "../../../contracts/feedback360.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";
import {
  addRaters,
  approveRater,
  closeProject,
  createProject,
  extendDeadline,
  fetchComparison,
  fetchProject,
  fetchProjects,
  fetchRaterForm,
  removeRater,
  review360Keys,
  sendReminders,
} from "./feedback360-api.ts";

/** The projects the caller may see (re-read on each visit: raters finish while nobody looks). */
export function useProjects() {
  return useQuery({ queryKey: review360Keys.list, queryFn: ({ signal }) => fetchProjects(signal), staleTime: 0 });
}

/** One project (re-read on each visit). */
export function useProject(projectId: string) {
  return useQuery({ queryKey: review360Keys.project(projectId), queryFn: ({ signal }) => fetchProject(projectId, signal), staleTime: 0 });
}

/** The comparison of a project (only counts until it closes). */
export function useComparison(projectId: string) {
  return useQuery({ queryKey: review360Keys.comparison(projectId), queryFn: ({ signal }) => fetchComparison(projectId, signal), staleTime: 0 });
}

/** The server's answer becomes the cached project; the list and the comparison are read again. */
function settleProject(queryClient: QueryClient, project: TProject): void {
  queryClient.setQueryData(review360Keys.project(project.id), project);
  void queryClient.invalidateQueries({ queryKey: review360Keys.list, exact: true });
  void queryClient.invalidateQueries({ queryKey: review360Keys.comparison(project.id) });
}

/** Starts a project. One intent, one project: a double click or a retry sends the same idempotency key. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: TCreateProject) => createProject(body, keys.keyFor(body)),
    onSuccess: (project) => {
      keys.renew();
      settleProject(queryClient, project);
    },
  });
}

/** Adds raters and sends their invitations; the same list of raters keeps its idempotency key until it succeeds. */
export function useAddRaters(projectId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: TAddRaters) => addRaters(projectId, body, keys.keyFor(body)),
    onSuccess: (project) => {
      keys.renew();
      settleProject(queryClient, project);
    },
  });
}

/** Approves a nomination, or removes one that has not started. */
export function useRaterAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ raterId, action }: { raterId: string; action: "approve" | "remove" }) =>
      action === "approve" ? approveRater(projectId, raterId) : removeRater(projectId, raterId),
    onSuccess: (project) => settleProject(queryClient, project),
  });
}

/** Sends a reminder to every rater who has not finished or declined. */
export function useSendReminders(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendReminders(projectId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: review360Keys.project(projectId) }),
  });
}

/** Moves the deadline later. */
export function useExtendDeadline(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (deadline: string) => extendDeadline(projectId, deadline), onSuccess: (project) => settleProject(queryClient, project) });
}

/** Closes the project (no more answers; the comparison is released). */
export function useCloseProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => closeProject(projectId), onSuccess: (project) => settleProject(queryClient, project) });
}

/** The rater's form behind a personal link (never cached across visits: the server holds the answers). */
export function useRaterForm(token: string) {
  return useQuery({ queryKey: review360Keys.raterForm(token), queryFn: ({ signal }) => fetchRaterForm(token, signal), staleTime: 0, gcTime: 0 });
}

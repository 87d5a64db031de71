import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TTypeDefinition } from "../../../contracts/assessment-design.ts";
import { newIdempotencyKey, useIntentKeys } from "../../lib/idempotency.ts";
import {
  createBuilderAssessment,
  createType,
  deleteType,
  designKeys,
  duplicateType,
  fetchBuilderNodes,
  fetchBuilderPreview,
  fetchDesignedTypes,
  saveType,
  type BuilderCreateInput,
} from "./design-api.ts";

/** Query key of the assign/start list (GET /api/assessment-types), refreshed when designed types change. */
const ASSIGNABLE_TYPES = ["assessment-types"] as const;

/** The organization's designed types, with the defaults and norm groups. */
export function useDesignedTypes() {
  return useQuery({ queryKey: designKeys.designed, queryFn: ({ signal }) => fetchDesignedTypes(signal), staleTime: 30_000 });
}

function useRefreshTypes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ASSIGNABLE_TYPES });
}

/** Creates (no typeId) or saves (typeId) a type definition; one idempotency key per create intent. */
export function useSaveType() {
  const refresh = useRefreshTypes();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: ({ typeId, definition }: { typeId: string | null; definition: TTypeDefinition }) =>
      typeId ? saveType(typeId, definition) : createType(definition, keys.keyFor(definition)),
    onSuccess: () => {
      keys.renew();
      void refresh();
    },
  });
}

/** Duplicates a type (name "(Copy)", code "-COPY"). */
export function useDuplicateType() {
  const refresh = useRefreshTypes();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (typeId: string) => duplicateType(typeId, keys.keyFor(typeId)),
    onSuccess: () => {
      keys.renew();
      void refresh();
    },
  });
}

/** Deletes a type, or archives it when it has responses. */
export function useDeleteType() {
  const refresh = useRefreshTypes();
  return useMutation({ mutationFn: ({ typeId, archive }: { typeId: string; archive: boolean }) => deleteType(typeId, archive), onSuccess: () => void refresh() });
}

/** The competency tree and the templates (fixed content: cached long). */
export function useBuilderNodes() {
  return useQuery({ queryKey: designKeys.nodes, queryFn: ({ signal }) => fetchBuilderNodes(signal), staleTime: 60 * 60_000 });
}

/** The coverage preview of a (debounced) node selection; nothing is asked for an empty selection. */
export function useBuilderPreview(nodeIds: readonly string[]) {
  return useQuery({
    queryKey: designKeys.preview(nodeIds),
    queryFn: ({ signal }) => fetchBuilderPreview(nodeIds, newIdempotencyKey(), signal),
    enabled: nodeIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Makes a node-based type from the creator. */
export function useCreateBuilderAssessment() {
  const refresh = useRefreshTypes();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (input: BuilderCreateInput) => createBuilderAssessment(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.renew();
      void refresh();
    },
  });
}

import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Lookups (the options of a select) change rarely; they are fetched again after five minutes at most. */
export const LOOKUP_STALE_MS = 5 * 60 * 1000;

/**
 * The one way to change data: runs `mutationFn`, then refreshes every query under `invalidates` (a tag's `all`
 * key, usually) before the caller's await returns, so a success message never shows beside a stale list.
 */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  invalidates: readonly QueryKey[],
  onSuccess?: (data: R, variables: V) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      onSuccess?.(data, variables);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * The query of a lookup list for a select or a filter (spec 01 section 8): a failure is logged and leaves the list
 * empty, so the form around it still works.
 */
export function lookupList<T>(queryKey: QueryKey, fetch: () => Promise<T[]>) {
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<T[]> => {
      try {
        return await fetch();
      } catch (error) {
        console.error(error);
        return [];
      }
    },
    staleTime: LOOKUP_STALE_MS,
  });
}

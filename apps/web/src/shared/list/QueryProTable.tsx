import { ProTable, type ProTableProps } from '@ant-design/pro-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './QueryError';

export interface QueryProTableProps<T extends Record<string, any>> extends Omit<
  ProTableProps<T, Record<string, any>>,
  'request' | 'dataSource' | 'loading' | 'params'
> {
  /** The rows' query (a `useQuery` of an api/<tag>.ts queryOptions, its parameters from `useUrlFilters`). */
  query: UseQueryResult<T[]>;
  /** The spec's text when the rows cannot load and the server gives no sentence. */
  fallback: string;
}

/**
 * ProTable fed from the query cache: the rows and the spinner come from `query`, the toolbar's reload refetches it,
 * and ProTable never fetches by itself (no `request`), so a mutation's invalidation is the one way rows change.
 * Filters live outside it (a QueryFilter driven by `useUrlFilters`), so its own search form is off by default.
 */
export function QueryProTable<T extends Record<string, any>>({ query, fallback, options, search = false, ...props }: QueryProTableProps<T>) {
  return (
    <>
      {query.isError ? <QueryError error={query.error} fallback={fallback} onRetry={() => void query.refetch()} /> : null}
      <ProTable<T>
        {...props}
        search={search}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        options={options === false ? false : { ...options, reload: () => void query.refetch() }}
      />
    </>
  );
}

import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData, ApiQuery } from './types';

/** A table of the database browser, with its Arabic name and what may be done to it. */
export type DatabaseTable = ApiData<'/api/database/tables', 'get'>['tables'][number];
/** One page of a table: its rows, its columns and where the page stands. */
export type TablePage = ApiData<'/api/database/table/{tableName}', 'get'>;
export type DatabaseColumn = TablePage['columns'][number];
export type DatabaseRecord = TablePage['records'][number];
export type TablePageParams = NonNullable<ApiQuery<'/api/database/table/{tableName}', 'get'>>;
export type RecordBody = ApiBody<'/api/database/table/{tableName}/record', 'post'>;

/** Cache keys of the `database` tag. */
export const databaseKeys = {
  all: ['database'] as const,
  tables: () => [...databaseKeys.all, 'tables'] as const,
  page: (tableName: string, params: TablePageParams = {}) => [...databaseKeys.all, 'table', tableName, params] as const,
};

/**
 * What a raw write invalidates: every query. A row written here may be a complex, a user or a grant that any other
 * screen shows, so no cached answer can be trusted after it.
 */
const EVERYTHING: QueryKey = [];

export const databaseQueries = {
  /** The tables the browser shows. */
  tables: () => queryOptions({ queryKey: databaseKeys.tables(), queryFn: async () => (await call(api.GET('/api/database/tables'))).tables }),
  /** One page of a table's rows; the previous page of the same table stays on screen while the next one loads. */
  page: (tableName: string, params: TablePageParams = {}) =>
    queryOptions({
      queryKey: databaseKeys.page(tableName, params),
      queryFn: () => call(api.GET('/api/database/table/{tableName}', { params: { path: { tableName }, query: params } })),
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === tableName ? previous : undefined),
    }),
};

export const useCreateRecord = (tableName: string) =>
  useInvalidatingMutation(
    (body: RecordBody) => call(api.POST('/api/database/table/{tableName}/record', { params: { path: { tableName } }, body })),
    [EVERYTHING],
  );

export const useUpdateRecord = (tableName: string) =>
  useInvalidatingMutation(
    ({ key, body }: { key: string; body: RecordBody }) =>
      call(api.PUT('/api/database/table/{tableName}/record/{primaryKeyValue}', { params: { path: { tableName, primaryKeyValue: key } }, body })),
    [EVERYTHING],
  );

export const useDeleteRecord = (tableName: string) =>
  useInvalidatingMutation(
    (key: string) => call(api.DELETE('/api/database/table/{tableName}/record/{primaryKeyValue}', { params: { path: { tableName, primaryKeyValue: key } } })),
    [EVERYTHING],
  );

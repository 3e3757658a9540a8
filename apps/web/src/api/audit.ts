import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { call } from './request';
import type { ApiData, ApiQuery } from './types';

/** The filters and page of the audit trail, as GET /api/audit takes them. */
export type AuditListParams = NonNullable<ApiQuery<'/api/audit', 'get'>>;
/** One page of the trail: its entries and where it stands. */
export type AuditPage = ApiData<'/api/audit', 'get'>;
/** One audited write of one row. */
export type AuditEntry = AuditPage['entries'][number];

/** Cache keys of the `audit` tag. The trail changes with every write anywhere, so nothing invalidates it: it is read fresh. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditListParams = {}) => [...auditKeys.all, 'list', params] as const,
};

export const auditQueries = {
  /** One page of the trail, newest first; the previous page stays on screen while the next one loads. */
  list: (params: AuditListParams = {}) =>
    queryOptions({
      queryKey: auditKeys.list(params),
      queryFn: () => call(api.GET('/api/audit', { params: { query: params } })),
      placeholderData: keepPreviousData,
    }),
};

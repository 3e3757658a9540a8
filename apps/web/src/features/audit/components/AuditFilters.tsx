import { ProFormDatePicker, ProFormSelect, ProFormText, QueryFilter } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import { MESSAGES, NATIONAL_ID_PATTERN } from '#common';
import { toApiDate } from '../../../shared/dates';
import type { UrlFilters } from '../../../shared/list/useUrlFilters';
import { AUDIT_T } from '../locale';
import styles from '../audit.module.css';
import { ACTIONS, ENTITY_LABELS } from './labels';
import { T } from '../../../shared/locale';

/** The filters of /audit-log, kept in the URL; `page` and `limit` ride along, and a new search starts at page one. */
export const AUDIT_FILTERS = {
  entity: { type: 'string' },
  entity_id: { type: 'string' },
  user_id: { type: 'string' },
  action: { type: 'string' },
  date_from: { type: 'string' },
  date_to: { type: 'string' },
  page: { type: 'number' },
  limit: { type: 'number' },
} as const;

const FILTER_NAMES = ['entity', 'entity_id', 'user_id', 'action', 'date_from', 'date_to'] as const;

const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = Object.entries(ACTIONS).map(([value, { label }]) => ({ value, label }));

/** A picked day (or the text the URL gave back) as the API's calendar date. */
const asDate = (value: unknown) => (value && typeof value === 'object' && 'format' in value ? toApiDate(value as Dayjs) : value || undefined);

export function AuditFilters({ filters }: { filters: UrlFilters<typeof AUDIT_FILTERS> }) {
  const { form, onValuesChange, collapseRender } = filters.formProps;
  const clear = Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined]));
  return (
    <QueryFilter
      form={form}
      onValuesChange={onValuesChange}
      collapseRender={collapseRender}
      className={styles.filters}
      labelWidth="auto"
      span={{ xs: 24, sm: 12, md: 8, lg: 8, xl: 8, xxl: 6 }}
      onFinish={async (draft: Record<string, unknown>) => {
        // One URL write: the filters searched for, and back to the first page.
        filters.update({
          ...clear,
          ...Object.fromEntries(FILTER_NAMES.map((name) => [name, (name.startsWith('date_') ? asDate(draft[name]) : draft[name]) || undefined])),
          page: undefined,
        });
        return true;
      }}
      onReset={() => filters.update({ ...clear, page: undefined })}
    >
      <ProFormSelect name="entity" label={AUDIT_T.record} options={ENTITY_OPTIONS} placeholder={AUDIT_T.anyRecord} allowClear />
      <ProFormSelect name="action" label={AUDIT_T.operation} options={ACTION_OPTIONS} placeholder={AUDIT_T.anyOperation} allowClear />
      <ProFormText
        name="user_id"
        label={AUDIT_T.actorId}
        fieldProps={{ maxLength: 10, inputMode: 'numeric' }}
        rules={[{ pattern: NATIONAL_ID_PATTERN, message: MESSAGES.validation.nationalId }]}
      />
      <ProFormText name="entity_id" label={AUDIT_T.recordId} fieldProps={{ maxLength: 64 }} />
      <ProFormDatePicker name="date_from" label={T.dateFrom} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormDatePicker name="date_to" label={T.dateTo} fieldProps={{ format: 'YYYY-MM-DD' }} />
    </QueryFilter>
  );
}

import { useState } from 'react';
import { Button, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { auditQueries, type AuditEntry, type AuditListParams } from '../../api/audit';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { QueryProTable } from '../../shared/list/QueryProTable';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { AuditEntryDrawer } from './components/AuditEntryDrawer';
import { AUDIT_FILTERS, AuditFilters } from './components/AuditFilters';
import { ActionTag, Actor } from './components/cells';
import { entityLabel, fieldChanges, fieldLabel, instantParts } from './components/labels';
import { AUDIT_T } from './locale';
import styles from './audit.module.css';
import { T } from '../../shared/locale';

const PAGE_SIZE = 20;

/**
 * /audit-log: every write of the platform, newest first, filtered and paged through the URL; a row opens its fields
 * before and after. The layout's header is the page's h1 (the route's label).
 */
export default function AuditLogPage() {
  const filters = useUrlFilters(AUDIT_FILTERS);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const page = filters.values.page ?? 1;
  const limit = filters.values.limit ?? PAGE_SIZE;
  const params: AuditListParams = { ...filters.values, action: filters.values.action as AuditListParams['action'], page, limit };
  const list = auditQueries.list(params);
  const entries = useQuery({ ...list, select: (data) => data.entries });
  const pagination = useQuery({ ...list, select: (data) => data.pagination }).data;

  const columns: ProColumns<AuditEntry>[] = [
    {
      title: AUDIT_T.time,
      dataIndex: 'created_at',
      render: (_, entry) => {
        const { day, time } = instantParts(entry.created_at);
        return (
          <span className={styles.when}>
            <span>{day}</span> <span>{time}</span>
          </span>
        );
      },
    },
    { title: AUDIT_T.actor, dataIndex: 'user_name', render: (_, entry) => <Actor entry={entry} /> },
    { title: AUDIT_T.operation, dataIndex: 'action', render: (_, entry) => <ActionTag action={entry.action} /> },
    { title: AUDIT_T.record, dataIndex: 'entity', render: (_, entry) => entityLabel(entry.entity) },
    { title: AUDIT_T.recordId, dataIndex: 'entity_id', responsive: ['md'], render: (_, entry) => entry.entity_id ?? AUDIT_T.noValue },
    {
      title: AUDIT_T.changedFields,
      key: 'fields',
      responsive: ['lg'],
      render: (_, entry) => {
        const fields = fieldChanges(entry)
          .map((change) => fieldLabel(change.field))
          .join('، ');
        // A whole row's fields are many: one line, cut, so the table keeps its width.
        return (
          <Typography.Text className={styles.fieldList} title={fields}>
            {fields}
          </Typography.Text>
        );
      },
    },
    {
      title: T.details,
      key: 'open',
      render: (_, entry) => (
        <Button type="link" size="small" onClick={() => setOpen(entry)}>
          {AUDIT_T.show}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPageHeader subtitle={AUDIT_T.subtitle} />
      <AuditFilters filters={filters} />
      <QueryProTable<AuditEntry>
        query={entries}
        fallback={AUDIT_T.loadFailed}
        rowKey="id"
        columns={columns}
        options={{ density: false, setting: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: AUDIT_T.empty }}
        onRow={(entry) => ({ onClick: () => setOpen(entry), className: styles.row })}
        pagination={{
          current: pagination?.page ?? page,
          pageSize: pagination?.limit ?? limit,
          total: pagination?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total, [from, to]) => AUDIT_T.rows(from, to, total),
          onChange: (next, size) => filters.update({ page: next > 1 ? next : undefined, limit: size !== PAGE_SIZE ? size : undefined }),
        }}
      />
      <AuditEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </>
  );
}

import { useEffect } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import { ArrowRightOutlined, DeleteOutlined, EditOutlined, LeftOutlined, PlusOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '#common';
import { databaseQueries, useDeleteRecord, type DatabaseColumn, type DatabaseRecord } from '../../api/database';
import { useConfirmedAction } from '../../shared/forms/useConfirmedAction';
import { SearchInput } from '../../shared/list/FilterBar';
import { QueryProTable } from '../../shared/list/QueryProTable';
import { useUrlFilters, type FilterSpec } from '../../shared/list/useUrlFilters';
import { T } from '../../shared/locale';
import { RecordFormModal } from './components/RecordFormModal';
import { cellText, keyColumnOf, keyOf } from './components/values';
import { DATABASE_T } from './locale';
import styles from './database.module.css';

const FILTERS = { search: { type: 'string' }, page: { type: 'number' } } satisfies FilterSpec;

/**
 * A cell: its text cut at 50 characters, the whole value on hover. Its direction follows its own text, so a JSON
 * list, an e-mail or a date reads left to right inside the right-to-left table, and Arabic text right to left.
 */
function Cell({ column, value }: { column: DatabaseColumn; value: unknown }) {
  const { text, whole } = cellText(column, value);
  return (
    <span className={styles.cell} title={whole} dir="auto">
      {text}
    </span>
  );
}

/**
 * /database/table/:tableName (spec 02 section 2.13): one page of a table's rows at a time, searched (Enter or the
 * button) and paged through the URL, with add, edit and delete (which asks first) where the table allows them.
 */
export default function DatabaseTablePage() {
  const { tableName = '' } = useParams();
  const navigate = useNavigate();
  const filters = useUrlFilters(FILTERS);
  const { search } = filters.values;
  const page = filters.values.page ?? 1;
  const pageQuery = databaseQueries.page(tableName, { page, search });
  const data = useQuery(pageQuery).data;
  const records = useQuery({ ...pageQuery, select: (answer) => answer.records });
  // The table's name and what may be done to it come with the list of tables (cached from /database).
  const table = useQuery(databaseQueries.tables()).data?.find((entry) => entry.name === tableName);
  const act = useConfirmedAction();
  const remove = useDeleteRecord(tableName);

  const columns = data?.columns ?? [];
  const keyColumn = keyColumnOf(columns);
  const canEdit = Boolean(table?.can_edit && keyColumn);
  const canDelete = Boolean(table?.can_delete && keyColumn);
  const totalPages = data?.totalPages ?? 1;
  const { update } = filters;
  const goTo = (next: number) => update({ page: next > 1 ? next : undefined });

  // A page past the end (its last row deleted, or an old link) moves to the last page.
  const pastTheEnd = data !== undefined && data.page > data.totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: totalPages > 1 ? totalPages : undefined });
  }, [pastTheEnd, totalPages, update]);

  const onDelete = (key: string) =>
    act({
      run: () => remove.mutateAsync(key),
      successText: MESSAGES.database.deleted,
      fallback: T.deleteRecordFailed,
      confirm: { title: DATABASE_T.deleteRecordTitle, content: DATABASE_T.deleteConfirm },
    });

  const gridColumns: ProColumns<DatabaseRecord>[] = columns.map((column) => ({
    title: <span className="ltr-value">{column.name}</span>,
    key: column.name,
    render: (_, record) => <Cell column={column} value={record[column.name]} />,
  }));
  // The row's buttons come first, at the right, so a wide table needs no scrolling to reach them.
  if (keyColumn && (canEdit || canDelete)) {
    gridColumns.unshift({
      title: DATABASE_T.rowActions,
      key: 'actions',
      render: (_, record) => {
        const key = keyOf(record, keyColumn);
        return (
          <Space size={4}>
            {canEdit ? (
              <RecordFormModal
                tableName={tableName}
                columns={columns}
                record={record}
                trigger={
                  <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={DATABASE_T.editRowLabel(key)}>
                    {T.edit}
                  </Button>
                }
              />
            ) : null}
            {canDelete ? (
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={DATABASE_T.deleteRowLabel(key)} onClick={() => onDelete(key)}>
                {T.delete}
              </Button>
            ) : null}
          </Space>
        );
      },
    });
  }

  return (
    <>
      <Flex align="center" justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} className={styles.tableTitle}>
            {table?.label ?? tableName}
          </Typography.Title>
          <Typography.Text type="secondary" className="ltr-value">
            {tableName}
          </Typography.Text>
        </div>
        <Button icon={<ArrowRightOutlined aria-hidden />} onClick={() => navigate('/database')}>
          {DATABASE_T.backToTables}
        </Button>
      </Flex>
      <div className={styles.toolbar}>
        <SearchInput
          aria-label={DATABASE_T.searchRecords}
          placeholder={DATABASE_T.searchRecordsPlaceholder}
          defaultValue={search}
          onSearch={(text) => filters.update({ search: text, page: undefined })}
          className={styles.search}
        />
        <Button icon={<ReloadOutlined aria-hidden />} loading={records.isFetching} onClick={() => void records.refetch()}>
          {DATABASE_T.refreshData}
        </Button>
        {table?.can_create && data ? (
          <RecordFormModal
            tableName={tableName}
            columns={columns}
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                {DATABASE_T.addRecord}
              </Button>
            }
          />
        ) : null}
      </div>
      <QueryProTable<DatabaseRecord>
        query={records}
        fallback={DATABASE_T.recordsLoadFailed}
        rowKey={(record) => (keyColumn ? keyOf(record, keyColumn) : JSON.stringify(record))}
        columns={gridColumns}
        options={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="small"
        locale={{ emptyText: search ? DATABASE_T.noRecordsMatch : DATABASE_T.recordsEmpty }}
      />
      {data ? (
        <div className={styles.pager}>
          <nav className={styles.pagerButtons} aria-label={DATABASE_T.paging}>
            {/* Right to left: "previous" points right, "next" points left. */}
            <Button icon={<RightOutlined aria-hidden />} disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {DATABASE_T.previousPage}
            </Button>
            <Typography.Text>{DATABASE_T.pageOf(Math.min(page, totalPages), totalPages)}</Typography.Text>
            <Button disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
              {DATABASE_T.nextPage} <LeftOutlined aria-hidden />
            </Button>
          </nav>
          <Typography.Text type="secondary">{DATABASE_T.recordCount(data.total)}</Typography.Text>
        </div>
      ) : null}
    </>
  );
}

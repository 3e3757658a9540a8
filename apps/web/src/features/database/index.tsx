import { useCallback } from 'react';
import { Alert, Button, Input } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { matchesSearchText } from '#common';
import { databaseQueries, type DatabaseTable } from '../../api/database';
import { CardGrid } from '../../shared/list/CardGrid';
import { useUrlFilters, type FilterSpec } from '../../shared/list/useUrlFilters';
import { TableCard } from './components/TableCard';
import { DATABASE_T } from './locale';
import styles from './database.module.css';

const FILTERS = { search: { type: 'string' } } satisfies FilterSpec;

/**
 * /database (spec 02 section 2.13): the tables as cards with their icon and description, filtered as one types
 * (Arabic-normalised, on the Arabic name, the table name and the description), under a warning. A card opens the
 * table's rows.
 */
export default function DatabasePage() {
  const filters = useUrlFilters(FILTERS);
  const search = filters.values.search;
  const keep = useCallback(
    (tables: DatabaseTable[]) => tables.filter((table) => matchesSearchText([table.label, table.name, table.description], search)),
    [search],
  );
  const tables = useQuery({ ...databaseQueries.tables(), select: keep });

  return (
    <>
      <Alert type="warning" showIcon className={styles.warning} message={DATABASE_T.warningTitle} description={DATABASE_T.warning} />
      <div className={styles.toolbar}>
        <Input
          aria-label={DATABASE_T.searchTables}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={DATABASE_T.searchTablesPlaceholder}
          defaultValue={search}
          allowClear
          maxLength={100}
          // Filtered as one types: the list is short and already here.
          onChange={(event) => filters.update({ search: event.target.value || undefined })}
          className={styles.search}
        />
        <Button icon={<ReloadOutlined aria-hidden />} loading={tables.isFetching} onClick={() => void tables.refetch()}>
          {DATABASE_T.refreshData}
        </Button>
      </div>
      <CardGrid
        query={tables}
        fallback={DATABASE_T.tablesLoadFailed}
        emptyText={search ? DATABASE_T.noTablesMatch : DATABASE_T.tablesEmpty}
        itemKey={(table) => table.name}
        renderItem={(table) => <TableCard table={table} />}
      />
    </>
  );
}

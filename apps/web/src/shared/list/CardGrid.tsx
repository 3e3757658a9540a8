import { Fragment, useRef, useState, type Key, type ReactNode } from 'react';
import { Card, Empty, Pagination, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { PHONE_SCREEN, useMediaQuery } from '../useMediaQuery';
import { T } from '../locale';
import { QueryError } from './QueryError';
import styles from './CardGrid.module.css';

export interface CardGridProps<T> {
  /** The list's query (a `useQuery` of an api/<tag>.ts queryOptions). */
  query: UseQueryResult<T[]>;
  /** The spec's text when the list cannot load and the server gives no sentence. */
  fallback: string;
  /** The spec's text for an empty list. */
  emptyText: string;
  itemKey: (item: T) => Key;
  /** One card (an antd Card) per item. */
  renderItem: (item: T) => ReactNode;
  /**
   * Cards per page (default {@link CARD_PAGE_SIZE}): a list can run to thousands (the API answers it whole), and
   * thousands of cards at once stall a browser. The pages turn below the grid. Give the grid a `key` that changes
   * with the filters, so a new search starts again on the first page.
   */
  pageSize?: number;
}

/** Cards on one page of a {@link CardGrid}: 1, 2, 3 or 4 to a row, whole rows at every width. */
export const CARD_PAGE_SIZE = 24;

/**
 * A list shown as a grid of cards, owning its states: skeleton cards while loading, the error with a retry, the
 * empty text, then one card per item (a single column on a phone).
 */
export function CardGrid<T>({ query, fallback, emptyText, itemKey, renderItem, pageSize = CARD_PAGE_SIZE }: CardGridProps<T>) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE_SCREEN);
  if (query.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Card key={key}>
            <Skeleton active />
          </Card>
        ))}
      </div>
    );
  }
  if (query.isError) return <QueryError error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Card>
        <Empty description={emptyText} />
      </Card>
    );
  }
  // A page emptied by a change (the last card of the last page deleted) shows the page before it.
  const current = Math.min(page, Math.ceil(query.data.length / pageSize));
  const shown = query.data.slice((current - 1) * pageSize, current * pageSize);
  return (
    <>
      <div className={styles.grid} ref={top}>
        {shown.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </div>
      {query.data.length > pageSize ? (
        <Pagination
          className={styles.pager}
          current={current}
          pageSize={pageSize}
          total={query.data.length}
          showSizeChanger={false}
          // Small on a phone, so the pages and the range fit one line.
          size={phone ? 'small' : 'default'}
          showTotal={(total, [from, to]) => T.pageRange(from, to, total)}
          onChange={(next) => {
            setPage(next);
            // The new page starts at the top of the grid, not where the pager was.
            top.current?.scrollIntoView({ block: 'start' });
          }}
        />
      ) : null}
    </>
  );
}

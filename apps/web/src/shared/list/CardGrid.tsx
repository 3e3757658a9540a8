import { Fragment, type Key, type ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
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
}

/**
 * A list shown as a grid of cards, owning its states: skeleton cards while loading, the error with a retry, the
 * empty text, then one card per item (a single column on a phone).
 */
export function CardGrid<T>({ query, fallback, emptyText, itemKey, renderItem }: CardGridProps<T>) {
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
  return (
    <div className={styles.grid}>
      {query.data.map((item) => (
        <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
      ))}
    </div>
  );
}

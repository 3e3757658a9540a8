import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { T } from '../locale';
import styles from './ListPageHeader.module.css';

/**
 * The top of a list screen, under the layout's h1 (which names the page): a line saying what the screen holds or
 * allows, and its buttons (add, refresh) at the far end, going under the line when the width runs out.
 */
export function ListPageHeader({ subtitle, actions }: { subtitle: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.header}>
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/**
 * The count under a list's filters, read out when it changes (a status region), with the link that clears the
 * filters while some are set.
 */
export function ListSummary({ children, onClearFilters }: { children: ReactNode; onClearFilters?: () => void }) {
  return (
    <div className={styles.summary} role="status">
      <Typography.Text>{children}</Typography.Text>
      {onClearFilters ? (
        <Button type="link" size="small" onClick={onClearFilters}>
          {T.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}

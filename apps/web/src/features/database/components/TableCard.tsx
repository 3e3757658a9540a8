import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DatabaseTable } from '../../../api/database';
import { DATABASE_T } from '../locale';
import styles from '../database.module.css';
import { tableIcon } from './table-icons';

/** One table: its icon, Arabic name, database name and description; the whole card opens its rows. */
export function TableCard({ table }: { table: DatabaseTable }) {
  const readOnly = !table.can_create && !table.can_edit && !table.can_delete;
  return (
    <Link to={`/database/table/${encodeURIComponent(table.name)}`} className={styles.cardLink}>
      <Card hoverable className={styles.tableCard}>
        <div className={styles.cardHead}>
          <span className={styles.cardIcon}>{tableIcon(table.name)}</span>
          <div className={styles.cardTitles}>
            <Typography.Title level={2} className={styles.cardTitle}>
              {table.label}
            </Typography.Title>
            <Typography.Text type="secondary" className="ltr-value">
              {table.name}
            </Typography.Text>
          </div>
          {readOnly ? <Tag>{DATABASE_T.readOnlyTable}</Tag> : null}
        </div>
        <Typography.Paragraph type="secondary" className={styles.cardDescription}>
          {table.description ?? DATABASE_T.noDescription}
        </Typography.Paragraph>
      </Card>
    </Link>
  );
}

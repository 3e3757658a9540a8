import { Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import type { AuditEntry } from '../../../api/audit';
import { NARROW_SCREEN, useMediaQuery } from '../../../shared/useMediaQuery';
import { AUDIT_T } from '../locale';
import styles from '../audit.module.css';
import { ActionTag, Actor } from './cells';
import { entityLabel, fieldChanges, fieldLabel, formatInstant, formatValue, type FieldChange } from './labels';

/**
 * One entry opened: who, when, what, and its fields side by side, before and after. A field the write changed is
 * highlighted and marked in words (the colour alone says nothing to a screen reader). An insert has no "before"
 * and a delete no "after", so each shows only the side it has.
 */
export function AuditEntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const changes = entry ? fieldChanges(entry) : [];
  const columns = [
    {
      title: AUDIT_T.field,
      dataIndex: 'field',
      key: 'field',
      render: (field: string, change: FieldChange) => (
        <span className={styles.fieldName}>
          <Typography.Text strong>{fieldLabel(field)}</Typography.Text>
          <Typography.Text type="secondary" className={styles.column}>
            {field}
          </Typography.Text>
          {change.changed ? <Tag color="gold">{AUDIT_T.changed}</Tag> : null}
        </span>
      ),
    },
    ...(entry?.before
      ? [
          {
            title: AUDIT_T.before,
            key: 'before',
            render: (change: FieldChange) => <Value field={change.field} value={change.before} removed={change.changed} />,
          },
        ]
      : []),
    ...(entry?.after ? [{ title: AUDIT_T.after, key: 'after', render: (change: FieldChange) => <Value field={change.field} value={change.after} /> }] : []),
  ];

  return (
    <Drawer open={entry !== null} onClose={onClose} title={AUDIT_T.entryTitle} placement="left" width={narrow ? '100%' : 640} destroyOnHidden>
      {entry ? (
        <>
          <Descriptions column={1} size="small" bordered className={styles.summary}>
            <Descriptions.Item label={AUDIT_T.time}>{formatInstant(entry.created_at)}</Descriptions.Item>
            <Descriptions.Item label={AUDIT_T.actor}>
              <Actor entry={entry} withId />
            </Descriptions.Item>
            <Descriptions.Item label={AUDIT_T.operation}>
              <ActionTag action={entry.action} />
            </Descriptions.Item>
            <Descriptions.Item label={AUDIT_T.record}>
              {entityLabel(entry.entity)} <Typography.Text type="secondary">({entry.entity_id ?? AUDIT_T.noValue})</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Table<FieldChange>
            size="small"
            rowKey="field"
            columns={columns}
            dataSource={changes}
            pagination={false}
            rowClassName={(change) => (change.changed ? styles.changed : '')}
            locale={{ emptyText: AUDIT_T.noFields }}
            className={styles.fields}
          />
        </>
      ) : null}
    </Drawer>
  );
}

function Value({ field, value, removed = false }: { field: string; value: unknown; removed?: boolean }) {
  return <span className={removed ? styles.oldValue : styles.value}>{formatValue(field, value)}</span>;
}

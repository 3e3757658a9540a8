import { Tag, Typography } from 'antd';
import type { AuditEntry } from '../../../api/audit';
import { AUDIT_T } from '../locale';
import { ACTIONS } from './labels';

/** The operation as a coloured word. */
export function ActionTag({ action }: { action: AuditEntry['action'] }) {
  return <Tag color={ACTIONS[action].color}>{ACTIONS[action].label}</Tag>;
}

/** Who made the write: their name (and national ID when asked), or that nobody was signed in. */
export function Actor({ entry, withId = false }: { entry: Pick<AuditEntry, 'user_id' | 'user_name'>; withId?: boolean }) {
  if (!entry.user_id) return <Typography.Text type="secondary">{AUDIT_T.noActor}</Typography.Text>;
  if (!entry.user_name) return <>{entry.user_id}</>;
  return (
    <>
      {entry.user_name}
      {withId ? <Typography.Text type="secondary"> ({entry.user_id})</Typography.Text> : null}
    </>
  );
}

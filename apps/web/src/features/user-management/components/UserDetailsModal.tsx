import { Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { ROLE_LEVELS } from '#common';
import { accountStatus } from '../../../shared/account-status';
import { DualDate } from '../../../shared/DualDate';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { USERS_T } from '../locale';
import type { ManagedUser } from '../types';
import { RoleTag } from './RoleMarks';

/** A list of left-to-right tokens (national IDs), or 'not set'. */
function LtrList({ values }: { values: readonly string[] }) {
  return values.length > 0 ? <span className="ltr-value">{values.join(T.listSeparator)}</span> : <>{T.notSet}</>;
}

/** Everything the list knows of a user: the card's two faces and the rest (address, birth date, notes...). */
export function UserDetailsModal({ user, open, onClose }: { user: ManagedUser; open: boolean; onClose: () => void }) {
  const name = fullName(user);
  const status = accountStatus(user);
  const orNotSet = (value: string | null) => value || T.notSet;
  return (
    <Modal title={T.detailsOf(name)} open={open} onCancel={onClose} footer={null} width={640} centered destroyOnHidden>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.fullName}>{name}</Descriptions.Item>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{user.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.accountType}>
          <Space size={4}>
            <RoleTag role={user.role} />
            <Typography.Text type="secondary">{USERS_T.level(ROLE_LEVELS[user.role])}</Typography.Text>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag color={status.color}>{status.label}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <Space size={4} wrap>
            <span className="ltr-value">{orNotSet(user.email)}</span>
            {user.email_duplicate ? <Tag color="warning">{USERS_T.sharedEmail}</Tag> : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <span className="ltr-value">{orNotSet(user.phone)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.complex}>{orNotSet(user.school_name)}</Descriptions.Item>
        <Descriptions.Item label={USERS_T.circles}>{user.classes.map((circle) => circle.name).join(T.listSeparator) || T.notSet}</Descriptions.Item>
        {user.role === 'student' ? (
          <Descriptions.Item label={T.parentNationalId}>
            <LtrList values={user.parent_ids} />
          </Descriptions.Item>
        ) : null}
        {user.role === 'parent' ? <Descriptions.Item label={USERS_T.childrenCount}>{user.children_count}</Descriptions.Item> : null}
        <Descriptions.Item label={T.schoolLevel}>{orNotSet(user.school_level)}</Descriptions.Item>
        <Descriptions.Item label={T.neighborhood}>{orNotSet(user.neighborhood)}</Descriptions.Item>
        <Descriptions.Item label={T.address}>{orNotSet(user.address)}</Descriptions.Item>
        <Descriptions.Item label={T.dateOfBirth}>{user.date_of_birth ? <DualDate date={user.date_of_birth.slice(0, 10)} /> : T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.registeredAt}>
          <DualDate date={user.created_at.slice(0, 10)} />
        </Descriptions.Item>
        <Descriptions.Item label={T.notes}>
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>{orNotSet(user.notes)}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

import { Descriptions, Modal, Tag, Typography } from 'antd';
import { accountStatus } from '../../../shared/account-status';
import { DualDate } from '../../../shared/DualDate';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { PARENTS_T } from '../locale';
import type { Parent } from '../types';

/** Everything the list knows of a parent, the card's summary and the rest (address, birth date, notes...). */
export function ParentDetailsModal({ parent, open, onClose }: { parent: Parent; open: boolean; onClose: () => void }) {
  const name = fullName(parent);
  const status = accountStatus(parent);
  const orNotSet = (value: string | null) => value || T.notSet;
  return (
    <Modal title={T.detailsOf(name)} open={open} onCancel={onClose} footer={null} width={640} centered destroyOnHidden>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.fullName}>{name}</Descriptions.Item>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{parent.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={PARENTS_T.status}>
          <Tag color={status.color}>{status.label}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <span className="ltr-value">{orNotSet(parent.email)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <span className="ltr-value">{orNotSet(parent.phone)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.neighborhood}>{orNotSet(parent.neighborhood)}</Descriptions.Item>
        <Descriptions.Item label={T.address}>{orNotSet(parent.address)}</Descriptions.Item>
        <Descriptions.Item label={T.dateOfBirth}>{parent.date_of_birth ? <DualDate date={parent.date_of_birth.slice(0, 10)} /> : T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{orNotSet(parent.school_name)}</Descriptions.Item>
        <Descriptions.Item label={PARENTS_T.childrenCount}>{parent.children_count}</Descriptions.Item>
        <Descriptions.Item label={T.registeredAt}>
          <DualDate date={parent.created_at.slice(0, 10)} />
        </Descriptions.Item>
        <Descriptions.Item label={T.notes}>
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>{orNotSet(parent.notes)}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

import { Descriptions, Modal, Tag } from 'antd';
import { accountStatus } from '../../../shared/account-status';
import type { Account } from '../../../shared/accounts/AccountFormModal';
import { DualDate } from '../../../shared/DualDate';
import { T } from '../../../shared/locale';
import { fullName, roleLabel } from '../../../shared/user-name';
import { ADMINISTRATORS_T } from '../locale';

/** Everything the list knows of a complex manager or supervisor. */
export function AdministratorDetailsModal({ account, open, onClose }: { account: Account; open: boolean; onClose: () => void }) {
  const name = fullName(account);
  const status = accountStatus(account);
  return (
    <Modal title={ADMINISTRATORS_T.detailsTitle(name)} open={open} onCancel={onClose} footer={null} width={640} centered destroyOnHidden>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.fullName}>{name}</Descriptions.Item>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{account.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.accountType}>{roleLabel(account.role)}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{account.school_name ?? ADMINISTRATORS_T.noComplex}</Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag color={status.color}>{status.label}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <span className="ltr-value">{account.email || T.notSet}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <span className="ltr-value">{account.phone || T.notSet}</span>
        </Descriptions.Item>
        <Descriptions.Item label={ADMINISTRATORS_T.addedAt}>
          <DualDate date={account.created_at.slice(0, 10)} />
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

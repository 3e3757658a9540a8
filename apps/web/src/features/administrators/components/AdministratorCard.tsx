import { useState } from 'react';
import { Button, Descriptions, Tag, Typography } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import type { Role } from '#common';
import { AccountCard, type AccountActionTexts } from '../../../shared/accounts/AccountCard';
import { AccountFormModal, type Account } from '../../../shared/accounts/AccountFormModal';
import { EditAction } from '../../../shared/list/CardActions';
import { T } from '../../../shared/locale';
import { roleLabel } from '../../../shared/user-name';
import styles from '../administrators.module.css';
import { ADMINISTRATORS_T } from '../locale';
import { AdministratorDetailsModal } from './AdministratorDetailsModal';

const TEXTS: AccountActionTexts = {
  toggleFailed: T.toggleFailed,
  deleteFailed: ADMINISTRATORS_T.deleteFailed,
  deleteTitle: ADMINISTRATORS_T.deleteTitle,
  deleteConfirm: ADMINISTRATORS_T.deleteConfirm,
};

/**
 * One complex manager or supervisor: name, role, complex and contacts, the full record in a dialog, and edit,
 * activate/deactivate and delete (which asks first).
 */
export function AdministratorCard({ account, roles }: { account: Account; roles: readonly Role[] }) {
  const [detailsOpen, setDetailsOpen] = useState(false);

  return (
    <AccountCard
      account={account}
      editForm={
        <AccountFormModal
          account={account}
          roles={roles}
          title={ADMINISTRATORS_T.editAccount}
          fallback={ADMINISTRATORS_T.saveFailed}
          trigger={<EditAction />}
        />
      }
      canToggle
      canDelete
      texts={TEXTS}
      facts={
        <>
          <Descriptions.Item label={T.accountType}>
            <Tag color={account.role === 'administrator' ? 'blue' : 'purple'}>{roleLabel(account.role)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={T.complex}>
            {account.school_name ?? <Typography.Text type="secondary">{ADMINISTRATORS_T.noComplex}</Typography.Text>}
          </Descriptions.Item>
          <Descriptions.Item label={T.phone}>
            <Detail value={account.phone} />
          </Descriptions.Item>
          <Descriptions.Item label={T.email}>
            <Detail value={account.email} />
          </Descriptions.Item>
        </>
      }
      buttons={
        <Button icon={<ProfileOutlined aria-hidden />} onClick={() => setDetailsOpen(true)}>
          {ADMINISTRATORS_T.accountDetails}
        </Button>
      }
    >
      <AdministratorDetailsModal account={account} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </AccountCard>
  );
}

/** A phone number or e-mail, read left to right, or 'not set'. */
function Detail({ value }: { value: string | null }) {
  if (!value) return <Typography.Text type="secondary">{T.notSet}</Typography.Text>;
  return <span className={`ltr-value ${styles.breakable}`}>{value}</span>;
}

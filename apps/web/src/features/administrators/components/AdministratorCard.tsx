import { useState } from 'react';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { MESSAGES, type Role } from '#common';
import { useDeleteUser, useToggleUserActive } from '../../../api/users';
import { accountStatus } from '../../../shared/account-status';
import { AccountFormModal, type Account } from '../../../shared/accounts/AccountFormModal';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { DeleteAction, EditAction, ToggleAction } from '../../../shared/list/CardActions';
import { T } from '../../../shared/locale';
import { fullName, roleLabel } from '../../../shared/user-name';
import styles from '../administrators.module.css';
import { ADMINISTRATORS_T } from '../locale';
import { AdministratorDetailsModal } from './AdministratorDetailsModal';

/**
 * One complex manager or supervisor: name, role, complex and contacts, the full record in a dialog, and edit,
 * activate/deactivate and delete (which asks first).
 */
export function AdministratorCard({ account, roles }: { account: Account; roles: readonly Role[] }) {
  const act = useConfirmedAction();
  const toggle = useToggleUserActive();
  const remove = useDeleteUser();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const name = fullName(account);
  const status = accountStatus(account);

  const onToggle = () =>
    act({
      // The spec's toggle: an empty PATCH, the server switching to the opposite state.
      run: () => toggle.mutateAsync(account.id),
      successText: account.is_active ? MESSAGES.users.deactivated : MESSAGES.users.activated,
      fallback: T.toggleFailed,
    });

  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(account.id),
      successText: MESSAGES.users.deleted,
      fallback: ADMINISTRATORS_T.deleteFailed,
      confirm: { title: ADMINISTRATORS_T.deleteTitle, content: ADMINISTRATORS_T.deleteConfirm(name) },
    });

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle} title={name}>
          {name}
        </Typography.Text>
      }
      extra={<Tag color={status.color}>{status.label}</Tag>}
      actions={[
        <AccountFormModal
          key="edit"
          account={account}
          roles={roles}
          title={ADMINISTRATORS_T.editAccount}
          fallback={ADMINISTRATORS_T.saveFailed}
          trigger={<EditAction />}
        />,
        <ToggleAction key="toggle" active={account.is_active} onClick={onToggle} loading={toggle.isPending} />,
        <DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />,
      ]}
    >
      <Descriptions column={1} size="small" className={styles.details}>
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
      </Descriptions>
      <div className={styles.cardButtons}>
        <Button icon={<ProfileOutlined aria-hidden />} onClick={() => setDetailsOpen(true)}>
          {ADMINISTRATORS_T.accountDetails}
        </Button>
      </div>
      <AdministratorDetailsModal account={account} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </Card>
  );
}

/** A phone number or e-mail, read left to right, or 'not set'. */
function Detail({ value }: { value: string | null }) {
  if (!value) return <Typography.Text type="secondary">{T.notSet}</Typography.Text>;
  return <span className={`ltr-value ${styles.breakable}`}>{value}</span>;
}

import type { ReactNode } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { MESSAGES } from '#common';
import { useDeleteUser, useSetUserActive } from '../../../api/users';
import { AccountFormModal, type Account } from '../../../shared/accounts/AccountFormModal';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { ADMIN_ROOTS_T } from '../locale';

/** The platform admin form's one role. */
const ADMIN_ROLE = ['admin'] as const;

interface IconActionProps {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  loading?: boolean;
  danger?: boolean;
}

/** A row's action as an icon, named by its label (read aloud, and shown on hover), so the table's row stays narrow. */
function IconAction({ label, icon, ...props }: IconActionProps) {
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={icon} {...props} />
    </Tooltip>
  );
}

/**
 * A platform admin's row actions: edit, activate/deactivate and delete (which asks first). One's own row keeps
 * only edit: the API refuses to switch off or delete one's own account.
 */
export function AdminRowActions({ admin, isSelf }: { admin: Account; isSelf: boolean }) {
  const act = useConfirmedAction();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const name = fullName(admin);

  const onToggle = () =>
    act({
      // The last active platform admin is refused with a 409 and the API's sentence, which the message shows.
      run: () => setActive.mutateAsync({ id: admin.id, is_active: !admin.is_active }),
      successText: admin.is_active ? MESSAGES.users.deactivated : MESSAGES.users.activated,
      fallback: T.toggleFailed,
    });

  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(admin.id),
      successText: MESSAGES.users.deleted,
      fallback: ADMIN_ROOTS_T.deleteFailed,
      confirm: { title: ADMIN_ROOTS_T.deleteTitle, content: ADMIN_ROOTS_T.deleteConfirm(name) },
    });

  return (
    <Space size={4}>
      <AccountFormModal
        account={admin}
        roles={ADMIN_ROLE}
        title={ADMIN_ROOTS_T.editAdmin}
        fallback={ADMIN_ROOTS_T.saveFailed}
        trigger={<IconAction label={T.edit} icon={<EditOutlined aria-hidden />} />}
      />
      {isSelf ? (
        <Tag>{ADMIN_ROOTS_T.you}</Tag>
      ) : (
        <>
          <IconAction
            label={admin.is_active ? T.deactivate : T.activate}
            icon={admin.is_active ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />}
            onClick={onToggle}
            loading={setActive.isPending}
          />
          <IconAction label={T.delete} icon={<DeleteOutlined aria-hidden />} onClick={onDelete} loading={remove.isPending} danger />
        </>
      )}
    </Space>
  );
}

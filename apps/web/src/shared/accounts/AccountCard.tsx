import type { ReactNode } from 'react';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { MESSAGES } from '#common';
import { useDeleteUser, useToggleUserActive } from '../../api/users';
import { accountStatus } from '../account-status';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { DeleteAction, ToggleAction } from '../list/CardActions';
import { fullName } from '../user-name';
import type { Account } from './AccountFormModal';
import styles from './accounts.module.css';

/** A screen's own words for what can go wrong with an account, and its delete question (the spec words them per screen). */
export interface AccountActionTexts {
  toggleFailed: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
}

/**
 * Activate/deactivate and delete (which asks first) of an account, as the buttons at the foot of its card (and as
 * the handlers, for a table row's menu). The toggle is the spec's empty PATCH: the server switches the account to
 * the opposite state.
 */
export function useAccountActions(account: Account, texts: AccountActionTexts) {
  const act = useConfirmedAction();
  const toggle = useToggleUserActive();
  const remove = useDeleteUser();

  const onToggle = () =>
    act({
      run: () => toggle.mutateAsync(account.id),
      successText: account.is_active ? MESSAGES.users.deactivated : MESSAGES.users.activated,
      fallback: texts.toggleFailed,
    });
  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(account.id),
      successText: MESSAGES.users.deleted,
      fallback: texts.deleteFailed,
      confirm: { title: texts.deleteTitle, content: texts.deleteConfirm(fullName(account)) },
    });

  return {
    onToggle,
    onDelete,
    toggleAction: <ToggleAction key="toggle" active={account.is_active} onClick={onToggle} loading={toggle.isPending} />,
    deleteAction: <DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />,
  };
}

export interface AccountCardProps {
  account: Account;
  /** The edit form, its trigger an EditAction; none where the viewer may not edit. */
  editForm?: ReactNode;
  /** RULES.users.manage: activate and deactivate. */
  canToggle: boolean;
  /** RULES.users.delete: permanent delete. */
  canDelete: boolean;
  texts: AccountActionTexts;
  /** What the card tells of the account: Descriptions items. */
  facts: ReactNode;
  /** The buttons under the facts (the full record, the children). */
  buttons: ReactNode;
  /** The dialogs those buttons open. */
  children?: ReactNode;
}

/**
 * One account of a people list (/administrators, /parents): the name and state, the screen's facts and buttons, and
 * edit, activate/deactivate and delete at its foot for whoever may.
 */
export function AccountCard({ account, editForm, canToggle, canDelete, texts, facts, buttons, children }: AccountCardProps) {
  const { toggleAction, deleteAction } = useAccountActions(account, texts);
  const name = fullName(account);
  const status = accountStatus(account);
  const actions = [editForm ?? null, canToggle ? toggleAction : null, canDelete ? deleteAction : null].filter((action) => action !== null);

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle} title={name}>
          {name}
        </Typography.Text>
      }
      extra={<Tag color={status.color}>{status.label}</Tag>}
      actions={actions.length > 0 ? actions : undefined}
    >
      <Descriptions column={1} size="small" className={styles.details}>
        {facts}
      </Descriptions>
      <div className={styles.cardButtons}>{buttons}</div>
      {children}
    </Card>
  );
}

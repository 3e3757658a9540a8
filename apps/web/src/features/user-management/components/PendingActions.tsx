import { Button, Checkbox } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { MESSAGES, ROLE_LABELS } from '#common';
import { useDecideUser } from '../../../api/users';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { fullName } from '../../../shared/user-name';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';
import type { ManagedUser } from '../types';

/** Whether the account waits for approval (the bell counts it, the pending filter lists it). */
export const isPending = (user: Pick<ManagedUser, 'account_status'>) => user.account_status === 'pending_activation';

/** A choice of several pending accounts to approve together (the approval bar's). */
export interface PendingSelection {
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * Approve and reject of one pending account, where it is shown (its card's front, its table row), each asking
 * first; with `selection`, the box that adds it to the accounts approved together. Clicks stay here: on a card's
 * front they would also turn it.
 */
export function PendingActions({ user, selection }: { user: ManagedUser; selection?: PendingSelection }) {
  const act = useConfirmedAction();
  const decide = useDecideUser();
  const name = fullName(user);
  const approve = () =>
    act({
      run: () => decide.mutateAsync({ id: user.id, decision: 'approve' }),
      successText: MESSAGES.users.approved,
      fallback: USERS_T.approveFailed,
      confirm: { title: USERS_T.approveTitle, content: USERS_T.approveConfirm(name, ROLE_LABELS[user.role]), okText: USERS_T.approve, danger: false },
    });
  const reject = () =>
    act({
      run: () => decide.mutateAsync({ id: user.id, decision: 'reject' }),
      successText: MESSAGES.users.rejected,
      fallback: USERS_T.rejectFailed,
      confirm: { title: USERS_T.rejectTitle, content: USERS_T.rejectConfirm(name), okText: USERS_T.reject },
    });

  return (
    <span className={styles.pendingActions} onClick={(event) => event.stopPropagation()}>
      {selection ? (
        <Checkbox checked={selection.selected} onChange={(event) => selection.onSelect(event.target.checked)} aria-label={USERS_T.selectForApproval(name)}>
          {USERS_T.select}
        </Checkbox>
      ) : null}
      <Button type="primary" size="small" icon={<CheckOutlined aria-hidden />} onClick={approve} aria-label={`${USERS_T.approve}: ${name}`}>
        {USERS_T.approve}
      </Button>
      <Button danger size="small" icon={<CloseOutlined aria-hidden />} onClick={reject} aria-label={`${USERS_T.reject}: ${name}`}>
        {USERS_T.reject}
      </Button>
    </span>
  );
}

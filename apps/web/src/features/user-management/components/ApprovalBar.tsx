import { App, Button, Card, Checkbox, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useApproveUsers } from '../../../api/users';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';

/**
 * Above the list while it shows accounts waiting for approval: how many are chosen, a box choosing all of them, and
 * the button approving the chosen ones in one request (all or none), after a question.
 */
export function ApprovalBar({ pendingIds, selected, onChange }: { pendingIds: string[]; selected: string[]; onChange: (ids: string[]) => void }) {
  const act = useConfirmedAction();
  const { message } = App.useApp();
  const approve = useApproveUsers();
  const all = selected.length === pendingIds.length;

  const onApprove = () =>
    act({
      run: async () => {
        const { message: done } = await approve.mutateAsync(selected);
        // The server counts them in its sentence ("تم اعتماد 3 حسابات").
        void message.success(done);
        onChange([]);
      },
      fallback: USERS_T.approveFailed,
      confirm: { title: USERS_T.approveManyTitle, content: USERS_T.approveManyConfirm(selected.length), okText: USERS_T.approve, danger: false },
    });

  return (
    <Card size="small" className={styles.approvalBar} role="region" aria-label={USERS_T.approvalBar}>
      <Checkbox
        checked={all && selected.length > 0}
        indeterminate={selected.length > 0 && !all}
        onChange={(event) => onChange(event.target.checked ? pendingIds : [])}
      >
        {USERS_T.selectAllPending(pendingIds.length)}
      </Checkbox>
      <span className={styles.approvalBarEnd}>
        <Typography.Text type="secondary" role="status">
          {USERS_T.selectedCount(selected.length)}
        </Typography.Text>
        <Button type="primary" icon={<CheckOutlined aria-hidden />} disabled={selected.length === 0} loading={approve.isPending} onClick={onApprove}>
          {USERS_T.approveSelected}
        </Button>
      </span>
    </Card>
  );
}

import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { ClockCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { RELATIONSHIP_TYPES } from '#common';
import { useUnlinkChild, type PendingChild } from '../../api/children';
import { DualDate } from '../DualDate';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { T } from '../locale';
import { CHILD_LINKS_T } from './locale';
import styles from './children.module.css';

/** The Saudi calendar day of an instant, YYYY-MM-DD. */
const SAUDI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A link waiting for the child's complex to confirm it: the request only (the national ID the parent chose, the
 * relationship, the day), nothing of the child, whom the API does not show until the complex confirms. Whoever may
 * link may cancel the request, after a confirmation.
 */
export function PendingChildCard({ parentId, request, canCancel }: { parentId: string; request: PendingChild; canCancel: boolean }) {
  const act = useConfirmedAction();
  const unlink = useUnlinkChild();

  const onCancel = () =>
    act({
      run: () => unlink.mutateAsync({ parentId, relationshipId: request.relationship_id }),
      successText: CHILD_LINKS_T.requestCancelled,
      fallback: CHILD_LINKS_T.unlinkFailed,
      confirm: {
        title: CHILD_LINKS_T.cancelRequestTitle,
        content: CHILD_LINKS_T.cancelRequestConfirm(request.student_id),
        okText: CHILD_LINKS_T.confirmCancelRequest,
      },
    });

  return (
    <Card
      size="small"
      className={styles.pending}
      title={<Typography.Text strong>{CHILD_LINKS_T.requestTitle}</Typography.Text>}
      extra={
        <Tag color="warning" icon={<ClockCircleOutlined />}>
          {CHILD_LINKS_T.waiting}
        </Tag>
      }
      actions={
        canCancel
          ? [
              <Button
                key="cancel"
                type="text"
                icon={<CloseOutlined />}
                onClick={onCancel}
                loading={unlink.isPending}
                aria-label={`${CHILD_LINKS_T.cancelRequest}: ${request.student_id}`}
              >
                {CHILD_LINKS_T.cancelRequest}
              </Button>,
            ]
          : undefined
      }
    >
      <Typography.Paragraph type="secondary">{CHILD_LINKS_T.requestNote}</Typography.Paragraph>
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{request.student_id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.relationshipType}>{RELATIONSHIP_TYPES[request.relationship_type]}</Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.requestedOn}>
          <DualDate date={SAUDI_DAY.format(new Date(request.requested_at))} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

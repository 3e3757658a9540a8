import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, RELATIONSHIP_TYPES } from '#common';
import { childQueries, useDecideChildLink, type PendingChildLink } from '../../api/children';
import { DualDate } from '../DualDate';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { CardGrid } from '../list/CardGrid';
import { T } from '../locale';
import { fullName } from '../user-name';
import { CHILD_LINKS_T } from './locale';
import styles from './children.module.css';

/** The Saudi calendar day of an instant, YYYY-MM-DD. */
const SAUDI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Parents' requests to link a child who did not name them at registration, waiting for the child's complex
 * (GET /api/children/pending: those whose child the caller may edit). Staff confirm or refuse each one, after a
 * confirmation; the bell's count follows. For whoever RULES.children.approve admits: /children shows it always,
 * /parents (`onlyWhenAny`) when there are requests.
 */
export function PendingChildLinks({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  const requests = useQuery(childQueries.pending());
  // Beside another screen's content (/parents), the section shows only when there is something to decide: not while
  // loading, not empty, and not as an error over that screen (the /children section shows the error).
  if (onlyWhenAny && !(requests.isSuccess && requests.data.length > 0)) return null;
  return (
    <section aria-labelledby="pending-child-links">
      <Flex vertical gap={12}>
        <div>
          <Typography.Title level={2} id="pending-child-links" style={{ fontSize: 20, margin: 0 }}>
            {CHILD_LINKS_T.approvalsTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{CHILD_LINKS_T.approvalsNote}</Typography.Text>
        </div>
        <CardGrid
          query={requests}
          fallback={CHILD_LINKS_T.requestsLoadFailed}
          emptyText={CHILD_LINKS_T.approvalsEmpty}
          itemKey={(request) => request.relationship_id}
          renderItem={(request) => <RequestCard request={request} />}
        />
      </Flex>
    </section>
  );
}

function RequestCard({ request }: { request: PendingChildLink }) {
  const act = useConfirmedAction();
  const decide = useDecideChildLink();
  const student = fullName(request.student);
  const parent = fullName(request.parent);
  const run = (decision: 'approve' | 'reject') => () => decide.mutateAsync({ relationshipId: request.relationship_id, decision });

  const onApprove = () =>
    act({
      run: run('approve'),
      successText: MESSAGES.children.linkApproved,
      fallback: CHILD_LINKS_T.decideFailed,
      // Confirming is not destructive: the dialog's button is the primary one, not a red one.
      confirm: {
        title: CHILD_LINKS_T.approveTitle,
        content: CHILD_LINKS_T.approveConfirm(student, parent),
        okText: CHILD_LINKS_T.confirmApprove,
        danger: false,
      },
    });
  const onReject = () =>
    act({
      run: run('reject'),
      successText: MESSAGES.children.linkRejected,
      fallback: CHILD_LINKS_T.decideFailed,
      confirm: { title: CHILD_LINKS_T.rejectTitle, content: CHILD_LINKS_T.rejectConfirm(student, parent), okText: CHILD_LINKS_T.confirmReject },
    });

  return (
    <Card
      size="small"
      title={
        <Typography.Text strong title={student}>
          {student}
        </Typography.Text>
      }
      extra={<Tag color="warning">{RELATIONSHIP_TYPES[request.relationship_type]}</Tag>}
      actions={[
        <Button
          key="approve"
          type="link"
          icon={<CheckOutlined />}
          onClick={onApprove}
          disabled={decide.isPending}
          aria-label={`${CHILD_LINKS_T.approve}: ${student}`}
        >
          {CHILD_LINKS_T.approve}
        </Button>,
        <Button
          key="reject"
          type="text"
          danger
          icon={<CloseOutlined />}
          onClick={onReject}
          disabled={decide.isPending}
          aria-label={`${CHILD_LINKS_T.reject}: ${student}`}
        >
          {CHILD_LINKS_T.reject}
        </Button>,
      ]}
    >
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{request.student.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.complex}>{request.student.school_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{request.student.school_level ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.parent}>{parent}</Descriptions.Item>
        <Descriptions.Item label={T.parentNationalId}>
          <span className="ltr-value">{request.parent.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.parentPhone}>
          {request.parent.phone ? <span className="ltr-value">{request.parent.phone}</span> : T.notSet}
        </Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.requestedOn}>
          <DualDate date={SAUDI_DAY.format(new Date(request.requested_at))} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { MESSAGES, RELATIONSHIP_TYPES } from '#common';
import { useUnlinkChild } from '../../api/children';
import type { ApiData } from '../../api/types';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { T } from '../locale';
import { fullName } from '../user-name';
import { CHILD_LINKS_T } from './locale';
import styles from './children.module.css';

/** One linked child as GET /api/children/{parentId} answers it. */
export type Child = ApiData<'/api/children/{parentId}', 'get'>['children'][number];

/** A linked child: who they are, where they study, how they are related; unlinking asks first. */
export function ChildCard({ parentId, child, canUnlink }: { parentId: string; child: Child; canUnlink: boolean }) {
  const act = useConfirmedAction();
  const unlink = useUnlinkChild();
  const name = fullName(child);

  const onUnlink = () =>
    act({
      run: () => unlink.mutateAsync({ parentId, relationshipId: child.relationship_id }),
      successText: MESSAGES.children.unlinked,
      fallback: CHILD_LINKS_T.unlinkFailed,
      confirm: { title: CHILD_LINKS_T.unlinkTitle, content: CHILD_LINKS_T.unlinkConfirm(name), okText: CHILD_LINKS_T.confirmUnlink },
    });

  return (
    <Card
      size="small"
      title={
        <Typography.Text strong title={name}>
          {name}
        </Typography.Text>
      }
      extra={<Tag color={child.is_active ? 'success' : 'default'}>{child.is_active ? T.active : T.inactive}</Tag>}
      actions={
        canUnlink
          ? [
              <Button
                key="unlink"
                type="text"
                danger
                icon={<DisconnectOutlined />}
                onClick={onUnlink}
                loading={unlink.isPending}
                aria-label={`${CHILD_LINKS_T.unlink}: ${name}`}
              >
                {CHILD_LINKS_T.unlink}
              </Button>,
            ]
          : undefined
      }
    >
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{child.student_id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{child.school_level ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{child.school_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.relationshipType}>{RELATIONSHIP_TYPES[child.relationship_type]}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

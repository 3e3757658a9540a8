import { useState } from 'react';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { ProfileOutlined, TeamOutlined } from '@ant-design/icons';
import { MESSAGES } from '#common';
import { useDeleteUser, useToggleUserActive } from '../../../api/users';
import { accountStatus } from '../../../shared/account-status';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { ChildrenModal } from '../../../shared/children/ChildrenModal';
import { CHILD_LINKS_T } from '../../../shared/children/locale';
import { ProfileModal } from '../../../shared/forms/ProfileModal';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { PARENTS_T } from '../locale';
import styles from '../parents.module.css';
import type { Parent } from '../types';
import { ParentDetailsModal } from './ParentDetailsModal';
import { DeleteAction, EditAction, ToggleAction } from '../../../shared/list/CardActions';

/** What the viewer may do with a parent, asked once for the whole list (libs/common RULES). */
export interface ParentAccess {
  /** RULES.users.edit: the profile form. */
  edit: boolean;
  /** RULES.users.manage: activate and deactivate. */
  toggle: boolean;
  /** RULES.users.delete: permanent delete. */
  remove: boolean;
  /** RULES.children.read: the children dialog. */
  children: boolean;
  /** RULES.children.link: linking and unlinking inside it. */
  link: boolean;
}

/**
 * One parent: the summary the spec's card shows, the full record and the children in dialogs, and the profile form,
 * activate/deactivate and delete (which asks first) for whoever may.
 */
export function ParentCard({ parent, access }: { parent: Parent; access: ParentAccess }) {
  const act = useConfirmedAction();
  const toggle = useToggleUserActive();
  const remove = useDeleteUser();
  // The dialogs render their content only while open, so the children are fetched only then.
  const [dialog, setDialog] = useState<'details' | 'children' | null>(null);
  const close = () => setDialog(null);
  const name = fullName(parent);
  const status = accountStatus(parent);

  const onToggle = () =>
    act({
      run: () => toggle.mutateAsync(parent.id),
      successText: parent.is_active ? MESSAGES.users.deactivated : MESSAGES.users.activated,
      fallback: PARENTS_T.toggleFailed,
    });

  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(parent.id),
      successText: MESSAGES.users.deleted,
      fallback: PARENTS_T.deleteFailed,
      confirm: { title: PARENTS_T.deleteTitle, content: PARENTS_T.deleteConfirm(name) },
    });

  const actions = [
    access.edit ? <ProfileModal key="edit" person={parent} title={PARENTS_T.editProfile} fallback={PARENTS_T.profileFailed} trigger={<EditAction />} /> : null,
    access.toggle ? <ToggleAction key="toggle" active={parent.is_active} onClick={onToggle} loading={toggle.isPending} /> : null,
    access.remove ? <DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} /> : null,
  ].filter((action) => action !== null);

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
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{parent.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <span className="ltr-value">{parent.email || T.notSet}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <span className="ltr-value">{parent.phone || T.notSet}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.neighborhood}>{parent.neighborhood || T.notSet}</Descriptions.Item>
        <Descriptions.Item label={PARENTS_T.childrenCount}>{parent.children_count}</Descriptions.Item>
      </Descriptions>
      <div className={styles.cardButtons}>
        <Button icon={<ProfileOutlined />} onClick={() => setDialog('details')}>
          {T.fullDetails}
        </Button>
        {access.children ? (
          <Button icon={<TeamOutlined />} onClick={() => setDialog('children')}>
            {CHILD_LINKS_T.manage}
          </Button>
        ) : null}
      </div>
      <ParentDetailsModal parent={parent} open={dialog === 'details'} onClose={close} />
      {access.children ? <ChildrenModal person={parent} canLink={access.link} open={dialog === 'children'} onClose={close} /> : null}
    </Card>
  );
}

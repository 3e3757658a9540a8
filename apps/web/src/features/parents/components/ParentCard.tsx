import { useState } from 'react';
import { Button, Descriptions } from 'antd';
import { ProfileOutlined, TeamOutlined } from '@ant-design/icons';
import { AccountCard, type AccountActionTexts } from '../../../shared/accounts/AccountCard';
import { ChildrenModal } from '../../../shared/children/ChildrenModal';
import { CHILD_LINKS_T } from '../../../shared/children/locale';
import { ProfileModal } from '../../../shared/forms/ProfileModal';
import { EditAction } from '../../../shared/list/CardActions';
import { T } from '../../../shared/locale';
import { PARENTS_T } from '../locale';
import type { Parent } from '../types';
import { ParentDetailsModal } from './ParentDetailsModal';

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

const TEXTS: AccountActionTexts = {
  toggleFailed: PARENTS_T.toggleFailed,
  deleteFailed: PARENTS_T.deleteFailed,
  deleteTitle: PARENTS_T.deleteTitle,
  deleteConfirm: PARENTS_T.deleteConfirm,
};

/**
 * One parent: the summary the spec's card shows, the full record and the children in dialogs, and the profile form,
 * activate/deactivate and delete (which asks first) for whoever may.
 */
export function ParentCard({ parent, access }: { parent: Parent; access: ParentAccess }) {
  // The dialogs render their content only while open, so the children are fetched only then.
  const [dialog, setDialog] = useState<'details' | 'children' | null>(null);
  const close = () => setDialog(null);

  return (
    <AccountCard
      account={parent}
      editForm={
        access.edit ? <ProfileModal person={parent} title={PARENTS_T.editProfile} fallback={PARENTS_T.profileFailed} trigger={<EditAction />} /> : undefined
      }
      canToggle={access.toggle}
      canDelete={access.remove}
      texts={TEXTS}
      facts={
        <>
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
        </>
      }
      buttons={
        <>
          <Button icon={<ProfileOutlined />} onClick={() => setDialog('details')}>
            {T.fullDetails}
          </Button>
          {access.children ? (
            <Button icon={<TeamOutlined />} onClick={() => setDialog('children')}>
              {CHILD_LINKS_T.manage}
            </Button>
          ) : null}
        </>
      }
    >
      <ParentDetailsModal parent={parent} open={dialog === 'details'} onClose={close} />
      {access.children ? <ChildrenModal person={parent} canLink={access.link} open={dialog === 'children'} onClose={close} /> : null}
    </AccountCard>
  );
}

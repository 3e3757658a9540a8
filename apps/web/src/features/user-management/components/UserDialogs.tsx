import { ChildrenModal } from '../../../shared/children/ChildrenModal';
import { ProfileModal } from '../../../shared/forms/ProfileModal';
import { T } from '../../../shared/locale';
import { USERS_T } from '../locale';
import type { ManagedUser } from '../types';
import { RoleEditModal } from './RoleEditModal';
import type { UserAccess } from './UserCard';
import { UserDetailsModal } from './UserDetailsModal';

/** The dialogs of one account, opened from its card's back or its table row's menu. */
export type UserDialog = 'details' | 'profile' | 'role' | 'children';

/**
 * The account's dialogs, the one of `dialog` open. Each renders its content only while open, so nothing is fetched
 * for an account nobody opens.
 */
export function UserDialogs({ user, access, dialog, onClose }: { user: ManagedUser; access: UserAccess; dialog: UserDialog | null; onClose: () => void }) {
  const onFormOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <UserDetailsModal user={user} open={dialog === 'details'} onClose={onClose} />
      {access.profile ? (
        <ProfileModal
          person={user}
          title={USERS_T.editProfile}
          fallback={T.profileSaveFailed}
          middleOptional
          withSchoolLevel
          open={dialog === 'profile'}
          onOpenChange={onFormOpenChange}
        />
      ) : null}
      {access.manage ? <RoleEditModal user={user} open={dialog === 'role'} onOpenChange={onFormOpenChange} /> : null}
      {access.children ? <ChildrenModal person={user} canLink={access.link} open={dialog === 'children'} onClose={onClose} /> : null}
    </>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { Alert, Button, Card, Descriptions, Tag, Typography } from 'antd';
import { EditOutlined, IdcardOutlined, MailOutlined, ProfileOutlined, RollbackOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { ROLES_WITH_CHILDREN, ROLES_WITH_CLASS, ROLES_WITH_SCHOOL, SELF_SCHOOL_LEVELS } from '#common';
import { useAccountActions, type AccountActionTexts } from '../../../shared/accounts/AccountCard';
import { CHILD_LINKS_T } from '../../../shared/children/locale';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';
import type { ManagedUser } from '../types';
import { isPending, PendingActions, type PendingSelection } from './PendingActions';
import { ActiveDot, ROLE_COLOURS, RoleLevel, RoleTag } from './RoleMarks';
import { UserDialogs, type UserDialog } from './UserDialogs';

/** What the viewer may do with an account, asked once for the whole list (libs/common RULES). */
export interface UserAccess {
  /** RULES.users.edit: the profile form. */
  profile: boolean;
  /** RULES.users.manage: the role edit, activate and deactivate. */
  manage: boolean;
  /** RULES.users.delete: permanent delete. */
  remove: boolean;
  /** RULES.children.read: the children dialog. */
  children: boolean;
  /** RULES.children.link: linking and unlinking inside it. */
  link: boolean;
  /** The viewer's own account, which they may neither switch off nor delete (the API refuses it too). */
  selfId: string | undefined;
}

const TEXTS: AccountActionTexts = {
  toggleFailed: T.toggleFailed,
  deleteFailed: USERS_T.deleteFailed,
  deleteTitle: USERS_T.deleteTitle,
  deleteConfirm: USERS_T.deleteConfirm,
};

/**
 * One account as a flip card (spec 02 section 2.11). The front says who it is: the role in its colour and level, the
 * state, the national ID, the phone, the complex, the circles and the parents. The back has the e-mail (warned when
 * another account shares it) and what may be done. A mouse turns it by hovering; a tap on the front turns it on a
 * phone; the keyboard uses the button at the foot of each face, and focus follows to the face that comes round. An
 * account waiting for approval has approve and reject on its front, and the box choosing it for the approval bar;
 * the mouse does not turn that card.
 */
export function UserCard({ user, access, selection }: { user: ManagedUser; access: UserAccess; selection?: PendingSelection }) {
  const [flipped, setFlipped] = useState(false);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const front = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLDivElement>(null);
  const toBackButton = useRef<HTMLButtonElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  // Set by the flip buttons only: a hover or a tap turns the card without moving the focus.
  const focusAfterTurn = useRef<'front' | 'back' | null>(null);
  const { toggleAction, deleteAction } = useAccountActions(user, TEXTS);
  const name = fullName(user);
  const own = user.id === access.selfId;
  // The back stays round while one of its dialogs is open, so closing it gives the focus back to its button.
  const showBack = flipped || dialog !== null;

  // The face turned away is inert: out of the tab order and the accessibility tree, and deaf to clicks. (React 18
  // does not know the attribute, hence the DOM property.) Set before the focus moves below.
  useLayoutEffect(() => {
    if (front.current) front.current.inert = showBack;
    if (back.current) back.current.inert = !showBack;
  }, [showBack]);

  useEffect(() => {
    const target = focusAfterTurn.current;
    focusAfterTurn.current = null;
    if (target === 'back') firstAction.current?.focus();
    if (target === 'front') toBackButton.current?.focus();
  }, [flipped]);

  const turn = (toBack: boolean, moveFocus: boolean) => {
    if (moveFocus) focusAfterTurn.current = toBack ? 'back' : 'front';
    setFlipped(toBack);
  };
  const frontActions = access.manage && isPending(user);
  // A front with actions of its own (approve, reject, choose) stays round under the mouse: turning it as the pointer
  // comes over would take away the button the pointer is heading for. Its back comes round with its button or a tap.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !frontActions) turn(true, false);
  };
  const onPointerLeave = (event: PointerEvent) => {
    // A button clicked on the back keeps it round until the pointer comes and goes again.
    if (event.pointerType === 'mouse' && !root.current?.contains(document.activeElement)) turn(false, false);
  };
  const closeDialog = () => setDialog(null);

  const footActions = own ? [] : [access.manage ? toggleAction : null, access.remove ? deleteAction : null].filter((action) => action !== null);

  const title = (
    <Typography.Text strong className={styles.cardTitle} title={name}>
      {name}
    </Typography.Text>
  );

  return (
    <div
      ref={root}
      role="group"
      aria-label={name}
      className={`${styles.flip} ${showBack ? styles.flipped : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className={styles.inner}>
        <div ref={front} className={`${styles.face} ${styles.front}`} aria-hidden={showBack} onClick={() => turn(true, false)}>
          <Card title={title} extra={<RoleTag role={user.role} />} style={{ borderTop: `4px solid ${ROLE_COLOURS[user.role].band}` }}>
            <div className={styles.headline}>
              <RoleLevel role={user.role} />
              <span>
                {own ? <Tag>{USERS_T.ownAccount}</Tag> : null}
                <ActiveDot user={user} />
              </span>
            </div>
            <UserFacts user={user} />
            {frontActions ? <PendingActions user={user} selection={selection} /> : null}
            <div className={styles.faceFoot}>
              <Button
                ref={toBackButton}
                icon={<SwapOutlined aria-hidden />}
                onClick={(event) => {
                  event.stopPropagation();
                  turn(true, true);
                }}
              >
                {USERS_T.showActions}
              </Button>
            </div>
          </Card>
        </div>

        <div ref={back} className={`${styles.face} ${styles.back}`} aria-hidden={!showBack}>
          <Card
            title={title}
            extra={
              <Button type="link" size="small" icon={<RollbackOutlined aria-hidden />} onClick={() => turn(false, true)}>
                {T.back}
              </Button>
            }
            actions={footActions.length > 0 ? footActions : undefined}
            style={{ borderTop: `4px solid ${ROLE_COLOURS[user.role].band}` }}
          >
            <Typography.Text className={styles.email}>
              <MailOutlined aria-hidden /> {user.email ? <span className="ltr-value">{user.email}</span> : USERS_T.noEmail}
            </Typography.Text>
            {user.email_duplicate ? <Alert type="warning" showIcon message={USERS_T.sharedEmail} style={{ marginTop: 8, padding: '4px 10px' }} /> : null}
            <div className={styles.actions}>
              <Button ref={firstAction} icon={<ProfileOutlined aria-hidden />} onClick={() => setDialog('details')}>
                {T.fullDetails}
              </Button>
              {access.profile ? (
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setDialog('profile')}>
                  {USERS_T.editProfile}
                </Button>
              ) : null}
              {access.manage ? (
                <Button icon={<IdcardOutlined aria-hidden />} onClick={() => setDialog('role')}>
                  {USERS_T.editRole}
                </Button>
              ) : null}
              {access.children && ROLES_WITH_CHILDREN.includes(user.role) ? (
                <Button icon={<TeamOutlined aria-hidden />} onClick={() => setDialog('children')}>
                  {CHILD_LINKS_T.manage}
                </Button>
              ) : null}
            </div>
          </Card>
        </div>
      </div>

      <UserDialogs user={user} access={access} dialog={dialog} onClose={closeDialog} />
    </div>
  );
}

/** The front's facts: who the account is and where it belongs; a complex and circles only for roles that have them. */
function UserFacts({ user }: { user: ManagedUser }) {
  return (
    <Descriptions column={1} size="small" className={styles.details}>
      <Descriptions.Item label={T.nationalIdLabel}>
        <span className="ltr-value">{user.id}</span>
      </Descriptions.Item>
      <Descriptions.Item label={T.phone}>{user.phone ? <span className="ltr-value">{user.phone}</span> : T.notSet}</Descriptions.Item>
      {ROLES_WITH_SCHOOL.includes(user.role) ? <Descriptions.Item label={T.complex}>{user.school_name || T.notSet}</Descriptions.Item> : null}
      {ROLES_WITH_CLASS.includes(user.role) ? (
        <Descriptions.Item label={USERS_T.circles}>{user.classes.map((circle) => circle.name).join(T.listSeparator) || T.notSet}</Descriptions.Item>
      ) : null}
      {user.study_request ? (
        // A parent who asked at registration to study too: the approver is the one who can act on it.
        <Descriptions.Item label={USERS_T.studyRequest}>
          <Tag color="purple">{SELF_SCHOOL_LEVELS[user.study_request]}</Tag>
        </Descriptions.Item>
      ) : null}
      {user.role === 'student' ? (
        <Descriptions.Item label={T.parentNationalId}>
          {user.parent_ids.length > 0 ? <span className="ltr-value">{user.parent_ids.join(T.listSeparator)}</span> : T.notSet}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

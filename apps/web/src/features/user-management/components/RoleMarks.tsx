import { Tag } from 'antd';
import { ROLE_LABELS, ROLE_LEVELS, type Role } from '#common';
import { accountStatus } from '../../../shared/account-status';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';
import type { ManagedUser } from '../types';

/**
 * Each role's colour: the tag's preset (one whose text keeps 4.5:1 on its pale background; cyan and orange do not)
 * and the band across the top of the card. The role's name is always written too: colour alone tells nothing.
 */
export const ROLE_COLOURS: Readonly<Record<Role, { tag: string; band: string }>> = {
  admin: { tag: 'red', band: '#cf1322' },
  administrator: { tag: 'purple', band: '#722ed1' },
  supervisor: { tag: 'magenta', band: '#c41d7f' },
  teacher: { tag: 'green', band: '#389e0d' },
  parent: { tag: 'gold', band: '#d48806' },
  student: { tag: 'blue', band: '#1677ff' },
};

const TOP_LEVEL = ROLE_LEVELS.admin;

/** The role's name in its colour. */
export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLOURS[role].tag}>{ROLE_LABELS[role]}</Tag>;
}

/** The role's level (spec 01: student 0 up to admin 5) as five dots, as many filled; read out as words. */
export function RoleLevel({ role }: { role: Role }) {
  const level = ROLE_LEVELS[role];
  return (
    <span className={styles.levelDots} role="img" aria-label={USERS_T.level(level)} style={{ color: ROLE_COLOURS[role].band }}>
      {Array.from({ length: TOP_LEVEL }, (_, index) => (
        <span key={index} className={`${styles.levelDot} ${index < level ? styles.levelDotOn : ''}`} />
      ))}
    </span>
  );
}

/**
 * Whether the account is active: a filled green dot, or a hollow ring with the state written beside it (pending,
 * suspended...). The active dot's word is for screen readers and the pointer's tooltip.
 */
export function ActiveDot({ user }: { user: Pick<ManagedUser, 'is_active' | 'account_status'> }) {
  const status = accountStatus(user);
  return (
    <span className={styles.state} title={status.label}>
      <span className={`${styles.activeDot} ${user.is_active ? styles.activeDotOn : styles.activeDotOff}`} aria-hidden />
      {user.is_active ? <span className="visually-hidden">{status.label}</span> : <Tag color={status.color}>{status.label}</Tag>}
    </span>
  );
}

import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { findRoute } from '#common';
import { ROUTE_ICONS } from '../../../shared/route-icons';
import styles from '../admin-roots.module.css';
import { ADMIN_ROOTS_T } from '../locale';

/** The system screens the tiles open (spec 02 section 2.10), each named by the route table. */
const TOOL_PATHS = ['/privilege-management', '/user-management', '/database'] as const;

/**
 * The tiles above the platform admins: links to the privileges editor, user management and the database browser.
 * The spec's fourth tile, the one-shot "fix attendance dates" action (POST /api/attendance/fix-dates), belongs to
 * the attendance issue and stays hidden until that call exists: a button that can only fail would help nobody.
 */
export function SystemTiles() {
  return (
    <nav aria-label={ADMIN_ROOTS_T.tools} className={styles.tiles}>
      {TOOL_PATHS.map((path) => (
        <Link to={path} key={path} className={styles.tileLink}>
          <Card hoverable className={styles.tile} styles={{ body: { padding: 16 } }}>
            <span className={styles.tileIcon}>{ROUTE_ICONS[path]}</span>
            <span className={styles.tileText}>
              <Typography.Text strong>{findRoute(path)?.label}</Typography.Text>
              <Typography.Text type="secondary">{ADMIN_ROOTS_T.tileHints[path]}</Typography.Text>
            </span>
          </Card>
        </Link>
      ))}
    </nav>
  );
}

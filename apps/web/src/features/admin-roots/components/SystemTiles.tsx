import { useState } from 'react';
import { Alert, Card, Spin, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { findRoute } from '#common';
import { useFixAttendanceDates, type FixDatesSummary } from '../../../api/attendance';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { ROUTE_ICONS } from '../../../shared/route-icons';
import styles from '../admin-roots.module.css';
import { ADMIN_ROOTS_T } from '../locale';

/** The system screens the tiles open (spec 02 section 2.10), each named by the route table. */
const TOOL_PATHS = ['/privilege-management', '/user-management', '/database'] as const;

/**
 * The tiles above the platform admins: links to the privileges editor, user management and the database browser,
 * and the one-shot "fix attendance dates" action (POST /api/attendance/fix-dates), confirmed first because it
 * deletes marks, busy while it runs, then the green summary of what it did.
 */
export function SystemTiles() {
  const fix = useFixAttendanceDates();
  const act = useConfirmedAction();
  const [summary, setSummary] = useState<FixDatesSummary | null>(null);
  const run = () =>
    act({
      // The summary below the tiles says what was done, in place of a passing message.
      run: async () => setSummary(await fix.mutateAsync(undefined)),
      fallback: ADMIN_ROOTS_T.fixDatesFailed,
      confirm: { title: ADMIN_ROOTS_T.fixDatesTitle, content: ADMIN_ROOTS_T.fixDatesConfirm, okText: ADMIN_ROOTS_T.fixDatesRun, danger: false },
    });
  return (
    <>
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
        <Card
          hoverable
          role="button"
          tabIndex={0}
          aria-busy={fix.isPending}
          className={styles.tile}
          styles={{ body: { padding: 16 } }}
          onClick={fix.isPending ? undefined : run}
          onKeyDown={(event) => {
            if (!fix.isPending && (event.key === 'Enter' || event.key === ' ')) run();
          }}
        >
          <span className={styles.tileIcon}>{fix.isPending ? <Spin size="small" /> : <ToolOutlined />}</span>
          <span className={styles.tileText}>
            <Typography.Text strong>{ADMIN_ROOTS_T.fixDatesTitle}</Typography.Text>
            <Typography.Text type="secondary">{fix.isPending ? ADMIN_ROOTS_T.fixDatesBusy : ADMIN_ROOTS_T.fixDatesHint}</Typography.Text>
          </span>
        </Card>
      </nav>
      {summary ? (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSummary(null)}
          message={summary.message}
          description={ADMIN_ROOTS_T.fixDatesSummary(summary.deletedRecords, summary.createdRecords, summary.markedGrades)}
        />
      ) : null}
    </>
  );
}

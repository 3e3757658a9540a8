import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { formatDualDate, RULES } from '#common';
import { dashboardQueries } from '../../api/dashboard';
import { useCan, useViewer } from '../../session/viewer';
import { T } from '../../shared/locale';
import { fullName, roleLabel } from '../../shared/user-name';
import { OwnFigures } from './components/OwnFigures';
import { RecentActivity } from './components/RecentActivity';
import { StatCards } from './components/StatCards';
import { ToolCards } from './components/ToolCards';
import { DASHBOARD_T } from './locale';
import styles from './dashboard.module.css';

/**
 * /dashboard (spec 03): a greeting with the person's full name, role and today's date in both calendars (a complex's
 * staff see its name), the role's figures (a student's: their own grades, attendance and points), the advanced tools
 * the person may open, and the recent activity.
 */
export default function DashboardPage() {
  const { user } = useViewer();
  const stats = useQuery(dashboardQueries.stats());
  const isStudent = useCan(RULES.personal.student);
  if (!user) return null;
  const today = formatDualDate(dayjs().format('YYYY-MM-DD'), 'long');
  const schoolName = stats.data?.schoolName;

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={2} className={styles.greeting}>
          {DASHBOARD_T.greeting(fullName(user))}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Tag color="green">{roleLabel(user.role)}</Tag>
          {schoolName ? (
            <Typography.Text>
              {T.complex}: <Typography.Text strong>{schoolName}</Typography.Text>
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">
            {DASHBOARD_T.today}: {today.gregorian} ({today.hijri})
          </Typography.Text>
        </Flex>
      </Card>
      <section aria-label={DASHBOARD_T.statsTitle}>
        {/* The stats call answers a student no figure: theirs are their grades, attendance and points. */}
        {isStudent ? <OwnFigures studentId={user.id} /> : <StatCards query={stats} />}
      </section>
      <ToolCards />
      <RecentActivity />
    </Space>
  );
}

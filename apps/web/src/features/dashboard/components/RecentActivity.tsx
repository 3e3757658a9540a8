import { useState } from 'react';
import { Avatar, Card, Empty, List, Skeleton, Typography } from 'antd';
import { HistoryOutlined, ReadOutlined, SolutionOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatRelativeTime } from '#common';
import { dashboardQueries, type Activity } from '../../../api/dashboard';
import { DASHBOARD_T } from '../locale';
import styles from '../dashboard.module.css';

const ICONS: Record<Activity['kind'], { icon: JSX.Element; color: string }> = {
  student: { icon: <ReadOutlined aria-hidden />, color: '#1677ff' },
  teacher: { icon: <SolutionOutlined aria-hidden />, color: '#15803d' },
  parent: { icon: <TeamOutlined aria-hidden />, color: '#b45309' },
  child: { icon: <UsergroupAddOutlined aria-hidden />, color: '#0f766e' },
  other: { icon: <HistoryOutlined aria-hidden />, color: '#595959' },
};

/**
 * The latest changes the person may see, with how long ago each was (minutes, hours, then days). A failure is only
 * logged (spec 03 section 8): the list is then empty.
 */
export function RecentActivity() {
  const activities = useQuery(dashboardQueries.activities());
  // The instant the times are measured from, read once per visit.
  const [now] = useState(() => Date.now());
  return (
    <Card
      title={
        <Typography.Title level={2} className={styles.cardTitle}>
          {DASHBOARD_T.activityTitle}
        </Typography.Title>
      }
    >
      {activities.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : !activities.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DASHBOARD_T.noActivity} />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={activities.data}
          renderItem={(activity, i) => (
            <List.Item
              key={i}
              extra={
                <Typography.Text type="secondary" className={styles.time}>
                  {formatRelativeTime(activity.time, now)}
                </Typography.Text>
              }
            >
              <List.Item.Meta
                avatar={<Avatar style={{ backgroundColor: ICONS[activity.kind].color }} icon={ICONS[activity.kind].icon} />}
                title={activity.title}
                description={activity.subtitle || null}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

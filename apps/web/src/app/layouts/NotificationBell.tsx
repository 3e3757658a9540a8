import { useState } from 'react';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dashboardQueries } from '../../api/dashboard';
import { T } from '../../shared/locale';

/**
 * The top bar's bell: the number of things waiting for the person (today the accounts they may approve), from
 * GET /api/dashboard/notifications, asked again every minute and when the window regains focus. A click lists them,
 * each leading to the screen that deals with it. A failed request leaves the bell at 0.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useQuery(dashboardQueries.notifications());
  const count = notifications.data?.count ?? 0;
  const items = notifications.data?.items ?? [];

  const content = items.length ? (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.kind}>
          <Link to={item.path} onClick={() => setOpen(false)}>
            {item.title}
          </Link>
        </List.Item>
      )}
    />
  ) : (
    <Typography.Text type="secondary">{T.noNotifications}</Typography.Text>
  );

  return (
    <Popover content={content} title={T.notifications} trigger="click" placement="bottom" open={open} onOpenChange={setOpen}>
      <Button
        type="text"
        aria-label={count ? `${T.notifications}: ${count}` : T.notifications}
        // Inside the phone menu, a click on the bell opens its list rather than closing the menu.
        onClick={(event) => event.stopPropagation()}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}

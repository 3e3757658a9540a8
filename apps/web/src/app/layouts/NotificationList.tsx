import { useEffect, type ReactElement } from 'react';
import { List, Popover, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Notifications } from '../../api/dashboard';
import { T } from '../../shared/locale';

/**
 * The bell's list in its popover, a chunk of its own that NotificationBell loads on the first click: antd's Popover
 * and List are then on no screen's way to its content (issue 26).
 */
export default function NotificationList({
  items,
  open,
  onOpenChange,
  onShown,
  children,
}: {
  items: Notifications['items'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the list has mounted (the button it wraps has taken the focus by then). */
  onShown: () => void;
  children: ReactElement;
}) {
  useEffect(onShown, [onShown]);
  const content = items.length ? (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.kind}>
          <Link to={item.path} onClick={() => onOpenChange(false)}>
            {item.title}
          </Link>
        </List.Item>
      )}
    />
  ) : (
    <Typography.Text type="secondary">{T.noNotifications}</Typography.Text>
  );
  return (
    <Popover content={content} title={T.notifications} trigger="click" placement="bottom" open={open} onOpenChange={onOpenChange}>
      {children}
    </Popover>
  );
}

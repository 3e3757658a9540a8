import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../../api/dashboard';
import { T } from '../../shared/locale';

// Loaded on the first click: every signed-in screen shows the bell, few open it.
const NotificationList = lazy(() => import('./NotificationList'));

/**
 * The top bar's bell: the number of things waiting for the person (today the accounts they may approve), from
 * GET /api/dashboard/notifications, asked again every minute and when the window regains focus. A click lists them,
 * each leading to the screen that deals with it. A failed request leaves the bell at 0.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // The list wraps the button once loaded, which mounts it anew: that button keeps the focus the first click gave.
  const [carryFocus, setCarryFocus] = useState(false);
  const notifications = useQuery(dashboardQueries.notifications());
  const count = notifications.data?.count ?? 0;

  const button = (
    <Button
      autoFocus={carryFocus}
      type="text"
      aria-label={count ? `${T.notifications}: ${count}` : T.notifications}
      // Inside the phone menu, a click on the bell opens its list rather than closing the menu.
      onClick={(event) => {
        event.stopPropagation();
        if (!asked) {
          setCarryFocus(true);
          setAsked(true);
          setOpen(true);
        }
      }}
      icon={
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <NotificationList items={notifications.data?.items ?? []} open={open} onOpenChange={setOpen} onShown={() => setCarryFocus(false)}>
        {button}
      </NotificationList>
    </Suspense>
  );
}

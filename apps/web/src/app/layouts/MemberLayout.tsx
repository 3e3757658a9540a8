import type { ReactNode } from 'react';
import { App, Button, Layout, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { decideRoute } from '#common';
import { useRefreshUser } from '../../api/auth';
import { useSignOutAndLeave } from '../../session/useSignOutAndLeave';
import { useViewer } from '../../session/viewer';
import { T } from '../../shared/locale';
import { ROUTE_ICONS } from '../../shared/route-icons';
import { roleLabel, shortName } from '../../shared/user-name';
import { InactiveAccountModal } from './InactiveAccountModal';
import { NotificationBell } from './NotificationBell';
import { PageTitle } from './PageTitle';
import { TopBar, type TopBarLink } from './TopBar';
import styles from './PageBody.module.css';

const LINKS: TopBarLink[] = [
  { to: '/home', label: T.navHome },
  { to: '/about', label: T.navAbout },
  { to: '/profile', label: T.navProfile },
  { to: '/children', label: T.navChildren },
].map((link) => ({ ...link, icon: ROUTE_ICONS[link.to] }));

/** Teachers, parents and students: the top bar of spec 03, its links filtered by the same guard as the pages. */
export default function MemberLayout({ children }: { children: ReactNode }) {
  useRefreshUser();
  const { user, subject } = useViewer();
  const leave = useSignOutAndLeave();
  const links = LINKS.filter((link) => decideRoute(link.to, subject).allow);

  return (
    <App>
      <Layout className={styles.root}>
        <TopBar
          home="/home"
          links={links}
          actions={
            <>
              <NotificationBell />
              {user ? (
                <Typography.Text className={styles.who}>
                  {shortName(user)} · <Typography.Text type="secondary">{roleLabel(user.role)}</Typography.Text>
                </Typography.Text>
              ) : null}
              <Button icon={<LogoutOutlined />} onClick={leave}>
                {T.signOut}
              </Button>
            </>
          }
        />
        <Layout.Content className={styles.content}>
          <PageTitle visuallyHidden />
          {children}
        </Layout.Content>
        <InactiveAccountModal />
      </Layout>
    </App>
  );
}

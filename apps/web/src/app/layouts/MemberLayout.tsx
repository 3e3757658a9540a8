import type { ReactNode } from 'react';
import { App, Button, Layout, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { memberBarFor } from '#common';
import { useRefreshUser } from '../../api/auth';
import { useSignOutAndLeave } from '../../session/useSignOutAndLeave';
import { useViewer } from '../../session/viewer';
import { PwaBanners } from '../../pwa/PwaBanners';
import { T } from '../../shared/locale';
import { ROUTE_ICONS } from '../../shared/route-icons';
import { PHONE_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';
import { roleLabel, shortName } from '../../shared/user-name';
import { InactiveAccountModal } from './InactiveAccountModal';
import { NotificationBell } from './NotificationBell';
import { OutboxButton } from './OutboxButton';
import { PageTitle } from './PageTitle';
import { MESSAGES_BELOW_TOP_BAR } from './messages';
import { TopBar } from './TopBar';
import styles from './PageBody.module.css';

/**
 * Teachers, parents and students: the top bar of spec 03 with home, the person's daily pages (libs/common's
 * memberBarFor: the route table's daily pages offered to them by the API's rules), profile and about. On a phone the
 * links fold into a menu, so the bar names the page instead (its one h1); wider, the h1 is read but not drawn.
 */
export default function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <App message={MESSAGES_BELOW_TOP_BAR}>
      <MemberPage>{children}</MemberPage>
    </App>
  );
}

/** The page inside antd's App, whose message and dialog hooks the sign-out and the outbox use. */
function MemberPage({ children }: { children: ReactNode }) {
  useRefreshUser();
  const { user, subject } = useViewer();
  const leave = useSignOutAndLeave();
  const phone = useMediaQuery(PHONE_SCREEN);
  const links = subject ? memberBarFor(subject).map((route) => ({ to: route.path, label: route.label, icon: ROUTE_ICONS[route.path] })) : [];

  return (
    <Layout className={styles.root}>
      <TopBar
        home="/home"
        links={links}
        title={phone ? <PageTitle className={styles.barTitle} /> : undefined}
        status={<OutboxButton />}
        actions={
          <>
            <NotificationBell />
            {/* A teacher's seven links leave no room for the name and the button's word under 1400 px; the home
                  card names the person, and the button keeps its name for screen readers. */}
            {user ? (
              <Typography.Text className={`${styles.who} ${styles.roomy}`}>
                {shortName(user)} · <Typography.Text type="secondary">{roleLabel(user.role)}</Typography.Text>
              </Typography.Text>
            ) : null}
            <Button icon={<LogoutOutlined />} onClick={leave} aria-label={T.signOut} title={T.signOut}>
              <span className={styles.roomy}>{T.signOut}</span>
            </Button>
          </>
        }
      />
      <Layout.Content className={styles.content}>
        <PwaBanners />
        {phone ? null : <PageTitle visuallyHidden />}
        {children}
      </Layout.Content>
      <InactiveAccountModal />
    </Layout>
  );
}

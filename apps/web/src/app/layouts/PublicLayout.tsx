import type { ReactNode } from 'react';
import { App, Layout } from 'antd';
import { InfoCircleOutlined, LoginOutlined, SolutionOutlined, UserAddOutlined } from '@ant-design/icons';
import { PwaBanners } from '../../pwa/PwaBanners';
import { T } from '../../shared/locale';
import { PageTitle } from './PageTitle';
import { TopBar, type TopBarLink } from './TopBar';
import styles from './PageBody.module.css';

const LINKS: TopBarLink[] = [
  { to: '/login', label: T.signIn, icon: <LoginOutlined /> },
  { to: '/registration', label: T.navRegistration, icon: <UserAddOutlined /> },
  { to: '/TeacherRegister', label: T.navTeacherRegistration, icon: <SolutionOutlined /> },
  { to: '/about', label: T.navAbout, icon: <InfoCircleOutlined /> },
];

/** Visitors who are not signed in: the signed-out top bar of spec 03. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <App>
      <Layout className={styles.root}>
        <TopBar home="/login" links={LINKS} actions={null} />
        <Layout.Content className={styles.content}>
          <PwaBanners />
          <PageTitle visuallyHidden />
          {children}
        </Layout.Content>
      </Layout>
    </App>
  );
}

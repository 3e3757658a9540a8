import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Avatar, Button, Flex, Layout, Menu, Tag, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { findRoute, menuFor } from '#common';
import { useRefreshUser } from '../../api/auth';
import { useSignOutAndLeave } from '../../session/useSignOutAndLeave';
import { useViewer } from '../../session/viewer';
import { PwaBanners } from '../../pwa/PwaBanners';
import { T } from '../../shared/locale';
import { ROUTE_ICONS } from '../../shared/route-icons';
import { NARROW_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';
import { roleLabel, shortName } from '../../shared/user-name';
import { Brand } from './Brand';
import { InactiveAccountModal } from './InactiveAccountModal';
import { LazyDrawer } from './LazyDrawer';
import { NotificationBell } from './NotificationBell';
import { OutboxButton } from './OutboxButton';
import { usePageTitle } from './PageTitle';
import styles from './StaffLayout.module.css';
import { MESSAGES_BELOW_TOP_BAR } from './messages';

const SIDER_WIDTH = 256;

/** The admin console for admin, administrator and supervisor: a side menu on the right, built from the route table. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  useRefreshUser();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = usePageTitle();

  return (
    <App message={MESSAGES_BELOW_TOP_BAR}>
      <Layout hasSider className={styles.root}>
        {narrow ? (
          <LazyDrawer
            placement="right"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            width={SIDER_WIDTH}
            closable={false}
            styles={{ body: { padding: 0, display: 'flex' } }}
          >
            <SideContent collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </LazyDrawer>
        ) : (
          <Layout.Sider width={SIDER_WIDTH} collapsedWidth={72} collapsed={collapsed} trigger={null} className={styles.sider}>
            <SideContent collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header className={styles.header}>
            <Button
              type="text"
              aria-label={narrow ? T.openMenu : collapsed ? T.expandMenu : T.collapseMenu}
              icon={narrow ? <MenuOutlined /> : collapsed ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={() => (narrow ? setDrawerOpen(true) : setCollapsed(!collapsed))}
            />
            {/* The page's h1 (docs/web-patterns.md, "Headings"), drawn at the size of a bar's title. */}
            <Typography.Title level={1} className={styles.title}>
              {title}
            </Typography.Title>
            <Flex align="center" gap={4} className={styles.headerEnd}>
              <OutboxButton />
              <NotificationBell />
            </Flex>
          </Layout.Header>
          <Layout.Content className={styles.content}>
            <PwaBanners />
            {children}
          </Layout.Content>
        </Layout>
        <InactiveAccountModal />
      </Layout>
    </App>
  );
}

function SideContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, limited, subject } = useViewer();
  const { pathname } = useLocation();
  const leave = useSignOutAndLeave();
  const menuRef = useRef<HTMLDivElement>(null);
  // /Home is the table's second spelling of /home, which is the one in the menu.
  const selected = findRoute(pathname)?.path.replace(/^\/Home$/, '/home');
  // A long menu (the admin's) scrolls within the side bar: bring the current page's entry into view once the menu is
  // drawn (the viewer known), on each change of page, when the drawer opens on a phone, and whenever the box changes
  // size (the first layout settles, the window is resized), which could leave the entry hidden again.
  useEffect(() => {
    // The menu itself scrolls (its wrapper has no box of its own to observe).
    const menu = menuRef.current?.querySelector('.ant-menu-root');
    if (!menu) return;
    const reveal = () => menu.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' });
    reveal();
    const resized = new ResizeObserver(reveal);
    resized.observe(menu);
    return () => resized.disconnect();
  }, [selected, collapsed, subject]);
  if (!user || !subject) return null;

  const groups = menuFor(subject);
  const entry = (path: string, label: string) => ({
    key: path,
    icon: ROUTE_ICONS[path],
    label: (
      <Link to={path} onClick={onNavigate}>
        {label}
      </Link>
    ),
  });
  // Section titles make no sense in the icon-only rail, so the collapsed menu separates sections with lines.
  const items: MenuProps['items'] = collapsed
    ? groups.flatMap((group, i) => [
        ...(i > 0 ? [{ type: 'divider' as const, key: `d-${group.section.key}` }] : []),
        ...group.routes.map((route) => entry(route.path, route.label)),
      ])
    : groups.map((group) => ({
        type: 'group' as const,
        key: group.section.key,
        label: group.section.label,
        children: group.routes.map((route) => entry(route.path, route.label)),
      }));
  return (
    <Flex vertical className={styles.side}>
      <Brand dark compact={collapsed} to="/home" />
      <div ref={menuRef} className={styles.menuBox}>
        <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} className={styles.menu} />
      </div>
      <div className={styles.user}>
        {collapsed ? (
          <Avatar className={styles.avatar}>{user.first_name.slice(0, 1)}</Avatar>
        ) : (
          <Flex vertical gap={2}>
            <Typography.Text strong className={styles.userName}>
              {shortName(user)}
            </Typography.Text>
            <Typography.Text className={styles.userRole}>{roleLabel(user.role)}</Typography.Text>
            {limited ? (
              <Tag color="warning" className={styles.inactive}>
                {T.accountInactiveNote}
              </Tag>
            ) : null}
          </Flex>
        )}
        <Button block={!collapsed} icon={<LogoutOutlined />} onClick={leave} className={styles.signOut} aria-label={T.signOut}>
          {collapsed ? null : T.signOut}
        </Button>
      </div>
    </Flex>
  );
}

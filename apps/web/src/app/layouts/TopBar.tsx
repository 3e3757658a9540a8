import { useState, type ReactNode } from 'react';
import { Button, Flex, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router-dom';
import { T } from '../../shared/locale';
import { PHONE_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';
import { Brand } from './Brand';
import { LazyDrawer } from './LazyDrawer';
import styles from './TopBar.module.css';

export interface TopBarLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

/**
 * The top bar of spec 03 (members and visitors): logo, links, and actions; on a phone the links and actions fold
 * into a menu that opens from the right, and the bar shows the logo alone beside `title` when given (the page's name).
 * `status` (the outbox's count) stays in the bar at every width.
 */
export function TopBar({
  home,
  links,
  actions,
  title,
  status,
}: {
  home: string;
  links: TopBarLink[];
  actions: ReactNode;
  title?: ReactNode;
  status?: ReactNode;
}) {
  const phone = useMediaQuery(PHONE_SCREEN);
  const [open, setOpen] = useState(false);
  const linkList = (vertical: boolean) => (
    <nav className={vertical ? styles.vertical : styles.links}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} onClick={() => setOpen(false)} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
          {link.icon}
          <span>{link.label}</span>
        </NavLink>
      ))}
    </nav>
  );

  return (
    <Layout.Header className={styles.bar}>
      <Brand to={home} compact={phone && title !== undefined} />
      {phone ? (
        <>
          {title}
          <Flex align="center" gap={4} className={styles.menuButton}>
            {status}
            <Button type="text" icon={<MenuOutlined />} aria-label={T.openMenu} onClick={() => setOpen(true)} />
          </Flex>
          <LazyDrawer placement="right" open={open} onClose={() => setOpen(false)} width={280} title={T.menu}>
            <Flex vertical gap={16}>
              {linkList(true)}
              <Flex vertical gap={8} onClick={() => setOpen(false)}>
                {actions}
              </Flex>
            </Flex>
          </LazyDrawer>
        </>
      ) : (
        <>
          {linkList(false)}
          <Flex align="center" gap={8} className={styles.actions}>
            {status}
            {actions}
          </Flex>
        </>
      )}
    </Layout.Header>
  );
}

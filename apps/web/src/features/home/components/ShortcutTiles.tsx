import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '#common';
import { ROUTE_ICONS } from '../../../shared/route-icons';
import styles from '../home.module.css';

/** One tile per page the person may open (the same list the menu shows). */
export function ShortcutTiles({ routes }: { routes: RouteEntry[] }) {
  return (
    <div className={styles.tiles}>
      {routes.map((route) => (
        <Link to={route.path} key={route.path}>
          <Card hoverable className={styles.tile} styles={{ body: { padding: 16 } }}>
            <span className={styles.tileIcon}>{ROUTE_ICONS[route.path]}</span>
            <Typography.Text strong>{route.label}</Typography.Text>
          </Card>
        </Link>
      ))}
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from 'antd';

const Drawer = lazy(() => import('./Drawer'));

/**
 * antd's Drawer, loaded the first time it opens: the phone's menu is a chunk no screen waits for before its content
 * (issue 26). Once opened it stays mounted, so it closes as antd's does.
 */
export function LazyDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

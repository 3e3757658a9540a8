import { Alert, Space, Typography } from 'antd';
import { menuFor } from '#common';
import { usePrivileges } from '../../session/privileges';
import { isLimited, toViewer, useSession } from '../../session/session';
import { useSignOutAndLeave } from '../../app/layouts/useSignOutAndLeave';
import { T } from '../../shared/locale';
import { ShortcutTiles } from './components/ShortcutTiles';
import { WelcomeCard } from './components/WelcomeCard';

/** /home and /Home: the welcome card, the pending banner, and shortcuts to every page the person may open. */
export default function HomePage() {
  const { user } = useSession();
  const { permissions } = usePrivileges();
  const leave = useSignOutAndLeave();
  const viewer = toViewer(user, permissions);
  if (!user || !viewer) return null;
  const shortcuts = menuFor(viewer)
    .flatMap((group) => group.routes)
    .filter((route) => route.path !== '/home');

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {isLimited(user) ? <Alert type="warning" showIcon message={T.pendingBanner} /> : null}
      <WelcomeCard user={user} onSignOut={leave} />
      <div>
        <Typography.Title level={4}>{T.shortcutsTitle}</Typography.Title>
        <ShortcutTiles routes={shortcuts} />
      </div>
    </Space>
  );
}

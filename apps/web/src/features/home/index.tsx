import { Alert, Space, Typography } from 'antd';
import { menuFor, RULES } from '#common';
import { useSignOutAndLeave } from '../../session/useSignOutAndLeave';
import { useCan, useViewer } from '../../session/viewer';
import { MyClassesCard } from './components/MyClassesCard';
import { ShortcutTiles } from './components/ShortcutTiles';
import { WelcomeCard } from './components/WelcomeCard';
import { HOME_T } from './locale';

/**
 * /home and /Home: the welcome card, the pending banner, a teacher's or student's circles, and shortcuts to every
 * page the person may open.
 */
export default function HomePage() {
  const { user, limited, subject } = useViewer();
  const leave = useSignOutAndLeave();
  // Teachers and students, whose circle list holds exactly their own (a manager's holds the whole complex).
  const seesOwnClasses = useCan(RULES.classes.own);
  if (!user || !subject) return null;
  const shortcuts = menuFor(subject)
    .flatMap((group) => group.routes)
    .filter((route) => route.path !== '/home');

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {limited ? <Alert type="warning" showIcon message={HOME_T.pendingBanner} /> : null}
      <WelcomeCard user={user} onSignOut={leave} />
      {seesOwnClasses ? <MyClassesCard /> : null}
      <div>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {HOME_T.shortcutsTitle}
        </Typography.Title>
        <ShortcutTiles routes={shortcuts} />
      </div>
    </Space>
  );
}

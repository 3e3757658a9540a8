import { Alert, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { menuFor, RULES } from '#common';
import { classQueries } from '../../api/classes';
import { useSignOutAndLeave } from '../../session/useSignOutAndLeave';
import { useCan, useViewer } from '../../session/viewer';
import { MyClassesCard } from './components/MyClassesCard';
import { ShortcutTiles } from './components/ShortcutTiles';
import { WelcomeCard } from './components/WelcomeCard';
import { HOME_T } from './locale';
import { T } from '../../shared/locale';

/**
 * /home and /Home: the welcome card, the pending banner, a teacher's or student's circles, and shortcuts to every
 * page the person may open.
 */
export default function HomePage() {
  const { user, limited, subject } = useViewer();
  const leave = useSignOutAndLeave();
  // Teachers and students, whose circle list holds exactly their own (a manager's holds the whole complex).
  const seesOwnClasses = useCan(RULES.classes.own);
  const teaches = useCan(RULES.personal.teacher);
  // The same request as the circles card below: asked once, it names the circle in the welcome card too.
  const classes = useQuery({ ...classQueries.list(), enabled: seesOwnClasses });
  if (!user || !subject) return null;
  const circles = seesOwnClasses && classes.isSuccess ? classes.data.map((schoolClass) => schoolClass.name) : undefined;
  const shortcuts = menuFor(subject)
    .flatMap((group) => group.routes)
    .filter((route) => route.path !== '/home');

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {limited ? <Alert type="warning" showIcon message={HOME_T.pendingBanner} /> : null}
      <WelcomeCard user={user} circles={circles} onSignOut={leave} />
      {seesOwnClasses ? <MyClassesCard title={teaches ? T.classesYouTeach : HOME_T.myClasses} /> : null}
      <div>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {HOME_T.shortcutsTitle}
        </Typography.Title>
        <ShortcutTiles routes={shortcuts} />
      </div>
    </Space>
  );
}

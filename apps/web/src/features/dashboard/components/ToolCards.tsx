import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { DatabaseOutlined, KeyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { RULES } from '#common';
import { useCan } from '../../../session/viewer';
import { DASHBOARD_T } from '../locale';
import styles from '../dashboard.module.css';

interface Tool {
  path: string;
  title: string;
  text: string;
  icon: ReactNode;
  warning?: string;
}

/**
 * The advanced tools (spec 03, dashboard): the database browser (the admin's, with a warning), password management
 * (admin and complex manager) and user management with its permissions (the admin's), each offered by the rule of
 * its route. Nothing is drawn when none is offered.
 */
export function ToolCards() {
  const database = useCan(RULES.system.manage);
  const passwords = useCan(RULES.passwords.manage);
  const users = useCan(RULES.users.manage);
  const navigate = useNavigate();
  const tools: Tool[] = [
    ...(database
      ? [
          {
            path: '/database',
            title: DASHBOARD_T.databaseTool,
            text: DASHBOARD_T.databaseToolText,
            icon: <DatabaseOutlined aria-hidden />,
            warning: DASHBOARD_T.databaseWarning,
          },
        ]
      : []),
    ...(passwords
      ? [{ path: '/password-management', title: DASHBOARD_T.passwordTool, text: DASHBOARD_T.passwordToolText, icon: <KeyOutlined aria-hidden /> }]
      : []),
    ...(users
      ? [{ path: '/user-management', title: DASHBOARD_T.permissionsTool, text: DASHBOARD_T.permissionsToolText, icon: <UserSwitchOutlined aria-hidden /> }]
      : []),
  ];
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-tools">
      <Typography.Title level={2} id="dashboard-tools" className={styles.sectionTitle}>
        {DASHBOARD_T.toolsTitle}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {tools.map((tool) => (
          <Col xs={24} md={12} xl={8} key={tool.path}>
            <Card className={styles.tool}>
              <div className={styles.toolHead}>
                <span className={styles.toolIcon}>{tool.icon}</span>
                <Typography.Title level={3} className={styles.toolTitle}>
                  {tool.title}
                </Typography.Title>
              </div>
              <Typography.Paragraph type="secondary">{tool.text}</Typography.Paragraph>
              {tool.warning ? <Alert type="warning" showIcon message={tool.warning} className={styles.toolWarning} /> : null}
              <Button type="primary" onClick={() => navigate(tool.path)} aria-label={`${DASHBOARD_T.openTool} ${tool.title}`}>
                {DASHBOARD_T.openTool}
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

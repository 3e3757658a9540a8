import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { SessionUser } from '../../../api/types';
import { accountStatus } from '../../../shared/account-status';
import { T } from '../../../shared/locale';
import { fullName, roleLabel } from '../../../shared/user-name';
import { HOME_T } from '../locale';
import styles from '../home.module.css';

/**
 * Who is signed in: the four names, role, circle (a teacher's or student's, when they have one), complex (the
 * "centre" for a student), contact details and sign-out.
 */
export function WelcomeCard({ user, circles, onSignOut }: { user: SessionUser; circles?: readonly string[]; onSignOut: () => void }) {
  const status = accountStatus(user);
  return (
    <Card>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, fontSize: 24 }}>
            {HOME_T.welcome(fullName(user))}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Tag color="green">{roleLabel(user.role)}</Tag>
            <Tag color={status.color}>{status.label}</Tag>
          </Flex>
        </div>
        <Button icon={<LogoutOutlined />} onClick={onSignOut}>
          {T.signOut}
        </Button>
      </Flex>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 20 }}>
        {circles ? <Descriptions.Item label={T.circle}>{circles.length ? circles.join(T.listSeparator) : T.notSet}</Descriptions.Item> : null}
        <Descriptions.Item label={user.role === 'student' ? HOME_T.centre : T.complex}>{user.school_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.email}>{user.email ? <Email address={user.email} /> : T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <span className="ltr-value">{user.phone ?? T.notSet}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** An e-mail address that a narrow card wraps only after its @, never inside the name or the domain. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <span className={`ltr-value ${styles.email}`}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </span>
  );
}

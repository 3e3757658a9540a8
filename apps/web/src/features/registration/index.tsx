import { Card, Typography } from 'antd';
import { ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { T } from '../../shared/locale';
import { RegistrationFrame } from './components/RegistrationFrame';
import { REGISTRATION_T } from './locale';
import styles from './components/registration.module.css';

const CHOICES = [
  { to: '/parent-registration', title: REGISTRATION_T.registerParentTitle, text: REGISTRATION_T.parentCardText, icon: <TeamOutlined /> },
  { to: '/student-registration', title: REGISTRATION_T.registerStudentTitle, text: REGISTRATION_T.studentCardText, icon: <ReadOutlined /> },
];

/** /registration: parent or student, with the way back to sign-in. */
export default function RegistrationChooserPage() {
  return (
    <RegistrationFrame
      title={T.navRegistration}
      subtitle={REGISTRATION_T.chooserSubtitle}
      footer={
        <span>
          {REGISTRATION_T.haveAccount} <Link to="/login">{T.signIn}</Link>
        </span>
      }
    >
      <div className={styles.chooser}>
        {CHOICES.map((choice) => (
          <Link to={choice.to} key={choice.to}>
            <Card hoverable className={styles.choice}>
              <div className={styles.choiceIcon}>{choice.icon}</div>
              <Typography.Title level={3} className={styles.choiceTitle}>
                {choice.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {choice.text}
              </Typography.Paragraph>
            </Card>
          </Link>
        ))}
      </div>
    </RegistrationFrame>
  );
}

import { Alert, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/session';
import { accountStatus } from '../../shared/account-status';
import { T } from '../../shared/locale';
import { BRAND } from '../../app/theme';
import { fullName, roleLabel } from '../../shared/user-name';

/** /about: the account's state (when signed in), what the platform is, and its credits. */
export default function AboutPage() {
  const { user } = useSession();
  const warning = (useLocation().state as { warning?: string } | null)?.warning;

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {warning ? <Alert type="warning" showIcon message={warning} /> : null}
      {user ? (
        <Card title={T.accountStatusTitle}>
          <Descriptions column={{ xs: 1, sm: 2, md: 3 }}>
            <Descriptions.Item label={T.fullName}>{fullName(user)}</Descriptions.Item>
            <Descriptions.Item label={T.role}>{roleLabel(user.role)}</Descriptions.Item>
            <Descriptions.Item label={T.accountStatusTitle}>
              <Tag color={accountStatus(user).color}>{accountStatus(user).label}</Tag>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {T.aboutTitle}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{T.aboutDescription}</Typography.Paragraph>
      </Card>
      <Card title={T.featuresTitle}>
        <Row gutter={[16, 12]}>
          {T.features.map((feature) => (
            <Col xs={24} md={12} key={feature}>
              <Space align="start">
                <CheckCircleTwoTone twoToneColor={BRAND} />
                <Typography.Text>{feature}</Typography.Text>
              </Space>
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[20, 20]}>
        <Col xs={24} md={12}>
          <Card title={T.visionTitle} style={{ height: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{T.visionText}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={T.contactTitle} style={{ height: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{T.contactText}</Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Card title={T.creditsTitle} size="small">
        {/* The credit the Tanzil licence asks for, in its own words and direction. */}
        <Typography.Text dir="ltr" lang="en">
          {T.tanzilCredit}
        </Typography.Text>
      </Card>
    </Space>
  );
}

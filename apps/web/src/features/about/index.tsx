import { Alert, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/session';
import { accountStatus } from '../../shared/account-status';
import { BRAND } from '../../shared/brand';
import { T } from '../../shared/locale';
import { fullName, roleLabel } from '../../shared/user-name';
import { ABOUT_T } from './locale';

/** /about: the account's state (when signed in), what the platform is, and its credits. */
export default function AboutPage() {
  const { user } = useSession();
  const warning = (useLocation().state as { warning?: string } | null)?.warning;

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {warning ? <Alert type="warning" showIcon message={warning} /> : null}
      {user ? (
        <Card title={ABOUT_T.accountStatusTitle}>
          <Descriptions column={{ xs: 1, sm: 2, md: 3 }}>
            <Descriptions.Item label={ABOUT_T.fullName}>{fullName(user)}</Descriptions.Item>
            <Descriptions.Item label={ABOUT_T.role}>{roleLabel(user.role)}</Descriptions.Item>
            <Descriptions.Item label={ABOUT_T.accountStatusTitle}>
              <Tag color={accountStatus(user).color}>{accountStatus(user).label}</Tag>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {T.navAbout}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{ABOUT_T.aboutDescription}</Typography.Paragraph>
      </Card>
      <Card title={ABOUT_T.featuresTitle}>
        <Row gutter={[16, 12]}>
          {ABOUT_T.features.map((feature) => (
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
          <Card title={ABOUT_T.visionTitle} style={{ height: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{ABOUT_T.visionText}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={ABOUT_T.contactTitle} style={{ height: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{ABOUT_T.contactText}</Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Card title={ABOUT_T.creditsTitle} size="small">
        {/* The credits the licences ask for, in Arabic; the addresses and the licences' short names are Latin. */}
        <Typography.Paragraph className="text-with-link">
          {ABOUT_T.tanzilCredit} (<LatinLink href="https://tanzil.net">{ABOUT_T.tanzilSite}</LatinLink>)، {ABOUT_T.tanzilLicence} (
          <bdi lang="en">{ABOUT_T.tanzilLicenceName}</bdi>).
        </Typography.Paragraph>
        {/* CC BY-SA asks for the address of the licence too. */}
        <Typography.Paragraph className="text-with-link" style={{ marginBottom: 0 }}>
          {ABOUT_T.quranTextCredit} (<LatinLink href="https://quranenc.com">{ABOUT_T.quranTextSite}</LatinLink>) {ABOUT_T.quranTextPackagePrefix}{' '}
          <LatinLink href="https://github.com/risan/quran-json">{ABOUT_T.quranTextPackage}</LatinLink> {ABOUT_T.quranTextAuthor}، {ABOUT_T.quranTextLicence} (
          <LatinLink href="https://creativecommons.org/licenses/by-sa/4.0/">{ABOUT_T.quranTextLicenceName}</LatinLink>).
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}

/** A link whose text is Latin (an address, a package's or a licence's name), kept in its own direction inside Arabic. */
function LatinLink({ href, children }: { href: string; children: string }) {
  return (
    <bdi>
      <a href={href} target="_blank" rel="noreferrer" lang="en">
        {children}
      </a>
    </bdi>
  );
}

import { Alert, Button, Col, Form, Input, Row, Typography } from 'antd';
import { LIMITS } from '#common';
import { emailRules, mobileRules, nationalIdRules, passwordRules, requiredRule } from '../../../shared/forms/rules';
import { T } from '../../../shared/locale';
import { REGISTRATION_T } from '../locale';
import styles from './registration.module.css';

const NAME_FIELDS = [
  ['first_name', T.firstName],
  ['second_name', T.secondName],
  ['third_name', T.thirdName],
  ['last_name', T.lastName],
] as const;

/** The four names every registration asks for, two per row on wide screens. */
export function NameFields() {
  return (
    <Row gutter={16}>
      {NAME_FIELDS.map(([name, label]) => (
        <Col xs={24} sm={12} key={name}>
          <Form.Item name={name} label={label} rules={[requiredRule]}>
            <Input autoComplete="off" maxLength={LIMITS.person.name} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** National ID (the account's sign-in name) and the password. */
export function AccountFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="id" label={T.nationalIdLabel} rules={nationalIdRules}>
          <Input inputMode="numeric" maxLength={10} className="ltr-value" placeholder={T.nationalIdPlaceholder} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="password" label={T.passwordLabel} rules={passwordRules}>
          <Input.Password autoComplete="new-password" maxLength={LIMITS.person.password.max} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The four names as the API takes them, trimmed. */
export function trimmedNames(values: { first_name: string; second_name: string; third_name: string; last_name: string }) {
  return {
    first_name: values.first_name.trim(),
    second_name: values.second_name.trim(),
    third_name: values.third_name.trim(),
    last_name: values.last_name.trim(),
  };
}

/** Mobile and e-mail, half a row each, inside the caller's Row; required or optional as the form needs. */
export function ContactFields({ required }: { required: boolean }) {
  const optional = required ? '' : ` ${T.optional}`;
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="phone" label={`${T.phone}${optional}`} rules={mobileRules(required)}>
          <Input inputMode="tel" maxLength={10} className="ltr-value" placeholder={T.phonePlaceholder} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={`${T.email}${optional}`} rules={emailRules(required)}>
          <Input inputMode="email" maxLength={LIMITS.person.email} className="ltr-value" />
        </Form.Item>
      </Col>
    </>
  );
}

/** The section title every registration form uses. */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={3} className={styles.section}>
      {children}
    </Typography.Title>
  );
}

/** How every registration form ends: the server's error, if any, and the submit button. */
export function SubmitRegistration({ error, pending }: { error: string | null | undefined; pending: boolean }) {
  return (
    <>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {REGISTRATION_T.submitRegistration}
      </Button>
    </>
  );
}

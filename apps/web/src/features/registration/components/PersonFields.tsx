import { Col, Form, Input, Row } from 'antd';
import { nationalIdRules, passwordRules, requiredRule } from '../../../shared/forms';
import { T } from '../../../shared/locale';

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
            <Input autoComplete="off" maxLength={100} />
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
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
    </Row>
  );
}

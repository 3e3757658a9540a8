import { Alert, Button, Form, Input } from 'antd';
import { IdcardOutlined, LockOutlined } from '@ant-design/icons';
import { requiredRule } from '../../../../shared/forms/rules';
import { T } from '../../../../shared/locale';
import { AUTH_T } from '../../locale';

export interface LoginValues {
  id: string;
  password: string;
}

/** ID and password, both required (spec 01 section 5); the password has its show/hide toggle. */
export function LoginForm({ onSubmit, pending, error }: { onSubmit: (values: LoginValues) => void; pending: boolean; error: string | null }) {
  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={onSubmit} size="large" disabled={pending}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 20 }} /> : null}
      <Form.Item name="id" label={T.nationalIdLabel} rules={[requiredRule]}>
        <Input
          prefix={<IdcardOutlined />}
          placeholder={T.nationalIdPlaceholder}
          inputMode="numeric"
          autoComplete="username"
          maxLength={10}
          className="ltr-value"
        />
      </Form.Item>
      <Form.Item name="password" label={T.passwordLabel} rules={[requiredRule]}>
        <Input.Password prefix={<LockOutlined />} placeholder={AUTH_T.passwordPlaceholder} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {T.signIn}
      </Button>
    </Form>
  );
}

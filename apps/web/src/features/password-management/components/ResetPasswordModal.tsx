import { Alert, Button, Col } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { ProFormText } from '@ant-design/pro-components';
import { LIMITS, MESSAGES, passwordResetError } from '#common';
import { useResetPassword } from '../../../api/passwords';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { PASSWORDS_T } from '../locale';
import type { PasswordUser } from '../types';

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The set-password modal (spec 02 section 2.12): the new password twice, each with its show/hide toggle. */
export function ResetPasswordModal({ user }: { user: PasswordUser }) {
  const reset = useResetPassword();
  const name = fullName(user);
  // Both fields are checked together, by the rule the spec gives the form (libs/common), on the second one.
  const pairRule = ({ getFieldValue }: { getFieldValue: (name: string) => string | undefined }) => ({
    validator: async (_rule: unknown, confirm: string | undefined) => {
      const error = passwordResetError(getFieldValue('newPassword'), confirm);
      if (error) throw new Error(error);
    },
  });
  return (
    <EntityModalForm<PasswordValues>
      title={PASSWORDS_T.setPasswordFor(name)}
      width={480}
      trigger={
        <Button size="small" icon={<KeyOutlined aria-hidden />}>
          {PASSWORDS_T.setPassword}
        </Button>
      }
      onSubmit={(values) => reset.mutateAsync({ userId: user.id, newPassword: values.newPassword })}
      successText={MESSAGES.passwords.changed(name)}
      fallback={T.passwordChangeFailed}
    >
      <ProFormText.Password
        name="newPassword"
        label={T.newPassword}
        rules={[{ required: true, message: MESSAGES.passwords.bothRequired }]}
        fieldProps={{ maxLength: LIMITS.person.password.max, autoComplete: 'new-password' }}
        colProps={{ span: 24 }}
      />
      <ProFormText.Password
        name="confirmPassword"
        label={T.confirmPasswordLabel}
        dependencies={['newPassword']}
        rules={[pairRule]}
        fieldProps={{ maxLength: LIMITS.person.password.max, autoComplete: 'new-password' }}
        colProps={{ span: 24 }}
      />
      <Col span={24}>
        <Alert type="info" showIcon message={PASSWORDS_T.sessionsEnd} />
      </Col>
    </EntityModalForm>
  );
}

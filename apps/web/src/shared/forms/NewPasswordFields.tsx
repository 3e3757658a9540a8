import { Form, Input } from 'antd';
import { MESSAGES, passwordStrengthError } from '#common';
import { T } from '../locale';

/**
 * A password a person chooses for themselves, typed twice (the reset page, the profile's change): spec 03's rule
 * (passwordStrengthError) and the same text twice, checked before anything is sent. Fields `newPassword` and
 * `confirmPassword`, the API's names, inside an antd Form.
 */
export function NewPasswordFields({ size }: { size?: 'large' }) {
  return (
    <>
      <Form.Item
        name="newPassword"
        label={T.newPassword}
        extra={T.passwordRule}
        rules={[
          { required: true, message: MESSAGES.passwords.bothRequired },
          {
            validator: (_rule, value?: string) =>
              value && passwordStrengthError(value) ? Promise.reject(new Error(passwordStrengthError(value)!)) : Promise.resolve(),
          },
        ]}
      >
        <Input.Password size={size} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={T.confirmNewPassword}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: MESSAGES.passwords.bothRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.passwords.mismatch)),
          }),
        ]}
      >
        <Input.Password size={size} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

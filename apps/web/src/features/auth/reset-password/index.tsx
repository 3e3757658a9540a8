import { useEffect, useState } from 'react';
import { Alert, Button, Form, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '#common';
import { errorMessage } from '../../../api/request';
import { useResetPassword, useVerifyResetToken } from '../../../api/forgot-password';
import { NewPasswordFields } from '../../../shared/forms/NewPasswordFields';
import { submitForm } from '../../../shared/forms/submit';
import { T } from '../../../shared/locale';
import { AuthPage, authStyles as styles } from '../AuthPage';
import { AUTH_T } from '../locale';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /reset-password?token= (spec 03): the link is checked first (verifying), then its form (valid) or why it cannot be
 * used (invalid, with a new link or sign-in), and after the new password is saved, the way to sign in (done).
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verify = useVerifyResetToken();
  const reset = useResetPassword();
  const [form] = Form.useForm<ResetValues>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (done !== null) {
    return (
      <AuthPage title={AUTH_T.resetTitle}>
        <Result
          status="success"
          title={done}
          extra={
            <Link to="/login">
              <Button type="primary">{T.signIn}</Button>
            </Link>
          }
        />
      </AuthPage>
    );
  }
  if (!token || verify.isError) {
    return (
      <AuthPage title={AUTH_T.resetTitle}>
        <Result
          status="error"
          title={token ? errorMessage(verify.error, MESSAGES.passwordReset.invalidToken) : AUTH_T.linkInvalid}
          extra={[
            <Link key="again" to="/forgot-password">
              <Button type="primary">{AUTH_T.requestNewLink}</Button>
            </Link>,
            <Link key="login" to="/login">
              {T.backToLogin}
            </Link>,
          ]}
        />
      </AuthPage>
    );
  }
  if (!verify.data) {
    return (
      <AuthPage title={AUTH_T.resetTitle}>
        <Spin tip={AUTH_T.verifying}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      </AuthPage>
    );
  }

  const save = async (values: ResetValues) => {
    setError(null);
    const outcome = await submitForm(() => reset.mutateAsync({ token, ...values }), { form, fallback: AUTH_T.resetFailed, feedback: { error: setError } });
    if (outcome.ok) setDone(outcome.data.message);
  };

  return (
    <AuthPage title={AUTH_T.resetTitle} subtitle={AUTH_T.resetFor(verify.data.user.name)}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" name="reset-password" requiredMark={false} onFinish={(values: ResetValues) => void save(values)}>
        <NewPasswordFields size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          {AUTH_T.savePassword}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to="/login">{T.backToLogin}</Link>
      </div>
    </AuthPage>
  );
}

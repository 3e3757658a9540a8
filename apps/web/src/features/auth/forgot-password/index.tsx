import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { MESSAGES } from '#common';
import { ApiError, errorMessage } from '../../../api/request';
import { useRequestPasswordReset } from '../../../api/forgot-password';
import { T } from '../../../shared/locale';
import { AuthPage, authStyles as styles } from '../AuthPage';
import { AUTH_T } from '../locale';

const IDENTIFIER = /^(\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/**
 * /forgot-password (spec 03): an e-mail or a national ID, then the neutral confirmation (the same whether or not the
 * account exists) with "send again" and the way back to sign-in.
 */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (identifier: string) => {
    setError(null);
    try {
      const answer = await request.mutateAsync({ identifier: identifier.trim() });
      setSentTo(identifier.trim());
      return answer;
    } catch (failure) {
      // Spec 03 section 8: the first detail's sentence, else the server's, else the fallback.
      setError(failure instanceof ApiError && failure.details.length > 0 ? failure.details[0].msg : errorMessage(failure, AUTH_T.sendFailed));
      return null;
    }
  };

  if (sentTo !== null) {
    return (
      <AuthPage title={AUTH_T.forgotTitle}>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={AUTH_T.sentTitle}
          subTitle={
            <Flex vertical gap={4}>
              <span>{MESSAGES.passwordReset.sent}</span>
              <span>{AUTH_T.sentHint}</span>
            </Flex>
          }
          extra={[
            <Button key="again" loading={request.isPending} onClick={() => void send(sentTo)}>
              {AUTH_T.sendAgain}
            </Button>,
            <Link key="login" to="/login">
              {T.backToLogin}
            </Link>,
          ]}
        />
        {error ? <Alert type="error" showIcon message={error} /> : null}
      </AuthPage>
    );
  }

  return (
    <AuthPage title={AUTH_T.forgotTitle} subtitle={AUTH_T.forgotSubtitle}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" name="forgot-password" requiredMark={false} onFinish={(values: { identifier: string }) => void send(values.identifier)}>
        <Form.Item
          name="identifier"
          label={AUTH_T.identifierLabel}
          rules={[
            { required: true, message: MESSAGES.passwordReset.identifier },
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || IDENTIFIER.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.passwordReset.identifier)),
            },
          ]}
        >
          <Input size="large" dir="ltr" autoComplete="username" placeholder={AUTH_T.identifierPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={request.isPending}>
          {AUTH_T.sendLink}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to="/login">{T.backToLogin}</Link>
      </div>
    </AuthPage>
  );
}

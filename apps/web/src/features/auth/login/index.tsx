import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { MESSAGES } from '#common';
import { useLogin } from '../../../api/auth';
import { authNotice, isLimited, session } from '../../../session/session';
import { submitForm } from '../../../shared/forms/submit';
import { T } from '../../../shared/locale';
import { LoginForm, type LoginValues } from './components/LoginForm';
import { AUTH_T } from '../locale';
import { AuthPage, authStyles as styles } from '../AuthPage';

/** /login and /: sign in, then land on /Home, or on /about with the warning when the account is pending. */
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  // Read once: a person who arrives already signed in goes home; signing in here navigates by itself.
  const [arrivedSignedIn] = useState(() => session.get().user);
  // The reason a refusal sent the person here (an expired session, say), shown once.
  const [notice] = useState(() => authNotice.peek());
  useEffect(() => void authNotice.take(), []);

  if (arrivedSignedIn) return <Navigate to={isLimited(arrivedSignedIn) ? '/about' : '/Home'} replace />;

  const submit = async (values: LoginValues) => {
    setError(null);
    const result = await submitForm(() => login.mutateAsync({ id: values.id.trim(), password: values.password }), {
      fallback: MESSAGES.auth.loginFailed,
      feedback: { error: setError },
    });
    if (!result.ok) return;
    if (result.data.limited_access) navigate('/about', { replace: true, state: { warning: result.data.warning ?? MESSAGES.auth.pendingReview } });
    else navigate('/Home', { replace: true });
  };

  return (
    <AuthPage title={T.signIn} subtitle={AUTH_T.loginSubtitle}>
      {notice && !error ? <Alert type="warning" showIcon message={notice} style={{ marginBottom: 20 }} /> : null}
      <LoginForm onSubmit={submit} pending={login.isPending} error={error} />
      <div className={styles.links}>
        <Link to="/forgot-password">{AUTH_T.forgotPassword}</Link>
        <span className="text-with-link">
          {AUTH_T.noAccount} <Link to="/registration">{AUTH_T.registerNow}</Link>
        </span>
      </div>
      <div className={styles.more}>
        <Link to="/TeacherRegister">{T.registerStaff}</Link>
        <span aria-hidden="true">·</span>
        <Link to="/about">{T.navAbout}</Link>
      </div>
    </AuthPage>
  );
}

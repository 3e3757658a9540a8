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
import styles from './login.module.css';

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
    <main className={styles.page}>
      <section className={styles.brand}>
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <p className={styles.appName}>{T.appName}</p>
        <p>{AUTH_T.appTagline}</p>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>
          {/* Plain elements: antd Typography would add its editing and copying code to this page. This bare page
              has no layout, so it names itself in its own h1 (docs/web-patterns.md, "Headings"). */}
          <h1 className={styles.title}>{T.signIn}</h1>
          <p className={styles.subtitle}>{AUTH_T.loginSubtitle}</p>
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
        </div>
      </section>
    </main>
  );
}

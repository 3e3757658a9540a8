import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { MESSAGES } from '#common';
import { useLogin } from '../../../api/auth';
import { errorMessage } from '../../../api/request';
import { authNotice, isLimited, session } from '../../../session/session';
import { T } from '../../../shared/locale';
import { LoginForm, type LoginValues } from './components/LoginForm';
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
    try {
      const data = await login.mutateAsync({ id: values.id.trim(), password: values.password });
      if (data.limited_access) navigate('/about', { replace: true, state: { warning: data.warning ?? MESSAGES.pendingReview } });
      else navigate('/Home', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.loginFailed));
    }
  };

  return (
    <main className={styles.page}>
      <section className={styles.brand} aria-hidden="true">
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <h1>{T.appName}</h1>
        <p>{T.appTagline}</p>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>
          {/* Plain elements: antd Typography would add its editing and copying code to this page. */}
          <h2 className={styles.title}>{T.loginTitle}</h2>
          <p className={styles.subtitle}>{T.loginSubtitle}</p>
          {notice && !error ? <Alert type="warning" showIcon message={notice} style={{ marginBottom: 20 }} /> : null}
          <LoginForm onSubmit={submit} pending={login.isPending} error={error} />
          <div className={styles.links}>
            <Link to="/forgot-password">{T.forgotPassword}</Link>
            <span>
              {T.noAccount} <Link to="/registration">{T.registerNow}</Link>
            </span>
          </div>
          <div className={styles.more}>
            <Link to="/TeacherRegister">{T.teacherRegistrationLink}</Link>
            <span aria-hidden="true">·</span>
            <Link to="/about">{T.navAbout}</Link>
          </div>
        </div>
      </section>
    </main>
  );
}

import type { ReactNode } from 'react';
import { T } from '../../shared/locale';
import { AUTH_T } from './locale';
import styles from './auth-page.module.css';

/**
 * The bare pages of signing in (/login, /forgot-password, /reset-password): the brand panel beside one card. These
 * pages have no layout, so each names itself in the card's h1 (docs/web-patterns.md, "Headings"). Plain elements:
 * antd Typography would add its editing and copying code to the sign-in page.
 */
export function AuthPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <section className={styles.brand}>
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <p className={styles.appName}>{T.appName}</p>
        <p>{AUTH_T.appTagline}</p>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
        </div>
      </section>
    </main>
  );
}

export { styles as authStyles };

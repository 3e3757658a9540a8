import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import styles from './registration.module.css';

/**
 * The card every registration screen sits in: a title, a short line, the form, links under it. The title is an h2
 * under the layout's h1 (the route's label); links in the footer are underlined, as it holds sentences.
 */
export function RegistrationFrame({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <Card className={styles.card}>
        <Typography.Title level={2} className={styles.title}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
        {footer ? <div className={`${styles.footer} text-with-link`}>{footer}</div> : null}
      </Card>
    </div>
  );
}

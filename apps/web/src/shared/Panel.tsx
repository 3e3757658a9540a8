import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/**
 * antd's bordered Card without a title, drawn by CSS alone. antd's Card imports its Tabs (for a card's tab list),
 * 18 KB of JavaScript with their icons before a daily screen such as /attendance could show on a phone (issue 26).
 */
export function Panel({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}

import { Link } from 'react-router-dom';
import { T } from '../../shared/locale';
import styles from './Brand.module.css';

/** The logo and the product name; it links to the person's home. */
export function Brand({ to, dark = false, compact = false }: { to: string; dark?: boolean; compact?: boolean }) {
  return (
    <Link to={to} className={`${styles.brand} ${dark ? styles.dark : ''} ${compact ? styles.compact : ''}`}>
      {/* Alone in the collapsed rail, the logo names the link. */}
      <img src="/favicon.svg" alt={compact ? T.appName : ''} width={32} height={32} />
      {compact ? null : <span>{T.appName}</span>}
    </Link>
  );
}

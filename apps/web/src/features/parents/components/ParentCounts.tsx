import { Card, Statistic } from 'antd';
import { PARENTS_T } from '../locale';
import styles from '../parents.module.css';
import type { Parent } from '../types';

export interface ParentCountsValue {
  total: number;
  active: number;
  inactive: number;
}

/** All parents the viewer may see, and how many of them are active. */
export function countParents(parents: readonly Pick<Parent, 'is_active'>[]): ParentCountsValue {
  const active = parents.filter((parent) => parent.is_active).length;
  return { total: parents.length, active, inactive: parents.length - active };
}

/** The three counts above the list, over every parent whatever the filters (the list below says what matches). */
export function ParentCounts({ counts }: { counts: ParentCountsValue }) {
  return (
    <div className={styles.counts} role="status">
      <Card size="small">
        <Statistic title={PARENTS_T.statusAll} value={counts.total} />
      </Card>
      <Card size="small">
        <Statistic title={PARENTS_T.statusActive} value={counts.active} />
      </Card>
      <Card size="small">
        <Statistic title={PARENTS_T.statusInactive} value={counts.inactive} />
      </Card>
    </div>
  );
}

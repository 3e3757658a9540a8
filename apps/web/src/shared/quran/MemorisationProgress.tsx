import { Progress, Typography } from 'antd';
import { QURAN_T } from './locale';
import { positionText, studentProgress } from './position';
import styles from './quran.module.css';

/**
 * A student's memorisation (spec 02 section 2.7): the bar with its percentage, then the memorised ayahs and pages
 * and where the student has reached. It takes a surah and an ayah, so the plan form can preview an unsaved position.
 */
export function MemorisationProgress({ surahId, ayah }: { surahId: number | null | undefined; ayah: number | null | undefined }) {
  const progress = studentProgress(surahId, ayah);
  return (
    <div className={styles.progress}>
      <Typography.Text strong>{QURAN_T.progress}</Typography.Text>
      <Progress percent={progress.percentage} aria-label={QURAN_T.progress} format={(percent) => `${percent}%`} />
      <dl className={styles.facts}>
        <div>
          <dt>
            <Typography.Text type="secondary">{QURAN_T.memorisedAyahs}</Typography.Text>
          </dt>
          <dd>{progress.memorisedAyahs}</dd>
        </div>
        <div>
          <dt>
            <Typography.Text type="secondary">{QURAN_T.memorisedPages}</Typography.Text>
          </dt>
          <dd>{QURAN_T.pagesOf(progress.memorisedPages, progress.totalPages)}</dd>
        </div>
        <div className={styles.wideFact}>
          <dt>
            <Typography.Text type="secondary">{QURAN_T.reachedPosition}</Typography.Text>
          </dt>
          <dd>{positionText(surahId, ayah) ?? QURAN_T.nothingMemorised}</dd>
        </div>
      </dl>
    </div>
  );
}

import { Alert, Button, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDualDate } from '#common';
import { REVIEW_COLOURS, REVIEW_LEGEND, type ReviewColour } from '#quran';
import { gradingQueries, type ReviewMap } from '../../api/grading';
import { QueryError } from '../list/QueryError';
import { T } from '../locale';
import { PROFILE_T } from './locale';
import styles from './review-map.module.css';
import dialogStyles from './student-profile.module.css';

export interface ReviewMapDialogProps {
  studentId: string;
  /** The student's full name, for the title. */
  name: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The review follow-up (spec 03 sections 2 and 4): the 604 pages of the mushaf in their 30 juz, each page coloured by
 * the age of the latest grade covering it, with the legend and how many pages have each colour. The juz run from
 * the thirtieth to the first, the order students memorise in, so a typical student's pages are seen first. Every page has its
 * number and colour in words (its accessible name and tooltip), the red ones are hatched and an unmemorised one is
 * an empty square, so the colour is never the only sign; each juz says whether it holds memorised or recent pages.
 */
export function ReviewMapDialog({ studentId, name, open, onClose }: ReviewMapDialogProps) {
  return (
    <Modal
      title={PROFILE_T.reviewTitle(name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={1000}
      className={dialogStyles.dialog}
      centered
      destroyOnHidden
    >
      <ReviewMapContent studentId={studentId} />
    </Modal>
  );
}

function ReviewMapContent({ studentId }: { studentId: string }) {
  const review = useQuery(gradingQueries.review(studentId));
  if (review.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (review.isError) return <QueryError error={review.error} fallback={PROFILE_T.reviewLoadFailed} onRetry={() => void review.refetch()} />;
  const { pages, juz, summary, today } = review.data;
  const nothing = (summary.not_memorised ?? 0) === pages.length;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {PROFILE_T.reviewIntro} {PROFILE_T.reviewAsOf(formatDualDate(today, 'long').gregorian)}
      </Typography.Paragraph>
      {nothing ? <Alert type="info" showIcon message={PROFILE_T.reviewEmpty} /> : null}
      <Legend map={review.data} />
      <ol className={styles.juzList} aria-label={PROFILE_T.juzMap}>
        {/* Students memorise from the end of the mushaf, so the thirtieth juz comes first; pages keep mushaf order. */}
        {[...juz].reverse().map((part) => (
          <li key={part.juz} className={styles.juz}>
            <div className={styles.juzHead}>
              <Typography.Text strong>{PROFILE_T.juz(part.juz)}</Typography.Text>
              <Typography.Text type="secondary" className={styles.juzPages}>
                {PROFILE_T.juzPages(part.startPage, part.endPage)}
              </Typography.Text>
              <span className={styles.juzTags}>
                {part.memorised ? <Tag color="green">{PROFILE_T.juzMemorised}</Tag> : <Tag>{PROFILE_T.juzNotMemorised}</Tag>}
                {part.recent ? <Tag color="blue">{PROFILE_T.juzRecent}</Tag> : null}
              </span>
            </div>
            <div className={styles.pages}>
              {pages.slice(part.startPage - 1, part.endPage).map((colour, index) => {
                const label = PROFILE_T.page(part.startPage + index, PROFILE_T.colours[colour]);
                return <span key={index} role="img" aria-label={label} title={label} className={`${styles.page} ${styles[colour]}`} />;
              })}
            </div>
          </li>
        ))}
      </ol>
    </Flex>
  );
}

/** The colours with the ages they stand for (the API's legend, else libs/quran's) and how many pages have each. */
function Legend({ map }: { map: ReviewMap }) {
  const labels = new Map<string, string>([...REVIEW_LEGEND, ...map.legend].map((entry) => [entry.token, entry.label]));
  return (
    <section aria-label={PROFILE_T.legend}>
      <Typography.Text strong>{PROFILE_T.legend}</Typography.Text>
      <ul className={styles.legend}>
        {REVIEW_COLOURS.map((colour: ReviewColour) => (
          <li key={colour}>
            <span className={`${styles.page} ${styles[colour]}`} aria-hidden />
            <span>{PROFILE_T.legendCount(labels.get(colour) ?? colour, map.summary[colour] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

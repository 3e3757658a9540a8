import { Alert, Flex, Typography } from 'antd';
import { courseWeightsState } from '#common';
import type { Course } from './course';
import { COURSES_T } from './locale';

/**
 * The line above the cards (how many courses, the sum of their weights, how many need a surah) and the banner that
 * says whether the weights make a valid evaluation: only a total of exactly 100 does (spec 02 section 4).
 */
export function WeightsSummary({ courses }: { courses: readonly Course[] }) {
  const weights = courseWeightsState(courses);
  const surahCount = courses.filter((course) => course.requires_surah).length;
  const shortfall = weights.remaining > 0 ? COURSES_T.weightsMissing(weights.remaining) : COURSES_T.weightsExcess(-weights.remaining);

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap="4px 20px">
        <Typography.Text>{COURSES_T.courseCount(courses.length)}</Typography.Text>
        <Typography.Text>{COURSES_T.percentageSum(weights.total)}</Typography.Text>
        <Typography.Text>{COURSES_T.surahCount(surahCount)}</Typography.Text>
      </Flex>
      {weights.complete ? (
        <Alert type="success" showIcon message={COURSES_T.weightsComplete(weights.total)} />
      ) : (
        <Alert type="error" showIcon message={COURSES_T.weightsIncomplete(weights.total)} description={shortfall} />
      )}
    </Flex>
  );
}

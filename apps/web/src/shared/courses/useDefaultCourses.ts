import { useState } from 'react';
import { App } from 'antd';
import { DEFAULT_COURSES } from '#common';
import { useCreateCourse } from '../../api/courses';
import { errorMessage } from '../../api/request';
import { toCourseBody } from './course';
import { COURSES_T } from './locale';

/**
 * Adds the four default courses (weights 40/25/25/10) to a circle. They are posted one by one, each failure
 * skipped, so a refusal halfway keeps what was added; the outcome says how many of the four were made.
 */
export function useDefaultCourses() {
  const createCourse = useCreateCourse();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const create = async (semesterId: number, classId: number) => {
    setBusy(true);
    let created = 0;
    let firstFailure: unknown = null;
    for (const course of DEFAULT_COURSES) {
      try {
        await createCourse.mutateAsync({ semesterId, classId, body: toCourseBody(course) });
        created += 1;
      } catch (failure) {
        firstFailure ??= failure;
      }
    }
    setBusy(false);
    const total = DEFAULT_COURSES.length;
    if (created === 0) message.error(errorMessage(firstFailure, COURSES_T.defaultsFailed));
    else if (created < total) message.warning(COURSES_T.defaultsCreated(created, total));
    else message.success(COURSES_T.defaultsCreated(created, total));
  };

  return { busy, create };
}

import { useState } from 'react';
import { ProFormCheckbox, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { isCoursePercentage, LIMITS, MESSAGES } from '#common';
import { useCreateCourse, useUpdateCourse } from '../../api/courses';
import { EntityModalForm } from '../forms/EntityModalForm';
import { requiredRule } from '../forms/rules';
import { T } from '../locale';
import { canSaveCourse, toCourseBody, toCourseValues, type Course, type CoursePlace, type CourseValues } from './course';
import { COURSES_T } from './locale';

/** Steps of 0.1, as the API checks them (libs/common's `isCoursePercentage`); an empty field is the required rule's. */
const percentageRule = {
  validator: (_: unknown, value: unknown) =>
    value === null || value === undefined || isCoursePercentage(value) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.courses.percentage)),
};

const NEW_COURSE: CourseValues = { requires_surah: false };

/** Add (no `course`) or edit a course in a modal; the list refreshes after saving. */
export function CourseFormModal({ place, course, trigger }: { place: CoursePlace; course?: Course; trigger: JSX.Element }) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const editing = course !== undefined;
  const initialValues = course ? toCourseValues(course) : NEW_COURSE;
  // Save is disabled, not just refused, while the name is blank or the weight is not above 0 (spec 02 section 5).
  // The draft follows the fields and starts again from the course each time the modal opens.
  const [draft, setDraft] = useState(initialValues);
  const savable = canSaveCourse(draft);

  return (
    <EntityModalForm<CourseValues>
      title={editing ? COURSES_T.editCourse : COURSES_T.addCourse}
      trigger={trigger}
      initialValues={initialValues}
      onOpenChange={(open) => open && setDraft(initialValues)}
      onValuesChange={(_, values) => setDraft(values)}
      submitDisabled={!savable}
      onSubmit={(values) => {
        const body = toCourseBody(values);
        return editing ? update.mutateAsync({ id: course.id, body }) : create.mutateAsync({ ...place, body });
      }}
      successText={editing ? MESSAGES.courses.updated : MESSAGES.courses.created}
      fallback={COURSES_T.saveFailed}
    >
      <ProFormText
        name="name"
        label={COURSES_T.courseName}
        placeholder={COURSES_T.courseNamePlaceholder}
        rules={[requiredRule]}
        fieldProps={{ maxLength: LIMITS.course.name, showCount: true }}
        colProps={{ xs: 24, sm: 16 }}
      />
      <ProFormDigit
        name="percentage"
        label={COURSES_T.percentage}
        rules={[{ required: true, message: MESSAGES.validation.required }, percentageRule]}
        // The input clamps to 1..100; the API accepts 0 too, but a course weighing nothing is refused here.
        min={1}
        max={LIMITS.course.percentage.max}
        fieldProps={{ step: 0.1, suffix: '%', inputMode: 'decimal' }}
        placeholder={COURSES_T.percentagePlaceholder}
        extra={COURSES_T.percentageHint}
        colProps={{ xs: 24, sm: 8 }}
      />
      <ProFormTextArea
        name="description"
        label={`${T.description} ${T.optional}`}
        placeholder={COURSES_T.descriptionPlaceholder}
        fieldProps={{ maxLength: LIMITS.course.description, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
      <ProFormCheckbox name="requires_surah" colProps={{ span: 24 }}>
        {COURSES_T.requiresSurahField}
      </ProFormCheckbox>
    </EntityModalForm>
  );
}

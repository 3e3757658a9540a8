import { useEffect, useRef } from 'react';
import { Alert, Col, Form } from 'antd';
import { ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { calendarToday, defaultSemester, LIMITS, MESSAGES, SCHOOL_LEVELS, type ClassTeacherSelection, type SchoolLevel } from '#common';
import { useCreateClass, useUpdateClass } from '../../../api/classes';
import { schoolQueries } from '../../../api/schools';
import { semesterQueries } from '../../../api/semesters';
import type { ApiBody } from '../../../api/types';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { optionalText, requiredRule, requiredValueRule } from '../../../shared/forms/rules';
import { filterByLabel } from '../../../shared/forms/search';
import { useSoleComplexChosen } from '../../../shared/forms/useSoleComplexChosen';
import { T } from '../../../shared/locale';
import { CLASSES_T } from '../locale';
import type { ClassItem } from '../types';
import { NO_TEACHERS, TeacherChecklist } from './TeacherChecklist';

export interface ClassValues {
  name: string;
  school_id?: number;
  semester_id?: number;
  school_level?: SchoolLevel;
  /** Empty (null) means no limit. */
  max_students?: number | null;
  class_code?: string;
  description?: string;
  is_active: boolean;
  teachers: ClassTeacherSelection;
}

const LEVEL_OPTIONS = SCHOOL_LEVELS.map((level) => ({ value: level, label: level }));
const { maxStudents } = LIMITS.class;

/** The values of a new circle: 20 seats, active, no teachers, in the complex the screen is looking at. */
export function newClassValues(schoolId: number | undefined): Partial<ClassValues> {
  return { school_id: schoolId, max_students: maxStudents.default, is_active: true, teachers: NO_TEACHERS };
}

/** A stored circle as form values; its teachers keep their order (primary first) and their primary. */
export function toClassValues(circle: ClassItem): ClassValues {
  return {
    name: circle.name,
    school_id: circle.school_id,
    semester_id: circle.semester_id ?? undefined,
    school_level: circle.school_level as SchoolLevel,
    max_students: circle.max_students,
    class_code: circle.class_code ?? undefined,
    description: circle.description ?? undefined,
    is_active: circle.is_active,
    teachers: { teacher_ids: circle.teachers_with_roles.map((teacher) => teacher.id), primary_teacher_id: circle.primary_teacher_id },
  };
}

/**
 * Form values as the body of both add and edit. The teachers travel in the same body (the API stores the circle
 * and its teachers in one transaction); an emptied capacity is sent as null, which the API reads as no limit.
 */
export function toClassBody(values: ClassValues): ApiBody<'/api/classes', 'post'> & ApiBody<'/api/classes/{id}', 'put'> {
  return {
    name: values.name.trim(),
    school_id: values.school_id!,
    semester_id: values.semester_id!,
    school_level: values.school_level!,
    max_students: values.max_students ?? null,
    class_code: optionalText(values.class_code) ?? null,
    description: optionalText(values.description) ?? null,
    is_active: values.is_active,
    teacher_ids: values.teachers.teacher_ids,
    primary_teacher_id: values.teachers.primary_teacher_id,
  };
}

/** Add (no `circle`) or edit a circle in a modal: the class form of spec 01 section 5. */
export function ClassFormModal({ circle, defaultSchoolId, trigger }: { circle?: ClassItem; defaultSchoolId?: number; trigger: JSX.Element }) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const editing = circle !== undefined;

  return (
    <EntityModalForm<ClassValues>
      title={editing ? CLASSES_T.editClass : CLASSES_T.addClass}
      trigger={trigger}
      initialValues={circle ? toClassValues(circle) : newClassValues(defaultSchoolId)}
      onSubmit={(values) => {
        const body = toClassBody(values);
        return editing ? update.mutateAsync({ id: circle.id, body }) : create.mutateAsync(body);
      }}
      successText={editing ? MESSAGES.classes.saved : MESSAGES.classes.created}
      fallback={editing ? CLASSES_T.classUpdateFailed : CLASSES_T.classAddFailed}
    >
      <ProFormText name="name" label={CLASSES_T.className} rules={[requiredRule]} fieldProps={{ maxLength: LIMITS.class.name }} colProps={{ span: 24 }} />
      <ComplexAndSemesterFields isNew={!editing} />
      <Col xs={24} sm={12}>
        <Form.Item name="school_level" label={T.schoolLevel} rules={[requiredRule]}>
          <FormSelect options={LEVEL_OPTIONS} placeholder={T.chooseSchoolLevel} showSearch filterOption={filterByLabel} />
        </Form.Item>
      </Col>
      <ProFormDigit
        name="max_students"
        label={`${CLASSES_T.maxStudents} ${T.optional}`}
        extra={CLASSES_T.maxStudentsHint}
        // Not clamped: a number out of range says why instead of silently becoming 1 or 50.
        fieldProps={{ precision: 0, inputMode: 'numeric', style: { width: '100%' } }}
        rules={[{ type: 'number', min: maxStudents.min, max: maxStudents.max, message: MESSAGES.classes.maxStudents }]}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormText
        name="class_code"
        label={`${CLASSES_T.classCode} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.class.code }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormSwitch
        name="is_active"
        label={CLASSES_T.classStatus}
        fieldProps={{ checkedChildren: T.active, unCheckedChildren: T.inactive }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormTextArea
        name="description"
        label={`${T.description} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.class.description, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
      <TeachersField circle={circle} />
    </EntityModalForm>
  );
}

/**
 * The complex and its semesters: choosing another complex clears the semester and the teachers, which were its. A new
 * circle, or one moved to another complex, starts in that complex's current semester (spec 02 section 4: the one
 * containing today, else the first); an edited circle keeps the semester it has, even none.
 */
function ComplexAndSemesterFields({ isNew }: { isNew: boolean }) {
  const form = Form.useFormInstance<ClassValues>();
  const schoolId = Form.useWatch('school_id', form);
  const schools = useQuery(schoolQueries.list());
  useSoleComplexChosen(schools.data, isNew);
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });
  const movedComplex = useRef(false);
  const current = semesters.isSuccess && schoolId !== undefined ? defaultSemester(semesters.data, calendarToday()) : null;
  useEffect(() => {
    if (current && (isNew || movedComplex.current) && form.getFieldValue('semester_id') == null) form.setFieldsValue({ semester_id: current.id });
  }, [current, isNew, form]);

  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="school_id" label={T.complex} rules={[requiredValueRule]}>
          <FormSelect
            placeholder={CLASSES_T.chooseComplex}
            showSearch
            filterOption={filterByLabel}
            loading={schools.isLoading}
            options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            onChange={() => {
              movedComplex.current = true;
              form.setFieldsValue({ semester_id: undefined, teachers: NO_TEACHERS });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="semester_id" label={T.semester} rules={[requiredValueRule]}>
          <FormSelect
            placeholder={schoolId === undefined ? CLASSES_T.chooseComplexFirst : T.chooseSemester}
            disabled={schoolId === undefined}
            loading={semesters.isFetching}
            options={(semesters.data ?? []).map((semester) => ({ value: semester.id, label: semester.name }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * The active teachers of the chosen complex, with the note on what a primary and an assistant may do. An edited
 * circle's own teachers stay listed while it is in its complex, switched off or not (the API lets them stay).
 */
function TeachersField({ circle }: { circle?: ClassItem }) {
  const schoolId = Form.useWatch('school_id', Form.useFormInstance<ClassValues>());
  const kept = circle && circle.school_id === schoolId ? circle.teachers_with_roles : [];
  return (
    <Col span={24}>
      <Alert type="info" showIcon message={CLASSES_T.teachersNote} style={{ marginBottom: 12 }} />
      <Form.Item name="teachers" label={CLASSES_T.classTeachers} extra={CLASSES_T.teacherKeptHint}>
        <TeacherChecklist schoolId={schoolId} kept={kept} />
      </Form.Item>
    </Col>
  );
}

import { App, Col, Form } from 'antd';
import { ProFormDatePicker, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  LIMITS,
  MESSAGES,
  SCHOOL_LEVELS,
  offersActivation,
  studentActivationErrors,
  studentCreateBody,
  type SchoolLevel,
  type StudentFormValues,
} from '#common';
import { classQueries } from '../../../api/classes';
import { ApiError } from '../../../api/request';
import { schoolQueries } from '../../../api/schools';
import { useCreateStudent, useUpdateStudent } from '../../../api/students';
import type { ApiBody } from '../../../api/types';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { nationalIdRules, optionalText, requiredValueRule } from '../../../shared/forms/rules';
import { filterByLabel } from '../../../shared/forms/search';
import { T } from '../../../shared/locale';
import { STUDENTS_T } from '../locale';
import type { Student } from '../types';
import { EmailProField, FourNameProFields, MobileProField } from '../../../shared/forms/PersonProFields';
import { useSoleComplexChosen } from '../../../shared/forms/useSoleComplexChosen';

/** The form's values: libs/common's student form, whose create body it sends, with the level as chosen. */
export type StudentValues = StudentFormValues & { school_level: SchoolLevel };

const LEVEL_OPTIONS = SCHOOL_LEVELS.map((level) => ({ value: level, label: level }));
const STATUS_OPTIONS = [
  { value: 'inactive', label: T.inactive },
  { value: 'active', label: T.active },
];

/** A stored student as form values (the memorisation position has its own form). */
export function toStudentValues(student: Student): StudentValues {
  return {
    id: student.id,
    first_name: student.first_name,
    second_name: student.second_name,
    third_name: student.third_name,
    last_name: student.last_name,
    school_level: student.school_level as SchoolLevel,
    phone: student.phone,
    email: student.email,
    address: student.address,
    date_of_birth: student.date_of_birth?.slice(0, 10) ?? null,
    notes: student.notes,
    school_id: student.school_id,
    class_id: student.class_id,
  };
}

/**
 * Form values as the edit body: the file without the national ID (it never changes) and without the status (the
 * card's button changes it). An emptied field is sent as null, which the API reads as cleared; a cleared circle
 * ends the student's enrolment.
 */
export function toStudentUpdateBody(values: StudentValues): ApiBody<'/api/students/{id}', 'put'> {
  return {
    first_name: values.first_name.trim(),
    second_name: values.second_name.trim(),
    third_name: values.third_name.trim(),
    last_name: values.last_name.trim(),
    school_level: values.school_level,
    phone: optionalText(values.phone) ?? null,
    email: optionalText(values.email) ?? null,
    address: optionalText(values.address) ?? null,
    date_of_birth: values.date_of_birth || null,
    notes: optionalText(values.notes) ?? null,
    school_id: values.school_id ?? null,
    class_id: values.class_id ?? null,
  };
}

/**
 * A failed save says the server's sentence, else its field problems joined, else the fallback (spec 02 section 8);
 * the shared submit path knows the first and the last, so the middle one is made the sentence here.
 */
async function withDetailsAsSentence<R>(send: Promise<R>): Promise<R> {
  try {
    return await send;
  } catch (error) {
    if (error instanceof ApiError && error.sentence === null && error.details.length > 0) {
      throw new ApiError(error.status, error.details.map((detail) => detail.msg).join(T.listSeparator), error.details);
    }
    throw error;
  }
}

/** libs/common's activation rule (the very check the API runs) as a field validator: an active student needs a complex. */
async function activationCheck(next: { active: boolean; school_id: number | null | undefined }): Promise<void> {
  const [problem] = studentActivationErrors(next);
  if (problem) throw new Error(problem.msg);
}

/** Asks whether to activate a student who has just been given a complex and a circle; "no" keeps them inactive. */
function useAskToActivate(): () => Promise<boolean> {
  const { modal } = App.useApp();
  return () =>
    new Promise((resolve) => {
      modal.confirm({
        title: STUDENTS_T.activateTooTitle,
        content: STUDENTS_T.activateTooText,
        okText: STUDENTS_T.activateToo,
        cancelText: STUDENTS_T.keepInactive,
        centered: true,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}

/** Add (no `student`) or edit a student's file in a modal: the student form of spec 02 section 5. */
export function StudentFormModal({ student, defaultSchoolId, trigger }: { student?: Student; defaultSchoolId?: number; trigger: JSX.Element }) {
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const askToActivate = useAskToActivate();
  const editing = student !== undefined;

  const save = async (values: StudentValues) => {
    // studentCreateBody builds exactly the body the spec describes (the id is required by the form and the API).
    if (!editing) return create.mutateAsync(studentCreateBody(values) as ApiBody<'/api/students/manage', 'post'>);
    const body = toStudentUpdateBody(values);
    if (offersActivation(student, values) && (await askToActivate())) body.status = 'active';
    return update.mutateAsync({ id: student.id, body });
  };

  return (
    <EntityModalForm<StudentValues>
      title={editing ? STUDENTS_T.editStudent : STUDENTS_T.addStudent}
      trigger={trigger}
      width={720}
      initialValues={student ? toStudentValues(student) : { status: 'inactive', school_id: defaultSchoolId }}
      onSubmit={(values) => withDetailsAsSentence(save(values))}
      successText={editing ? MESSAGES.students.saved : MESSAGES.students.created}
      fallback={STUDENTS_T.saveFailed}
    >
      <ProFormText
        name="id"
        label={T.nationalIdLabel}
        rules={nationalIdRules}
        disabled={editing}
        extra={editing ? STUDENTS_T.nationalIdLocked : undefined}
        placeholder={T.nationalIdPlaceholder}
        fieldProps={{ maxLength: 10, inputMode: 'numeric', className: 'ltr-value' }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <Col xs={24} sm={12}>
        <Form.Item name="school_level" label={T.schoolLevel} rules={[requiredValueRule]}>
          <FormSelect options={LEVEL_OPTIONS} placeholder={T.chooseSchoolLevel} showSearch filterOption={filterByLabel} />
        </Form.Item>
      </Col>
      <FourNameProFields />
      <MobileProField required={false} />
      <EmailProField required={false} />
      <ProFormDatePicker
        name="date_of_birth"
        label={`${T.dateOfBirth} ${T.optional}`}
        fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormText name="address" label={`${T.address} ${T.optional}`} fieldProps={{ maxLength: LIMITS.person.address }} colProps={{ xs: 24, sm: 12 }} />
      <ComplexAndCircleFields active={student?.is_active ?? false} isNew={!editing} />
      {editing ? null : (
        <Col xs={24} sm={12}>
          <Form.Item
            name="status"
            label={STUDENTS_T.status}
            dependencies={['school_id']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, status?: string) =>
                  activationCheck({ active: status === 'active', school_id: getFieldValue('school_id') as number | undefined }),
              }),
            ]}
          >
            <FormSelect options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      )}
      <ProFormTextArea
        name="notes"
        label={`${STUDENTS_T.notes} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.notes, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
    </EntityModalForm>
  );
}

/**
 * The complex and its circles: the circle select lists only the chosen complex's circles and empties when it
 * changes. An active student keeps a complex (libs/common's activation rule, which the API applies too): said under
 * the field, where the API's answer would only name the status.
 */
function ComplexAndCircleFields({ active, isNew }: { active: boolean; isNew: boolean }) {
  const form = Form.useFormInstance<StudentValues>();
  const schoolId = Form.useWatch('school_id', form) ?? undefined;
  const schools = useQuery(schoolQueries.lookup());
  useSoleComplexChosen(schools.data, isNew);
  const circles = useQuery({ ...classQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });

  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name="school_id"
          label={active ? T.complex : `${T.complex} ${T.optional}`}
          rules={[{ validator: (_rule, schoolId?: number | null) => activationCheck({ active, school_id: schoolId }) }]}
        >
          <FormSelect
            placeholder={T.chooseComplex}
            allowClear
            showSearch
            filterOption={filterByLabel}
            loading={schools.isLoading}
            options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            onChange={() => form.setFieldsValue({ class_id: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="class_id" label={`${T.circle} ${T.optional}`}>
          <FormSelect
            placeholder={schoolId === undefined ? T.chooseComplexForCircles : T.chooseCircle}
            disabled={schoolId === undefined}
            allowClear
            showSearch
            filterOption={filterByLabel}
            loading={circles.isFetching}
            options={(circles.data ?? []).map((circle) => ({ value: circle.id, label: circle.name }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}

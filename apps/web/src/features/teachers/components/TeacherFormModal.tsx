import { Col, Form } from 'antd';
import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, MESSAGES } from '#common';
import { schoolQueries } from '../../../api/schools';
import { useCreateTeacher, useSetTeacherClasses, useUpdateTeacher } from '../../../api/teachers';
import type { ApiBody } from '../../../api/types';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { nationalIdRules, optionalText, passwordRules, requiredValueRule } from '../../../shared/forms/rules';
import { filterByLabel } from '../../../shared/forms/search';
import { T } from '../../../shared/locale';
import { TEACHERS_T } from '../locale';
import type { TeacherItem } from '../types';
import { ClassChecklist } from './ClassChecklist';
import { useSoleComplexChosen } from '../../../shared/forms/useSoleComplexChosen';
import { EmailProField, FourNameProFields, MobileProField } from '../../../shared/forms/PersonProFields';

export interface TeacherValues {
  id: string;
  school_id?: number;
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Asked on create only. */
  password?: string;
  specialization?: string;
  address?: string;
  qualifications?: string;
  /** The circles taught; edited on edit only. */
  class_ids: number[];
}

/** A stored teacher as form values. */
export function toTeacherValues(teacher: TeacherItem): TeacherValues {
  return {
    id: teacher.id,
    school_id: teacher.school_id ?? undefined,
    first_name: teacher.first_name,
    second_name: teacher.second_name,
    third_name: teacher.third_name,
    last_name: teacher.last_name,
    email: teacher.email ?? '',
    phone: teacher.phone ?? '',
    specialization: teacher.specialization ?? undefined,
    address: teacher.address ?? undefined,
    qualifications: teacher.actual_qualifications ?? undefined,
    class_ids: teacher.class_ids,
  };
}

/** What add and edit both send: the details, trimmed. */
function details(values: TeacherValues) {
  return {
    first_name: values.first_name.trim(),
    second_name: values.second_name.trim(),
    third_name: values.third_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    school_id: values.school_id!,
  };
}

/** A new teacher: an account of type teacher, with its password; empty optional fields are left out. */
export function toCreateBody(values: TeacherValues): ApiBody<'/api/teachers', 'post'> {
  return {
    id: values.id.trim(),
    ...details(values),
    password: values.password!,
    user_type: 'teacher',
    specialization: optionalText(values.specialization),
    address: optionalText(values.address),
    qualifications: optionalText(values.qualifications),
  };
}

/** An edit: the details, with an emptied optional field sent as null so the stored one is cleared. */
export function toUpdateBody(values: TeacherValues): ApiBody<'/api/teachers/{id}', 'put'> {
  return {
    ...details(values),
    specialization: optionalText(values.specialization) ?? null,
    address: optionalText(values.address) ?? null,
    qualifications: optionalText(values.qualifications) ?? null,
  };
}

/** Add (no `teacher`) or edit a teacher in a modal: the teacher form of spec 02 section 5. */
export function TeacherFormModal({ teacher, defaultSchoolId, trigger }: { teacher?: TeacherItem; defaultSchoolId?: number; trigger: JSX.Element }) {
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const setClasses = useSetTeacherClasses();
  const editing = teacher !== undefined;

  const save = async (values: TeacherValues) => {
    if (!editing) return create.mutateAsync(toCreateBody(values));
    // The spec's two endpoints: PUT /api/teachers/{id} takes the details, POST /api/teachers/{id}/classes the circles.
    // The details go first, so a teacher moved to another complex is there before its circles are set.
    await update.mutateAsync({ id: teacher.id, body: toUpdateBody(values) });
    return setClasses.mutateAsync({ id: teacher.id, body: { class_ids: values.class_ids } });
  };

  return (
    <EntityModalForm<TeacherValues>
      title={editing ? TEACHERS_T.editTeacher : TEACHERS_T.addTeacher}
      trigger={trigger}
      initialValues={teacher ? toTeacherValues(teacher) : { school_id: defaultSchoolId, class_ids: [] }}
      onSubmit={save}
      successText={editing ? MESSAGES.teachers.saved : MESSAGES.teachers.created}
      fallback={editing ? TEACHERS_T.teacherUpdateFailed : TEACHERS_T.teacherAddFailed}
    >
      <ProFormText
        name="id"
        label={T.nationalIdLabel}
        rules={nationalIdRules}
        // The national ID is the account's sign-in name: fixed once the account exists.
        disabled={editing}
        fieldProps={{ maxLength: 10, inputMode: 'numeric', className: 'ltr-value', placeholder: T.nationalIdPlaceholder }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ComplexField isNew={!editing} />
      <FourNameProFields />
      <EmailProField required={true} />
      <MobileProField required={true} />
      {editing ? null : (
        <ProFormText.Password
          name="password"
          label={T.passwordLabel}
          rules={passwordRules}
          fieldProps={{ maxLength: LIMITS.person.password.max, autoComplete: 'new-password' }}
          colProps={{ xs: 24, sm: 12 }}
        />
      )}
      <ProFormText
        name="specialization"
        label={`${TEACHERS_T.specialization} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.specialization }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormText
        name="address"
        label={`${T.address} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.address }}
        // Beside the specialization on edit, which has no password to pair it with; on its own row on create.
        colProps={editing ? { xs: 24, sm: 12 } : { span: 24 }}
      />
      <ProFormTextArea
        name="qualifications"
        label={`${TEACHERS_T.qualifications} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.qualifications, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
      {editing ? <ClassesField /> : null}
    </EntityModalForm>
  );
}

/** The complex; choosing another one unticks the circles, which were the old complex's (the API drops them too). */
function ComplexField({ isNew }: { isNew: boolean }) {
  const form = Form.useFormInstance<TeacherValues>();
  const schools = useQuery(schoolQueries.lookup());
  useSoleComplexChosen(schools.data, isNew);
  return (
    <Col xs={24} sm={12}>
      <Form.Item name="school_id" label={T.complex} rules={[requiredValueRule]}>
        <FormSelect
          placeholder={T.chooseComplex}
          showSearch
          filterOption={filterByLabel}
          loading={schools.isPending}
          options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
          onChange={() => form.setFieldsValue({ class_ids: [] })}
        />
      </Form.Item>
    </Col>
  );
}

/** The assigned-circles checklist (edit mode only, spec 02 section 2.6): the circles of the chosen complex. */
function ClassesField() {
  const schoolId = Form.useWatch('school_id', Form.useFormInstance<TeacherValues>());
  return (
    <Col span={24}>
      <Form.Item name="class_ids" label={TEACHERS_T.assignedClasses}>
        <ClassChecklist schoolId={schoolId} />
      </Form.Item>
    </Col>
  );
}

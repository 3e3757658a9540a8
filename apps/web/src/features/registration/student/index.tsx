import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { MESSAGES, NATIONAL_ID_PATTERN, SCHOOL_LEVELS, type SchoolLevel } from '#common';
import { useRegisterStudent } from '../../../api/students';
import { optionalText, requiredRule } from '../../../shared/forms/rules';
import { toApiDate } from '../../../shared/dates';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { T } from '../../../shared/locale';
import { AccountFields, ContactFields, NameFields, SectionTitle, SubmitRegistration, trimmedNames } from '../components/PersonFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { RegistrationOutcomeModal } from '../components/RegistrationOutcomeModal';
import { useRegistration } from '../components/useRegistration';
import { REGISTRATION_T } from '../locale';

interface StudentValues {
  id: string;
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
  phone?: string;
  email?: string;
  password: string;
  school_level: SchoolLevel;
  date_of_birth: Dayjs;
  parent_id?: string;
}

const LEVEL_OPTIONS = SCHOOL_LEVELS.map((level) => ({ value: level, label: level }));

/** /student-registration: the student's details and, optionally, the parent's national ID. */
export default function StudentRegistrationPage() {
  const [form] = Form.useForm<StudentValues>();
  const { submit, outcome, error, pending } = useRegistration(form, useRegisterStudent(), REGISTRATION_T.registrationFailedParent);

  const onFinish = (values: StudentValues) =>
    void submit({
      id: values.id.trim(),
      ...trimmedNames(values),
      phone: optionalText(values.phone),
      email: optionalText(values.email),
      password: values.password,
      school_level: values.school_level,
      date_of_birth: toApiDate(values.date_of_birth),
      parent_id: optionalText(values.parent_id) ?? null,
    });

  return (
    <RegistrationFrame
      title={REGISTRATION_T.registerStudentTitle}
      footer={
        <>
          <span>
            {REGISTRATION_T.haveAccount} <Link to="/login">{T.signIn}</Link>
          </span>
          <Link to="/parent-registration">{REGISTRATION_T.parentRegistrationLink}</Link>
        </>
      }
    >
      <Form<StudentValues> form={form} layout="vertical" onFinish={onFinish} disabled={pending} scrollToFirstError>
        <SectionTitle>{REGISTRATION_T.personalSection}</SectionTitle>
        <NameFields />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="school_level" label={T.schoolLevel} rules={[requiredRule]}>
              <FormSelect options={LEVEL_OPTIONS} placeholder={T.chooseSchoolLevel} showSearch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="date_of_birth" label={T.dateOfBirth} rules={[{ required: true, message: MESSAGES.validation.dateOfBirthRequired }]}>
              <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
            </Form.Item>
          </Col>
          <ContactFields required={false} />
          <Col xs={24} sm={12}>
            <Form.Item name="parent_id" label={REGISTRATION_T.parentId} rules={[{ pattern: NATIONAL_ID_PATTERN, message: MESSAGES.validation.parentId }]}>
              <Input inputMode="numeric" maxLength={10} className="ltr-value" />
            </Form.Item>
          </Col>
        </Row>
        <SectionTitle>{REGISTRATION_T.accountSection}</SectionTitle>
        <AccountFields />
        <SubmitRegistration error={error} pending={pending} />
      </Form>
      <RegistrationOutcomeModal outcome={outcome} />
    </RegistrationFrame>
  );
}

import { Col, Form, Input, Row } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, MESSAGES, ROLE_LABELS, STAFF_REGISTRATION_TYPES, staffNeedsSchool } from '#common';
import { schoolQueries } from '../../../api/schools';
import { useRegisterStaff } from '../../../api/teachers';
import type { ApiBody } from '../../../api/types';
import { optionalText } from '../../../shared/forms/rules';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { T } from '../../../shared/locale';
import { AccountFields, ContactFields, NameFields, SectionTitle, SubmitRegistration, trimmedNames } from '../components/PersonFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { RegistrationOutcomeModal } from '../components/RegistrationOutcomeModal';
import { useRegistration } from '../components/useRegistration';
import { filterByLabel } from '../../../shared/forms/search';
import { REGISTRATION_T } from '../locale';

/** The form holds exactly what the API takes. */
type StaffValues = ApiBody<'/api/teachers', 'post'>;

const TYPE_OPTIONS = STAFF_REGISTRATION_TYPES.map((type) => ({ value: type, label: ROLE_LABELS[type] }));

/** /TeacherRegister: teachers and staff; the complex is required except for a complex manager. */
export default function StaffRegistrationPage() {
  const [form] = Form.useForm<StaffValues>();
  const userType = Form.useWatch('user_type', form) ?? 'teacher';
  const schools = useQuery(schoolQueries.public());
  const { submit, outcome, error, pending } = useRegistration(form, useRegisterStaff(), REGISTRATION_T.registrationFailedStaff);

  const onFinish = (values: StaffValues) =>
    void submit({
      id: values.id.trim(),
      ...trimmedNames(values),
      address: optionalText(values.address),
      phone: values.phone.trim(),
      email: values.email.trim(),
      password: values.password,
      user_type: values.user_type,
      school_id: values.school_id ?? undefined,
      specialization: values.user_type === 'teacher' ? optionalText(values.specialization) : undefined,
      qualifications: optionalText(values.qualifications),
    });

  return (
    <RegistrationFrame
      title={T.registerStaff}
      subtitle={REGISTRATION_T.registerStaffSubtitle}
      footer={
        <span>
          {REGISTRATION_T.haveAccount} <Link to="/login">{T.signIn}</Link>
        </span>
      }
    >
      <Form<StaffValues> form={form} layout="vertical" onFinish={onFinish} disabled={pending} initialValues={{ user_type: 'teacher' }} scrollToFirstError>
        <SectionTitle>{REGISTRATION_T.workSection}</SectionTitle>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="user_type" label={REGISTRATION_T.userType} rules={[{ required: true, message: MESSAGES.validation.required }]}>
              <FormSelect options={TYPE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="school_id"
              label={staffNeedsSchool(userType) ? T.complex : `${T.complex} ${T.optional}`}
              dependencies={['user_type']}
              rules={[{ required: staffNeedsSchool(userType), message: MESSAGES.validation.schoolRequired }]}
            >
              <FormSelect
                options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                loading={schools.isLoading}
                placeholder={T.chooseComplex}
                allowClear
                showSearch
                filterOption={filterByLabel}
              />
            </Form.Item>
          </Col>
          {userType === 'teacher' ? (
            <Col xs={24} sm={12}>
              <Form.Item name="specialization" label={`${REGISTRATION_T.specialization} ${T.optional}`}>
                <Input maxLength={LIMITS.person.specialization} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} sm={12}>
            <Form.Item name="qualifications" label={`${REGISTRATION_T.qualifications} ${T.optional}`}>
              <Input maxLength={LIMITS.person.qualifications} />
            </Form.Item>
          </Col>
        </Row>
        <SectionTitle>{REGISTRATION_T.personalSection}</SectionTitle>
        <NameFields />
        <Row gutter={16}>
          <ContactFields required />
          <Col xs={24}>
            <Form.Item name="address" label={`${T.address} ${T.optional}`}>
              <Input maxLength={LIMITS.person.address} />
            </Form.Item>
          </Col>
        </Row>
        <SectionTitle>{REGISTRATION_T.accountSection}</SectionTitle>
        <AccountFields />
        <SubmitRegistration error={error} pending={pending} />
      </Form>
      <RegistrationOutcomeModal outcome={outcome} staff />
    </RegistrationFrame>
  );
}

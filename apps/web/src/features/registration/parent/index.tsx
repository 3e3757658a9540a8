import { Button, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LIMITS, MESSAGES, NATIONAL_ID_PATTERN, normaliseChildIds, SELF_SCHOOL_LEVELS } from '#common';
import { useRegisterParent } from '../../../api/parents';
import type { ApiBody } from '../../../api/types';
import { requiredRule } from '../../../shared/forms/rules';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { T } from '../../../shared/locale';
import { AccountFields, ContactFields, NameFields, SectionTitle, SubmitRegistration, trimmedNames } from '../components/PersonFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { RegistrationOutcomeModal } from '../components/RegistrationOutcomeModal';
import { useRegistration } from '../components/useRegistration';
import { REGISTRATION_T } from '../locale';
import styles from '../components/registration.module.css';

/** The form holds exactly what the API takes. */
type ParentValues = ApiBody<'/api/parents', 'post'>;

const LEVEL_OPTIONS = Object.entries(SELF_SCHOOL_LEVELS).map(([value, label]) => ({ value, label }));

/** /parent-registration: the parent, their children's IDs, and optionally themself as a student. */
export default function ParentRegistrationPage() {
  const [form] = Form.useForm<ParentValues>();
  const registerSelf = Form.useWatch('registerSelf', form);
  const { submit, outcome, error, pending } = useRegistration(form, useRegisterParent(), REGISTRATION_T.registrationFailedParent);

  const onFinish = (values: ParentValues) => {
    // Blank child rows are dropped; the form rules already refused malformed ones.
    const { ids } = normaliseChildIds(values.childIds ?? []);
    void submit({
      id: values.id.trim(),
      ...trimmedNames(values),
      neighborhood: values.neighborhood.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      password: values.password,
      childIds: ids,
      registerSelf: Boolean(values.registerSelf),
      ...(values.registerSelf ? { selfSchoolLevel: values.selfSchoolLevel } : {}),
    });
  };

  return (
    <RegistrationFrame
      title={REGISTRATION_T.registerParentTitle}
      footer={
        <>
          <span>
            {REGISTRATION_T.haveAccount} <Link to="/login">{T.signIn}</Link>
          </span>
          <Link to="/student-registration">{REGISTRATION_T.registerStudentTitle}</Link>
        </>
      }
    >
      <Form<ParentValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={pending}
        initialValues={{ childIds: [''], registerSelf: false }}
        scrollToFirstError
      >
        <SectionTitle>{REGISTRATION_T.personalSection}</SectionTitle>
        <NameFields />
        <Row gutter={16}>
          <ContactFields required />
          <Col xs={24} sm={12}>
            <Form.Item name="neighborhood" label={T.neighborhood} rules={[requiredRule]}>
              <Input maxLength={LIMITS.person.neighborhood} />
            </Form.Item>
          </Col>
        </Row>
        <SectionTitle>{REGISTRATION_T.accountSection}</SectionTitle>
        <AccountFields />

        <SectionTitle>{T.navChildren}</SectionTitle>
        <Typography.Paragraph type="secondary">{REGISTRATION_T.childrenHint}</Typography.Paragraph>
        <Form.List name="childIds">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div className={styles.childRow} key={field.key}>
                  <Form.Item
                    name={field.name}
                    label={REGISTRATION_T.childIdLabel(index + 1)}
                    rules={[{ pattern: NATIONAL_ID_PATTERN, message: MESSAGES.validation.childId }]}
                  >
                    <Input inputMode="numeric" maxLength={10} className="ltr-value" />
                  </Form.Item>
                  {/* At least one row stays, so the section never disappears. */}
                  {fields.length > 1 ? (
                    <Button aria-label={REGISTRATION_T.removeChild} icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: 34 }} />
                  ) : null}
                </div>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ marginBottom: 24 }}>
                {REGISTRATION_T.addChild}
              </Button>
            </>
          )}
        </Form.List>

        <Form.Item name="registerSelf" valuePropName="checked">
          <Checkbox>{REGISTRATION_T.registerSelf}</Checkbox>
        </Form.Item>
        {registerSelf ? (
          <Form.Item name="selfSchoolLevel" label={T.schoolLevel} rules={[{ required: true, message: MESSAGES.validation.selfSchoolLevelRequired }]}>
            <FormSelect options={LEVEL_OPTIONS} placeholder={T.chooseSchoolLevel} />
          </Form.Item>
        ) : null}

        <SubmitRegistration error={error} pending={pending} />
      </Form>
      <RegistrationOutcomeModal outcome={outcome} />
    </RegistrationFrame>
  );
}

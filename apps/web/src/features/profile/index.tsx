import { useState } from 'react';
import { App, Badge, Button, Card, Col, Descriptions, Flex, Form, Input, Modal, Row, Skeleton, Typography } from 'antd';
import { EditOutlined, LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { ProForm, ProFormDatePicker, ProFormText } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { LIMITS, MESSAGES } from '#common';
import { profileQueries, useChangePassword, useUpdateProfile, type Profile } from '../../api/profile';
import { accountStatus } from '../../shared/account-status';
import { DualDate } from '../../shared/DualDate';
import { toApiDate } from '../../shared/dates';
import { EmailProField, MobileProField } from '../../shared/forms/PersonProFields';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { optionalText } from '../../shared/forms/rules';
import { submitForm } from '../../shared/forms/submit';
import { QueryError } from '../../shared/list/QueryError';
import { T } from '../../shared/locale';
import { fullName, roleLabel } from '../../shared/user-name';
import { PROFILE_PAGE_T } from './locale';

/** Spec 03: the profile's messages clear after 5 seconds. */
const MESSAGE_SECONDS = 5;

/**
 * /profile (spec 03): one's own information, viewed or edited (phone, e-mail, address, date of birth), the account's
 * status, and the security section with the password change and its tips. Limited accounts keep this page.
 */
export default function ProfilePage() {
  const profile = useQuery(profileQueries.me());
  if (profile.isPending) return <Skeleton active />;
  if (profile.isError) return <QueryError error={profile.error} fallback={PROFILE_PAGE_T.loadFailed} onRetry={() => void profile.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <PersonalCard user={profile.data} />
      <SecurityCard />
    </Flex>
  );
}

interface InfoValues {
  phone?: string;
  email?: string;
  address?: string;
  date_of_birth?: Dayjs;
}

function PersonalCard({ user }: { user: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const { message } = App.useApp();
  const [form] = Form.useForm<InfoValues>();
  const status = accountStatus(user);

  const save = async (values: InfoValues) => {
    const outcome = await submitForm(
      () =>
        update.mutateAsync({
          phone: optionalText(values.phone) ?? null,
          email: optionalText(values.email) ?? null,
          address: optionalText(values.address) ?? null,
          date_of_birth: values.date_of_birth ? toApiDate(values.date_of_birth) : null,
        }),
      {
        form,
        fallback: T.profileSaveFailed,
        successText: MESSAGES.profile.saved,
        feedback: { success: (text) => message.success(text, MESSAGE_SECONDS), error: (text) => message.error(text, MESSAGE_SECONDS) },
      },
    );
    if (outcome.ok) setEditing(false);
  };

  return (
    <Card
      title={PROFILE_PAGE_T.personal}
      // On a phone the status and the edit button leave the title little room: it wraps instead of being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        <Flex gap={8} align="center">
          <Badge color={status.color} text={status.label} />
          {editing ? null : (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {PROFILE_PAGE_T.editInfo}
            </Button>
          )}
        </Flex>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: editing ? 16 : 0 }}>
        <Descriptions.Item label={T.fullName}>{fullName(user)}</Descriptions.Item>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{user.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.accountType}>{roleLabel(user.role)}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{user.school_name ?? T.notSet}</Descriptions.Item>
        {user.role === 'student' ? <Descriptions.Item label={T.circle}>{user.class_name ?? T.notSet}</Descriptions.Item> : null}
        {user.role === 'teacher' ? (
          <Descriptions.Item label={T.classesYouTeach}>
            {user.classes.length ? user.classes.map((c) => c.name).join(T.listSeparator) : T.notSet}
          </Descriptions.Item>
        ) : null}
        {editing ? null : (
          <>
            <Descriptions.Item label={T.email}>{user.email ? <span className="ltr-value">{user.email}</span> : T.notSet}</Descriptions.Item>
            <Descriptions.Item label={T.phone}>{user.phone ? <span className="ltr-value">{user.phone}</span> : T.notSet}</Descriptions.Item>
            <Descriptions.Item label={T.address}>{user.address ?? T.notSet}</Descriptions.Item>
            <Descriptions.Item label={T.dateOfBirth}>{user.date_of_birth ? <DualDate date={user.date_of_birth.slice(0, 10)} /> : T.notSet}</Descriptions.Item>
            <Descriptions.Item label={T.registeredAt}>
              <DualDate date={user.created_at.slice(0, 10)} />
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      {editing ? (
        <ProForm<InfoValues>
          form={form}
          name="profile"
          layout="vertical"
          grid
          initialValues={{
            phone: user.phone ?? undefined,
            email: user.email ?? undefined,
            address: user.address ?? undefined,
            date_of_birth: user.date_of_birth ? dayjs(user.date_of_birth) : undefined,
          }}
          onFinish={async (values) => void (await save(values))}
          submitter={{
            searchConfig: { submitText: T.save, resetText: T.cancel },
            resetButtonProps: { onClick: () => setEditing(false) },
            submitButtonProps: { loading: update.isPending },
          }}
        >
          <MobileProField required={false} />
          <EmailProField required={false} />
          <ProFormText name="address" label={`${T.address} ${T.optional}`} fieldProps={{ maxLength: LIMITS.person.address }} colProps={{ xs: 24, sm: 12 }} />
          <ProFormDatePicker
            name="date_of_birth"
            label={`${T.dateOfBirth} ${T.optional}`}
            colProps={{ xs: 24, sm: 12 }}
            fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') }}
          />
        </ProForm>
      ) : null}
    </Card>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function SecurityCard() {
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();

  const save = async (values: PasswordValues) => {
    const outcome = await submitForm(() => change.mutateAsync(values), {
      form,
      fallback: T.passwordChangeFailed,
      feedback: { success: (text) => message.success(text, MESSAGE_SECONDS), error: (text) => message.error(text, MESSAGE_SECONDS) },
    });
    if (outcome.ok) {
      void message.success(outcome.data.message, MESSAGE_SECONDS);
      setOpen(false);
      form.resetFields();
    }
  };

  return (
    <Card title={PROFILE_PAGE_T.security}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text type="secondary">{PROFILE_PAGE_T.passwordNote}</Typography.Text>
            <Button icon={<LockOutlined />} onClick={() => setOpen(true)}>
              {PROFILE_PAGE_T.changePassword}
            </Button>
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            <SafetyOutlined aria-hidden /> {PROFILE_PAGE_T.tipsTitle}
          </Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {PROFILE_PAGE_T.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Col>
      </Row>
      <Modal title={PROFILE_PAGE_T.changePassword} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden centered>
        <Form form={form} layout="vertical" name="change-password" onFinish={(values: PasswordValues) => void save(values)}>
          <Form.Item name="currentPassword" label={PROFILE_PAGE_T.currentPassword} rules={[{ required: true, message: MESSAGES.validation.required }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields />
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setOpen(false)}>{T.cancel}</Button>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {T.save}
            </Button>
          </Flex>
        </Form>
      </Modal>
    </Card>
  );
}

import { Col, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { ProFormText } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, MESSAGES, placeRole, ROLE_LABELS, ROLES_WITH_SCHOOL, rolePlacementError, type Role } from '#common';
import { schoolQueries } from '../../api/schools';
import type { ApiBody, ApiData } from '../../api/types';
import { useCreateUser, useUpdateUser } from '../../api/users';
import { EntityModalForm } from '../forms/EntityModalForm';
import { FormSelect } from '../forms/FormSelect';
import { EmailProField, FourNameProFields, MobileProField } from '../forms/PersonProFields';
import { nationalIdRules, optionalText, passwordRules, requiredRule, requiredValueRule } from '../forms/rules';
import { filterByLabel } from '../forms/search';
import { T } from '../locale';
import { ACCOUNTS_T } from './locale';

/** An account as GET /api/users lists it: a complex manager, a supervisor or a platform admin here. */
export type Account = ApiData<'/api/users', 'get'>[number];

export interface AccountValues {
  id: string;
  first_name: string;
  second_name?: string;
  third_name?: string;
  last_name: string;
  email: string;
  phone?: string;
  role: Role;
  school_id?: number;
  /** Required on create; on edit, empty keeps the current password. */
  password?: string;
  confirm_password?: string;
}

/** A stored account as form values (the password fields start empty). */
export function toAccountValues(account: Account): AccountValues {
  return {
    id: account.id,
    first_name: account.first_name,
    second_name: account.second_name,
    third_name: account.third_name,
    last_name: account.last_name,
    email: account.email ?? '',
    phone: account.phone ?? '',
    role: account.role,
    school_id: account.school_id ?? undefined,
  };
}

/** The names and contacts, trimmed; an empty optional field is null, so an edit clears it. */
function details(values: AccountValues) {
  return {
    first_name: values.first_name.trim(),
    second_name: optionalText(values.second_name) ?? null,
    third_name: optionalText(values.third_name) ?? null,
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: optionalText(values.phone) ?? null,
  };
}

/** A new account: its national ID, details, role and complex (libs/common's placeRole), and the password twice. */
export function toCreateBody(values: AccountValues): ApiBody<'/api/users', 'post'> {
  const { role, school_id } = placeRole(values.role, values.school_id, null);
  return {
    id: values.id.trim(),
    ...details(values),
    role: role as ApiBody<'/api/users', 'post'>['role'],
    school_id,
    password: values.password!,
    confirm_password: values.confirm_password,
  };
}

/** An edit: role, complex (never a circle) and details; the password only when a new one was typed. */
export function toUpdateBody(values: AccountValues): ApiBody<'/api/users/{id}', 'put'> {
  const { role, school_id } = placeRole(values.role, values.school_id, null);
  const password = values.password ? { password: values.password, confirm_password: values.confirm_password } : {};
  return { role, school_id, class_id: null, ...details(values), ...password };
}

export interface AccountFormModalProps {
  /** The account to edit; none to add one. */
  account?: Account;
  /** The roles offered, the first one chosen for a new account; a single role is fixed and its field not shown. */
  roles: readonly Role[];
  title: string;
  trigger: JSX.Element;
  /** The screen's text for a failed save (spec 02 section 8), shown when the server gives none. */
  fallback: string;
}

/**
 * Add or edit a complex manager, supervisor or platform admin (spec 02 section 5, "Complex administrator form" and
 * "Platform admin form"): national ID (fixed once the account exists), names, e-mail, phone, role and complex, and
 * a password typed twice, required on create and optional on edit.
 */
export function AccountFormModal({ account, roles, title, trigger, fallback }: AccountFormModalProps) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = account !== undefined;
  const fixedRole = roles.length === 1 ? roles[0] : undefined;

  const save = (values: AccountValues) => {
    const complete = { ...values, role: fixedRole ?? values.role };
    return editing ? update.mutateAsync({ id: account.id, body: toUpdateBody(complete) }) : create.mutateAsync(toCreateBody(complete));
  };

  return (
    <EntityModalForm<AccountValues>
      title={title}
      trigger={trigger}
      initialValues={account ? toAccountValues(account) : { role: roles[0] }}
      onSubmit={save}
      successText={editing ? MESSAGES.users.saved : MESSAGES.users.created}
      fallback={fallback}
    >
      {/* The role first: it decides whether the account has a complex. A single role is fixed and not asked. */}
      {fixedRole ? null : <RoleFields roles={roles} />}
      <ProFormText
        name="id"
        label={T.nationalIdLabel}
        rules={nationalIdRules}
        // The national ID is the account's sign-in name: fixed once the account exists.
        disabled={editing}
        fieldProps={{ maxLength: 10, inputMode: 'numeric', className: 'ltr-value', placeholder: T.nationalIdPlaceholder }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <EmailProField required={true} />
      <FourNameProFields middleOptional />
      <MobileProField required={false} />
      {/* An empty half keeps the two password fields side by side. */}
      <Col xs={24} sm={12} />
      <PasswordFields required={!editing} />
    </EntityModalForm>
  );
}

/** The role, then the complex for the roles that have one: required for a complex manager, optional for a supervisor. */
function RoleFields({ roles }: { roles: readonly Role[] }) {
  const form = Form.useFormInstance<AccountValues>();
  const role = Form.useWatch('role', form);
  const schools = useQuery(schoolQueries.lookup());
  const hasComplex = role !== undefined && ROLES_WITH_SCHOOL.includes(role);
  const complexRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, schoolId?: number) => {
      const missing = rolePlacementError(placeRole(getFieldValue('role') as Role, schoolId, null));
      if (missing) throw new Error(missing.msg);
    },
  });
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="role" label={T.accountType} rules={[requiredValueRule]}>
          <FormSelect options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))} />
        </Form.Item>
      </Col>
      {hasComplex ? (
        <Col xs={24} sm={12}>
          <Form.Item
            name="school_id"
            label={role === 'administrator' ? T.complex : `${T.complex} ${T.optional}`}
            rules={[complexRule]}
            dependencies={['role']}
            required={role === 'administrator'}
          >
            <FormSelect
              placeholder={T.chooseComplex}
              allowClear={role !== 'administrator'}
              showSearch
              filterOption={filterByLabel}
              loading={schools.isPending}
              options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            />
          </Form.Item>
        </Col>
      ) : null}
    </>
  );
}

/** On edit: an empty password keeps the current one; a new one is as long as on create. */
const passwordMinRule: Rule = { min: LIMITS.person.password.min, message: MESSAGES.validation.passwordMin };

/** The password and its confirmation: required on create; on edit both may stay empty, which keeps the password. */
function PasswordFields({ required }: { required: boolean }) {
  const matchRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, confirm?: string) => {
      if (required && !confirm) return; // the required rule says it
      if ((getFieldValue('password') ?? '') !== (confirm ?? '')) throw new Error(MESSAGES.passwords.mismatch);
    },
  });
  const fieldProps = { maxLength: LIMITS.person.password.max, autoComplete: 'new-password' };
  return (
    <>
      <ProFormText.Password
        name="password"
        label={required ? T.passwordLabel : `${T.passwordLabel} ${T.optional}`}
        rules={required ? passwordRules : [passwordMinRule]}
        extra={required ? undefined : ACCOUNTS_T.keepPassword}
        fieldProps={fieldProps}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormText.Password
        name="confirm_password"
        label={required ? T.confirmPasswordLabel : `${T.confirmPasswordLabel} ${T.optional}`}
        dependencies={['password']}
        rules={required ? [requiredRule, matchRule] : [matchRule]}
        fieldProps={fieldProps}
        colProps={{ xs: 24, sm: 12 }}
      />
    </>
  );
}

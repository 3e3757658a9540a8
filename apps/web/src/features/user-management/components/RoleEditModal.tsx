import { Col, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, placeRole, ROLE_LABELS, rolePlacementError, ROLES, ROLES_WITH_CLASS, ROLES_WITH_SCHOOL, type Role } from '#common';
import { classQueries } from '../../../api/classes';
import { ApiError } from '../../../api/request';
import { schoolQueries } from '../../../api/schools';
import { useUpdateUser } from '../../../api/users';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { requiredValueRule } from '../../../shared/forms/rules';
import { filterByLabel } from '../../../shared/forms/search';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { USERS_T } from '../locale';
import type { ManagedUser } from '../types';

export interface RoleValues {
  role: Role;
  school_id?: number | null;
  class_id?: number | null;
}

/** Where the user is now: their role, complex, and their (first) circle. */
export function toRoleValues(user: ManagedUser): RoleValues {
  return { role: user.role, school_id: user.school_id ?? undefined, class_id: user.classes[0]?.id };
}

/**
 * The spec's alert for a failed role edit (section 8): its lead, then the server's sentence or «unknown error». The
 * server's field problems stay with it, to go under the fields.
 */
async function ledByRoleFailure<R>(send: Promise<R>): Promise<R> {
  try {
    return await send;
  } catch (error) {
    const failure = error instanceof ApiError ? error : null;
    const reason = failure?.sentence ?? USERS_T.unknownError;
    // Never status 0 here: the shared message would lead it with the fallback a second time.
    throw new ApiError(failure?.status || 500, `${USERS_T.roleFailed}: ${reason}`, failure?.details ?? []);
  }
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The role edit (spec 02 sections 4 and 5): a role, and a complex and a circle only where the role has them. The body
 * is libs/common's placeRole, the check before sending its rolePlacementError: the very rules the API applies.
 */
export function RoleEditModal({ user, open, onOpenChange }: { user: ManagedUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateUser();
  return (
    <EntityModalForm<RoleValues>
      title={USERS_T.roleTitle(fullName(user))}
      open={open}
      onOpenChange={onOpenChange}
      width={520}
      initialValues={toRoleValues(user)}
      onSubmit={(values) => ledByRoleFailure(update.mutateAsync({ id: user.id, body: placeRole(values.role, values.school_id, values.class_id) }))}
      successText={MESSAGES.users.saved}
      fallback={`${USERS_T.roleFailed}: ${USERS_T.unknownError}`}
    >
      <RolePlacementFields />
    </EntityModalForm>
  );
}

/**
 * Role, complex and circle. A role without a complex clears the complex and the circle, one without a circle the
 * circle, and a new complex the circle; the circle select lists only the chosen complex's circles.
 */
function RolePlacementFields() {
  const form = Form.useFormInstance<RoleValues>();
  const role = Form.useWatch('role', form);
  const schoolId = Form.useWatch('school_id', form) ?? undefined;
  const withSchool = role !== undefined && ROLES_WITH_SCHOOL.includes(role);
  const withClass = role !== undefined && ROLES_WITH_CLASS.includes(role);
  const schools = useQuery({ ...schoolQueries.lookup(), enabled: withSchool });
  const circles = useQuery({ ...classQueries.lookup({ school_id: schoolId }), enabled: withClass && schoolId !== undefined });

  const onRoleChange = (next: Role) => {
    if (!ROLES_WITH_SCHOOL.includes(next)) form.setFieldsValue({ school_id: undefined, class_id: undefined });
    else if (!ROLES_WITH_CLASS.includes(next)) form.setFieldsValue({ class_id: undefined });
  };

  return (
    <>
      <Col span={24}>
        <Form.Item name="role" label={T.accountType} rules={[requiredValueRule]}>
          <FormSelect options={ROLE_OPTIONS} onChange={onRoleChange} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="school_id"
          label={role === 'administrator' ? T.complex : `${T.complex} ${T.optional}`}
          required={role === 'administrator'}
          // Checked again when the role changes, once it has been checked (a complex manager without a complex).
          dependencies={['role']}
          rules={[
            {
              validator: async (_rule, value?: number | null) => {
                const problem = rolePlacementError(placeRole(form.getFieldValue('role') as Role, value, null));
                if (problem) throw new Error(problem.msg);
              },
            },
          ]}
        >
          <FormSelect
            placeholder={withSchool ? T.chooseComplex : USERS_T.noComplexForRole}
            disabled={!withSchool}
            allowClear
            showSearch
            filterOption={filterByLabel}
            loading={schools.isLoading}
            options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            onChange={() => form.setFieldsValue({ class_id: undefined })}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="class_id" label={`${T.circle} ${T.optional}`} extra={role === 'teacher' ? USERS_T.teacherKeepsCircles : undefined}>
          <FormSelect
            placeholder={!withClass ? USERS_T.noCircleForRole : schoolId === undefined ? T.chooseComplexForCircles : T.chooseCircle}
            disabled={!withClass || schoolId === undefined}
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

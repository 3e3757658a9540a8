import { useQuery } from '@tanstack/react-query';
import { ProFormDatePicker, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { LIMITS, RULES } from '#common';
import { useCreateSchool, useUpdateSchool } from '../../../api/schools';
import { teacherQueries } from '../../../api/teachers';
import type { ApiBody, School } from '../../../api/types';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { emailRules, mobileRules, optionalText, requiredRule } from '../../../shared/forms/rules';
import { filterByLabel } from '../../../shared/forms/search';
import { useCan } from '../../../session/viewer';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { SCHOOLS_T } from '../locale';

export interface SchoolValues {
  name: string;
  neighborhood: string;
  city: string;
  region: string;
  phone?: string;
  email?: string;
  established_date?: string;
  administrator_id?: string;
}

/** The API keeps one address: neighborhood, city and region joined by ', ' (spec 01 section 3). */
export const ADDRESS_SEPARATOR = ', ';

/** A stored complex as form values: the address splits back into its three parts. */
export function toSchoolValues(school: School): SchoolValues {
  const [neighborhood = '', city = '', ...region] = (school.address ?? '').split(ADDRESS_SEPARATOR);
  return {
    name: school.name,
    neighborhood,
    city,
    region: region.join(ADDRESS_SEPARATOR),
    phone: school.phone ?? undefined,
    email: school.email ?? undefined,
    established_date: school.established_date?.slice(0, 10) ?? undefined,
    administrator_id: school.administrator_id ?? undefined,
  };
}

/**
 * Form values as the body of both add and edit; an emptied optional field is sent as null so an edit clears it. The
 * manager is left out for someone who may not assign one (the form does not offer the field to them).
 */
export function toSchoolBody(values: SchoolValues, assignsManager = true): ApiBody<'/api/schools', 'post'> & ApiBody<'/api/schools/{id}', 'put'> {
  return {
    name: values.name.trim(),
    address: [values.neighborhood, values.city, values.region].map((part) => part.trim()).join(ADDRESS_SEPARATOR),
    phone: optionalText(values.phone) ?? null,
    email: optionalText(values.email) ?? null,
    established_date: values.established_date || null,
    administrator_id: assignsManager ? values.administrator_id || null : undefined,
  };
}

/** Add (no `school`) or edit a complex in a modal; the list refreshes after saving. */
export function SchoolFormModal({ school, trigger }: { school?: School; trigger: JSX.Element }) {
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const editing = school !== undefined;
  // Only the admin names a complex's manager (RULES.schools.assignManager); a manager editing their own complex
  // does not see the field, and the API would refuse a change to it.
  const assignsManager = useCan(RULES.schools.assignManager);

  return (
    <EntityModalForm<SchoolValues>
      title={editing ? SCHOOLS_T.editSchool : SCHOOLS_T.addSchool}
      trigger={trigger}
      initialValues={school ? toSchoolValues(school) : undefined}
      onSubmit={(values) => {
        const body = toSchoolBody(values, assignsManager);
        return editing ? update.mutateAsync({ id: school.id, body }) : create.mutateAsync(body);
      }}
      successText={editing ? SCHOOLS_T.schoolUpdated : SCHOOLS_T.schoolAdded}
      fallback={editing ? SCHOOLS_T.schoolUpdateFailed : SCHOOLS_T.schoolAddFailed}
    >
      <ProFormText name="name" label={SCHOOLS_T.schoolName} rules={[requiredRule]} fieldProps={{ maxLength: LIMITS.school.name }} colProps={{ span: 24 }} />
      <ProFormText
        name="neighborhood"
        label={T.neighborhood}
        rules={[requiredRule]}
        fieldProps={{ maxLength: LIMITS.school.addressPart }}
        colProps={{ xs: 24, sm: 8 }}
      />
      <ProFormText
        name="city"
        label={SCHOOLS_T.city}
        rules={[requiredRule]}
        fieldProps={{ maxLength: LIMITS.school.addressPart }}
        colProps={{ xs: 24, sm: 8 }}
      />
      <ProFormText
        name="region"
        label={SCHOOLS_T.region}
        rules={[requiredRule]}
        fieldProps={{ maxLength: LIMITS.school.addressPart }}
        colProps={{ xs: 24, sm: 8 }}
      />
      <ProFormText
        name="phone"
        label={`${T.phone} ${T.optional}`}
        rules={mobileRules(false)}
        fieldProps={{ maxLength: 10, inputMode: 'tel', className: 'ltr-value' }}
        placeholder={T.phonePlaceholder}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormText
        name="email"
        label={`${T.email} ${T.optional}`}
        rules={emailRules(false)}
        fieldProps={{ maxLength: LIMITS.person.email, inputMode: 'email', className: 'ltr-value' }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormDatePicker
        name="established_date"
        label={`${SCHOOLS_T.establishedDate} ${T.optional}`}
        fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') }}
        colProps={{ xs: 24, sm: 12 }}
      />
      {assignsManager ? <AdministratorSelect /> : null}
    </EntityModalForm>
  );
}

function AdministratorSelect() {
  const administrators = useQuery(teacherQueries.lookup({ user_type: 'administrator' }));
  return (
    <ProFormSelect
      name="administrator_id"
      label={`${SCHOOLS_T.administrator} ${T.optional}`}
      placeholder={SCHOOLS_T.chooseAdministrator}
      colProps={{ xs: 24, sm: 12 }}
      fieldProps={{ loading: administrators.isLoading, allowClear: true, showSearch: true, filterOption: filterByLabel }}
      options={(administrators.data ?? []).map((person) => ({ value: person.id, label: fullName(person) }))}
    />
  );
}

import { useRef } from 'react';
import { App } from 'antd';
import { ModalForm, ProFormDatePicker, ProFormSelect, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { MESSAGES } from '#common';
import { useAdministrators, useCreateSchool, useUpdateSchool } from '../../../api/schools';
import { errorMessage } from '../../../api/request';
import type { ApiBody, School } from '../../../api/types';
import { applyServerErrors, emailRules, mobileRules, optionalText, requiredRule } from '../../../shared/forms';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';

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

/** Form values as the body of both add and edit; an emptied optional field is sent as null so an edit clears it. */
export function toSchoolBody(values: SchoolValues): ApiBody<'/api/schools', 'post'> & ApiBody<'/api/schools/{id}', 'put'> {
  return {
    name: values.name.trim(),
    address: [values.neighborhood, values.city, values.region].map((part) => part.trim()).join(ADDRESS_SEPARATOR),
    phone: optionalText(values.phone) ?? null,
    email: optionalText(values.email) ?? null,
    established_date: values.established_date || null,
    administrator_id: values.administrator_id || null,
  };
}

/** Add (no `school`) or edit a complex in a modal; the list refreshes after saving. */
export function SchoolFormModal({ school, trigger }: { school?: School; trigger: JSX.Element }) {
  const formRef = useRef<ProFormInstance<SchoolValues> | undefined>(undefined);
  const { message } = App.useApp();
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const editing = school !== undefined;

  const onFinish = async (values: SchoolValues) => {
    try {
      const body = toSchoolBody(values);
      if (editing) await update.mutateAsync({ id: school.id, body });
      else await create.mutateAsync(body);
      message.success(editing ? T.schoolUpdated : T.schoolAdded);
      return true;
    } catch (failure) {
      message.error(errorMessage(failure, editing ? MESSAGES.schoolUpdateFailed : MESSAGES.schoolAddFailed));
      if (formRef.current) applyServerErrors(formRef.current, failure);
      return false;
    }
  };

  return (
    <ModalForm<SchoolValues>
      formRef={formRef}
      title={editing ? T.editSchool : T.addSchool}
      trigger={trigger}
      initialValues={school ? toSchoolValues(school) : undefined}
      modalProps={{ destroyOnClose: true, centered: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: T.save, resetText: T.cancel } }}
      onFinish={onFinish}
      grid
      rowProps={{ gutter: 16 }}
      width={640}
    >
      <ProFormText name="name" label={T.schoolName} rules={[requiredRule]} fieldProps={{ maxLength: 100 }} colProps={{ span: 24 }} />
      <ProFormText name="neighborhood" label={T.neighborhood} rules={[requiredRule]} colProps={{ xs: 24, sm: 8 }} />
      <ProFormText name="city" label={T.city} rules={[requiredRule]} colProps={{ xs: 24, sm: 8 }} />
      <ProFormText name="region" label={T.region} rules={[requiredRule]} colProps={{ xs: 24, sm: 8 }} />
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
        fieldProps={{ inputMode: 'email', className: 'ltr-value' }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormDatePicker
        name="established_date"
        label={`${T.establishedDate} ${T.optional}`}
        fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <AdministratorSelect />
    </ModalForm>
  );
}

function AdministratorSelect() {
  const administrators = useAdministrators(true);
  return (
    <ProFormSelect
      name="administrator_id"
      label={`${T.administrator} ${T.optional}`}
      placeholder={T.chooseAdministrator}
      colProps={{ xs: 24, sm: 12 }}
      fieldProps={{ loading: administrators.isLoading, allowClear: true, showSearch: true, optionFilterProp: 'label' }}
      options={(administrators.data ?? []).map((person) => ({ value: person.id, label: fullName(person) }))}
    />
  );
}

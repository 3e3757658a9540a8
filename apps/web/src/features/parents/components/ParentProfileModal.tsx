import { ProFormDatePicker, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { LIMITS, MESSAGES } from '#common';
import type { ApiBody } from '../../../api/types';
import { useUpdateProfile } from '../../../api/users';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { optionalText } from '../../../shared/forms/rules';
import { T } from '../../../shared/locale';
import { PARENTS_T } from '../locale';
import type { Parent } from '../types';
import { EmailProField, FourNameProFields, MobileProField } from '../../../shared/forms/PersonProFields';

export interface ProfileValues {
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
  email: string;
  phone?: string;
  address?: string;
  date_of_birth?: string;
  neighborhood?: string;
  notes?: string;
}

/** A parent as form values. */
export function toProfileValues(parent: Parent): ProfileValues {
  return {
    first_name: parent.first_name,
    second_name: parent.second_name,
    third_name: parent.third_name,
    last_name: parent.last_name,
    email: parent.email ?? '',
    phone: parent.phone ?? undefined,
    address: parent.address ?? undefined,
    date_of_birth: parent.date_of_birth?.slice(0, 10) ?? undefined,
    neighborhood: parent.neighborhood ?? undefined,
    notes: parent.notes ?? undefined,
  };
}

/**
 * Form values as the profile body: names and e-mail trimmed, an emptied optional field sent as null so the edit
 * clears it. The school level is not on the parents' form and is left out, so it stays as it is.
 */
export function toProfileBody(values: ProfileValues): ApiBody<'/api/users/{id}/profile', 'put'> {
  return {
    first_name: values.first_name.trim(),
    second_name: values.second_name.trim(),
    third_name: values.third_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: optionalText(values.phone) ?? null,
    address: optionalText(values.address) ?? null,
    date_of_birth: values.date_of_birth || null,
    neighborhood: optionalText(values.neighborhood) ?? null,
    notes: optionalText(values.notes) ?? null,
  };
}

/**
 * A parent's profile (spec 02 section 5): the four names and the e-mail required, the rest optional. An e-mail of
 * another user comes back as a 409 whose `details` put the sentence under the e-mail field.
 */
export function ParentProfileModal({ parent, trigger }: { parent: Parent; trigger: JSX.Element }) {
  const update = useUpdateProfile();
  return (
    <EntityModalForm<ProfileValues>
      title={PARENTS_T.editProfile}
      trigger={trigger}
      initialValues={toProfileValues(parent)}
      onSubmit={(values) => update.mutateAsync({ id: parent.id, body: toProfileBody(values) })}
      successText={MESSAGES.profile.saved}
      fallback={PARENTS_T.profileFailed}
    >
      <FourNameProFields />
      <EmailProField required={true} />
      <MobileProField required={false} />
      <ProFormText name="neighborhood" label={`${T.neighborhood} ${T.optional}`} fieldProps={{ maxLength: LIMITS.person.neighborhood }} colProps={{ xs: 24, sm: 12 }} />
      <ProFormDatePicker
        name="date_of_birth"
        label={`${T.dateOfBirth} ${T.optional}`}
        fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormText name="address" label={`${T.address} ${T.optional}`} fieldProps={{ maxLength: LIMITS.person.address }} colProps={{ span: 24 }} />
      <ProFormTextArea
        name="notes"
        label={`${PARENTS_T.notes} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.notes, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
    </EntityModalForm>
  );
}

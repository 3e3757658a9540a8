import { ProFormDatePicker, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { LIMITS, MESSAGES, SCHOOL_LEVELS, type SchoolLevel } from '#common';
import type { ApiBody, ApiData } from '../../api/types';
import { useUpdateProfile } from '../../api/users';
import { T } from '../locale';
import { EntityModalForm } from './EntityModalForm';
import { EmailProField, FourNameProFields, MobileProField } from './PersonProFields';
import { optionalText } from './rules';
import { filterByLabel } from './search';

/** A person as GET /api/users answers them: what the profile form starts from. */
export type ProfilePerson = ApiData<'/api/users', 'get'>[number];

export interface ProfileValues {
  first_name: string;
  second_name?: string;
  third_name?: string;
  last_name: string;
  email: string;
  phone?: string;
  address?: string;
  date_of_birth?: string;
  school_level?: SchoolLevel;
  neighborhood?: string;
  notes?: string;
}

/** A person as form values. */
export function toProfileValues(person: ProfilePerson): ProfileValues {
  return {
    first_name: person.first_name,
    second_name: person.second_name,
    third_name: person.third_name,
    last_name: person.last_name,
    email: person.email ?? '',
    phone: person.phone ?? undefined,
    address: person.address ?? undefined,
    date_of_birth: person.date_of_birth?.slice(0, 10) ?? undefined,
    // One of libs/common's levels: the API stores no other.
    school_level: (person.school_level as SchoolLevel | null) ?? undefined,
    neighborhood: person.neighborhood ?? undefined,
    notes: person.notes ?? undefined,
  };
}

/**
 * Form values as the profile body: names and e-mail trimmed, an emptied optional field sent as null so the edit
 * clears it. The school level is sent only by a form that shows it (`withSchoolLevel`); left out, it stays as it is.
 */
export function toProfileBody(values: ProfileValues, withSchoolLevel = false): ApiBody<'/api/users/{id}/profile', 'put'> {
  return {
    first_name: values.first_name.trim(),
    second_name: optionalText(values.second_name) ?? null,
    third_name: optionalText(values.third_name) ?? null,
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: optionalText(values.phone) ?? null,
    address: optionalText(values.address) ?? null,
    date_of_birth: values.date_of_birth || null,
    ...(withSchoolLevel ? { school_level: values.school_level ?? null } : {}),
    neighborhood: optionalText(values.neighborhood) ?? null,
    notes: optionalText(values.notes) ?? null,
  };
}

const LEVEL_OPTIONS = SCHOOL_LEVELS.map((level) => ({ value: level, label: level }));

export interface ProfileModalProps {
  person: ProfilePerson;
  title: string;
  /** The screen's text for a failed save, shown when the server gives none. */
  fallback: string;
  /** The users' form (spec 02 section 5): the father's and grandfather's names may stay empty. The parents' requires them. */
  middleOptional?: boolean;
  /** Shows the school level (the users' form); without it the level is left as it is. */
  withSchoolLevel?: boolean;
  /** Opens the form; or give `open` and `onOpenChange` to open it from outside. */
  trigger?: JSX.Element;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A person's profile (spec 02 section 5, users and parents): the names and the e-mail required, the rest optional.
 * An e-mail of another user comes back as a 409 whose `details` put the sentence under the e-mail field.
 */
export function ProfileModal({ person, title, fallback, middleOptional = false, withSchoolLevel = false, trigger, open, onOpenChange }: ProfileModalProps) {
  const update = useUpdateProfile();
  return (
    <EntityModalForm<ProfileValues>
      title={title}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      initialValues={toProfileValues(person)}
      onSubmit={(values) => update.mutateAsync({ id: person.id, body: toProfileBody(values, withSchoolLevel) })}
      successText={MESSAGES.profile.saved}
      fallback={fallback}
    >
      <FourNameProFields middleOptional={middleOptional} />
      <EmailProField required={true} />
      <MobileProField required={false} />
      <ProFormText
        name="neighborhood"
        label={`${T.neighborhood} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.neighborhood }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormDatePicker
        name="date_of_birth"
        label={`${T.dateOfBirth} ${T.optional}`}
        fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') }}
        colProps={{ xs: 24, sm: 12 }}
      />
      {withSchoolLevel ? (
        <ProFormSelect
          name="school_level"
          label={`${T.schoolLevel} ${T.optional}`}
          options={LEVEL_OPTIONS}
          fieldProps={{ placeholder: T.chooseSchoolLevel, showSearch: true, filterOption: filterByLabel, allowClear: true }}
          colProps={{ xs: 24, sm: 12 }}
        />
      ) : null}
      <ProFormText
        name="address"
        label={`${T.address} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.address }}
        colProps={withSchoolLevel ? { xs: 24, sm: 12 } : { span: 24 }}
      />
      <ProFormTextArea
        name="notes"
        label={`${T.notes} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.person.notes, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
    </EntityModalForm>
  );
}

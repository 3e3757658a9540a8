import { ProFormText } from '@ant-design/pro-components';
import { LIMITS } from '#common';
import { T } from '../locale';
import { emailRules, mobileRules, requiredRule } from './rules';

// The person fields of the signed-in screens' modal forms (teachers, students, parents), each on half a row of the
// 24-column grid. The public registration forms have their own, on plain antd Form (see web-patterns.md).

const NAME_FIELDS = [
  ['first_name', T.firstName],
  ['second_name', T.secondName],
  ['third_name', T.thirdName],
  ['last_name', T.lastName],
] as const;

/** The four name parts, each required; with `middleOptional`, the father's and grandfather's names may stay empty. */
export function FourNameProFields({ middleOptional = false }: { middleOptional?: boolean }) {
  return (
    <>
      {NAME_FIELDS.map(([name, label]) => {
        const optional = middleOptional && (name === 'second_name' || name === 'third_name');
        return (
          <ProFormText
            key={name}
            name={name}
            label={optional ? `${label} ${T.optional}` : label}
            rules={optional ? [] : [requiredRule]}
            fieldProps={{ maxLength: LIMITS.person.name }}
            colProps={{ xs: 24, sm: 12 }}
          />
        );
      })}
    </>
  );
}

/** An e-mail field, required or marked optional. */
export function EmailProField({ required }: { required: boolean }) {
  return (
    <ProFormText
      name="email"
      label={required ? T.email : `${T.email} ${T.optional}`}
      rules={emailRules(required)}
      fieldProps={{ maxLength: LIMITS.person.email, inputMode: 'email', className: 'ltr-value' }}
      colProps={{ xs: 24, sm: 12 }}
    />
  );
}

/** A mobile number field (05 and 8 digits), required or marked optional. */
export function MobileProField({ required }: { required: boolean }) {
  return (
    <ProFormText
      name="phone"
      label={required ? T.phone : `${T.phone} ${T.optional}`}
      rules={mobileRules(required)}
      fieldProps={{ maxLength: 10, inputMode: 'tel', className: 'ltr-value', placeholder: T.phonePlaceholder }}
      colProps={{ xs: 24, sm: 12 }}
    />
  );
}

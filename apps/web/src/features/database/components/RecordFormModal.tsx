import type { ReactElement } from 'react';
import { Col, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { ProFormDatePicker, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { MESSAGES } from '#common';
import { useCreateRecord, useUpdateRecord, type DatabaseColumn, type DatabaseRecord } from '../../../api/database';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { emailRules, requiredValueRule } from '../../../shared/forms/rules';
import { T } from '../../../shared/locale';
import { DATABASE_T } from '../locale';
import styles from '../database.module.css';
import { choicesOf, decimalsOf, fieldKind, formColumns, isRequired, keyOf, keyColumnOf, toFormValues, toRecordBody, type FormValues } from './values';

/** Long enough for any text a TEXT column takes; the API checks the exact limit. */
const TEXT_MAX = 16_383;

const jsonRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    JSON.parse(String(value));
  },
  message: DATABASE_T.invalidJson,
};

/** The column's name as the field's label, with its type beside it: both left-to-right tokens. */
function FieldLabel({ column }: { column: DatabaseColumn }) {
  return (
    <span>
      <bdi dir="ltr">{column.name}</bdi>{' '}
      <bdi dir="ltr" className={styles.fieldType}>
        {column.type}
      </bdi>
    </span>
  );
}

/** One field of the record form, its input chosen by fieldKind; the primary key is read-only when editing. */
function RecordField({ column, editing }: { column: DatabaseColumn; editing: boolean }) {
  const kind = fieldKind(column);
  const label = <FieldLabel column={column} />;
  const locked = editing && column.key === 'PRI';
  const rules: Rule[] = isRequired(column) && !locked ? [requiredValueRule] : [];
  const wide = kind === 'textarea' || kind === 'json';
  const colProps = { xs: 24, sm: wide ? 24 : 12 };
  const common = { name: column.name, label, rules, colProps, disabled: locked, extra: locked ? DATABASE_T.readOnlyKey : undefined };

  switch (kind) {
    case 'password':
      return <ProFormText.Password {...common} fieldProps={{ maxLength: column.max_length ?? undefined, autoComplete: 'new-password' }} />;
    case 'email':
      return (
        <ProFormText {...common} rules={[...rules, ...emailRules(false)]} fieldProps={{ maxLength: column.max_length ?? undefined, className: 'ltr-value' }} />
      );
    case 'number': {
      const decimals = decimalsOf(column);
      return (
        // Not clamped: the API says why a number is out of range rather than the input silently changing it.
        <ProFormDigit {...common} fieldProps={{ precision: decimals, step: decimals ? 10 ** -decimals : 1, style: { width: '100%' } }} />
      );
    }
    case 'date':
      return <ProFormDatePicker {...common} fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }} />;
    case 'textarea':
      return <ProFormTextArea {...common} fieldProps={{ maxLength: TEXT_MAX, autoSize: { minRows: 2, maxRows: 6 } }} />;
    case 'json':
      return <ProFormTextArea {...common} rules={[...rules, jsonRule]} fieldProps={{ className: 'ltr-value', autoSize: { minRows: 1, maxRows: 6 } }} />;
    case 'boolean':
    case 'choice': {
      const options =
        kind === 'boolean'
          ? [
              { value: 'true', label: T.yes },
              { value: 'false', label: T.no },
            ]
          : choicesOf(column).map((value) => ({ value, label: value }));
      return (
        <Col {...colProps}>
          <Form.Item name={column.name} label={label} rules={rules}>
            <FormSelect options={options} allowClear={column.nullable === 'YES'} disabled={locked} />
          </Form.Item>
        </Col>
      );
    }
    default:
      return <ProFormText {...common} fieldProps={{ maxLength: column.max_length ?? undefined }} />;
  }
}

interface RecordFormModalProps {
  tableName: string;
  columns: DatabaseColumn[];
  /** The row to edit; none to add one. */
  record?: DatabaseRecord;
  trigger: ReactElement;
}

/** Add or edit one row in a modal, its fields generated from the table's columns (spec 02 sections 2.13 and 5). */
export function RecordFormModal({ tableName, columns, record, trigger }: RecordFormModalProps) {
  const create = useCreateRecord(tableName);
  const update = useUpdateRecord(tableName);
  const keyColumn = keyColumnOf(columns);
  const editing = record !== undefined && keyColumn !== undefined;
  const initial = editing ? toFormValues(columns, record) : undefined;

  return (
    <EntityModalForm<FormValues>
      title={editing ? DATABASE_T.editRecord : DATABASE_T.addRecord}
      trigger={trigger}
      initialValues={initial}
      onSubmit={(values) => {
        const body = toRecordBody(columns, values, initial);
        return editing ? update.mutateAsync({ key: keyOf(record, keyColumn), body }) : create.mutateAsync(body);
      }}
      successText={editing ? MESSAGES.database.updated : MESSAGES.database.created}
      fallback={editing ? DATABASE_T.updateFailed : DATABASE_T.addFailed}
    >
      {formColumns(columns, editing).map((column) => (
        <RecordField key={column.name} column={column} editing={editing} />
      ))}
    </EntityModalForm>
  );
}

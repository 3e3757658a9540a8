import { Form } from 'antd';
import { ProFormDatePicker } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDualDate, isCalendarDate, type SemesterCalendar } from '#common';
import { toApiDate } from '../dates';
import { dualDateCell } from './DualDateCell';
import { isOffDay, useWorkingDayDefault, workingDayRule } from './working-days';

export interface WorkingDayFieldProps {
  name: string;
  label: string;
  /** The semesters whose working days may be chosen; undefined while they load (then any past day may be). */
  semesters: SemesterCalendar[] | undefined;
  /** The sentence of an empty field. */
  requiredMessage: string;
  /** A day the record already had: kept without being asked again. */
  kept?: string;
  disabled?: boolean;
  colProps?: { xs?: number; sm?: number; span?: number };
}

const normalizeDate = (day: Dayjs | string | null) => (day ? (typeof day === 'string' ? day : toApiDate(day)) : undefined);

/**
 * The day of a class-book entry (a grade, points, an attendance mark) in a ProForm, as `YYYY-MM-DD`: never a day to
 * come, only the working days of its semester (the others greyed out, and refused with the API's sentence), each day
 * of the panel with its Hijri day, and the chosen day's Hijri date under the field. A new entry that opened on today
 * while today is not a working day (a Friday) moves to the latest working day once the calendar is known; any other
 * day the semester does not study is refused at once, before anything is sent.
 */
export function WorkingDayField({ name, label, semesters, requiredMessage, kept, disabled, colProps }: WorkingDayFieldProps) {
  const form = Form.useFormInstance();
  const date: unknown = Form.useWatch(name, form);
  useWorkingDayDefault(form, name, typeof date === 'string' ? date : undefined, semesters, { kept, fixed: disabled });
  return (
    <ProFormDatePicker
      name={name}
      label={label}
      rules={[{ required: true, message: requiredMessage }, workingDayRule(semesters, kept)]}
      normalize={normalizeDate}
      disabled={disabled}
      fieldProps={{
        style: { width: '100%' },
        allowClear: false,
        disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day') || (toApiDate(day) !== kept && isOffDay(day, semesters)),
        cellRender: dualDateCell,
      }}
      extra={typeof date === 'string' && isCalendarDate(date) ? formatDualDate(date, 'full').hijri : undefined}
      colProps={colProps}
    />
  );
}

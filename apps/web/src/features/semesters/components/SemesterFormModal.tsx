import { Alert, Col, type FormRule } from 'antd';
import { ProForm, ProFormCheckbox, ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import {
  calendarToday,
  DEFAULT_COURSES,
  DEFAULT_WEEKEND_DAYS,
  formatDualDate,
  isCalendarDate,
  LIMITS,
  MESSAGES,
  SEMESTER_TYPES,
  semesterCalendarErrors,
  semesterTotalDays,
  semesterWorkingDays,
  type SemesterType,
} from '#common';
import { useCreateSemester, useUpdateSemester, type Semester } from '../../../api/semesters';
import type { ApiBody } from '../../../api/types';
import { dualDateCell } from '../../../shared/calendar/DualDateCell';
import { toApiDate } from '../../../shared/dates';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { requiredRule, requiredValueRule } from '../../../shared/forms/rules';
import { T } from '../../../shared/locale';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';
import { VacationDaysField } from './VacationDaysField';

/** A picked day's Hijri (Umm al-Qura) date, shown under its picker. */
const hijriOf = (date: string | undefined) => (date && isCalendarDate(date) ? formatDualDate(date, 'full').hijri : undefined);

/** The form keeps dates as the API's `YYYY-MM-DD` text (the pickers are normalised), so the rules compare text. */
export interface SemesterValues {
  type: SemesterType;
  year: number;
  start_date: string;
  end_date: string;
  weekend_days: number[];
  vacation_days: string[];
}

type CalendarField = 'end_date' | 'weekend_days' | 'vacation_days';

/** The sentence libs/common's calendar rules (the very check the API runs) give for `field`, if any. */
export function calendarError(values: Partial<SemesterValues>, field: CalendarField): string | undefined {
  const errors = semesterCalendarErrors({
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
    weekend_days: values.weekend_days ?? [],
    vacation_days: values.vacation_days ?? [],
  });
  return errors.find((error) => error.path === field || error.path.startsWith(`${field}.`))?.msg;
}

const calendarRule =
  (field: CalendarField): FormRule =>
  (form) => ({
    validator: async () => {
      const message = calendarError(form.getFieldsValue(true) as Partial<SemesterValues>, field);
      if (message) throw new Error(message);
    },
  });

/** A new semester: this year, Friday and Saturday off, no holidays yet. */
function newSemesterValues(): Partial<SemesterValues> {
  return { year: Number(calendarToday().slice(0, 4)), weekend_days: [...DEFAULT_WEEKEND_DAYS], vacation_days: [] };
}

export function toSemesterValues(semester: Semester): SemesterValues {
  return {
    type: semester.type,
    year: semester.year,
    start_date: semester.start_date,
    end_date: semester.end_date,
    weekend_days: semester.weekend_days,
    vacation_days: semester.vacation_days,
  };
}

/** The values as the body of both add and edit (on edit `school_id` must be, and is, the semester's own complex). */
export function toSemesterBody(values: SemesterValues, schoolId: number): ApiBody<'/api/semesters', 'post'> & ApiBody<'/api/semesters/{id}', 'put'> {
  return {
    type: values.type,
    year: values.year,
    start_date: values.start_date,
    end_date: values.end_date,
    school_id: schoolId,
    weekend_days: [...values.weekend_days].sort((a, b) => a - b),
    vacation_days: [...values.vacation_days].sort(),
  };
}

const TYPE_OPTIONS = Object.entries(SEMESTER_TYPES).map(([value, label]) => ({ value, label }));
const WEEKDAY_OPTIONS = SEMESTERS_T.weekdays.map((label, index) => ({ value: index + 1, label }));
const DEFAULT_COURSES_TEXT = DEFAULT_COURSES.map((course) => SEMESTERS_T.courseWithWeight(course.name, course.percentage)).join(T.listSeparator);
const YEAR_RULES: FormRule[] = [
  requiredValueRule,
  { type: 'integer', min: LIMITS.semester.year.min, max: LIMITS.semester.year.max, message: MESSAGES.semesters.year },
];

/** A picked day is kept as `YYYY-MM-DD`; the picker shows the text as a day again by itself. */
const normalizeDate = (day: Dayjs | null) => (day ? toApiDate(day) : undefined);

/** Add (no `semester`) or edit a semester of the complex `schoolId` in a modal; the list refreshes after saving. */
export function SemesterFormModal({ schoolId, semester, trigger }: { schoolId: number; semester?: Semester; trigger: JSX.Element }) {
  const create = useCreateSemester();
  const update = useUpdateSemester();
  const editing = semester !== undefined;

  return (
    <EntityModalForm<SemesterValues>
      title={editing ? SEMESTERS_T.editSemester : SEMESTERS_T.addSemester}
      trigger={trigger}
      initialValues={semester ? toSemesterValues(semester) : newSemesterValues()}
      onSubmit={(values) => {
        const body = toSemesterBody(values, schoolId);
        return editing ? update.mutateAsync({ id: semester.id, body }) : create.mutateAsync(body);
      }}
      successText={editing ? MESSAGES.semesters.saved : MESSAGES.semesters.created}
      fallback={editing ? SEMESTERS_T.semesterSaveFailed : SEMESTERS_T.semesterAddFailed}
    >
      <ProFormRadio.Group
        name="type"
        label={SEMESTERS_T.semesterType}
        radioType="button"
        options={TYPE_OPTIONS}
        rules={[requiredRule]}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormDigit
        name="year"
        label={SEMESTERS_T.yearLabel}
        rules={YEAR_RULES}
        fieldProps={{ min: LIMITS.semester.year.min, max: LIMITS.semester.year.max, precision: 0, style: { width: '100%' } }}
        colProps={{ xs: 24, sm: 12 }}
      />
      <ProFormDependency name={['start_date', 'end_date']}>
        {({ start_date: start, end_date: end }: Partial<SemesterValues>) => (
          <>
            <ProFormDatePicker
              name="start_date"
              label={SEMESTERS_T.startDate}
              rules={[requiredRule]}
              normalize={normalizeDate}
              fieldProps={{ style: { width: '100%' }, cellRender: dualDateCell }}
              extra={hijriOf(start)}
              colProps={{ xs: 24, sm: 12 }}
            />
            <ProFormDatePicker
              name="end_date"
              label={SEMESTERS_T.endDate}
              rules={[requiredRule, calendarRule('end_date')]}
              dependencies={['start_date']}
              normalize={normalizeDate}
              fieldProps={{ style: { width: '100%' }, disabledDate: (day: Dayjs) => Boolean(start) && toApiDate(day) < start!, cellRender: dualDateCell }}
              extra={hijriOf(end)}
              colProps={{ xs: 24, sm: 12 }}
            />
          </>
        )}
      </ProFormDependency>
      <ProFormCheckbox.Group
        name="weekend_days"
        label={SEMESTERS_T.weekendDays}
        options={WEEKDAY_OPTIONS}
        rules={[calendarRule('weekend_days')]}
        colProps={{ span: 24 }}
      />
      <ProFormDependency name={['start_date', 'end_date']}>
        {({ start_date: start, end_date: end }: Partial<SemesterValues>) => (
          <Col span={24}>
            <ProForm.Item
              name="vacation_days"
              label={SEMESTERS_T.vacationLabel}
              rules={[calendarRule('vacation_days')]}
              dependencies={['start_date', 'end_date']}
            >
              <VacationDaysField start={start} end={end} />
            </ProForm.Item>
          </Col>
        )}
      </ProFormDependency>
      <ProFormDependency name={['start_date', 'end_date', 'weekend_days', 'vacation_days']}>
        {(values: Partial<SemesterValues>) => (
          <Col span={24}>
            <CalendarSummary values={values} />
          </Col>
        )}
      </ProFormDependency>
      {editing ? null : (
        <Col span={24}>
          <Alert type="info" showIcon message={SEMESTERS_T.defaultCoursesNote(DEFAULT_COURSES_TEXT)} />
        </Col>
      )}
    </EntityModalForm>
  );
}

/** Total and working days of what is typed so far, once both dates are there and in order. */
function CalendarSummary({ values }: { values: Partial<SemesterValues> }) {
  const { start_date: start, end_date: end } = values;
  if (!start || !end || end < start) return null;
  const calendar = { start_date: start, end_date: end, weekend_days: values.weekend_days ?? [], vacation_days: values.vacation_days ?? [] };
  return (
    <div className={styles.summary} role="status" aria-label={SEMESTERS_T.calendarSummary}>
      <span>
        {SEMESTERS_T.totalDays}: <strong>{semesterTotalDays(calendar)}</strong>
      </span>
      <span>
        {T.workingDays}: <strong>{semesterWorkingDays(calendar).length}</strong>
      </span>
    </div>
  );
}

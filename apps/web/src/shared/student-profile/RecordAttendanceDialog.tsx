import { ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { calendarToday, LIMITS, MESSAGES } from '#common';
import { throwIfRefused, useSubmitFeedback } from '../../offline/feedback';
import { OUTBOX_T } from '../../offline/locale';
import { outbox } from '../../offline/outbox';
import { useSemesterCalendar } from '../calendar/working-days';
import { WorkingDayField } from '../calendar/WorkingDayField';
import { EntityModalForm } from '../forms/EntityModalForm';
import { T } from '../locale';
import { PROFILE_T } from './locale';

interface AttendanceValues {
  attendance_date?: string;
  is_present?: boolean;
  notes?: string;
}

/**
 * Records one day of a student's attendance in the circle from the profile dialog (spec 03 section 2): the day (a
 * working day of the semester: today, or the latest one before it) and present or absent.
 * Marking a day already marked changes it.
 */
export function RecordAttendanceDialog({
  classId,
  semesterId,
  student,
  open,
  onClose,
}: {
  classId: number;
  semesterId: number;
  student: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const semesters = useSemesterCalendar(semesterId);
  const tell = useSubmitFeedback();
  const required = { required: true, message: MESSAGES.attendance.dateAndStatusRequired };
  return (
    <EntityModalForm<AttendanceValues>
      title={PROFILE_T.recordAttendanceOf(student.name)}
      open={open}
      width={480}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      initialValues={{ attendance_date: calendarToday() }}
      onSubmit={async (values) => {
        const isPresent = values.is_present === true;
        const date = values.attendance_date ?? '';
        const body = {
          semester_id: semesterId,
          class_id: classId,
          student_id: student.id,
          attendance_date: date,
          is_present: isPresent,
          notes: values.notes || null,
        };
        // Through the outbox: kept on the device when the network fails; a refusal stays in the form to be corrected.
        const result = await outbox.submit('attendance', body, { label: OUTBOX_T.attendanceLabel(student.name, date, isPresent ? T.present : T.absent) });
        await throwIfRefused(result);
        tell([result], isPresent ? MESSAGES.attendance.markedPresent : MESSAGES.attendance.markedAbsent);
      }}
      fallback={T.attendanceSaveFailed}
    >
      <WorkingDayField name="attendance_date" label={T.date} semesters={semesters} requiredMessage={required.message} colProps={{ span: 24 }} />
      <ProFormRadio.Group
        name="is_present"
        label={T.status}
        rules={[required]}
        radioType="button"
        options={[
          { value: true, label: T.present },
          { value: false, label: T.absent },
        ]}
        colProps={{ span: 24 }}
      />
      <ProFormTextArea
        name="notes"
        label={`${T.notes} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.attendance.notes, autoSize: { minRows: 2, maxRows: 4 } }}
        colProps={{ span: 24 }}
      />
    </EntityModalForm>
  );
}

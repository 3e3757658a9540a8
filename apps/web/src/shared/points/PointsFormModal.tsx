import { ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { calendarToday, LIMITS, MESSAGES } from '#common';
import { useGivePoints, useUpdatePoints, type GivePointsBody } from '../../api/points';
import { sendOrKeep, useSubmitFeedback } from '../../offline/feedback';
import { OUTBOX_T } from '../../offline/locale';
import { outbox } from '../../offline/outbox';
import { useSemesterCalendar } from '../calendar/working-days';
import { WorkingDayField } from '../calendar/WorkingDayField';
import { EntityModalForm } from '../forms/EntityModalForm';
import { T } from '../locale';
import { POINTS_T } from './locale';
import { POINTS_OPTIONS } from './points';

interface PointsValues {
  points_date?: string;
  points_given?: number;
  notes?: string;
}

export interface PointsFormModalProps {
  classId: number;
  semesterId: number;
  student: { id: string; name: string };
  /** The entry to change (its day is fixed); without it new points are given. */
  entry?: { id: number; points_date: string; points_given: number; notes: string | null };
  /** The day of new points when it is already chosen (a cell of the grid); else today, which the form lets change. */
  date?: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Gives a student points for a day, or changes an entry (spec 03: the points modal): the day (a working day of the
 * semester), the points in halves from 0 to 5 with their labels, optional notes. The server refuses an inactive
 * student and a second entry of a day.
 */
export function PointsFormModal({ classId, semesterId, student, entry, date, open, onClose }: PointsFormModalProps) {
  const giveOnline = useGivePoints();
  const update = useUpdatePoints();
  const editing = entry !== undefined;
  const fixedDate = entry?.points_date ?? date;
  const semesters = useSemesterCalendar(semesterId);
  const tell = useSubmitFeedback();
  /** New points: online, or kept in the outbox when the server cannot be reached. */
  const give = async (body: GivePointsBody) => {
    const label = OUTBOX_T.pointsLabel(student.name, body.points_date, body.points_given);
    const outcome = await sendOrKeep(
      () => giveOnline.mutateAsync(body),
      () => outbox.submitMany('points', [body], { label: () => label }),
    );
    tell('kept' in outcome ? outcome.kept : [], MESSAGES.points.given);
  };
  return (
    <EntityModalForm<PointsValues>
      title={editing ? POINTS_T.editTitle(student.name) : POINTS_T.giveTitle(student.name)}
      open={open}
      width={480}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      initialValues={{ points_date: fixedDate ?? calendarToday(), points_given: entry?.points_given, notes: entry?.notes ?? undefined }}
      onSubmit={(values) =>
        editing
          ? update.mutateAsync({ id: entry.id, body: { points_given: values.points_given ?? -1, notes: values.notes || null } })
          : give({
              student_id: student.id,
              class_id: classId,
              semester_id: semesterId,
              points_date: values.points_date ?? '',
              points_given: values.points_given ?? -1,
              notes: values.notes || null,
            })
      }
      successText={editing ? MESSAGES.points.updated : undefined}
      fallback={editing ? POINTS_T.updateFailed : POINTS_T.giveFailed}
    >
      <WorkingDayField
        name="points_date"
        label={T.date}
        semesters={semesters}
        requiredMessage={MESSAGES.points.incomplete}
        kept={fixedDate}
        disabled={fixedDate !== undefined}
        colProps={{ span: 24 }}
      />
      <ProFormSelect
        name="points_given"
        label={POINTS_T.points}
        rules={[{ required: true, message: POINTS_T.valueRequired }]}
        options={POINTS_OPTIONS}
        fieldProps={{ autoFocus: true, listHeight: 320 }}
        colProps={{ span: 24 }}
      />
      <ProFormTextArea
        name="notes"
        label={`${T.notes} ${T.optional}`}
        fieldProps={{ maxLength: LIMITS.points.notes, autoSize: { minRows: 2, maxRows: 4 } }}
        colProps={{ span: 24 }}
      />
    </EntityModalForm>
  );
}

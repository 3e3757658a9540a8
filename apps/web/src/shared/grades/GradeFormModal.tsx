import { App, Col, Flex, Form, InputNumber, Typography } from 'antd';
import { ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import { LIMITS, MESSAGES } from '#common';
import { carriesQuranReference, getSurah } from '#quran';
import { useCreateGrade, useUpdateGrade, type Grade, type GradeBody } from '../../api/grading';
import { sendOrKeep, useSubmitFeedback } from '../../offline/feedback';
import { OUTBOX_T } from '../../offline/locale';
import { outbox } from '../../offline/outbox';
import { useSemesterCalendar } from '../calendar/working-days';
import { WorkingDayField } from '../calendar/WorkingDayField';
import { EntityModalForm } from '../forms/EntityModalForm';
import { FormSelect } from '../forms/FormSelect';
import { filterByLabel } from '../forms/search';
import { T } from '../locale';
import { QURAN_T } from '../quran/locale';
import { SURAH_OPTIONS, lastAyah, positionText } from '../quran/position';
import {
  nextLessonStart,
  toCreateGradeBody,
  toGradeValues,
  toUpdateGradeBody,
  type EditableGrade,
  type GradeCourse,
  type GradeValues,
  type MemorisedAt,
  type ReferenceValue,
} from './grade';
import { GRADES_T } from './locale';
import styles from './grades.module.css';

export interface GradeFormModalProps {
  classId: number;
  /** The circle's semester: only its working days may be chosen. */
  semesterId: number | null;
  studentId: string;
  /** The course graded: its name decides whether the form asks for a Quran range, its max_grade the default maximum. */
  course: GradeCourse;
  /** The grade to edit; without it a new one is added. */
  grade?: EditableGrade;
  /** The student's latest grade in this course: a new lesson starts where it ended. */
  lastGrade?: Pick<Grade, 'start_reference' | 'end_reference'>;
  /** Where the student stands, when known: a first new-memorisation lesson starts after it. */
  memorised?: MemorisedAt;
  open: boolean;
  onClose: () => void;
}

/**
 * Adds or edits one grade of one student in one course (spec 03 sections 2 and 5): the grade (0 to the maximum, whole
 * numbers; above the maximum is brought back to it), the maximum (the course's by default), the day (a working day
 * of the semester: today, or the latest one before it), notes, and for a course with Quran the range's start and end
 * surah and ayah, a new one starting where the course's last lesson ended. Choosing a start surah starts at its first
 * ayah and ends at its last; choosing an end surah ends at its last ayah. A behaviour, seerah, creed or fiqh course
 * shows no range. The server's field problems appear under their fields; a new-memorisation grade that moved the
 * student's memorised position says where to.
 */
export function GradeFormModal({ classId, semesterId, studentId, course, grade, lastGrade, memorised, open, onClose }: GradeFormModalProps) {
  const create = useCreateGrade();
  const update = useUpdateGrade();
  const { message } = App.useApp();
  const tell = useSubmitFeedback();
  const semesters = useSemesterCalendar(semesterId);
  const withReference = carriesQuranReference(course.name);
  const editing = grade !== undefined;
  const start = editing || !withReference ? null : nextLessonStart(course, lastGrade, memorised);
  const saved = ({ position_moved_to: moved }: { position_moved_to: { memorized_surah_id: number; memorized_ayah_number: number } | null }) => {
    void message.success(editing ? MESSAGES.grades.updated : MESSAGES.grades.created);
    const position = moved && positionText(moved.memorized_surah_id, moved.memorized_ayah_number);
    if (position) void message.info(GRADES_T.positionMoved(position));
  };
  /** A new grade: online, or kept in the outbox when the server cannot be reached (edits need the network). */
  const add = async (body: GradeBody) => {
    const label = OUTBOX_T.gradeLabel(course.name, body.grade_value, body.max_grade);
    const keep =
      semesterId === null ? null : () => outbox.submitMany('grade', [{ ...body, class_id: classId, semester_id: semesterId }], { label: () => label });
    const outcome = keep ? await sendOrKeep(() => create.mutateAsync({ classId, body }), keep) : { sent: await create.mutateAsync({ classId, body }) };
    if ('sent' in outcome) saved(outcome.sent);
    else tell(outcome.kept);
  };

  return (
    <EntityModalForm<GradeValues>
      title={editing ? GRADES_T.editTitle(course.name) : GRADES_T.addTitle(course.name)}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      initialValues={toGradeValues(course, grade, start)}
      onSubmit={async (values) =>
        editing
          ? saved(await update.mutateAsync({ id: grade.id, body: toUpdateGradeBody(values, { classId, withReference }) }))
          : await add(toCreateGradeBody(values, { studentId, courseId: course.id, withReference }))
      }
      fallback={GRADES_T.saveFailed}
    >
      <GradeValueField />
      <ProFormDigit
        name="max_grade"
        label={GRADES_T.maxGrade}
        min={LIMITS.course.maxGrade.min}
        max={LIMITS.course.maxGrade.max}
        fieldProps={{ precision: 0, step: 1, inputMode: 'numeric' }}
        colProps={{ xs: 12, sm: 8 }}
      />
      <WorkingDayField
        name="grade_date"
        label={GRADES_T.gradeDate}
        semesters={semesters}
        requiredMessage={MESSAGES.validation.required}
        kept={grade?.grade_date.slice(0, 10)}
        colProps={{ xs: 24, sm: 8 }}
      />
      {withReference ? <RangeFields continues={start !== null} /> : null}
      <ProFormTextArea
        name="notes"
        label={`${T.notes} ${T.optional}`}
        placeholder={GRADES_T.notesPlaceholder}
        fieldProps={{ maxLength: LIMITS.grade.notes, autoSize: { minRows: 2, maxRows: 5 } }}
        colProps={{ span: 24 }}
      />
    </EntityModalForm>
  );
}

/** The grade, 0 to the maximum being typed beside it, in whole steps. */
function GradeValueField() {
  const form = Form.useFormInstance<GradeValues>();
  const max = Form.useWatch('max_grade', form) ?? LIMITS.course.maxGrade.default;
  return (
    <ProFormDigit
      name="grade_value"
      label={GRADES_T.gradeValue}
      rules={[{ required: true, message: MESSAGES.grades.valueRequired }]}
      min={0}
      max={max}
      dependencies={['max_grade']}
      placeholder={GRADES_T.gradePlaceholder}
      fieldProps={{ precision: 0, step: 1, inputMode: 'numeric', autoFocus: true }}
      extra={GRADES_T.gradeHint(max)}
      colProps={{ xs: 12, sm: 8 }}
    />
  );
}

/**
 * The range's two ends. A new start surah starts at ayah 1 and ends at the same surah's last ayah; a new end surah
 * ends at its last ayah.
 */
function RangeFields({ continues }: { continues: boolean }) {
  const form = Form.useFormInstance<GradeValues>();
  const onStartSurah = (surahId: number | undefined) => {
    form.setFieldsValue({
      start_reference: { surahId, ayah: surahId ? 1 : undefined },
      ...(surahId ? { end_reference: { surahId, ayah: lastAyah(surahId) } } : {}),
    });
  };
  const onEndSurah = (surahId: number | undefined) => form.setFieldsValue({ end_reference: { surahId, ayah: lastAyah(surahId) } });
  return (
    <>
      <Col span={24} className={styles.rangeHint}>
        <Typography.Text type="secondary">{continues ? GRADES_T.continuesHint : GRADES_T.rangeHint}</Typography.Text>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="start_reference" label={GRADES_T.start}>
          <ReferenceInput surahLabel={GRADES_T.startSurah} ayahLabel={GRADES_T.startAyah} onSurahChange={onStartSurah} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="end_reference" label={GRADES_T.end}>
          <ReferenceInput surahLabel={GRADES_T.endSurah} ayahLabel={GRADES_T.endAyah} onSurahChange={onEndSurah} />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * One end of a range as one form value (so the server's `start_reference` or `end_reference` problem shows under
 * it): a surah select and an ayah input bounded 1..the surah's ayah count, disabled until a surah is chosen.
 */
function ReferenceInput({
  id,
  value,
  onChange,
  surahLabel,
  ayahLabel,
  onSurahChange,
}: {
  id?: string;
  value?: ReferenceValue;
  onChange?: (value: ReferenceValue) => void;
  surahLabel: string;
  ayahLabel: string;
  onSurahChange: (surahId: number | undefined) => void;
}) {
  const surahId = value?.surahId;
  return (
    <Flex gap={8}>
      <FormSelect
        id={id}
        aria-label={surahLabel}
        className={styles.surahSelect}
        options={SURAH_OPTIONS}
        value={surahId}
        placeholder={QURAN_T.chooseSurah}
        allowClear
        showSearch
        filterOption={filterByLabel}
        onChange={(next?: number) => onSurahChange(next)}
      />
      <InputNumber
        aria-label={ayahLabel}
        className={styles.ayahInput}
        value={value?.ayah}
        min={1}
        max={surahId ? getSurah(surahId).ayahCount : 1}
        precision={0}
        inputMode="numeric"
        placeholder={QURAN_T.ayah}
        disabled={!surahId}
        onChange={(ayah) => onChange?.({ surahId, ayah: ayah ?? undefined })}
      />
    </Flex>
  );
}

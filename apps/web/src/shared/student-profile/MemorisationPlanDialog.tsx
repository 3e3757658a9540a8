import { useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Col, Flex, Form, Modal, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ProForm, type ProFormInstance } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, RULES } from '#common';
import { TOTAL_PAGES, goalChartSections, goalProgress, isValidPosition, toPosition, type GoalProgress } from '#quran';
import { gradingQueries, useSavePlan, useSetGoal } from '../../api/grading';
import type { ApiBody } from '../../api/types';
import { useCan } from '../../session/viewer';
import { submitForm } from '../forms/submit';
import { QueryError } from '../list/QueryError';
import { T } from '../locale';
import { MemorisationProgress } from '../quran/MemorisationProgress';
import { PositionFields } from '../quran/PositionFields';
import { QURAN_T } from '../quran/locale';
import { positionText } from '../quran/position';
import { fullName } from '../user-name';
import { GoalStatusTag } from './GoalStatusTag';
import { PlanChart } from './PlanChart';
import styles from './student-profile.module.css';

/** The student as the plan reads them: the name and the two stored positions. */
export interface PlanStudent {
  id: string;
  first_name: string;
  second_name?: string | null;
  third_name?: string | null;
  last_name: string;
  memorized_surah_id: number | null;
  memorized_ayah_number: number | null;
  target_surah_id: number | null;
  target_ayah_number: number | null;
}

export interface MemorisationPlanDialogProps {
  student: PlanStudent;
  /**
   * The circle it is opened in (the student profile): the target is then saved as a goal of that circle, by those
   * who may grade it. Without one (the students screen) the target is saved with the position, by those who may
   * edit students.
   */
  classId?: number;
  /** The figures the profile sent; without them they are computed by libs/quran from the student's grades. */
  plan?: GoalProgress;
  /** Opens straight in edit mode (the profile's goal section). */
  startEditing?: boolean;
  open: boolean;
  onClose: () => void;
}

type PlanBody = Required<Pick<ApiBody<'/api/students/{id}', 'put'>, 'memorized_surah_id' | 'memorized_ayah_number' | 'target_surah_id' | 'target_ayah_number'>>;
/** The form keeps no nulls: an empty select is undefined. */
type PlanValues = { [K in keyof PlanBody]?: number };

/** The stored positions as form values. */
export function toPlanValues(student: PlanStudent): PlanValues {
  return {
    memorized_surah_id: student.memorized_surah_id ?? undefined,
    memorized_ayah_number: student.memorized_ayah_number ?? undefined,
    target_surah_id: student.target_surah_id ?? undefined,
    target_ayah_number: student.target_ayah_number ?? undefined,
  };
}

/** The four numbers alone, an empty pair sent as null so clearing a surah clears the stored position. */
export function toPlanBody(values: PlanValues): PlanBody {
  return {
    memorized_surah_id: values.memorized_surah_id ?? null,
    memorized_ayah_number: values.memorized_ayah_number ?? null,
    target_surah_id: values.target_surah_id ?? null,
    target_ayah_number: values.target_ayah_number ?? null,
  };
}

/**
 * The memorisation plan and goal (spec 03 sections 2 and 4): a circular chart of the memorised pages and the goal's
 * pages graded or not, the figures, and where the student stands; then, for those who may, an edit mode for the
 * memorised position (PUT /api/students) and the target (a goal of the circle, or with the position). The one
 * plan dialog of the app: the students screen and the student profile both open it.
 */
export function MemorisationPlanDialog({ student, open, onClose, ...props }: MemorisationPlanDialogProps) {
  return (
    <Modal title={QURAN_T.planTitle(fullName(student))} open={open} onCancel={onClose} footer={null} width={760} centered destroyOnHidden maskClosable={false}>
      <PlanContent student={student} onClose={onClose} {...props} />
    </Modal>
  );
}

function PlanContent({ student, classId, plan, startEditing = false, onClose }: Omit<MemorisationPlanDialogProps, 'open'>) {
  const canEditPosition = useCan(RULES.students.edit);
  const canGrade = useCan(RULES.grading.edit);
  const canEditTarget = classId === undefined ? canEditPosition : canGrade;
  const canEdit = canEditPosition || canEditTarget;
  const [editing, setEditing] = useState(startEditing && canEdit);
  // Without the profile's figures, the student's grades give the graded part of the goal.
  const grades = useQuery({ ...gradingQueries.studentGrades(student.id), enabled: plan === undefined });

  if (editing) {
    return <PlanForm student={student} classId={classId} canEditPosition={canEditPosition} canEditTarget={canEditTarget} onDone={() => setEditing(false)} />;
  }
  if (!plan && grades.isPending) return <Skeleton active />;
  if (!plan && grades.isError) return <QueryError error={grades.error} fallback={QURAN_T.planLoadFailed} onRetry={() => void grades.refetch()} />;
  const figures =
    plan ??
    goalProgress({
      memorised: toPosition(student.memorized_surah_id, student.memorized_ayah_number),
      target: toPosition(student.target_surah_id, student.target_ayah_number),
      grades: grades.data?.grades ?? [],
    });

  return (
    <Flex vertical gap={16}>
      <div className={styles.planView}>
        {/* The centre is the memorised arc's figure: the goal percentage, or without a target the pages of 604. */}
        <PlanChart
          sections={goalChartSections(figures)}
          centre={figures.percentage === null ? String(figures.memorisedPages) : `${figures.percentage}%`}
          centreLabel={figures.percentage === null ? QURAN_T.ofMushafPages : QURAN_T.goalPercentage}
          ofWhole={figures.percentage === null ? QURAN_T.ofMushaf : QURAN_T.ofTarget}
        />
        <PlanFacts student={student} figures={figures} />
      </div>
      <div className={styles.dialogButtons}>
        <Button onClick={onClose}>{T.close}</Button>
        {canEdit ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {QURAN_T.editPlan}
          </Button>
        ) : null}
      </div>
    </Flex>
  );
}

/** The plan's figures in words: both positions, the goal's status, pages and percentages. */
function PlanFacts({ student, figures }: { student: PlanStudent; figures: GoalProgress }) {
  const hasTarget = figures.percentage !== null;
  return (
    <section aria-label={QURAN_T.statistics}>
      <dl className={styles.facts}>
        <Fact label={QURAN_T.reachedPosition} wide>
          {positionText(student.memorized_surah_id, student.memorized_ayah_number) ?? QURAN_T.nothingMemorised}
        </Fact>
        <Fact label={QURAN_T.target} wide>
          {positionText(student.target_surah_id, student.target_ayah_number) ?? QURAN_T.noTarget}{' '}
          {figures.status ? <GoalStatusTag status={figures.status} /> : null}
        </Fact>
        <Fact label={QURAN_T.memorisedPages}>{QURAN_T.pagesOf(figures.memorisedPages, TOTAL_PAGES)}</Fact>
        {hasTarget ? (
          <>
            <Fact label={QURAN_T.targetPages}>{QURAN_T.pagesCount(figures.targetPages)}</Fact>
            <Fact label={QURAN_T.goalPages}>{QURAN_T.pagesCount(figures.goalPages)}</Fact>
            <Fact label={QURAN_T.goalPercentage}>{figures.percentage}%</Fact>
            <Fact label={QURAN_T.gradedPercentage}>{figures.gradedPercentage}%</Fact>
          </>
        ) : null}
      </dl>
      {hasTarget ? null : <Typography.Paragraph type="secondary">{QURAN_T.noTargetStats}</Typography.Paragraph>}
    </section>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wideFact : undefined}>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The edit mode: the memorised position for those who may edit students, the target for those who may set it.
 * In a circle the target is a goal (both a surah and an ayah, 'يرجى تحديد السورة والآية المستهدفة') and the
 * position is saved apart; outside one the four numbers go together. Unchanged parts are not sent.
 */
function PlanForm({
  student,
  classId,
  canEditPosition,
  canEditTarget,
  onDone,
}: {
  student: PlanStudent;
  classId?: number;
  canEditPosition: boolean;
  canEditTarget: boolean;
  onDone: () => void;
}) {
  const formRef = useRef<ProFormInstance<PlanValues> | undefined>(undefined);
  const { message } = App.useApp();
  const savePlan = useSavePlan();
  const setGoal = useSetGoal();
  const hadTarget = student.target_surah_id !== null;
  // A goal cannot be emptied; an admin may leave a student with none without a target.
  const targetRequired = classId !== undefined && (hadTarget || !canEditPosition);

  const save = async (values: PlanValues) => {
    const feedback = message;
    const form = formRef.current;
    const body = toPlanBody(values);
    if (classId === undefined) {
      const outcome = await submitForm(() => savePlan.mutateAsync({ id: student.id, body }), {
        form,
        fallback: QURAN_T.memorisedSaveFailed,
        successText: QURAN_T.planSaved,
        feedback,
      });
      if (outcome.ok) onDone();
      return;
    }
    const positionChanged =
      canEditPosition && (body.memorized_surah_id !== student.memorized_surah_id || body.memorized_ayah_number !== student.memorized_ayah_number);
    const targetChanged =
      canEditTarget &&
      body.target_surah_id !== null &&
      body.target_ayah_number !== null &&
      (body.target_surah_id !== student.target_surah_id || body.target_ayah_number !== student.target_ayah_number);
    if (positionChanged) {
      const outcome = await submitForm(
        () =>
          savePlan.mutateAsync({ id: student.id, body: { memorized_surah_id: body.memorized_surah_id, memorized_ayah_number: body.memorized_ayah_number } }),
        { form, fallback: QURAN_T.memorisedSaveFailed, successText: targetChanged ? undefined : QURAN_T.planSaved, feedback },
      );
      if (!outcome.ok) return;
    }
    if (targetChanged) {
      const goal = { target_surah_id: body.target_surah_id as number, target_ayah_number: body.target_ayah_number as number };
      const outcome = await submitForm(() => setGoal.mutateAsync({ classId, studentId: student.id, body: goal }), {
        form,
        fallback: QURAN_T.goalSaveFailed,
        successText: positionChanged ? QURAN_T.planSaved : MESSAGES.goals.saved,
        feedback,
      });
      if (!outcome.ok) return;
    }
    onDone();
  };

  return (
    <ProForm<PlanValues> formRef={formRef} grid rowProps={{ gutter: 16 }} initialValues={toPlanValues(student)} submitter={false} onFinish={save}>
      {canEditPosition ? (
        <>
          <Col span={24}>
            <Alert type="info" showIcon message={QURAN_T.planHint} className={styles.planHint} />
          </Col>
          <Col span={24}>
            <Typography.Title level={3} className={styles.formSection}>
              {QURAN_T.memorisedNow}
            </Typography.Title>
          </Col>
          <PositionFields surahField="memorized_surah_id" ayahField="memorized_ayah_number" />
          <Col span={24}>
            <PlanPreview />
          </Col>
        </>
      ) : null}
      {canEditTarget ? (
        <>
          <Col span={24}>
            <Typography.Title level={3} className={styles.formSection}>
              {QURAN_T.targetSection}
            </Typography.Title>
          </Col>
          <PositionFields
            surahField="target_surah_id"
            ayahField="target_ayah_number"
            requiredMessage={targetRequired ? MESSAGES.goals.targetRequired : undefined}
          />
        </>
      ) : null}
      <Col span={24} className={styles.dialogButtons}>
        <Button onClick={onDone}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={savePlan.isPending || setGoal.isPending}>
          {T.save}
        </Button>
      </Col>
    </ProForm>
  );
}

/** The progress of the memorised position being chosen, before it is saved. */
function PlanPreview() {
  const form = Form.useFormInstance<PlanValues>();
  const surahId = Form.useWatch('memorized_surah_id', form);
  const ayah = Form.useWatch('memorized_ayah_number', form);
  // A half-chosen pair (a surah, no ayah yet) previews as nothing memorised rather than a guess.
  const complete = isValidPosition({ surahId: surahId ?? 0, ayah: ayah ?? 0 });
  return <MemorisationProgress surahId={complete ? surahId : null} ayah={complete ? ayah : null} />;
}

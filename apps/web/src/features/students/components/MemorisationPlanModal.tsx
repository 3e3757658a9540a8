import { Alert, Col, Form, Typography } from 'antd';
import { MESSAGES } from '#common';
import { isValidPosition } from '#quran';
import { useUpdateStudent } from '../../../api/students';
import type { ApiBody } from '../../../api/types';
import { EntityModalForm } from '../../../shared/forms/EntityModalForm';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { filterByLabel } from '../../../shared/forms/search';
import { fullName } from '../../../shared/user-name';
import { STUDENTS_T } from '../locale';
import { SURAH_OPTIONS, ayahOptions } from '../memorisation';
import styles from '../students.module.css';
import type { Student } from '../types';
import { MemorisationProgress } from './MemorisationProgress';

type PlanBody = Required<Pick<ApiBody<'/api/students/{id}', 'put'>, 'memorized_surah_id' | 'memorized_ayah_number' | 'target_surah_id' | 'target_ayah_number'>>;
/** The form keeps no nulls: an empty select is undefined. */
type PlanValues = { [K in keyof PlanBody]?: number };

/** The stored positions as form values. */
export function toPlanValues(student: Student): PlanValues {
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
 * The memorisation plan: where the student has memorised to and the target, each a surah and an ayah of it, with
 * the progress the memorised position gives shown as it is chosen. Saved with PUT, the four numbers alone.
 */
export function MemorisationPlanModal({ student, trigger }: { student: Student; trigger: JSX.Element }) {
  const update = useUpdateStudent();
  return (
    <EntityModalForm<PlanValues>
      title={STUDENTS_T.planTitle(fullName(student))}
      trigger={trigger}
      initialValues={toPlanValues(student)}
      onSubmit={(values) => update.mutateAsync({ id: student.id, body: toPlanBody(values) })}
      successText={STUDENTS_T.planSaved}
      fallback={STUDENTS_T.progressFailed}
    >
      <Col span={24}>
        <Alert type="info" showIcon message={STUDENTS_T.planHint} className={styles.planHint} />
      </Col>
      <PositionFields title={STUDENTS_T.memorisedNow} surahField="memorized_surah_id" ayahField="memorized_ayah_number" />
      <Col span={24}>
        <PlanPreview />
      </Col>
      <PositionFields title={STUDENTS_T.targetSection} surahField="target_surah_id" ayahField="target_ayah_number" />
    </EntityModalForm>
  );
}

/**
 * One position: a surah (the 114 by name) and an ayah of it (1..its ayah count). A new surah empties the ayah, and
 * an ayah is required once a surah is chosen, since the API stores the two together or not at all.
 */
function PositionFields({ title, surahField, ayahField }: { title: string; surahField: keyof PlanValues; ayahField: keyof PlanValues }) {
  const form = Form.useFormInstance<PlanValues>();
  const surahId = Form.useWatch(surahField, form);
  return (
    <>
      {/* A surah name and an ayah number fit one row even on a phone. */}
      <Col span={24}>
        <Typography.Title level={3} className={styles.sectionTitle}>
          {title}
        </Typography.Title>
      </Col>
      <Col span={14}>
        <Form.Item name={surahField} label={STUDENTS_T.surah}>
          <FormSelect
            options={SURAH_OPTIONS}
            placeholder={STUDENTS_T.chooseSurah}
            allowClear
            showSearch
            filterOption={filterByLabel}
            onChange={() => form.setFieldsValue({ [ayahField]: undefined })}
          />
        </Form.Item>
      </Col>
      <Col span={10}>
        <Form.Item
          name={ayahField}
          label={STUDENTS_T.ayah}
          dependencies={[surahField]}
          rules={[{ required: Boolean(surahId), message: MESSAGES.students.positionIncomplete }]}
        >
          <FormSelect
            options={ayahOptions(surahId)}
            placeholder={surahId ? STUDENTS_T.chooseAyah : STUDENTS_T.chooseSurahFirst}
            disabled={!surahId}
            showSearch
            filterOption={filterByLabel}
          />
        </Form.Item>
      </Col>
    </>
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

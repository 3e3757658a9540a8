import { useEffect } from 'react';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Modal, Row, Select, Skeleton, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDualDate, fullName, LIMITS, MESSAGES } from '#common';
import { classQueries } from '../../../api/classes';
import {
  autoFillReport,
  dailyReportQueries,
  useCreateDailyReport,
  useUpdateDailyReport,
  type ClassReport,
  type DailyReportBody,
  type DailyReportDetail,
} from '../../../api/daily-reports';
import { teacherQueries } from '../../../api/teachers';
import { dualDateCell } from '../../../shared/calendar/DualDateCell';
import { isOffDay, useComplexCalendars, useWorkingDayDefault, workingDayRule } from '../../../shared/calendar/working-days';
import { toApiDate } from '../../../shared/dates';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { filterByLabel } from '../../../shared/forms/search';
import { submitForm } from '../../../shared/forms/submit';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { DAILY_REPORTS_T } from '../locale';

export type ReportModalState = { mode: 'create'; schoolId?: number } | { mode: 'edit' | 'view'; id: number };

/** A circle row as the form holds it (the API computes the absent count; the form shows the same sum). */
type RowValues = Pick<ClassReport, 'class_id' | 'students_enrolled' | 'students_present' | 'pages_taught'> & {
  teacher_id?: string | null;
  lesson_topic?: string | null;
  class_notes?: string | null;
};

interface ReportValues {
  school_id?: number;
  report_date?: Dayjs;
  report_notes?: string;
  class_reports: RowValues[];
}

const absentOf = (row: Partial<RowValues> | undefined) => Math.max(0, (row?.students_enrolled ?? 0) - (row?.students_present ?? 0));

/** The report dialog in its three modes (spec 03): create, edit (the report read first) and view (the same, read-only). */
export function ReportModal({
  state,
  schools,
  onClose,
  onEdit,
}: {
  state: ReportModalState;
  schools: { value: number; label: string }[];
  onClose: () => void;
  onEdit: (id: number) => void;
}) {
  const detail = useQuery({ ...dailyReportQueries.detail(state.mode === 'create' ? 0 : state.id), enabled: state.mode !== 'create' });
  const title = state.mode === 'create' ? DAILY_REPORTS_T.createTitle : state.mode === 'edit' ? DAILY_REPORTS_T.editTitle : DAILY_REPORTS_T.viewTitle;
  const loading = state.mode !== 'create' && detail.isPending;
  return (
    <Modal title={title} open onCancel={onClose} footer={null} width={960} centered destroyOnHidden>
      {loading ? (
        <Skeleton active />
      ) : state.mode !== 'create' && detail.isError ? (
        <QueryError error={detail.error} fallback={DAILY_REPORTS_T.detailFailed} onRetry={() => void detail.refetch()} />
      ) : (
        <ReportForm
          key={state.mode}
          state={state}
          report={state.mode === 'create' ? undefined : detail.data}
          schools={schools}
          onClose={onClose}
          onEdit={onEdit}
        />
      )}
    </Modal>
  );
}

function ReportForm({
  state,
  report,
  schools,
  onClose,
  onEdit,
}: {
  state: ReportModalState;
  report: DailyReportDetail | undefined;
  schools: { value: number; label: string }[];
  onClose: () => void;
  onEdit: (id: number) => void;
}) {
  const [form] = Form.useForm<ReportValues>();
  const { message } = App.useApp();
  const create = useCreateDailyReport();
  const update = useUpdateDailyReport();
  const readOnly = state.mode === 'view';
  const schoolId = Form.useWatch('school_id', form);
  const day = Form.useWatch('report_date', form);
  const rows = Form.useWatch('class_reports', form) ?? [];
  const date = day ? toApiDate(day) : undefined;
  const circles = useQuery({ ...classQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined && !readOnly });
  const teachers = useQuery({ ...teacherQueries.lookup({ user_type: 'teacher', school_id: schoolId }), enabled: schoolId !== undefined && !readOnly });
  // In create mode: is there a report of this complex and day already? (The API would refuse a second one.)
  const existing = useQuery({
    ...dailyReportQueries.list({ school_id: schoolId, date_from: date, date_to: date }),
    enabled: state.mode === 'create' && schoolId !== undefined && date !== undefined,
  });
  const exists = state.mode === 'create' && (existing.data?.reports.length ?? 0) > 0;
  // The complex's semesters: a report (and its auto-fill) is of a day one of them studies.
  const semesters = useComplexCalendars(readOnly ? undefined : schoolId);
  const kept = report?.report_date;
  useWorkingDayDefault(form, 'report_date', date, semesters, { kept, toValue: (day) => dayjs(day) });

  const initialValues: ReportValues = report
    ? {
        school_id: report.school_id,
        report_date: dayjs(report.report_date),
        report_notes: report.report_notes ?? undefined,
        class_reports: report.class_reports.map(({ class_id, teacher_id, students_enrolled, students_present, pages_taught, lesson_topic, class_notes }) => ({
          class_id,
          teacher_id,
          students_enrolled,
          students_present,
          pages_taught,
          lesson_topic,
          class_notes,
        })),
      }
    : { school_id: state.mode === 'create' ? state.schoolId : undefined, report_date: dayjs(), class_reports: [] };

  // A row's circle and teacher are named from the report itself in view mode (no lookups are read then).
  const circleOptions = readOnly
    ? (report?.class_reports ?? []).map((row) => ({ value: row.class_id, label: row.class_name }))
    : (circles.data ?? []).map((circle) => ({ value: circle.id, label: circle.name }));
  const teacherOptions = readOnly
    ? (report?.class_reports ?? []).flatMap((row) => (row.teacher_id ? [{ value: row.teacher_id, label: row.teacher_name ?? row.teacher_id }] : []))
    : (teachers.data ?? []).map((teacher) => ({ value: teacher.id, label: fullName(teacher) }));

  useEffect(() => {
    // A new complex: the rows of the old one do not belong to it.
    if (state.mode === 'create') form.setFieldValue('class_reports', []);
  }, [schoolId, form, state.mode]);

  const autoFill = async () => {
    if (schoolId === undefined || date === undefined) {
      void message.warning(DAILY_REPORTS_T.schoolAndDateFirst);
      return;
    }
    const outcome = await submitForm(() => autoFillReport(schoolId, date), { fallback: DAILY_REPORTS_T.autoFillFailed, feedback: message });
    if (!outcome.ok) return;
    const filled = outcome.data;
    // What was typed for a circle (its lesson and notes) stays; the counts are the day's.
    const typed = new Map(rows.map((row) => [row.class_id, row]));
    form.setFieldValue(
      'class_reports',
      filled.map((row) => ({
        class_id: row.class_id,
        teacher_id: row.teacher_id,
        students_enrolled: row.students_enrolled,
        students_present: row.students_present,
        pages_taught: row.pages_taught,
        lesson_topic: typed.get(row.class_id)?.lesson_topic ?? null,
        class_notes: typed.get(row.class_id)?.class_notes ?? null,
      })),
    );
    void message.success(DAILY_REPORTS_T.autoFilled(filled.length));
  };

  const save = async (values: ReportValues) => {
    const body: DailyReportBody = {
      school_id: values.school_id!,
      report_date: toApiDate(values.report_date!),
      report_notes: values.report_notes || null,
      class_reports: (values.class_reports ?? []).map((row) => ({
        class_id: row.class_id,
        teacher_id: row.teacher_id || null,
        students_enrolled: row.students_enrolled ?? 0,
        students_present: row.students_present ?? 0,
        pages_taught: row.pages_taught ?? 0,
        lesson_topic: row.lesson_topic || null,
        class_notes: row.class_notes || null,
      })),
    };
    const outcome = await submitForm(() => (state.mode === 'edit' ? update.mutateAsync({ id: state.id, body }) : create.mutateAsync(body)), {
      form,
      fallback: DAILY_REPORTS_T.saveFailed,
      successText: state.mode === 'edit' ? MESSAGES.dailyReports.updated : MESSAGES.dailyReports.created,
      feedback: message,
    });
    if (outcome.ok) onClose();
  };

  const required = { required: true, message: MESSAGES.dailyReports.schoolAndDateRequired };
  return (
    <Form form={form} layout="vertical" name="daily-report" initialValues={initialValues} onFinish={save} disabled={readOnly}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="school_id" label={T.complex} rules={[required]}>
            <FormSelect
              showSearch
              filterOption={filterByLabel}
              placeholder={T.chooseComplex}
              options={readOnly && report ? [{ value: report.school_id, label: report.school_name }] : schools}
              disabled={readOnly || state.mode === 'edit'}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="report_date"
            label={DAILY_REPORTS_T.reportDate}
            rules={[required, workingDayRule(semesters, kept)]}
            extra={date ? formatDualDate(date, 'full').hijri : undefined}
          >
            <DatePicker
              style={{ width: '100%' }}
              allowClear={false}
              disabledDate={(value: Dayjs) => value.isAfter(dayjs(), 'day') || (toApiDate(value) !== kept && isOffDay(value, semesters))}
              cellRender={dualDateCell}
              // Enter confirms a typed day; it must not also send the report before its circles are filled in.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          </Form.Item>
        </Col>
      </Row>
      {exists ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={DAILY_REPORTS_T.existingReport} /> : null}
      <Form.Item name="report_notes" label={DAILY_REPORTS_T.reportNotes}>
        <Input.TextArea rows={2} maxLength={LIMITS.dailyReport.notes} />
      </Form.Item>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {DAILY_REPORTS_T.classRows}
        </Typography.Title>
        {readOnly ? null : (
          <Flex gap={8} wrap>
            <Button icon={<ThunderboltOutlined />} onClick={() => void autoFill()}>
              {DAILY_REPORTS_T.autoFill}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                form.setFieldValue('class_reports', [...rows, { class_id: undefined, students_enrolled: 0, students_present: 0, pages_taught: 0 }])
              }
            >
              {DAILY_REPORTS_T.addCircle}
            </Button>
          </Flex>
        )}
      </Flex>
      <Form.List name="class_reports">
        {(fields, { remove }) =>
          fields.length === 0 ? (
            <Alert type="info" showIcon message={DAILY_REPORTS_T.noRowsTip} style={{ marginBottom: 16 }} />
          ) : (
            <Flex vertical gap={12} style={{ marginBottom: 16 }}>
              {fields.map((field) => {
                const row = rows[field.name];
                return (
                  <Card
                    key={field.key}
                    size="small"
                    title={
                      <Form.Item name={[field.name, 'class_id']} rules={[{ required: true, message: T.chooseCircle }]} style={{ margin: 0 }}>
                        <FormSelect aria-label={T.circle} placeholder={T.chooseCircle} options={circleOptions} showSearch filterOption={filterByLabel} />
                      </Form.Item>
                    }
                    extra={
                      readOnly ? null : (
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={DAILY_REPORTS_T.removeCircle} onClick={() => remove(field.name)} />
                      )
                    }
                  >
                    <Row gutter={12}>
                      <Col xs={24} md={8}>
                        <Form.Item name={[field.name, 'teacher_id']} label={T.teacher}>
                          <Select allowClear placeholder={DAILY_REPORTS_T.chooseTeacher} options={teacherOptions} showSearch filterOption={filterByLabel} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} md={4}>
                        <Form.Item name={[field.name, 'students_enrolled']} label={DAILY_REPORTS_T.enrolled}>
                          <InputNumber min={0} max={LIMITS.dailyReport.count} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} md={4}>
                        <Form.Item name={[field.name, 'students_present']} label={T.present}>
                          <InputNumber min={0} max={LIMITS.dailyReport.count} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} md={4}>
                        <Form.Item label={T.absent} tooltip={DAILY_REPORTS_T.absentComputed}>
                          <InputNumber value={absentOf(row)} readOnly disabled style={{ width: '100%' }} aria-label={T.absent} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={4}>
                        <Form.Item name={[field.name, 'pages_taught']} label={DAILY_REPORTS_T.pagesTaught}>
                          <InputNumber min={0} max={LIMITS.dailyReport.count} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={12}>
                        <Form.Item name={[field.name, 'lesson_topic']} label={DAILY_REPORTS_T.lessonTopic} style={{ marginBottom: 0 }}>
                          <Input maxLength={LIMITS.dailyReport.lessonTopic} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={12}>
                        <Form.Item name={[field.name, 'class_notes']} label={DAILY_REPORTS_T.classNotes} style={{ marginBottom: 0 }}>
                          <Input maxLength={LIMITS.dailyReport.classNotes} />
                        </Form.Item>
                      </Col>
                    </Row>
                  </Card>
                );
              })}
            </Flex>
          )
        }
      </Form.List>
      <Flex justify="flex-end" gap={8}>
        {/* The form is disabled in view mode; its own buttons are not part of it. */}
        <Button disabled={false} onClick={onClose}>
          {readOnly ? T.close : T.cancel}
        </Button>
        {readOnly && report ? (
          <Button disabled={false} type="primary" onClick={() => onEdit(report.id)}>
            {T.edit}
          </Button>
        ) : null}
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending} disabled={exists}>
            {T.save}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

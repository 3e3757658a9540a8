import { useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Form, Input, Row, Select, Skeleton, Table, Typography } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { calendarToday, matchesSearchText, MESSAGES, pointsLabel, pointsReportTotalBand } from '#common';
import { classQueries } from '../../api/classes';
import { pointsQueries, type PointsReportRow } from '../../api/points';
import { schoolQueries } from '../../api/schools';
import { toApiDate } from '../../shared/dates';
import { filterByLabel } from '../../shared/forms/search';
import { BandMark } from '../../shared/grades/GradeMarks';
import { QueryError } from '../../shared/list/QueryError';
import { T } from '../../shared/locale';
import { POINTS_T } from '../../shared/points/locale';
import { StudentPointsModal } from '../../shared/points/StudentPointsModal';
import { POINTS_REPORTS_T } from './locale';

interface ReportFilters {
  range?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
  school_id?: number;
  class_id?: number;
}

/**
 * /points-reports (spec 03, points reports): from and to dates (both required), complex, circle and a search; a row a
 * student with their total (coloured by the report's bands), days and average, and the detail of their entries.
 */
export default function PointsReportsPage() {
  const [form] = Form.useForm<ReportFilters>();
  // This month so far, the span a report is most often asked for.
  const initialValues: ReportFilters = { range: [dayjs(calendarToday()).startOf('month'), dayjs(calendarToday())] };
  const schoolId = Form.useWatch('school_id', form);
  const schools = useQuery(schoolQueries.lookup());
  const circles = useQuery({ ...classQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });
  const [asked, setAsked] = useState<{ date_from: string; date_to: string; school_id?: number; class_id?: number } | null>(null);
  const [missingDates, setMissingDates] = useState(false);
  const [search, setSearch] = useState('');
  const [detail, setDetail] = useState<{ student: { id: string; name: string }; open: boolean } | null>(null);

  const show = (values: ReportFilters) => {
    const [from, to] = values.range ?? [];
    if (!from || !to) {
      setMissingDates(true);
      return;
    }
    setMissingDates(false);
    setAsked({ date_from: toApiDate(from), date_to: toApiDate(to), school_id: values.school_id, class_id: values.class_id });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{POINTS_REPORTS_T.subtitle}</Typography.Text>
      <Card>
        <Form
          form={form}
          layout="vertical"
          name="points-report"
          initialValues={initialValues}
          onFinish={show}
          onValuesChange={(changed: ReportFilters) => 'school_id' in changed && form.setFieldValue('class_id', undefined)}
        >
          <Row gutter={[16, 12]} align="bottom">
            <Col xs={24} md={8}>
              <Form.Item name="range" label={POINTS_T.period} style={{ marginBottom: 0 }}>
                <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[T.dateFrom, T.dateTo]} allowEmpty={[true, true]} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="school_id" label={T.complex} style={{ marginBottom: 0 }}>
                <Select
                  allowClear
                  placeholder={T.allComplexes}
                  showSearch
                  filterOption={filterByLabel}
                  options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="class_id" label={T.circle} style={{ marginBottom: 0 }}>
                <Select
                  allowClear
                  disabled={schoolId === undefined}
                  placeholder={schoolId === undefined ? T.chooseComplexForCircles : T.chooseCircle}
                  options={(circles.data ?? []).map((circle) => ({ value: circle.id, label: circle.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Button type="primary" htmlType="submit" block icon={<FileSearchOutlined />}>
                {POINTS_REPORTS_T.show}
              </Button>
            </Col>
          </Row>
        </Form>
        {missingDates ? <Alert style={{ marginTop: 12 }} type="warning" showIcon message={MESSAGES.points.datesRequired} /> : null}
      </Card>
      {asked === null ? (
        <Card>
          <Empty description={POINTS_REPORTS_T.pickDates} />
        </Card>
      ) : (
        <Report params={asked} search={search} onSearch={setSearch} onOpen={(student) => setDetail({ student, open: true })} />
      )}
      {detail && asked ? (
        <StudentPointsModal
          student={detail.student}
          filter={{ date_from: asked.date_from, date_to: asked.date_to }}
          open={detail.open}
          onClose={() => setDetail({ ...detail, open: false })}
        />
      ) : null}
    </Flex>
  );
}

function Report({
  params,
  search,
  onSearch,
  onOpen,
}: {
  params: { date_from: string; date_to: string; school_id?: number; class_id?: number };
  search: string;
  onSearch: (value: string) => void;
  onOpen: (student: { id: string; name: string }) => void;
}) {
  const report = useQuery(pointsQueries.report(params));
  if (report.isPending) return <Skeleton active />;
  if (report.isError) return <QueryError error={report.error} fallback={POINTS_REPORTS_T.loadFailed} onRetry={() => void report.refetch()} />;
  const rows = report.data.students.filter((row) => matchesSearchText([row.name, row.id], search));
  return (
    <Card>
      <Flex vertical gap={12}>
        <Input.Search
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={T.searchStudents}
          aria-label={T.searchStudents}
          allowClear
        />
        <Table<PointsReportRow>
          rowKey={(row) => `${row.id}-${row.class_id}`}
          size="small"
          dataSource={rows}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={POINTS_REPORTS_T.empty} /> }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: T.student, dataIndex: 'name', key: 'name', fixed: 'left' },
            { title: T.circle, dataIndex: 'class_name', key: 'class' },
            { title: T.complex, dataIndex: 'school_name', key: 'school', responsive: ['md'] },
            {
              title: POINTS_T.total,
              key: 'total',
              align: 'center',
              sorter: (a, b) => a.total_points - b.total_points,
              render: (_, row) => <BandMark band={pointsReportTotalBand(row.total_points)}>{row.total_points}</BandMark>,
            },
            { title: POINTS_REPORTS_T.days, dataIndex: 'points_count', key: 'days', align: 'center' },
            {
              title: POINTS_REPORTS_T.average,
              key: 'average',
              align: 'center',
              render: (_, row) => `${row.average_points} (${pointsLabel(row.average_points)})`,
            },
            {
              title: T.details,
              key: 'details',
              render: (_, row) => (
                <Button size="small" onClick={() => onOpen({ id: row.id, name: row.name })} aria-label={POINTS_T.recordsOf(row.name)}>
                  {T.details}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

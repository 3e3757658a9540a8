import { useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Flex, Row, Select, Statistic, Table, Typography } from 'antd';
import { BarChartOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { formatGregorianDate, MESSAGES, RULES } from '#common';
import { dailyReportQueries, useDeleteDailyReport, type DailyReport, type DailyReportParams } from '../../api/daily-reports';
import { schoolQueries } from '../../api/schools';
import { useCan } from '../../session/viewer';
import { BackHomeButton } from '../../shared/BackHomeButton';
import { DualDate } from '../../shared/DualDate';
import { toApiDate } from '../../shared/dates';
import { filterByLabel } from '../../shared/forms/search';
import { useConfirmedAction } from '../../shared/forms/useConfirmedAction';
import { QueryError } from '../../shared/list/QueryError';
import { T } from '../../shared/locale';
import { ReportModal, type ReportModalState } from './components/ReportModal';
import { DAILY_REPORTS_T } from './locale';
import { ExceptionResult } from '../../shared/ExceptionResult';

/**
 * /daily-reports (spec 03, daily reports): the administration's and supervisors' reports of a complex's day. Filters
 * (complex, from, to), the statistics of what they select, the table, and the report dialog to create, edit or view.
 * The page checks the role itself too: anyone else reaching it reads the spec's "not authorised" text.
 */
export default function DailyReportsPage() {
  const allowed = useCan(RULES.reports.daily);
  if (!allowed) return <ExceptionResult status="403" title={DAILY_REPORTS_T.notAuthorised} extra={<BackHomeButton />} />;
  return <DailyReports />;
}

function DailyReports() {
  const schools = useQuery(schoolQueries.lookup());
  const [filters, setFilters] = useState<DailyReportParams>({});
  const [showStatistics, setShowStatistics] = useState(false);
  const [modal, setModal] = useState<ReportModalState | null>(null);
  const reports = useQuery(dailyReportQueries.list(filters));
  const remove = useDeleteDailyReport();
  const act = useConfirmedAction();
  const schoolOptions = (schools.data ?? []).map((school) => ({ value: school.id, label: school.name }));

  const onDelete = (report: DailyReport) =>
    act({
      run: () => remove.mutateAsync(report.id),
      successText: MESSAGES.dailyReports.deleted,
      fallback: DAILY_REPORTS_T.deleteFailed,
      confirm: {
        title: DAILY_REPORTS_T.deleteConfirmTitle,
        content: DAILY_REPORTS_T.deleteConfirm(formatGregorianDate(report.report_date), report.school_name),
      },
    });

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{DAILY_REPORTS_T.subtitle}</Typography.Text>
      <Card>
        <Row gutter={[16, 12]} align="bottom">
          <Col xs={24} md={8}>
            <Flex vertical gap={4}>
              <label htmlFor="daily-reports-school">{T.complex}</label>
              <Select
                id="daily-reports-school"
                allowClear
                showSearch
                filterOption={filterByLabel}
                placeholder={T.allComplexes}
                value={filters.school_id}
                onChange={(school_id?: number) => setFilters({ ...filters, school_id })}
                options={schoolOptions}
              />
            </Flex>
          </Col>
          <Col xs={12} md={5}>
            <Flex vertical gap={4}>
              <label htmlFor="daily-reports-from">{T.dateFrom}</label>
              <DatePicker
                id="daily-reports-from"
                style={{ width: '100%' }}
                value={filters.date_from ? dayjs(filters.date_from) : null}
                onChange={(day) => setFilters({ ...filters, date_from: day ? toApiDate(day) : undefined })}
              />
            </Flex>
          </Col>
          <Col xs={12} md={5}>
            <Flex vertical gap={4}>
              <label htmlFor="daily-reports-to">{T.dateTo}</label>
              <DatePicker
                id="daily-reports-to"
                style={{ width: '100%' }}
                value={filters.date_to ? dayjs(filters.date_to) : null}
                onChange={(day) => setFilters({ ...filters, date_to: day ? toApiDate(day) : undefined })}
              />
            </Flex>
          </Col>
          <Col xs={24} md={6}>
            <Flex gap={8} wrap justify="flex-end">
              <Button icon={<BarChartOutlined />} onClick={() => setShowStatistics(!showStatistics)} aria-pressed={showStatistics}>
                {showStatistics ? DAILY_REPORTS_T.hideStatistics : DAILY_REPORTS_T.statistics}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setModal({ mode: 'create', schoolId: filters.school_id ?? (schoolOptions.length === 1 ? schoolOptions[0].value : undefined) })}
              >
                {DAILY_REPORTS_T.newReport}
              </Button>
            </Flex>
          </Col>
        </Row>
      </Card>
      {showStatistics ? <Statistics params={filters} /> : null}
      <Card>
        {reports.isError ? (
          <QueryError error={reports.error} fallback={DAILY_REPORTS_T.loadFailed} onRetry={() => void reports.refetch()} />
        ) : (
          <Table<DailyReport>
            rowKey="id"
            size="small"
            loading={reports.isPending}
            dataSource={reports.data?.reports ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DAILY_REPORTS_T.empty} /> }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            // The actions come right after the day, so they are in sight at every width (the side menu open at 1280
            // px, a phone) without scrolling the table sideways; the columns of detail give way first.
            columns={[
              { title: T.date, key: 'date', render: (_, report) => <DualDate date={report.report_date} stacked /> },
              {
                title: T.actions,
                key: 'actions',
                render: (_, report) => {
                  const day = formatGregorianDate(report.report_date);
                  return (
                    <Flex gap={4}>
                      <Button
                        size="small"
                        icon={<EyeOutlined />}
                        aria-label={DAILY_REPORTS_T.viewOf(day)}
                        onClick={() => setModal({ mode: 'view', id: report.id })}
                      />
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={DAILY_REPORTS_T.editOf(day)}
                        onClick={() => setModal({ mode: 'edit', id: report.id })}
                      />
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={DAILY_REPORTS_T.deleteOf(day)} onClick={() => onDelete(report)} />
                    </Flex>
                  );
                },
              },
              { title: T.complex, dataIndex: 'school_name', key: 'school', responsive: ['lg'] },
              { title: DAILY_REPORTS_T.circles, dataIndex: 'total_classes', key: 'classes', align: 'center', responsive: ['md'] },
              { title: T.present, dataIndex: 'total_present', key: 'present', align: 'center' },
              { title: T.absent, dataIndex: 'total_absent', key: 'absent', align: 'center' },
              { title: DAILY_REPORTS_T.pagesTaught, dataIndex: 'total_pages_taught', key: 'pages', align: 'center', responsive: ['md'] },
              { title: DAILY_REPORTS_T.reporter, key: 'reporter', responsive: ['xl'], render: (_, report) => report.reporter_name ?? T.notSet },
            ]}
          />
        )}
      </Card>
      {modal ? <ReportModal state={modal} schools={schoolOptions} onClose={() => setModal(null)} onEdit={(id) => setModal({ mode: 'edit', id })} /> : null}
    </Flex>
  );
}

function Statistics({ params }: { params: DailyReportParams }) {
  const statistics = useQuery(dailyReportQueries.statistics(params));
  if (statistics.isError) return <QueryError error={statistics.error} fallback={DAILY_REPORTS_T.loadFailed} onRetry={() => void statistics.refetch()} />;
  const data = statistics.data;
  const cards = [
    { title: DAILY_REPORTS_T.totalReports, value: data?.total_reports },
    { title: DAILY_REPORTS_T.totalPresent, value: data?.total_present },
    { title: DAILY_REPORTS_T.totalAbsent, value: data?.total_absent },
    { title: DAILY_REPORTS_T.avgAttendance, value: data?.avg_attendance_rate, suffix: '%' },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col xs={12} md={6} key={card.title}>
          <Card size="small">
            <Statistic title={card.title} value={card.value ?? 0} suffix={card.suffix} loading={statistics.isPending} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import { Descriptions, Space, Tag } from 'antd';
import { semesterTotalDays, semesterWorkingDays } from '#common';
import type { Semester } from '../../../api/semesters';
import { T } from '../../../shared/locale';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';
import { DualDate } from '../../../shared/DualDate';

/** ISO weekdays (1 = Monday) by their Arabic names, in week order. */
export function weekdayNames(days: readonly number[]): string {
  if (days.length === 0) return SEMESTERS_T.noWeekendDays;
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => SEMESTERS_T.weekdays[day - 1])
    .join(T.listSeparator);
}

/**
 * A semester's calendar: its dates, total and working days, weekend and holidays. The card counts the holidays;
 * the details list them (`listHolidays`).
 */
export function SemesterFacts({ semester, listHolidays = false }: { semester: Semester; listHolidays?: boolean }) {
  return (
    <Descriptions column={1} size="small" className={styles.details}>
      <Descriptions.Item label={SEMESTERS_T.startDate}>
        <DualDate date={semester.start_date} />
      </Descriptions.Item>
      <Descriptions.Item label={SEMESTERS_T.endDate}>
        <DualDate date={semester.end_date} />
      </Descriptions.Item>
      <Descriptions.Item label={SEMESTERS_T.totalDays}>{semesterTotalDays(semester)}</Descriptions.Item>
      <Descriptions.Item label={T.workingDays}>{semesterWorkingDays(semester).length}</Descriptions.Item>
      <Descriptions.Item label={SEMESTERS_T.weekendDays}>{weekdayNames(semester.weekend_days)}</Descriptions.Item>
      <Descriptions.Item label={SEMESTERS_T.holidays}>
        {listHolidays && semester.vacation_days.length > 0 ? (
          <Space size={[4, 4]} wrap>
            {semester.vacation_days.map((day) => (
              <Tag key={day}>
                <DualDate date={day} />
              </Tag>
            ))}
          </Space>
        ) : (
          SEMESTERS_T.holidayCount(semester.vacation_days.length)
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

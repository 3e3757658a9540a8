import { useState } from 'react';
import { Alert, Button, DatePicker, Space, Tag, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { formatGregorianDate, MESSAGES } from '#common';
import { dualDateCell } from '../../../shared/calendar/DualDateCell';
import { fromApiDate, toApiDate } from '../../../shared/dates';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';
import { DualDate } from '../../../shared/DualDate';

interface VacationDaysFieldProps {
  /** Given by the Form.Item, so its label names the date picker. */
  id?: string;
  value?: string[];
  onChange?: (days: string[]) => void;
  /** The semester's first and last day: a holiday is picked between them. */
  start?: string;
  end?: string;
}

/**
 * The semester's holidays as a form field: pick a day between the start and end dates and add it; the days are
 * listed (Hijri beside Gregorian) and each can be removed. Adding a day twice is refused with the API's sentence.
 */
export function VacationDaysField({ id, value = [], onChange, start, end }: VacationDaysFieldProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const ready = Boolean(start && end && start <= end);

  const pick = (day: Dayjs | null) => {
    setPicked(day ? toApiDate(day) : null);
    setDuplicate(false);
  };
  const add = () => {
    if (!picked) return;
    if (value.includes(picked)) {
      setDuplicate(true);
      return;
    }
    onChange?.([...value, picked].sort());
    setPicked(null);
  };

  return (
    <div className={styles.vacations}>
      <Space.Compact className={styles.vacationPicker}>
        <DatePicker
          id={id}
          value={fromApiDate(picked)}
          onChange={pick}
          disabled={!ready}
          disabledDate={(day: Dayjs) => !ready || toApiDate(day) < start! || toApiDate(day) > end!}
          defaultPickerValue={fromApiDate(start)}
          cellRender={dualDateCell}
          placeholder={SEMESTERS_T.vacationPlaceholder}
          className={styles.vacationDate}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={!picked}>
          {SEMESTERS_T.addVacation}
        </Button>
      </Space.Compact>
      {ready ? null : <Typography.Text type="secondary">{SEMESTERS_T.vacationPickDatesFirst}</Typography.Text>}
      {duplicate ? <Alert type="warning" showIcon message={MESSAGES.semesters.vacationDuplicate} /> : null}
      {value.length === 0 ? (
        <Typography.Text type="secondary">{SEMESTERS_T.noVacations}</Typography.Text>
      ) : (
        <Space size={[6, 6]} wrap>
          {value.map((day) => (
            <Tag key={day} className={styles.vacationTag}>
              <DualDate date={day} />
              {/* A real button, unlike antd's close icon, so the keyboard can remove a holiday too. */}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={SEMESTERS_T.removeVacation(formatGregorianDate(day))}
                onClick={() => onChange?.(value.filter((other) => other !== day))}
              />
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}

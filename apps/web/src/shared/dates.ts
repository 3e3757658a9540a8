import dayjs, { type Dayjs } from 'dayjs';

// Date pickers speak dayjs; the API speaks `YYYY-MM-DD`. Display goes through libs/common's formatters.

/** A picked day as the API's calendar date. */
export function toApiDate(day: Dayjs): string {
  return day.format('YYYY-MM-DD');
}

/** An API calendar date as a picker value (undefined when empty). */
export function fromApiDate(date: string | null | undefined): Dayjs | undefined {
  return date ? dayjs(date.slice(0, 10), 'YYYY-MM-DD') : undefined;
}

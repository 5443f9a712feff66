import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { toSeconds } from '../member/queries';

export type Period = { from?: number; to?: number };

// A date range as the log calls want it: epoch seconds from the first day's start to the last day's end.
export function PeriodPicker({ value, onChange, testId = 'record-period' }: { value: Period; onChange: (period: Period) => void; testId?: string }) {
  const shown: [Dayjs | null, Dayjs | null] | null = value.from === undefined && value.to === undefined
    ? null
    : [value.from === undefined ? null : dayjs.unix(value.from), value.to === undefined ? null : dayjs.unix(value.to)];
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      value={shown}
      allowEmpty={[true, true]}
      onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
        const [start, end] = range ?? [null, null];
        onChange({
          from: start ? toSeconds(start.startOf('day').valueOf()) : undefined,
          to: end ? toSeconds(end.endOf('day').valueOf()) : undefined,
        });
      }}
    />
  );
}

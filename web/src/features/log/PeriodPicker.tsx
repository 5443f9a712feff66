import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromEpoch, toEpoch } from '../../lib/time';

export type Period = { from?: number; to?: number };

// A date range as the log calls want it: epoch seconds from the first day's start to the last day's end.
export function PeriodPicker({ value, onChange, testId = 'record-period' }: { value: Period; onChange: (period: Period) => void; testId?: string }) {
  const shown: [Dayjs | null, Dayjs | null] | null = value.from === undefined && value.to === undefined
    ? null
    : [value.from === undefined ? null : fromEpoch(value.from), value.to === undefined ? null : fromEpoch(value.to)];
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      value={shown}
      allowEmpty={[true, true]}
      onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
        const [start, end] = range ?? [null, null];
        onChange({
          from: start ? toEpoch(start.startOf('day')) : undefined,
          to: end ? toEpoch(end.endOf('day')) : undefined,
        });
      }}
    />
  );
}

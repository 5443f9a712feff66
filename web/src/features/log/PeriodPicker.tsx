import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { toSeconds } from '../member/queries';

export type Period = { from?: number; to?: number };

// A date range as the log calls want it: epoch seconds from the first day's start to the last day's end.
export function PeriodPicker({ onChange }: { onChange: (period: Period) => void }) {
  return (
    <DatePicker.RangePicker
      data-testid="record-period"
      onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
        const [start, end] = range ?? [null, null];
        onChange({
          ...(start ? { from: toSeconds(start.startOf('day').valueOf()) } : {}),
          ...(end ? { to: toSeconds(end.endOf('day').valueOf()) } : {}),
        });
      }}
    />
  );
}

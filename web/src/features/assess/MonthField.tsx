import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const MONTH_FORMAT = 'YYYY-MM';

// One month ('YYYY-MM') to pick, never empty.
export function MonthField({ value, onChange, testId }: { value: string; onChange: (month: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <DatePicker picker="month" allowClear={false} value={dayjs(value)} aria-label={t('assess.month')} data-testid={testId}
      onChange={(d) => { if (d) onChange(d.format(MONTH_FORMAT)); }} />
  );
}

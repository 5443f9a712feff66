import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KpiCell } from './views';

// "actual / quota", green when reached and red when not; "no quota" without a target.
export function KpiCellTag({ cell, testId }: { cell: KpiCell; testId?: string }) {
  const { t } = useTranslation();
  if (cell.quota === null) {
    return <Typography.Text type="secondary" data-testid={testId} data-met="none">{cell.actual} / {t('assess.noQuota')}</Typography.Text>;
  }
  return (
    <Typography.Text type={cell.met ? 'success' : 'danger'} data-testid={testId} data-met={cell.met ? 'yes' : 'no'}>
      {cell.actual} / {cell.quota}
    </Typography.Text>
  );
}

export function PassedTag({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null) return <Typography.Text type="secondary">{t('assess.noQuota')}</Typography.Text>;
  return <Typography.Text type={passed ? 'success' : 'danger'} strong data-testid="assess-passed">{t(passed ? 'assess.passed' : 'assess.failed')}</Typography.Text>;
}

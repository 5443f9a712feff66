import { useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSESS_KPIS, ASSESS_KPI_LABELS, type QuotaRow } from '@brokerage/contract';
import { useUrlState, readSearch, writeSearch } from '../../components/list';
import { Permission } from '../../app/permission';
import { useLabel } from '../../i18n/useLabel';
import { today } from '../statistics/days';
import { MonthField } from './MonthField';
import { QuotaDialog } from './QuotaDialog';
import { useQuotas } from './queries';
import { VIEW_PARAM, monthOf } from './views';

const MONTH_PARAM = 'month';
const EXAMINE = ['assess:examine'] as const;

// 考核指标: the positions with their targets for a month; holders of assess:examine set a position's.
export function QuotaView() {
  const { t } = useTranslation();
  const label = useLabel();
  const thisMonth = monthOf(today());
  const [state, setState] = useUrlState(
    (search) => { const raw = readSearch(search); return { view: raw[VIEW_PARAM], month: raw[MONTH_PARAM] ?? thisMonth }; },
    (s: { view?: string; month: string }) => writeSearch({ [VIEW_PARAM]: s.view, [MONTH_PARAM]: s.month }, { [MONTH_PARAM]: thisMonth }),
  );
  const quotas = useQuotas(state.month);
  const [editing, setEditing] = useState<QuotaRow>();
  return (
    <Card title={t('assess.views.quota')} data-testid="quota-page"
      extra={<MonthField value={state.month} onChange={(month) => setState({ ...state, month })} testId="quota-month" />}>
      <Table<QuotaRow> size="small" rowKey="position_id" pagination={false} loading={quotas.isFetching} dataSource={quotas.data ?? []}
        data-testid="quota-table" scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-id': r.position_id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'position', title: t('assess.position'), dataIndex: 'position_name', fixed: 'left' },
          ...ASSESS_KPIS.map((kpi) => ({
            key: kpi, title: label(ASSESS_KPI_LABELS[kpi]), align: 'right' as const,
            render: (_: unknown, r: QuotaRow) => (r.quota ? <span data-testid={`quota-cell-${kpi}`}>{r.quota[kpi]}</span>
              : <Typography.Text type="secondary">{t('assess.quota.none')}</Typography.Text>),
          })),
          { key: 'actions', title: '', render: (_, r) => (
            <Permission codes={EXAMINE}>
              <Button size="small" type="link" onClick={() => setEditing(r)} data-testid="quota-edit">{t('assess.quota.edit')}</Button>
            </Permission>
          ) },
        ]} />
      <QuotaDialog row={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}

import { Drawer, Flex, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSESS_KPIS, ASSESS_KPI_LABELS, type AssessDay, type AssessKpi, type AssessRow } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { KpiCellTag, PassedTag } from './KpiCellTag';
import { useAssessDetail } from './queries';
import { kpiCell } from './views';

const DRAWER_WIDTH = 880;

// One person's month: each KPI's actual against the quota, then the counts of every company day.
export function AssessDetailDrawer({ row, month, onClose }: { row: AssessRow | undefined; month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const detail = useAssessDetail(row?.staff_id, month);
  const data = detail.data;
  return (
    <Drawer open={row !== undefined} size={DRAWER_WIDTH} onClose={onClose} destroyOnHidden data-testid="assess-detail"
      title={row ? t('assess.detail.title', { name: row.name, month }) : ''}>
      <Spin spinning={detail.isFetching}>
        {data && (
          <Flex vertical gap={16}>
            <PassedTag passed={data.passed} />
            <Table<{ kpi: AssessKpi }> size="small" rowKey="kpi" pagination={false} data-testid="assess-detail-kpis"
              dataSource={ASSESS_KPIS.map((kpi) => ({ kpi }))}
              onRow={(r) => ({ 'data-kpi': r.kpi }) as React.HTMLAttributes<HTMLElement>}
              columns={[
                { key: 'kpi', title: t('assess.detail.kpi'), render: (_, r) => label(ASSESS_KPI_LABELS[r.kpi]) },
                { key: 'cell', title: `${t('assess.detail.actual')} / ${t('assess.detail.quota')}`, align: 'right',
                  render: (_, r) => <KpiCellTag cell={kpiCell(data, r.kpi)} testId="assess-detail-cell" /> },
              ]} />
            <Table<AssessDay> size="small" rowKey="day" pagination={false} data-testid="assess-detail-days" dataSource={data.days}
              scroll={{ x: 'max-content', y: 400 }}
              columns={[
                { key: 'day', title: t('assess.detail.day'), dataIndex: 'day', fixed: 'left' },
                ...ASSESS_KPIS.map((kpi) => ({ key: kpi, title: label(ASSESS_KPI_LABELS[kpi]), dataIndex: kpi, align: 'right' as const })),
              ]} />
          </Flex>
        )}
      </Spin>
    </Drawer>
  );
}

import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TargetItem } from '@brokerage/contract';
import { formatWan } from '../../lib/format';
import { TARGET_KINDS, countField, moneyField, type TargetKind } from './queries';

type Row = { kind: TargetKind; countTarget: number; moneyTarget: number; countActual: number; moneyActual: number };

// This month's targets against actuals. Actuals are 0 until the deals module records deals: shown as
// 0, never estimated.
export function TargetSummary({ target }: { target: TargetItem }) {
  const { t } = useTranslation();
  const rows: Row[] = TARGET_KINDS.map((kind) => ({
    kind,
    countTarget: target[countField(kind)],
    moneyTarget: target[moneyField(kind)],
    countActual: 0,
    moneyActual: 0,
  }));
  return (
    <Table<Row>
      size="small"
      rowKey="kind"
      pagination={false}
      dataSource={rows}
      data-testid="target-summary"
      columns={[
        { key: 'kind', title: t('dashboard.kind'), render: (_, row) => t(`target.kinds.${row.kind}`) },
        { key: 'countTarget', dataIndex: 'countTarget', title: t('dashboard.countTarget') },
        { key: 'countActual', dataIndex: 'countActual', title: t('dashboard.countActual') },
        { key: 'moneyTarget', title: t('dashboard.moneyTarget'), render: (_, row) => formatWan(row.moneyTarget) },
        { key: 'moneyActual', title: t('dashboard.moneyActual'), render: (_, row) => formatWan(row.moneyActual) },
      ]}
    />
  );
}

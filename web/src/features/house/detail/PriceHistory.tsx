import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HouseDetail } from '@brokerage/contract';
import { formatDate } from '../../../lib/format';
import { useHouseFormat } from '../money';

type Change = HouseDetail['price_history'][number];

// The latest 20 price changes, newest first.
export function PriceHistory({ house, compact = false }: { house: HouseDetail; compact?: boolean }) {
  const { t } = useTranslation();
  const fmt = useHouseFormat();
  const money = (yuan: number | null) => fmt.maybePrice(yuan, house.kind);
  return (
    <Table<Change>
      rowKey="id"
      size="small"
      data-testid="house-price-history"
      pagination={false}
      dataSource={house.price_history}
      locale={{ emptyText: t('house.detail.prices.empty') }}
      scroll={compact ? { y: 200 } : { x: true }}
      columns={[
        { key: 'time', title: t('house.detail.prices.time'), render: (_, c) => formatDate(c.created_at, 'YYYY-MM-DD HH:mm'), width: 140 },
        { key: 'from', title: t('house.detail.prices.from'), render: (_, c) => money(c.price_from) },
        { key: 'to', title: t('house.detail.prices.to'), render: (_, c) => money(c.price_to) },
        ...(compact ? [] : [
          { key: 'baseFrom', title: t('house.detail.prices.baseFrom'), render: (_: unknown, c: Change) => money(c.base_price_from) },
          { key: 'baseTo', title: t('house.detail.prices.baseTo'), render: (_: unknown, c: Change) => money(c.base_price_to) },
          { key: 'reason', title: t('house.detail.prices.reason'), dataIndex: 'reason' },
        ]),
        { key: 'by', title: t('house.detail.prices.by'), dataIndex: 'staff_name', width: 90 },
      ]}
    />
  );
}

import { useState } from 'react';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ERRORS, HOUSE_GRADE_LABELS, HOUSE_OPERATION_LABELS, HOUSE_POOL_LABELS, HOUSE_STATUS_LABELS, type HouseDetail,
  type HouseOperationEntry, type Text,
} from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { pagerTotal } from '../../components/list';
import type { houseLogTexts } from './texts';
import { useHouseOperations } from './queries';

const PAGE_SIZE = 10;
type Field = keyof (typeof houseLogTexts)['en']['operation']['fields'];
const CODED: Partial<Record<Field, Record<string, Text>>> = { status: HOUSE_STATUS_LABELS, grade: HOUSE_GRADE_LABELS, pool: HOUSE_POOL_LABELS };
const DATED: readonly string[] = ['until', 'due_at'];

// The house calls made on this house (operate/house): who, what, with which values, and whether it went through.
export function OperationLogTab({ house }: { house: HouseDetail }) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const operations = useHouseOperations(house.id, page, PAGE_SIZE);
  const rows = operations.data?.list ?? [];
  // Counted up to page.total_cap (2,000): past it the pager offers the next page while this one is full.
  const total = pagerTotal(operations.data?.page.total ?? 0, operations.data?.page.total_cap, page, PAGE_SIZE, rows.length);

  const summary = (o: HouseOperationEntry): string => {
    if (!o.summary) return '';
    const values = JSON.parse(o.summary) as Record<string, string | number | boolean>;
    return Object.entries(values).map(([field, value]) => {
      const name = i18n.exists(`houseLog.operation.fields.${field}`) ? t(`houseLog.operation.fields.${field as Field}`) : field;
      const coded = CODED[field as Field];
      const shown = coded && typeof value === 'string' && Object.hasOwn(coded, value) ? label(coded[value] as Text)
        : DATED.includes(field) && typeof value === 'number' ? formatDate(value, 'YYYY-MM-DD') : String(value);
      return `${name}: ${shown}`;
    }).join('; ');
  };

  return (
    <Table<HouseOperationEntry>
      rowKey="id" size="small" data-testid="house-operation-log" loading={operations.isFetching}
      dataSource={rows}
      locale={{ emptyText: t('houseLog.operation.empty') }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false }}
      onRow={(o) => ({ 'data-testid': 'house-operation-row', 'data-endpoint': o.endpoint } as React.HTMLAttributes<HTMLElement>)}
      columns={[
        { key: 'time', title: t('houseLog.operation.time'), width: 150, render: (_: unknown, o) => formatDate(o.created_at, 'YYYY-MM-DD HH:mm') },
        { key: 'staff', title: t('houseLog.operation.staff'), width: 100, dataIndex: 'staff_name' },
        { key: 'store', title: t('houseLog.operation.store'), width: 120, dataIndex: 'store_name' },
        {
          key: 'action', title: t('houseLog.operation.action'), width: 160,
          render: (_: unknown, o) => (Object.hasOwn(HOUSE_OPERATION_LABELS, o.endpoint) ? label(HOUSE_OPERATION_LABELS[o.endpoint] as Text) : o.endpoint),
        },
        { key: 'summary', title: t('houseLog.operation.summary'), render: (_: unknown, o) => summary(o) },
        {
          key: 'result', title: t('houseLog.operation.result'), width: 130,
          render: (_: unknown, o) => (o.result_code === ERRORS.OK.code
            ? <Tag color="green">{t('houseLog.operation.ok')}</Tag>
            : <Tag color="red">{t('houseLog.operation.failed', { code: o.result_code })}</Tag>),
        },
      ]}
    />
  );
}

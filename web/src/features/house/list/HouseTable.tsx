import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { HouseItem } from '@brokerage/contract';
import { useTranslation } from 'react-i18next';
import { COLUMN_KEYS, sortOf, useHouseColumns, type ColumnKey } from './columns';
import { PAGE_SIZES, type ListState } from './listState';

type Props = {
  state: ListState;
  rows: HouseItem[];
  total: number;
  loading: boolean;
  hidden: ColumnKey[];
  onChange: (next: ListState) => void;
  onOpen: (house: HouseItem) => void;
};

// The page of houses; a row opens the house. Sorting and paging go to the server through the list state.
export function HouseTable({ state, rows, total, loading, hidden, onChange, onOpen }: Props) {
  const { t } = useTranslation();
  const { query } = state;
  const columns = useHouseColumns(query).filter((c) => !hidden.includes(c.key));
  return (
    <Table<HouseItem>
      rowKey="id"
      size="middle"
      data-testid="house-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('house.list.empty') }}
      onRow={(house) => ({ onClick: () => onOpen(house), style: { cursor: 'pointer' }, 'data-house-id': house.id } as HTMLAttributes<HTMLElement>)}
      pagination={{
        current: query.page, pageSize: query.limit, total, showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
        showTotal: (n) => t('house.list.total', { total: n }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = COLUMN_KEYS.find((k) => k === one?.columnKey);
          const sort = key ? sortOf(key) : undefined;
          const next = sort && one?.order
            ? { sort, order: one.order === 'ascend' ? 'asc' as const : 'desc' as const }
            : { sort: 'updated_at' as const, order: 'desc' as const };
          onChange({ ...state, query: { ...query, ...next, page: 1 } });
          return;
        }
        const limit = pagination.pageSize ?? query.limit;
        onChange({ ...state, query: { ...query, page: limit === query.limit ? pagination.current ?? 1 : 1, limit } });
      }}
    />
  );
}

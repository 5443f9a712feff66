import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { HouseItem } from '@brokerage/contract';
import { useTranslation } from 'react-i18next';
import { COLUMN_KEYS, sortOf, useHouseColumns, type ColumnKey } from './columns';
import { PAGE_SIZES, totalKey, type ListState } from './listState';
import { pagerTotal } from '../../../components/list';

// Rows picked for the comparison: at most `max`, kept across pages.
export type RowSelection = { selected: number[]; max: number; onChange: (ids: number[]) => void };

type Props = {
  state: ListState;
  rows: HouseItem[];
  total: number;
  // The cap the total was counted up to (the house list's page.total_cap), when it has one.
  totalCap?: number;
  loading: boolean;
  hidden: ColumnKey[];
  onChange: (next: ListState) => void;
  onOpen: (house: HouseItem) => void;
  selection?: RowSelection;
};

// The page of houses; a row opens the house. Sorting and paging go to the server through the list state.
export function HouseTable({ state, rows, total, totalCap, loading, hidden, onChange, onOpen, selection }: Props) {
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
      rowSelection={selection && {
        selectedRowKeys: selection.selected,
        preserveSelectedRowKeys: true,
        hideSelectAll: true,
        onChange: (keys) => selection.onChange(keys.map(Number).slice(0, selection.max)),
        getCheckboxProps: (house) => ({
          disabled: selection.selected.length >= selection.max && !selection.selected.includes(house.id),
          'data-testid': `house-select-${house.id}`,
        } as object),
      }}
      onRow={(house) => ({
        // A click on the row's checkbox selects it; anywhere else opens the house.
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) onOpen(house);
        },
        style: { cursor: 'pointer' },
        'data-house-id': house.id,
      } as HTMLAttributes<HTMLElement>)}
      pagination={{
        current: query.page, pageSize: query.limit, total: pagerTotal(total, totalCap, query.page, query.limit, rows.length),
        showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
        showTotal: () => t(totalKey(total, totalCap), { total }),
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

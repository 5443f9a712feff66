import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { capSelection, isControl, openOnKey, rowKeyOf, type ListColumn, type RowKey } from './cells';
import { pagerTotal } from './pager';
import type { ListBodyProps } from './types';

function toAntd<Row>(column: ListColumn<Row>, sort: ListBodyProps<Row>['sort']): ColumnType<Row> {
  const { sortKey, card: _card, ...rest } = column;
  if (!sortKey || !sort) return rest;
  return {
    ...rest,
    sorter: true,
    sortOrder: sort.by === sortKey ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    sortDirections: ['descend', 'ascend'],
  };
}

// The list as antd's table: the only place a list page's Table is built.
export function ListTable<Row extends object>(props: ListBodyProps<Row>) {
  const { rows, columns, hidden = [], paging, sort, selection, onOpen, rowProps, rowStyle, expand, rowKey } = props;
  const shown = columns.filter((c) => !hidden.includes(c.key));
  return (
    <Table<Row>
      rowKey={rowKey}
      size={props.size ?? 'middle'}
      data-testid={props.testId}
      columns={shown.map((c) => toAntd(c, sort))}
      dataSource={rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.emptyText }}
      rowSelection={selection && {
        selectedRowKeys: selection.selected,
        preserveSelectedRowKeys: true,
        hideSelectAll: selection.max !== undefined,
        onChange: (keys) => selection.onChange(capSelection(keys, selection.max)),
        getCheckboxProps: (row) => ({
          disabled: selection.max !== undefined && selection.selected.length >= selection.max && !selection.selected.includes(rowKeyOf(row, rowKey)),
          ...(selection.testId ? { 'data-testid': selection.testId(row) } : {}),
        } as object),
      }}
      expandable={expand && {
        expandedRowRender: expand.render,
        ...(expand.keys ? { expandedRowKeys: expand.keys } : {}),
        ...(expand.onChange ? { onExpandedRowsChange: (keys: readonly RowKey[]) => expand.onChange?.([...keys]) } : {}),
      }}
      onRow={(row) => ({
        ...(onOpen ? { onClick: (event) => !isControl(event.target) && onOpen(row), tabIndex: 0, onKeyDown: openOnKey(() => onOpen(row)) } : {}),
        style: { ...(onOpen ? { cursor: 'pointer' } : {}), ...rowStyle?.(row) },
        ...rowProps?.(row),
      } as HTMLAttributes<HTMLElement>)}
      pagination={paging ? {
        current: paging.page,
        pageSize: paging.limit,
        total: pagerTotal(props.total, props.cap, paging.page, paging.limit, rows.length),
        showSizeChanger: Boolean(paging.sizes),
        pageSizeOptions: paging.sizes,
        showTotal: () => props.showTotal,
      } : false}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort' && sort) {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const column = shown.find((c) => c.key === one?.columnKey);
          if (column?.sortKey && one?.order) sort.onChange(column.sortKey, one.order === 'ascend' ? 'asc' : 'desc');
          else sort.onChange(undefined, 'desc');
          return;
        }
        if (extra.action === 'paginate' && paging) {
          const limit = pagination.pageSize ?? paging.limit;
          paging.onChange(limit === paging.limit ? pagination.current ?? 1 : 1, limit);
        }
      }}
    />
  );
}

import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Pagination, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { capSelection, cellOf, isControl, openOnKey, rowKeyOf, titleOf, type ListColumn, type RowKey } from './cells';
import { pagerTotal } from './pager';
import type { ListBodyProps } from './types';

// The sorts the sortable columns offer, for a phone (no column headers to click).
function SortPicker<Row>({ columns, sort }: Pick<ListBodyProps<Row>, 'columns' | 'sort'>) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortKey);
  if (!sort || sortable.length === 0) return null;
  const options = sortable.flatMap((c) => (['desc', 'asc'] as const).map((order) => ({
    value: `${c.sortKey}:${order}`, label: <>{titleOf(c)} {order === 'desc' ? '↓' : '↑'}</>,
  })));
  return (
    <Select size="small" allowClear placeholder={t('shell.list.sort')} aria-label={t('shell.list.sort')} style={{ minWidth: 140, alignSelf: 'flex-end' }}
      value={sort.by && sortable.some((c) => c.sortKey === sort.by) ? `${sort.by}:${sort.order}` : undefined} options={options}
      onChange={(value?: string) => {
        const [by, order] = (value ?? '').split(':');
        sort.onChange(by || undefined, order === 'asc' ? 'asc' : 'desc');
      }} />
  );
}

// The list on a phone: one card per row, headed by the title column, the other shown columns as labelled lines and
// the actions column at the bottom; a simple pager under them.
export function ListCards<Row extends object>(props: ListBodyProps<Row>) {
  const { t } = useTranslation();
  const { rows, columns, hidden = [], paging, selection, onOpen, rowProps, rowStyle, expand, rowKey } = props;
  const [ownOpened, setOwnOpened] = useState<RowKey[]>([]);
  const opened = expand?.keys ?? ownOpened;
  const flip = (key: RowKey) => {
    const next = opened.includes(key) ? opened.filter((k) => k !== key) : [...opened, key];
    setOwnOpened(next);
    expand?.onChange?.(next);
  };
  const shown = columns.filter((c) => !hidden.includes(c.key) && c.card !== 'hidden');
  const heading = shown.find((c) => c.card === 'title') ?? shown.find((c) => c.card !== 'actions');
  const lines = shown.filter((c) => c !== heading && c.card !== 'actions');
  const actions = shown.filter((c) => c.card === 'actions');
  const picked = (row: Row) => selection?.selected.includes(rowKeyOf(row, rowKey)) ?? false;
  const toggle = (row: Row, on: boolean) => {
    if (!selection) return;
    const key = rowKeyOf(row, rowKey);
    selection.onChange(capSelection(on ? [...selection.selected, key] : selection.selected.filter((k) => k !== key), selection.max));
  };
  const full = selection?.max !== undefined && selection.selected.length >= selection.max;
  const cell = (column: ListColumn<Row>, row: Row, index: number) => <div key={column.key}>{cellOf(column, row, index)}</div>;

  return (
    <Spin spinning={props.loading}>
      <Flex vertical gap={8} data-testid={props.testId} data-layout="cards">
        <SortPicker columns={shown} sort={props.sort} />
        {rows.length === 0 && <Empty description={props.emptyText} />}
        {rows.map((row, index) => (
          <Card
            key={rowKeyOf(row, rowKey)}
            size="small"
            data-testid="list-card"
            hoverable={Boolean(onOpen)}
            {...rowProps?.(row)}
            style={rowStyle?.(row)}
            onClick={onOpen ? (event) => !isControl(event.target) && onOpen(row) : undefined}
            {...(onOpen ? { tabIndex: 0, onKeyDown: openOnKey(() => onOpen(row)) } : {})}
            title={(
              <Flex gap={8} align="center" style={{ whiteSpace: 'normal' }}>
                {selection && (
                  <Checkbox checked={picked(row)} disabled={full && !picked(row)} onChange={(e) => toggle(row, e.target.checked)}
                    data-testid={selection.testId?.(row)} />
                )}
                {heading && cellOf(heading, row, index)}
              </Flex>
            )}
          >
            <Flex vertical gap={4}>
              {lines.map((column) => (
                <Flex key={column.key} justify="space-between" align="baseline" gap={12}>
                  <Typography.Text type="secondary" style={{ flex: 'none' }}>{titleOf(column)}</Typography.Text>
                  <div style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</div>
                </Flex>
              ))}
              {actions.length > 0 && <Flex justify="flex-end" wrap gap={4}>{actions.map((column) => cell(column, row, index))}</Flex>}
              {expand && (
                <Button type="link" size="small" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => flip(rowKeyOf(row, rowKey))}
                  data-testid="list-card-expand">
                  {t(opened.includes(rowKeyOf(row, rowKey)) ? 'shell.list.collapse' : 'shell.list.expand')}
                </Button>
              )}
              {expand && opened.includes(rowKeyOf(row, rowKey)) && expand.render(row)}
            </Flex>
          </Card>
        ))}
        {paging && (
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">{props.showTotal}</Typography.Text>
            <Pagination simple size="small" current={paging.page} pageSize={paging.limit}
              total={pagerTotal(props.total, props.cap, paging.page, paging.limit, rows.length)}
              onChange={(page) => paging.onChange(page, paging.limit)} />
          </Flex>
        )}
      </Flex>
    </Spin>
  );
}

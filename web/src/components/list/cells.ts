import { isValidElement, type Key, type KeyboardEvent, type ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';

// A list's column: antd's column (title, render, width, fixed…) with a key, and what the block adds.
export type ListColumn<Row> = ColumnType<Row> & {
  key: string;
  // The endpoint's sort name this column sorts by: a click on its header sorts the list on the server.
  sortKey?: string;
  // On a phone's card: its heading ('title'), its row of actions ('actions'), left out ('hidden'); by default a
  // labelled line. Without a 'title' column the first shown column heads the card.
  card?: 'title' | 'actions' | 'hidden';
};

export type SortOrder = 'asc' | 'desc';
export type ListSort = { by?: string; order: SortOrder; onChange: (by: string | undefined, order: SortOrder) => void };
export type RowKey = Key;

function valueAt(row: unknown, dataIndex: ColumnType<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[String(key)] : undefined), row);
}

// What a column shows for a row, as the table would render it (render function, else the value at dataIndex).
export function cellOf<Row>(column: ListColumn<Row>, row: Row, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as ColumnType<unknown>['dataIndex']);
  if (!column.render) return value === undefined || value === null ? null : String(value as string | number);
  const rendered = column.render(value, row, index) as unknown;
  // A render may answer { children, props } to span cells; a card shows just the children.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

export function titleOf<Row>(column: ListColumn<Row>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

// Clicks on a control inside a row (a link, a button, a checkbox, a menu) act on the control, not open the row.
const CONTROLS = 'a, button, input, textarea, label, .ant-checkbox-wrapper, .ant-select, .ant-table-selection-column, .ant-dropdown, .ant-popover, .ant-tag[style*="pointer"]';

export function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(CONTROLS) !== null;
}

// A row or card that opens on a click opens on Enter or Space too, when it holds the keyboard focus itself.
export function openOnKey(open: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open();
  };
}

export function rowKeyOf<Row>(row: Row, rowKey: keyof Row & string): RowKey {
  return row[rowKey] as RowKey;
}

// Keeps at most `max` picked rows: the ones picked first stay.
export function capSelection(keys: readonly RowKey[], max: number | undefined): RowKey[] {
  return max === undefined ? [...keys] : keys.slice(0, max);
}

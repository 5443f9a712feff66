import type { ReactNode } from 'react';
import type { ListColumn, ListSort, RowKey } from './cells';

// What a list shows: a react-query result of a list call (its `data` holds `list` and, when paged, `page`).
export type ListSource<Row> = {
  data?: { list: Row[]; page?: { total: number; total_cap?: number } };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type ListPaging = {
  page: number;
  limit: number;
  // Page sizes offered; without them the size is fixed.
  sizes?: number[];
  onChange: (page: number, limit: number) => void;
};

export type ListSelection<Row> = {
  selected: RowKey[];
  onChange: (keys: RowKey[]) => void;
  // At most this many rows may be picked (the comparison's four).
  max?: number;
  // The test id of a row's checkbox.
  testId?: (row: Row) => string;
};

export type ListViewProps<Row> = {
  // The list's test id, on the table or on the cards.
  testId: string;
  rowKey: keyof Row & string;
  columns: ListColumn<Row>[];
  source: ListSource<Row>;
  // Keys of columns the person hid (useColumnSettings).
  hidden?: readonly string[];
  paging?: ListPaging;
  sort?: ListSort;
  selection?: ListSelection<Row>;
  // A click on a row (not on a control in it) opens the row.
  onOpen?: (row: Row) => void;
  // Attributes on a row's element (data-… for tests and styling).
  rowProps?: (row: Row) => Record<string, string | number | undefined>;
  empty?: ReactNode;
  // The pager's total in the list's own words ("137 houses"); `capped` means "that many or more".
  totalText?: (total: number, capped: boolean) => ReactNode;
  size?: 'small' | 'middle';
};

// What the table and the cards receive once the view has worked out rows, totals and texts.
export type ListBodyProps<Row> = ListViewProps<Row> & {
  rows: Row[];
  total: number;
  cap?: number;
  loading: boolean;
  emptyText: ReactNode;
  showTotal: ReactNode;
};

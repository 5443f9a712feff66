// The list block: every list screen is built from these parts, the same way.
//
//   const list = useListQuery(keyList.input);                   // filters, sort and page in the URL query, parsed
//   const keys = useKeyList(toCallInput(list.query));           //   against the endpoint's contract schema
//   const columns: ListColumn<KeyItem>[] = [{ key: 'number', title: …, render: …, card: 'title' }, …];
//   <FilterBar active={n}>{…filter controls calling list.filter({ status })}</FilterBar>
//   <ListView testId="key-table" rowKey="id" columns={columns} source={keys}
//     paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }} />
//
// - useListQuery(schema, { base, extras, path }): `query` (the schema's output), `filter(patch, extras?)` (back to
//   page 1), `page(page, limit)`, `clear()`, `extras` (display helpers beside the filters, like a picked person's
//   name). useUrlState(parse, serialize, path) is the lower level for a list with its own URL format.
// - toCallInput(query): the list call's input (lists comma-separated).
// - ListView: the rows. A table on screens, cards under 576 px (a column's `card`: 'title' | 'actions' | 'hidden');
//   `source` is the react-query result of the list call (empty state, error state with a retry, loading), or
//   sourceOf(result, rows) for rows a call answers inside something else; `paging`
//   (server paging, capped totals as "2000 or more"), `sort` ({ by, order, onChange }: columns with `sortKey` sort on
//   the server), `selection` ({ selected, onChange, max }), `onOpen` (a click on a row, not on a control in it),
//   `hidden` (column keys), `rowProps` (data attributes), `rowStyle`, `expand` ({ render, keys, onChange }: rows that
//   open in place; on a card behind a "More" link), `empty`, `totalText`.
// - FilterBar: the filter controls; on phones behind one "Filters" button.
// - StatusTabs: the status tabs with counts (a count at its cap reads "2000+").
// - ColumnSettings + useColumnSettings(list, keys, defaultHidden): hidden columns, remembered per person.
// - ListTotal: a list's total shown outside its rows (beside the filters), once the call has answered.
// - BulkBar: the picked rows' count, a clear link and the bulk actions.
// - ExportButton: the server's Excel export of the list's filters, with download progress.
// - CellLink: text in a row that opens something on a click (a record, a dialog), reachable by keyboard.
// antd's Table is imported only here (ListTable.tsx) for lists; docs/architecture.md names the other tables.
export { BulkBar } from './BulkBar';
export { CellLink } from './CellLink';
export type { ListColumn, ListSort, RowKey, SortOrder } from './cells';
export { ColumnSettings } from './ColumnSettings';
export { ExportButton } from './ExportButton';
export { FilterBar } from './FilterBar';
export { ListTotal } from './ListTotal';
export { ListView } from './ListView';
export { badgeCount, pagerTotal, reachedCap } from './pager';
export { StatusTabs, type StatusTab } from './StatusTabs';
export { sourceOf, type ListExpand, type ListPaging, type ListSelection, type ListSource, type ListViewProps } from './types';
export { useColumnSettings } from './useColumnSettings';
export { useListQuery, useUrlState, type ListQueryState } from './useListQuery';
export { usePhone } from './usePhone';
export { parseQuery, readSearch, toCallInput, writeSearch } from './urlQuery';

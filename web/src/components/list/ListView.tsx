import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListCards } from './ListCards';
import { ListTable } from './ListTable';
import { pageAfterEmpty, reachedCap } from './pager';
import type { ListViewProps } from './types';
import { usePhone } from './usePhone';

// The rows of a list: a table on screens, cards on phones; server paging and sorting; an empty state and, when the
// call failed, an error state with a retry. A page left empty (its last rows removed) goes back to the last with rows.
export function ListView<Row extends object>(props: ListViewProps<Row>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { source, paging, testId } = props;
  const rows = source.data?.list ?? [];
  const total = source.data?.page?.total ?? rows.length;
  const cap = source.data?.page?.total_cap;
  const capped = reachedCap(total, cap);
  const settled = source.data !== undefined && !source.isFetching;
  const back = settled && paging ? pageAfterEmpty(paging.page, paging.limit, total, rows.length) : null;

  useEffect(() => {
    if (back !== null && paging) paging.onChange(back, paging.limit);
  }, [back, paging]);

  if (source.isError && !source.isFetching) {
    return (
      <Result status="warning" title={t('shell.list.error')} data-testid={`${testId}-error`}
        extra={<Button type="primary" onClick={() => void source.refetch()} data-testid={`${testId}-retry`}>{t('shell.list.retry')}</Button>} />
    );
  }
  const body = {
    ...props,
    rows,
    total,
    cap,
    loading: source.isFetching,
    emptyText: props.empty ?? t('shell.list.empty'),
    showTotal: props.totalText ? props.totalText(total, capped) : t(capped ? 'shell.list.totalCapped' : 'shell.list.total', { total }),
  };
  return phone ? <ListCards {...body} /> : <ListTable {...body} />;
}

import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyList } from '@brokerage/contract';
import { FilterBar, ListTotal, ListView, toCallInput, useListQuery } from '../../components/list';
import { KeyFilters } from './KeyFilters';
import { keyRowProps, useKeyColumns } from './keyColumns';
import { useKeyList } from './queries';

// /house/key-management: the keys of the stores within reach, across houses, with the moves each status allows;
// the filters and page in the URL query.
export function KeyManagementPage() {
  const { t } = useTranslation();
  const { query, filter, page } = useListQuery(keyList.input);
  const keys = useKeyList(toCallInput(query));
  const columns = useKeyColumns(true);
  // Counted up to page.total_cap: a total at it reads "2000 or more", and the pager offers the next page while this one is full.
  const totalText = (n: number, capped: boolean) => t(capped ? 'houseKey.totalCapped' : 'houseKey.total', { total: n });
  const active = [query.status, query.overdue, query.store_id, query.keyword].filter((v) => v !== undefined).length;

  return (
    <Card title={t('houseKey.title')} data-testid="key-management-page"
      extra={<ListTotal source={keys} text={totalText} testId="key-total" />}>
      <Flex vertical gap={16}>
        <FilterBar active={active}>
          <KeyFilters value={query} onChange={(next) => filter(next)} />
        </FilterBar>
        <ListView testId="key-table" rowKey="id" size="small" columns={columns} source={keys} rowProps={keyRowProps}
          empty={t('houseKey.empty')} totalText={totalText}
          paging={{ page: query.page, limit: query.limit, onChange: page }} />
      </Flex>
    </Card>
  );
}

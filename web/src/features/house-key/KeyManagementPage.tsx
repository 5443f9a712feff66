import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagerTotal, reachedCap } from '../../components/list';
import { KeyFilters, type KeyFilterValues } from './KeyFilters';
import { KeyTable } from './KeyTable';
import { useKeyList } from './queries';

const PAGE_SIZE = 20;

// /house/key-management: the keys of the stores within reach, across houses, with the moves each status allows.
export function KeyManagementPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<KeyFilterValues>({});
  const [page, setPage] = useState(1);
  const keys = useKeyList({ ...filters, page, limit: PAGE_SIZE });
  const total = keys.data?.page.total ?? 0;
  // Counted up to page.total_cap: a total at it reads "2000 or more", and the pager offers the next page while this one is full.
  const cap = keys.data?.page.total_cap;
  const rows = keys.data?.list ?? [];
  const filter = (next: KeyFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Card title={t('houseKey.title')} data-testid="key-management-page"
      extra={<Typography.Text type="secondary" data-testid="key-total">{t(reachedCap(total, cap) ? 'houseKey.totalCapped' : 'houseKey.total', { total })}</Typography.Text>}>
      <Flex vertical gap={16}>
        <KeyFilters value={filters} onChange={filter} />
        <KeyTable keys={rows} loading={keys.isFetching} showHouse
          pagination={{ current: page, pageSize: PAGE_SIZE, total: pagerTotal(total, cap, page, PAGE_SIZE, rows.length), onChange: setPage, showSizeChanger: false }} />
      </Flex>
    </Card>
  );
}

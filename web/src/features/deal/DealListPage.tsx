import { Button, Card, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dealExport, dealList, type DealItem } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { ExportButton, ListView, toCallInput, useListQuery } from '../../components/list';
import { DealFilters } from './DealFilters';
import { useDealColumns, useMoney } from './columns';
import { dealEntryLink, dealLink } from './links';
import { useDealList } from './queries';

// /transaction/sale: the deals of the caller's reach, the filters in the URL, the sums of price and commission of
// every deal matching them, and the Excel export of the same filters.
export function DealListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const list = useListQuery(dealList.input, { extras: ['agent'] });
  const { query } = list;
  const input = toCallInput(query);
  const deals = useDealList(input);
  const { page: _page, limit: _limit, ...exportInput } = input;
  const totals = deals.data?.totals;
  const totalText = (n: number) => t('deal.total', { total: n });
  const columns = useDealColumns((row) => (
    <Button size="small" type="link" onClick={() => void navigate(dealLink(row.id))} data-testid="deal-open">{t('deal.action.open')}</Button>
  ));

  return (
    <Card title={t('deal.title')} data-testid="deal-list-page"
      extra={(
        <Permission codes={['deal:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(dealEntryLink({}))} data-testid="deal-add">{t('deal.action.add')}</Button>
        </Permission>
      )}>
      <Flex vertical gap={12}>
        <DealFilters value={query} names={list.extras} onChange={(patch, names) => list.filter(patch, names)} />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text data-testid="deal-totals" data-count={totals?.count} data-price={totals?.price} data-commission={totals?.commission}>
            {totals ? t('deal.totals', { count: totals.count, price: money(totals.price), commission: money(totals.commission) }) : ''}
          </Typography.Text>
          <Space wrap>
            <ExportButton endpoint={dealExport} input={exportInput} />
          </Space>
        </Flex>
        <ListView<DealItem> testId="deal-table" rowKey="id" columns={columns} source={deals} empty={t('deal.empty')} totalText={totalText}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          rowProps={(d) => ({ 'data-deal-id': d.id, 'data-status': d.status, 'data-kind': d.kind })}
          onOpen={(d) => void navigate(dealLink(d.id))} />
      </Flex>
    </Card>
  );
}

import { useState } from 'react';
import { Card, DatePicker, Flex, InputNumber, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ASSESS_DAYS_MAX, type LookGroupRow, type NoLookCustomer, type SecondLookCustomer } from '@brokerage/contract';
import { formatDate } from '../../lib/format';
import { companyNow } from '../../lib/time';
import { useUrlState } from '../../components/list';
import { DAY_FORMAT, dayRangeOf, type DayRange } from '../statistics/days';
import { readLook, writeLook } from './lookState';
import { useLookStores, useNoLookCustomers, useSecondLookCustomers } from './queries';

const PAGE_SIZE = 10;
const time = (seconds: number) => formatDate(seconds, 'YYYY-MM-DD HH:mm');

function Stores({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const stores = useLookStores(range);
  return (
    <Card size="small" title={t('assess.look.stores')}>
      <Table<LookGroupRow> size="small" rowKey="id" pagination={false} loading={stores.isFetching} dataSource={stores.data ?? []}
        data-testid="look-stores" locale={{ emptyText: t('assess.look.empty') }}
        columns={[
          { key: 'name', title: t('assess.store'), dataIndex: 'name' },
          { key: 'looks', title: t('assess.look.looks'), dataIndex: 'looks', align: 'right' },
          { key: 'flag', title: '', render: (_, r) => (r.no_look ? <Tag color="red">{t('assess.look.noLook')}</Tag> : null) },
        ]} />
    </Card>
  );
}

function NoLook({ days, onDays }: { days: number; onDays: (days: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const customers = useNoLookCustomers({ days, page, limit: PAGE_SIZE });
  return (
    <Card size="small" title={t('assess.look.noLookCustomers')}
      extra={<Flex gap={8} align="center">{t('assess.look.days')}
        <InputNumber min={0} max={ASSESS_DAYS_MAX} precision={0} value={days} data-testid="nolook-days"
          onChange={(v) => { if (v !== null) { onDays(v); setPage(1); } }} /></Flex>}>
      <Table<NoLookCustomer> size="small" rowKey="id" loading={customers.isFetching} dataSource={customers.data?.list ?? []}
        data-testid="nolook-table" locale={{ emptyText: t('assess.look.empty') }} scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-id': r.id }) as React.HTMLAttributes<HTMLElement>}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: customers.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false,
          showTotal: (total) => <span data-testid="nolook-total">{total}</span> }}
        columns={[
          { key: 'name', title: t('assess.look.customer'), dataIndex: 'name' },
          { key: 'level', title: t('assess.look.level'), dataIndex: 'level' },
          { key: 'agent', title: t('assess.look.agent'), dataIndex: 'agent_name' },
          { key: 'store', title: t('assess.store'), dataIndex: 'store_name' },
          { key: 'created', title: t('assess.look.createdAt'), render: (_, r) => time(r.created_at) },
        ]} />
    </Card>
  );
}

function SecondLooks({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const customers = useSecondLookCustomers({ ...range, page, limit: PAGE_SIZE });
  return (
    <Card size="small" title={t('assess.look.secondLooks')}>
      <Table<SecondLookCustomer> size="small" rowKey="id" loading={customers.isFetching} dataSource={customers.data?.list ?? []}
        data-testid="secondlook-table" locale={{ emptyText: t('assess.look.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: customers.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'name', title: t('assess.look.customer'), dataIndex: 'name' },
          { key: 'agent', title: t('assess.look.agent'), dataIndex: 'agent_name' },
          { key: 'count', title: t('assess.look.count'), dataIndex: 'second_looks', align: 'right' },
          { key: 'last', title: t('assess.look.lastAt'), render: (_, r) => time(r.last_at) },
        ]} />
    </Card>
  );
}

// 带看考核: the stores' effective viewings over a range (无带看 flagged), the customers never shown a house, the 二看; the
// range and the days in the link, so a shared or reopened link shows the same.
export function LookView() {
  const { t } = useTranslation();
  const [look, setLook] = useUrlState(readLook, writeLook);
  const range: DayRange = { date_from: look.date_from, date_to: look.date_to };
  return (
    <Flex vertical gap={16} data-testid="look-page">
      <Card title={t('assess.views.look')}>
        <DatePicker.RangePicker allowClear={false} aria-label={t('assess.look.range')} value={[dayjs(range.date_from), dayjs(range.date_to)]}
          maxDate={companyNow()} data-testid="look-range"
          onChange={(v) => { if (v?.[0] && v[1]) setLook({ ...look, ...dayRangeOf(v[0].format(DAY_FORMAT), v[1].format(DAY_FORMAT)) }); }} />
      </Card>
      <Stores range={range} />
      <NoLook days={look.days} onDays={(days) => setLook({ ...look, days })} />
      <SecondLooks key={`${range.date_from}~${range.date_to}`} range={range} />
    </Flex>
  );
}

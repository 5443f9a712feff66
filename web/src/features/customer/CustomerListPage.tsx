import { useState } from 'react';
import { Badge, Button, Card, Flex, Popconfirm, Space, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_DEAL_STATUSES, CUSTOMER_OPEN_STATUSES, CUSTOMER_STATUSES, CUSTOMER_TABS, CUSTOMER_TOTAL_CAP, customerExport, customerList, type CustomerItem,
  type CustomerStatus, type CustomerTab,
} from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import {
  BulkBar, ColumnSettings, ExportButton, ListTotal, ListView, badgeCount, reachedCap, toCallInput, useColumnSettings, useListQuery,
} from '../../components/list';
import { CustomerFilters } from './CustomerFilters';
import { CUSTOMER_COLUMN_KEYS, useCustomerColumns } from './columns';
import { CustomerForm } from './form/CustomerForm';
import { customerLink } from './links';
import { useCustomerChange, useCustomerList } from './queries';

type Variant = {
  title: 'title' | 'closedTitle' | 'houseTitle';
  testId: string;
  // The filters the screen is fixed to, and the statuses its status filter offers.
  base: Record<string, unknown>;
  statuses: readonly CustomerStatus[];
  looked: boolean;
  add: boolean;
  // The pool moves are offered (open customers only).
  moves: boolean;
};

const DEFAULT_HIDDEN = ['id', 'release', 'created'];

// A customer list: the pools as tabs with their counts, the filters in the URL, quick pool moves per row and for the
// picked rows, the column settings and the Excel export of the same filters.
function CustomerList({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListQuery(customerList.input, { base: variant.base, extras: ['region', 'agent'] });
  const { query } = list;
  const input = toCallInput(query);
  const customers = useCustomerList(input);
  const { page: _page, limit: _limit, ...exportInput } = input;
  const settings = useColumnSettings(`customer-${variant.testId}`, CUSTOMER_COLUMN_KEYS, DEFAULT_HIDDEN);
  const canClaim = usePermission(['customer:claim']) && variant.moves;
  const [picked, setPicked] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const { pool } = useCustomerChange();
  const rows = customers.data?.list ?? [];
  const counts = customers.data?.counts;
  const totalText = (n: number) => t(reachedCap(n, CUSTOMER_TOTAL_CAP) ? 'customer.totalCapped' : 'customer.total', { total: n });
  // A screen fixed to some statuses falls back to all of them when its status filter is cleared.
  const fixed = (patch: Partial<typeof query>) => ('status' in patch && patch.status === undefined && variant.base.status ? { ...patch, status: [...variant.statuses] } : patch);
  const target = query.tab === 'public' ? 'private' : 'public';

  const move = async (rowsToMove: CustomerItem[]) => {
    for (const row of rowsToMove) await pool.mutateAsync({ id: row.id, version: row.version, pool: target, reason: '' });
    showSuccess(t(target === 'private' ? 'customer.action.claimed' : 'customer.action.released'));
    setPicked([]);
  };
  const moveLabel = t(target === 'private' ? 'customer.action.claim' : 'customer.action.release');
  const columns = useCustomerColumns((row) => (
    <Space size={4}>
      <Button size="small" type="link" onClick={() => void navigate(customerLink(row.id))} data-testid="customer-open">{t('customer.action.open')}</Button>
      {canClaim && CUSTOMER_OPEN_STATUSES.includes(row.status) && (
        <Popconfirm title={moveLabel} onConfirm={() => move([row]).catch(() => undefined)}>
          <Button size="small" type="link" data-testid={`customer-${target === 'private' ? 'claim' : 'release'}`}>{moveLabel}</Button>
        </Popconfirm>
      )}
    </Space>
  ));

  return (
    <Card title={t(`customer.${variant.title}`)} data-testid={`${variant.testId}-page`}
      extra={variant.add && (
        <Permission codes={['customer:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="customer-add">{t('customer.action.add')}</Button>
        </Permission>
      )}>
      <Tabs activeKey={query.tab} onChange={(tab) => {
        setPicked([]);
        list.filter({ tab: tab as CustomerTab });
      }}
        items={CUSTOMER_TABS.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`customer-tab-${tab}`} data-count={counts?.[tab]}>
              {t(`customer.tabs.${tab}`)}
              <Badge count={counts ? badgeCount(counts[tab], CUSTOMER_TOTAL_CAP) : '…'} showZero overflowCount={999_999}
                color={counts?.[tab] ? '#1677ff' : '#bfbfbf'} style={{ marginInlineStart: 6 }} />
            </span>
          ),
        }))} />
      <Flex vertical gap={12}>
        <CustomerFilters value={query} names={list.extras} onChange={(patch, names) => list.filter(fixed(patch), names)} statuses={variant.statuses} looked={variant.looked} />
        <Flex justify="space-between" align="center" wrap gap={8}>
          {canClaim ? <BulkBar count={picked.length} onClear={() => setPicked([])} testId="customer-picked">
            <Button onClick={() => void move(rows.filter((r) => picked.includes(r.id))).catch(() => undefined)} loading={pool.isPending}
              disabled={picked.length === 0} data-testid="customer-bulk-move">{moveLabel}</Button>
          </BulkBar> : <span />}
          <Space wrap>
            <ListTotal source={customers} text={totalText} testId="customer-total" />
            <ColumnSettings testId="customer-column" columns={columns} fixed={['name', 'actions']} hidden={settings.hidden}
              onChange={settings.change} onReset={settings.reset} />
            <ExportButton endpoint={customerExport} input={exportInput} />
          </Space>
        </Flex>
        <ListView<CustomerItem> testId="customer-table" rowKey="id" columns={columns} source={customers} hidden={settings.hidden}
          empty={t('customer.empty')} totalText={totalText}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          sort={{ by: query.sort, order: query.order, onChange: (by, order) => list.filter({ sort: (by ?? 'updated_at') as typeof query.sort, order: by ? order : 'desc' }) }}
          selection={canClaim ? { selected: picked, onChange: (keys) => setPicked(keys.map(Number)), testId: (c) => `customer-select-${c.id}` } : undefined}
          rowProps={(c) => ({ 'data-customer-id': c.id, 'data-status': c.status, 'data-pool': c.pool })}
          onOpen={(c) => void navigate(customerLink(c.id))} />
      </Flex>
      {variant.add && <CustomerForm open={adding} onClose={() => setAdding(false)} onSaved={(c) => {
        setAdding(false);
        void navigate(customerLink(c.id));
      }} onOpenCustomer={(id) => {
        setAdding(false);
        void navigate(customerLink(id));
      }} />}
    </Card>
  );
}

// /customer/customers: every customer of the caller's reach.
export function CustomerListPage() {
  return <CustomerList variant={{ title: 'title', testId: 'customer-list', base: {}, statuses: CUSTOMER_STATUSES, looked: true, add: true, moves: true }} />;
}

// /customer/closed: the customers a deal was done with.
export function CustomerClosedPage() {
  return <CustomerList variant={{ title: 'closedTitle', testId: 'customer-closed', base: { status: CUSTOMER_DEAL_STATUSES.join(',') }, statuses: CUSTOMER_DEAL_STATUSES, looked: false, add: false, moves: false }} />;
}

// /customer/customer-house: open customers already shown houses, who have yet to buy or rent.
export function CustomerHousePage() {
  return <CustomerList variant={{ title: 'houseTitle', testId: 'customer-house', base: { status: CUSTOMER_OPEN_STATUSES.join(','), looked: 1 }, statuses: CUSTOMER_OPEN_STATUSES, looked: false, add: false, moves: true }} />;
}

import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEAL_PAY_KIND_LABELS, MONEY_DIRECTION_LABELS, MONEY_ENTRY_STATUS_LABELS, MONEY_PAYER_LABELS, MONEY_TYPE_LABELS, PAY_METHOD_LABELS,
  dealPayKindsOf, dealTakesEntries, type DealDetail, type DealMoneyItem, type DealPayItem, type MoneyEntryStatus,
} from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { Permission, usePermission } from '../../../app/permission';
import { ListView, sourceOf, type ListColumn } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../columns';
import { useDealLedgers, useDealMoneyChange } from '../queries';
import { MoneyDialog, PayDialog } from './MoneyDialogs';
import { PayQrDialog } from './PayQrDialog';

const ENTRY_COLOURS: Record<MoneyEntryStatus, string> = { pending: 'gold', effective: 'green', rejected: 'red' };

function EntryStatus({ status }: { status: MoneyEntryStatus }) {
  const label = useLabel();
  return <Tag color={ENTRY_COLOURS[status]} data-testid="deal-entry-status" data-status={status}>{label(MONEY_ENTRY_STATUS_LABELS[status])}</Tag>;
}

// Both ledgers of the deal with their balances: the receivables (each received by hand or by QR code) and payables
// (each paid out by hand), and the receipts, refunds and payments; entries wait for their finance approval unless no
// flow covers the store. What is offered follows what the deal takes by its status: everything while in force, only the
// refund of money received once terminated.
export function DealLedgers({ deal: d }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const money = useMoney();
  const { lists, summary } = useDealLedgers(d.id);
  const change = useDealMoneyChange();
  const canMoney = usePermission(['deal:money']);
  const canQr = usePermission(['deal:edit']);
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<{ initial: DealMoneyItem | null; refund?: boolean } | null>(null);
  const [qr, setQr] = useState<DealMoneyItem | null>(null);
  const takesEntries = dealTakesEntries(d.status);
  const takes = dealPayKindsOf(d.status);
  const open = (status: MoneyEntryStatus) => status !== 'effective';
  const totals = summary.data?.totals;

  const remove = async (entry: DealMoneyItem | DealPayItem, kind: 'money' | 'pay') => {
    const input = { id: entry.id, version: entry.version };
    await (kind === 'money' ? change.removeMoney.mutateAsync(input) : change.removePay.mutateAsync(input));
    showSuccess(t('deal.ledger.deleted'));
  };
  const deleteButton = (entry: DealMoneyItem | DealPayItem, kind: 'money' | 'pay') => canMoney && open(entry.status) && (
    <Popconfirm title={t('deal.ledger.deleteConfirm')} onConfirm={() => remove(entry, kind).catch(() => undefined)}>
      <Button size="small" type="link" danger data-testid="deal-ledger-delete">{t('deal.ledger.delete')}</Button>
    </Popconfirm>
  );

  const moneyColumns: ListColumn<DealMoneyItem>[] = [
    { key: 'type', title: t('deal.ledger.col.type'), card: 'title', render: (_, m) => label(MONEY_TYPE_LABELS[m.money_type]) },
    {
      key: 'direction', title: t('deal.ledger.col.direction'),
      render: (_, m) => <Tag color={m.direction === 'payable' ? 'volcano' : 'blue'}>{label(MONEY_DIRECTION_LABELS[m.direction])}</Tag>,
    },
    { key: 'payer', title: t('deal.ledger.col.party'), render: (_, m) => label(MONEY_PAYER_LABELS[m.payer]) },
    { key: 'amount', title: t('deal.ledger.col.amount'), render: (_, m) => money(m.amount) },
    { key: 'due', title: t('deal.ledger.col.due'), render: (_, m) => formatDate(m.due_at, 'YYYY-MM-DD') },
    { key: 'received', title: t('deal.ledger.col.moved'), render: (_, m) => money(m.direction === 'payable' ? m.paid : m.received) },
    { key: 'balance', title: t('deal.ledger.col.balance'), render: (_, m) => <span data-testid="deal-money-balance">{money(m.balance)}</span> },
    { key: 'status', title: t('deal.ledger.col.status'), render: (_, m) => <EntryStatus status={m.status} /> },
    {
      key: 'actions', title: t('deal.ledger.col.actions'), card: 'actions',
      render: (_, m) => (
        <Space size={4}>
          {canMoney && m.status === 'effective' && m.balance > 0 && (m.direction === 'payable' ? takes.includes('payment') && (
            <Button size="small" type="link" onClick={() => setPaying({ initial: m })} data-testid="deal-money-pay">{t('deal.ledger.pay')}</Button>
          ) : takes.includes('receipt') && (
            <Button size="small" type="link" onClick={() => setPaying({ initial: m })} data-testid="deal-money-receive">{t('deal.ledger.receive')}</Button>
          ))}
          {canMoney && takes.includes('refund') && m.direction === 'receivable' && m.status === 'effective' && m.received > 0 && (
            <Button size="small" type="link" onClick={() => setPaying({ initial: m, refund: true })} data-testid="deal-money-refund">{t('deal.ledger.refund')}</Button>
          )}
          {canQr && takes.includes('receipt') && m.direction === 'receivable' && m.status === 'effective' && m.balance > 0 && (
            <Button size="small" type="link" onClick={() => setQr(m)} data-testid="deal-money-qr">{t('deal.ledger.payQr')}</Button>
          )}
          {deleteButton(m, 'money')}
        </Space>
      ),
    },
  ];
  const payColumns: ListColumn<DealPayItem>[] = [
    { key: 'kind', title: t('deal.ledger.col.kind'), card: 'title', render: (_, p) => label(DEAL_PAY_KIND_LABELS[p.kind]) },
    { key: 'type', title: t('deal.ledger.col.type'), render: (_, p) => label(MONEY_TYPE_LABELS[p.money_type]) },
    { key: 'method', title: t('deal.ledger.col.method'), render: (_, p) => label(PAY_METHOD_LABELS[p.method]) },
    { key: 'amount', title: t('deal.ledger.col.amount'), render: (_, p) => money(p.amount) },
    { key: 'paid', title: t('deal.ledger.col.paid'), render: (_, p) => formatDate(p.paid_at, 'YYYY-MM-DD') },
    { key: 'reference', title: t('deal.ledger.col.reference'), dataIndex: 'reference' },
    { key: 'status', title: t('deal.ledger.col.status'), render: (_, p) => <EntryStatus status={p.status} /> },
    { key: 'actions', title: t('deal.ledger.col.actions'), card: 'actions', render: (_, p) => deleteButton(p, 'pay') },
  ];

  return (
    <Flex vertical gap={12} data-testid="deal-ledgers">
      {!takes.length && d.status !== 'closed' && <Typography.Text type="secondary">{t('deal.ledger.notLive')}</Typography.Text>}
      {!takesEntries && takes.length > 0 && <Typography.Text type="secondary" data-testid="deal-ledger-refund-only">{t('deal.ledger.refundOnly')}</Typography.Text>}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Text strong data-testid="deal-money-totals" data-receivable={totals?.receivable} data-received={totals?.received} data-balance={totals?.balance}>
            {totals ? t('deal.ledger.totals', { receivable: money(totals.receivable), received: money(totals.received), balance: money(totals.balance) }) : ''}
          </Typography.Text>
          <Typography.Text strong data-testid="deal-payable-totals" data-payable={totals?.payable} data-paid={totals?.paid} data-balance={totals?.payable_balance}>
            {totals ? t('deal.ledger.payableTotals', { payable: money(totals.payable), paid: money(totals.paid), balance: money(totals.payable_balance) }) : ''}
          </Typography.Text>
          {(summary.data?.in_review ?? 0) > 0 && <Tag color="gold">{t('deal.ledger.inReview', { count: summary.data?.in_review })}</Tag>}
        </Space>
        {takesEntries && (
          <Permission codes={['deal:money']}>
            <Space>
              <Button onClick={() => setAdding(true)} data-testid="deal-money-add">{t('deal.ledger.addMoney')}</Button>
              <Button onClick={() => setPaying({ initial: null })} data-testid="deal-pay-add">{t('deal.ledger.addPay')}</Button>
            </Space>
          </Permission>
        )}
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>{t('deal.ledger.receivables')}</Typography.Title>
      <ListView<DealMoneyItem> testId="deal-money-table" rowKey="id" size="small" columns={moneyColumns} source={sourceOf(lists, lists.data?.money)}
        rowProps={(m) => ({ 'data-money-id': m.id, 'data-direction': m.direction, 'data-status': m.status, 'data-balance': m.balance })} />
      <Typography.Title level={5} style={{ margin: 0 }}>{t('deal.ledger.receipts')}</Typography.Title>
      <ListView<DealPayItem> testId="deal-pay-table" rowKey="id" size="small" columns={payColumns} source={sourceOf(lists, lists.data?.pays)}
        rowProps={(p) => ({ 'data-pay-id': p.id, 'data-kind': p.kind, 'data-status': p.status, 'data-method': p.method, 'data-amount': p.amount })} />
      <MoneyDialog dealId={d.id} open={adding} onClose={() => setAdding(false)} />
      {paying && (
        <PayDialog dealId={d.id} receivables={lists.data?.money ?? []} initial={paying.initial} refund={paying.refund ?? false} open onClose={() => setPaying(null)} />
      )}
      <PayQrDialog receivable={qr} onClose={() => setQr(null)} />
    </Flex>
  );
}

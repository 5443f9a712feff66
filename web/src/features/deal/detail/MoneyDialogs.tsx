import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DEAL_PAY_KIND_LABELS, MONEY_DIRECTION_LABELS, MONEY_DIRECTIONS, MONEY_PAYER_LABELS, MONEY_PAYERS, MONEY_TYPE_LABELS, MONEY_TYPES, PAY_METHOD_LABELS,
  PAY_METHODS, dealMoneyAdd, dealPayAdd, type DealMoneyItem, type DealPayKind, type MoneyDirection, type MoneyPayer, type MoneyType, type PayMethod,
} from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { decimalsRule } from '../../../components/form/decimalsRule';
import { useLabel } from '../../../i18n/useLabel';
import { companyNow, companyToday, dayOf, toEpoch } from '../../../lib/time';
import { useEnumOptions } from '../../house/options';
import { useMoney } from '../columns';
import { useDealMoneyChange } from '../queries';

type MoneyValues = { direction: MoneyDirection; money_type: MoneyType; payer: MoneyPayer; amount?: number; due_at?: Dayjs; remark: string };

// A receivable (应收) or payable (应付) of the deal: money type, the party who pays it or is paid, amount and due date.
export function MoneyDialog({ dealId, open, onClose }: { dealId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const [form] = Form.useForm<MoneyValues>();
  const rules = useSchemaRules(dealMoneyAdd.input);
  const change = useDealMoneyChange();
  const direction = Form.useWatch('direction', form);
  const { submit, saving } = useFormSubmit(form, {
    save: (v: MoneyValues) => change.addMoney.mutateAsync({
      deal_id: dealId, direction: v.direction, money_type: v.money_type, payer: v.payer, amount: v.amount ?? 0, due_at: toEpoch((v.due_at ?? companyNow()).startOf('day')), remark: v.remark.trim(),
    }),
    onSaved: () => {
      showSuccess(t(direction === 'payable' ? 'deal.ledger.payableSaved' : 'deal.ledger.moneySaved'));
      onClose();
    },
  });
  return (
    <FormDialog<MoneyValues> open={open} title={t('deal.ledger.addMoney')} onClose={onClose} form={form} onFinish={submit} saving={saving}
      initialValues={{ direction: 'receivable', money_type: 'commission', payer: 'customer', due_at: companyNow(), remark: '' }} testId="deal-money-dialog" okTestId="deal-money-ok">
      <Form.Item name="direction" label={t('deal.ledger.form.direction')} rules={rules('direction')}>
        <Select options={options(MONEY_DIRECTIONS, MONEY_DIRECTION_LABELS)} data-testid="deal-money-direction" />
      </Form.Item>
      <Form.Item name="money_type" label={t('deal.ledger.form.type')} rules={rules('money_type')}>
        <Select options={options(MONEY_TYPES, MONEY_TYPE_LABELS)} data-testid="deal-money-type" />
      </Form.Item>
      <Form.Item name="payer" label={t(direction === 'payable' ? 'deal.ledger.form.payee' : 'deal.ledger.form.payer')} rules={rules('payer')}>
        <Select options={options(MONEY_PAYERS, MONEY_PAYER_LABELS)} data-testid="deal-money-payer" />
      </Form.Item>
      <Form.Item name="amount" label={t('deal.ledger.form.amount')} rules={rules('amount', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])}>
        <InputNumber<number> style={{ width: '100%' }} data-testid="deal-money-amount" />
      </Form.Item>
      <Form.Item name="due_at" label={t('deal.ledger.form.due')} rules={[{ required: true, message: t('common.required') }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('deal.ledger.form.remark')} rules={rules('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

type PayValues = { deal_money_id: number | null; kind: DealPayKind; money_type?: MoneyType; method: PayMethod; amount?: number; paid_at?: Dayjs; remark: string };

// A receipt (实收) or refund (退款), on one of the deal's receivables or of a money type alone, or a payment (实付) of
// one of its payables: the kinds offered follow the entry chosen. With `refund`, only a refund of a receivable that has
// money received (all a terminated deal takes).
export function PayDialog({ dealId, receivables, initial, refund, open, onClose }: {
  dealId: number; receivables: DealMoneyItem[]; initial: DealMoneyItem | null; refund: boolean; open: boolean; onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const money = useMoney();
  const options = useEnumOptions();
  const [form] = Form.useForm<PayValues>();
  const rules = useSchemaRules(dealPayAdd.input);
  const change = useDealMoneyChange();
  const linked = Form.useWatch('deal_money_id', form);
  const effective = receivables.filter((m) => m.status === 'effective' && (!refund || (m.direction === 'receivable' && m.received > 0)));
  const payable = effective.find((m) => m.id === linked)?.direction === 'payable';
  const kinds: DealPayKind[] = refund ? ['refund'] : payable ? ['payment'] : ['receipt', 'refund'];
  // Choosing an entry of the other direction moves the kind to one that pays it.
  const pickEntry = (id: number | undefined) => {
    const isPayable = effective.find((m) => m.id === id)?.direction === 'payable';
    const kind = form.getFieldValue('kind') as DealPayKind;
    if (isPayable !== (kind === 'payment')) form.setFieldValue('kind', isPayable ? 'payment' : 'receipt');
  };
  const { submit, saving } = useFormSubmit(form, {
    save: (v: PayValues) => change.addPay.mutateAsync({
      deal_id: dealId, deal_money_id: v.deal_money_id ?? null, kind: v.kind, method: v.method, amount: v.amount ?? 0,
      paid_at: toEpoch(v.paid_at ?? companyNow()), remark: v.remark.trim(), ...(v.deal_money_id ? {} : { money_type: v.money_type ?? 'other' }),
    }),
    onSaved: () => {
      showSuccess(t(refund ? 'deal.ledger.refundSaved' : payable ? 'deal.ledger.paymentSaved' : 'deal.ledger.paySaved'));
      onClose();
    },
  });
  return (
    <FormDialog<PayValues> open={open} title={t(refund ? 'deal.ledger.refund' : initial?.direction === 'payable' ? 'deal.ledger.pay' : 'deal.ledger.addPay')} onClose={onClose} form={form}
      onFinish={submit} saving={saving}
      initialValues={{
        deal_money_id: initial?.id ?? null, kind: refund ? 'refund' : initial?.direction === 'payable' ? 'payment' : 'receipt', method: 'transfer',
        amount: refund ? initial?.received : initial && initial.balance > 0 ? initial.balance : undefined,
        paid_at: companyNow(), remark: '', money_type: 'commission',
      }} testId="deal-pay-dialog" okTestId="deal-pay-ok">
      <Form.Item name="deal_money_id" label={t('deal.ledger.form.receivable')}>
        <Select allowClear={!refund} data-testid="deal-pay-receivable" onChange={pickEntry} options={effective.map((m) => ({
          value: m.id,
          label: `${label(MONEY_DIRECTION_LABELS[m.direction])} · ${label(MONEY_TYPE_LABELS[m.money_type])} · ${money(m.amount)} · ${t('deal.ledger.col.balance')} ${money(m.balance)}`,
        }))} />
      </Form.Item>
      {!linked && (
        <Form.Item name="money_type" label={t('deal.ledger.form.type')} rules={[{ required: true, message: t('common.required') }]}>
          <Select options={options(MONEY_TYPES, MONEY_TYPE_LABELS)} />
        </Form.Item>
      )}
      <Form.Item name="kind" label={t('deal.ledger.form.kind')}>
        <Select options={options(kinds, DEAL_PAY_KIND_LABELS)} data-testid="deal-pay-kind" />
      </Form.Item>
      <Form.Item name="method" label={t('deal.ledger.form.method')} rules={rules('method')}>
        <Select options={options(PAY_METHODS, PAY_METHOD_LABELS)} data-testid="deal-pay-method" />
      </Form.Item>
      <Form.Item name="amount" label={t('deal.ledger.form.amount')} rules={rules('amount', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])}>
        <InputNumber<number> style={{ width: '100%' }} data-testid="deal-pay-amount" />
      </Form.Item>
      <Form.Item name="paid_at" label={t('deal.ledger.form.paid')} rules={[{ required: true, message: t('common.required') }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => dayOf(d) > companyToday()} data-testid="deal-pay-date" />
      </Form.Item>
      <Form.Item name="remark" label={t('deal.ledger.form.remark')} rules={rules('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

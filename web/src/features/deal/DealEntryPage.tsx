import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Flex, Form, Input, InputNumber, Radio, Result, Skeleton, Space, Steps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEAL_CONTRACT_NO_LABEL, DEAL_KIND_LABELS, DEAL_PRICE_UNITS, HOUSE_KINDS, OWNER_PHONE_PATTERN, SPLIT_ROLE_LABELS, dealAdd, sharePercent,
} from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { fieldErrorsOf, useFormSubmit, useSchemaRules } from '../../components/form';
import { decimalsRule } from '../../components/form/decimalsRule';
import { useLabel } from '../../i18n/useLabel';
import { companyNow, companyToday, dayOf, fromEpoch } from '../../lib/time';
import { StaffPicker } from '../../components/form';
import { COMPANIONS } from '../customer-look/queries';
import { houseName } from '../house/links';
import { useEnumOptions } from '../house/options';
import { useMoney } from './columns';
import { DealCustomerPicker, DealHousePicker } from './form/EntryPickers';
import { SplitRows } from './form/SplitRows';
import {
  ENTRY_STEPS, FIELD_NAMES, STEP_FIELDS, percentToShare, stepOfField, toAddInput, toUpdateInput, valuesOfDeal, type EntryValues,
} from './form/values';
import { dealLink, parseEntryParams } from './links';
import { DEAL_LIST_PATH } from './paths';
import { useDeal, useDealEditable, usePrefilledCustomer, usePrefilledHouse, useSaveDeal } from './queries';

// /transaction/entry: the deal entry wizard (house and customer → parties and price → commission and split → confirm),
// prefilled from a house, a customer or a viewing (?house_id=&customer_id=), or changing a deal not approved (?id=).
export function DealEntryPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const options = useEnumOptions();
  const money = useMoney();
  const params = parseEntryParams(useLocation().search);
  const editing = params.id;
  const editable = useDealEditable(editing);
  const named = useDeal(editing);
  const house = usePrefilledHouse(editing ? null : params.house_id);
  const customer = usePrefilledCustomer(editing ? null : params.customer_id);
  const save = useSaveDeal();
  const [form] = Form.useForm<EntryValues>();
  const rules = useSchemaRules(dealAdd.input, { buyer_phone: { pattern: t('deal.entry.rules.phone') }, seller_phone: { pattern: t('deal.entry.rules.phone') } });
  const [step, setStep] = useState(0);
  const kind = Form.useWatch('kind', form) ?? 'sale';
  const splitMode = Form.useWatch('split_mode', form);
  const buyerCommission = Form.useWatch('buyer_commission', form) ?? 0;
  const sellerCommission = Form.useWatch('seller_commission', form) ?? 0;

  // The house and customer the wizard was opened with, once known: the kind follows them, the buyer is the customer.
  useEffect(() => {
    if (!house.data) return;
    form.setFieldsValue({ kind: house.data.kind, house: { value: house.data.id, label: `${houseName(house.data)} (#${house.data.id})` } });
  }, [house.data, form]);
  useEffect(() => {
    if (!customer.data) return;
    const c = customer.data;
    form.setFieldsValue({
      ...(house.data ? {} : { kind: c.kind === 'buy' ? 'sale' : 'rent' }), customer: { value: c.id, label: `${c.name} (#${c.id})` },
      ...(form.getFieldValue('buyer_name') ? {} : { buyer_name: c.name }),
    });
  }, [customer.data, house.data, form]);
  useEffect(() => {
    if (!editable.data || !named.data) return;
    const d = named.data;
    const staff = new Map(d.split.map((s) => [s.staff_id, s.staff_name]));
    form.setFieldsValue({
      ...valuesOfDeal(editable.data, { house: d.house_name, customer: d.customer_name, agent: d.agent_name, staff }),
      signed_at: fromEpoch(editable.data.signed_at),
    });
  }, [editable.data, named.data, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: async (v: EntryValues) => {
      try {
        if (editing && editable.data) return await save.update(toUpdateInput(v, editing, editable.data.version));
        return await save.add(toAddInput(v));
      } catch (error) {
        const first = fieldErrorsOf(error)[0];
        if (first) setStep(ENTRY_STEPS.indexOf(stepOfField(String(first.name[0]))));
        throw error;
      }
    },
    onSaved: (deal) => {
      showSuccess(t(editing ? 'deal.entry.changed' : 'deal.entry.saved'));
      void navigate(dealLink(deal.id));
    },
    reload: () => editable.refetch(),
    staleText: t('deal.entry.stale'),
    fieldNames: FIELD_NAMES,
  });

  if (editing && (editable.isError || named.isError)) {
    return <Result status="404" title={t('deal.detail.notFound')} extra={<Button onClick={() => void navigate(DEAL_LIST_PATH)}>{t('deal.detail.back')}</Button>} />;
  }
  if (editing && !(editable.data && named.data)) return <Card><Skeleton active /></Card>;

  const current = ENTRY_STEPS[step] ?? 'pick';
  const next = async () => {
    await form.validateFields(STEP_FIELDS[current].filter((f) => f !== 'split' || splitMode === 'custom') as never[], { recursive: true });
    setStep(step + 1);
  };
  const unit = DEAL_PRICE_UNITS[kind];
  const shown = (name: (typeof ENTRY_STEPS)[number]) => ({ display: current === name ? undefined : 'none' });
  const values = form.getFieldsValue(true) as EntryValues;

  return (
    <Card title={editing ? t('deal.entry.editTitle', { number: named.data?.contract_no ?? '' }) : t('deal.entry.title')} data-testid="deal-entry-page">
      <Flex vertical gap={16}>
        <Steps current={step} size="small" items={ENTRY_STEPS.map((s) => ({ title: t(`deal.entry.steps.${s}`) }))} data-testid="deal-entry-steps" />
        <Form<EntryValues> form={form} layout="vertical" onFinish={submit} disabled={saving} style={{ maxWidth: 720 }}
          initialValues={{ kind: 'sale', split_mode: 'custom', split: [{ role: 'house' }, { role: 'customer' }], signed_at: companyNow(), remark: '' }}>
          <div style={shown('pick')}>
            <Form.Item name="kind" label={t('deal.entry.kind')}>
              <Radio.Group options={options(HOUSE_KINDS, DEAL_KIND_LABELS)} disabled={Boolean(editing)} data-testid="deal-entry-kind"
                onChange={() => form.setFieldsValue({ house: null, customer: null })} />
            </Form.Item>
            <Form.Item name="house" label={t('deal.entry.house')} rules={[{ required: true, message: t('deal.entry.houseHint') }]}>
              <DealHousePicker kind={kind} />
            </Form.Item>
            <Form.Item name="customer" label={t('deal.entry.customer')} rules={[{ required: true, message: t('deal.entry.customerHint') }]}>
              <DealCustomerPicker kind={kind} onChange={(c) => {
                if (c && !form.getFieldValue('buyer_name')) form.setFieldValue('buyer_name', c.label.replace(/ \(#\d+\)$/, ''));
              }} />
            </Form.Item>
          </div>
          <div style={shown('parties')}>
            <Form.Item name="contract_no" label={label(DEAL_CONTRACT_NO_LABEL)} extra={editing ? undefined : t('deal.entry.contractNoHint')}
              rules={editing ? rules('contract_no', [{ required: true }]) : rules('contract_no')}>
              <Input maxLength={40} data-testid="deal-entry-contract-no" />
            </Form.Item>
            <Flex gap={12} wrap>
              <Form.Item name="buyer_name" label={t('deal.entry.buyerName')} rules={rules('buyer_name')} style={{ minWidth: 200, flex: 1 }}>
                <Input maxLength={30} data-testid="deal-entry-buyer-name" />
              </Form.Item>
              <Form.Item name="buyer_phone" label={t('deal.entry.buyerPhone')} style={{ minWidth: 200, flex: 1 }}
                extra={editing ? `${editable.data?.buyer_phone ?? ''} · ${t('deal.entry.phoneKept')}` : undefined}
                rules={[{ required: !editing, message: t('deal.entry.rules.phone') }, { pattern: OWNER_PHONE_PATTERN, message: t('deal.entry.rules.phone') }]}>
                <Input maxLength={20} data-testid="deal-entry-buyer-phone" />
              </Form.Item>
            </Flex>
            <Flex gap={12} wrap>
              <Form.Item name="seller_name" label={t('deal.entry.sellerName')} rules={rules('seller_name')} style={{ minWidth: 200, flex: 1 }}>
                <Input maxLength={30} data-testid="deal-entry-seller-name" />
              </Form.Item>
              <Form.Item name="seller_phone" label={t('deal.entry.sellerPhone')} style={{ minWidth: 200, flex: 1 }}
                extra={editing ? `${editable.data?.seller_phone ?? ''} · ${t('deal.entry.phoneKept')}` : undefined}
                rules={[{ required: !editing, message: t('deal.entry.rules.phone') }, { pattern: OWNER_PHONE_PATTERN, message: t('deal.entry.rules.phone') }]}>
                <Input maxLength={20} data-testid="deal-entry-seller-phone" />
              </Form.Item>
            </Flex>
            <Flex gap={12} wrap>
              <Form.Item name="price" label={t('deal.entry.price')} rules={rules('price', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])} style={{ minWidth: 200, flex: 1 }}>
                <InputNumber<number> style={{ width: '100%' }} suffix={t(`deal.money.${unit}`, { amount: '' }).trim()}
                  data-testid="deal-entry-price" />
              </Form.Item>
              <Form.Item name="signed_at" label={t('deal.entry.signedAt')} rules={[{ required: true, message: t('deal.entry.signedAt') }]} style={{ minWidth: 200, flex: 1 }}>
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => dayOf(d) > companyToday()} data-testid="deal-entry-signed" />
              </Form.Item>
            </Flex>
            <Form.Item name="agent" label={t('deal.entry.agent')} extra={t('deal.entry.agentHint')}>
              <StaffPicker labelInValue source={COMPANIONS} placeholder={t('deal.entry.agentHint')} data-testid="deal-entry-agent" />
            </Form.Item>
            <Form.Item name="remark" label={t('deal.entry.remark')} rules={rules('remark')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </div>
          <div style={shown('split')}>
            <Flex gap={12} wrap>
              <Form.Item name="buyer_commission" label={t('deal.entry.buyerCommission')} rules={rules('buyer_commission', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])} style={{ minWidth: 200, flex: 1 }}>
                <InputNumber<number> style={{ width: '100%' }} data-testid="deal-entry-buyer-commission" />
              </Form.Item>
              <Form.Item name="seller_commission" label={t('deal.entry.sellerCommission')} rules={rules('seller_commission', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])} style={{ minWidth: 200, flex: 1 }}>
                <InputNumber<number> style={{ width: '100%' }} data-testid="deal-entry-seller-commission" />
              </Form.Item>
            </Flex>
            <Form.Item label={t('deal.entry.commissionTotal', { amount: money(Math.round((buyerCommission + sellerCommission) * 100) / 100) })}
              name="split_mode">
              <Radio.Group disabled={Boolean(editing)} data-testid="deal-entry-split-mode" options={[
                { value: 'custom', label: t('deal.entry.splitCustom') }, { value: 'default', label: t('deal.entry.splitDefault') },
              ]} />
            </Form.Item>
            {splitMode !== 'default' && <SplitRows />}
          </div>
          {current === 'confirm' && (
            <Descriptions size="small" bordered column={1} data-testid="deal-entry-summary" items={[
              { key: 'kind', label: t('deal.entry.kind'), children: label(DEAL_KIND_LABELS[values.kind]) },
              { key: 'house', label: t('deal.entry.house'), children: values.house?.label },
              { key: 'customer', label: t('deal.entry.customer'), children: values.customer?.label },
              { key: 'contract', label: label(DEAL_CONTRACT_NO_LABEL), children: values.contract_no || t('deal.entry.contractNoHint') },
              { key: 'buyer', label: t('deal.entry.buyerName'), children: `${values.buyer_name ?? ''} ${values.buyer_phone ?? ''}` },
              { key: 'seller', label: t('deal.entry.sellerName'), children: `${values.seller_name ?? ''} ${values.seller_phone ?? ''}` },
              { key: 'price', label: t('deal.entry.price'), children: money(values.price ?? 0, unit) },
              { key: 'signed', label: t('deal.entry.signedAt'), children: values.signed_at ? dayOf(values.signed_at) : '' },
              { key: 'commission', label: t('deal.detail.commission'), children: `${money(values.buyer_commission ?? 0)} + ${money(values.seller_commission ?? 0)}` },
              {
                key: 'split', label: t('deal.entry.splitMode'),
                children: values.split_mode === 'default' ? t('deal.entry.splitDefault') : (values.split ?? []).map((row) => (
                  <div key={`${row.role}:${row.staff?.value}`}>
                    {`${row.role ? label(SPLIT_ROLE_LABELS[row.role]) : ''} · ${row.staff?.label ?? ''} · ${sharePercent(percentToShare(row.share))}%`}
                  </div>
                )),
              },
            ]} />
          )}
        </Form>
        <Space>
          {step > 0 && <Button onClick={() => setStep(step - 1)} data-testid="deal-entry-prev">{t('deal.entry.prev')}</Button>}
          {step < ENTRY_STEPS.length - 1 && (
            <Button type="primary" onClick={() => void next().catch(() => undefined)} data-testid="deal-entry-next">{t('deal.entry.next')}</Button>
          )}
          {step === ENTRY_STEPS.length - 1 && (
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="deal-entry-submit">
              {t(editing ? 'deal.entry.save' : 'deal.entry.submit')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}

import { useEffect } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESIGN_HANDOVERS, companyGet, companySave, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { useSchemaRules } from '../../components/form';
import { SETTING_KEY } from './keys';

type Values = DataOf<typeof companyGet>;

// The public and private pool rules of houses and customers, each a whole number the contract bounds.
const POOL_NUMBERS = [
  { name: 'house_private_cap', text: 'housePrivateCap' },
  { name: 'house_release_days', text: 'houseReleaseDays' },
  { name: 'customer_private_cap', text: 'customerPrivateCap' },
  { name: 'customer_release_days', text: 'customerReleaseDays' },
  { name: 'hold_protect_days', text: 'holdProtectDays' },
  { name: 'pool_claim_daily_cap', text: 'poolClaimDailyCap' },
] as const;

// Follow-up discipline: the shortest text and the shortest gap between one person's follow-ups on a house or customer.
const FOLLOWUP_NUMBERS = [
  { name: 'followup_min_length', text: 'minLength' },
  { name: 'followup_min_gap_minutes', text: 'minGap' },
] as const;

// Company information, the policy for what a leaving person's houses and customers become, the pool rules, the
// follow-up discipline and whether a duplicate customer blocks saving.
export function CompanyTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const schemaRules = useSchemaRules(companySave.input);
  const queryClient = useQueryClient();
  const canEdit = usePermission(['company:edit']);
  const company = useQuery({ queryKey: [...SETTING_KEY, 'company'], queryFn: () => api(companyGet) });
  const save = useMutation({
    mutationFn: (v: Values) => api(companySave, {
      name: v.name.trim(), short_name: (v.short_name ?? '').trim(), logo: (v.logo ?? '').trim(), address: (v.address ?? '').trim(),
      phone: (v.phone ?? '').trim(), resign_handover: v.resign_handover,
      house_private_cap: v.house_private_cap, house_release_days: v.house_release_days, customer_private_cap: v.customer_private_cap,
      customer_release_days: v.customer_release_days, hold_protect_days: v.hold_protect_days, pool_claim_daily_cap: v.pool_claim_daily_cap,
      followup_min_length: v.followup_min_length, followup_min_gap_minutes: v.followup_min_gap_minutes,
      customer_duplicate_blocks: v.customer_duplicate_blocks,
    }),
    onSuccess: () => showSuccess(t('member.common.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTING_KEY }),
  });
  useEffect(() => {
    if (company.data) form.setFieldsValue(company.data);
  }, [form, company.data]);

  if (!company.data) return <Skeleton active />;
  const c = (key: 'name' | 'shortName' | 'logo' | 'address' | 'phone' | 'resignHandover') => t(`setting.company.${key}`);
  const max = (n: number) => ({ max: n, message: t('member.common.tooLong', { max: n }) });
  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={!canEdit || save.isPending} data-testid="company-form"
      onFinish={(v) => save.mutate(v)}>
      <Form.Item name="name" label={c('name')} rules={[{ required: true, whitespace: true, message: t('member.common.required') }, max(100)]}>
        <Input data-testid="company-name" />
      </Form.Item>
      <Form.Item name="short_name" label={c('shortName')} rules={[max(50)]}><Input /></Form.Item>
      <Form.Item name="logo" label={c('logo')} rules={[max(500)]}><Input /></Form.Item>
      <Form.Item name="address" label={c('address')} rules={[max(200)]}><Input /></Form.Item>
      <Form.Item name="phone" label={c('phone')} rules={[max(50)]}><Input /></Form.Item>
      <Form.Item name="resign_handover" label={c('resignHandover')}>
        <Select options={RESIGN_HANDOVERS.map((h) => ({ value: h, label: t(`setting.company.handovers.${h}`) }))} />
      </Form.Item>
      <Typography.Title level={5}>{t('setting.company.pools.title')}</Typography.Title>
      <Row gutter={16}>
        {POOL_NUMBERS.map((n) => (
          <Col key={n.name} xs={24} sm={12}>
            <Form.Item name={n.name} label={t(`setting.company.pools.${n.text}`)}
              rules={[{ required: true, message: t('member.common.required') }, ...schemaRules(n.name)]}>
              <InputNumber style={{ width: '100%' }} data-testid={`company-${n.name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{t('setting.company.followups.title')}</Typography.Title>
      <Row gutter={16}>
        {FOLLOWUP_NUMBERS.map((n) => (
          <Col key={n.name} xs={24} sm={12}>
            <Form.Item name={n.name} label={t(`setting.company.followups.${n.text}`)}
              rules={[{ required: true, message: t('member.common.required') }, ...schemaRules(n.name)]}>
              <InputNumber style={{ width: '100%' }} data-testid={`company-${n.name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{t('setting.company.customers.title')}</Typography.Title>
      <Form.Item name="customer_duplicate_blocks" label={t('setting.company.customers.duplicateBlocks')} extra={t('setting.company.customers.duplicateBlocksHint')}
        valuePropName="checked" getValueProps={(v: 0 | 1) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
        <Switch data-testid="company-customer_duplicate_blocks" />
      </Form.Item>
      {canEdit && <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="company-save">{t('member.common.save')}</Button>}
    </Form>
  );
}

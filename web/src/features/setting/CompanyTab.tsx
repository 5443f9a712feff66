import { useEffect } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESIGN_HANDOVERS, SHARE_WHOLE, SPLIT_POLICY_FIELDS, companyGet, companySave, sharePercent, type DataOf } from '@brokerage/contract';
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

// The default commission split: each house-side role's share, typed in % with two decimals and kept in basis points.
const SPLIT_TEXTS = { split_house_share: 'house', split_key_share: 'key', split_survey_share: 'survey', split_record_share: 'record' } as const;
const toPercent = (share: number | null | undefined) => ({ value: typeof share === 'number' ? share / 100 : share });
const toShare = (percent: number | null) => (typeof percent === 'number' ? Math.round(percent * 100) : percent);

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
      phone_view_followup_required: v.phone_view_followup_required,
      customer_duplicate_blocks: v.customer_duplicate_blocks,
      split_house_share: v.split_house_share, split_key_share: v.split_key_share, split_survey_share: v.split_survey_share,
      split_record_share: v.split_record_share,
    }),
    onSuccess: () => showSuccess(t('member.common.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTING_KEY }),
  });
  const split = Form.useWatch((v: Partial<Values>) => SPLIT_POLICY_FIELDS.reduce((sum, field) => sum + (v[field] ?? 0), 0), form) ?? 0;
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
      <Form.Item name="phone_view_followup_required" label={t('setting.company.followups.phoneViewFollowup')}
        extra={t('setting.company.followups.phoneViewFollowupHint')}
        valuePropName="checked" getValueProps={(v: 0 | 1) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
        <Switch data-testid="company-phone_view_followup_required" />
      </Form.Item>
      <Typography.Title level={5}>{t('setting.company.customers.title')}</Typography.Title>
      <Form.Item name="customer_duplicate_blocks" label={t('setting.company.customers.duplicateBlocks')} extra={t('setting.company.customers.duplicateBlocksHint')}
        valuePropName="checked" getValueProps={(v: 0 | 1) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
        <Switch data-testid="company-customer_duplicate_blocks" />
      </Form.Item>
      <Typography.Title level={5}>{t('setting.company.split.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('setting.company.split.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {SPLIT_POLICY_FIELDS.map((name) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item name={name} label={t(`setting.company.split.${SPLIT_TEXTS[name]}`)} getValueProps={toPercent} normalize={toShare}
              dependencies={SPLIT_POLICY_FIELDS.filter((other) => other !== name)}
              rules={[{ required: true, message: t('member.common.required') }, ({ getFieldValue }) => ({
                validator: async () => {
                  const sum = SPLIT_POLICY_FIELDS.reduce((total, field) => total + (Number(getFieldValue(field)) || 0), 0);
                  if (sum > SHARE_WHOLE) throw new Error(t('setting.company.split.over', { sum: sharePercent(sum) }));
                },
              })]}>
              <InputNumber<number> min={0} max={100} precision={2} step={1} suffix="%" style={{ width: '100%' }} data-testid={`company-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type={split > SHARE_WHOLE ? 'danger' : undefined} data-testid="company-split-customer">
        {t('setting.company.split.customer', { share: sharePercent(SHARE_WHOLE - split) })}
      </Typography.Paragraph>
      {canEdit && <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="company-save">{t('member.common.save')}</Button>}
    </Form>
  );
}

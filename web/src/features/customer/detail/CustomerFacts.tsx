import { useState } from 'react';
import { Button, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_KIND_LABELS, CUSTOMER_POOL_LABELS, DECORATION_LABELS, HOUSE_USE_LABELS, PAYMENT_LABELS, SEX_LABELS, SOURCE_CHANNEL_LABELS, URGENCY_LABELS,
  CUSTOMER_CHANNEL_LABELS, type CustomerDetail,
} from '@brokerage/contract';
import { Permission } from '../../../app/permission';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { CustomerLevelTag, CustomerStatusTag, useBudget } from '../columns';
import { rangeText } from '../links';
import { useRevealPhone } from '../queries';
import type { customerDetailTexts } from './texts';

type WantLine = Exclude<keyof (typeof customerDetailTexts)['en']['detail']['wantsLine'], 'floorRange' | 'yes' | 'none'>;

// The customer's phones, masked; one shown in full on request (logged and counted against the daily allowance).
function Phones({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const reveal = useRevealPhone();
  const [shown, setShown] = useState<Record<number, string>>({});
  const [count, setCount] = useState<{ views: number; limit: number } | null>(null);
  return (
    <Flex vertical gap={4} data-testid="customer-phones">
      {customer.phones.map((p) => (
        <Space key={p.index} size={8}>
          <Typography.Text data-testid={`customer-phone-${p.index}`} copyable={shown[p.index] ? { text: shown[p.index] } : false}>
            {shown[p.index] ?? p.masked}
          </Typography.Text>
          {shown[p.index] ? (
            <a href={`tel:${shown[p.index]}`}>{t('customer.detail.phone.call')}</a>
          ) : (
            <Permission codes={['customer:phone']}>
              <Button size="small" type="link" icon={<EyeOutlined />} loading={reveal.isPending && reveal.variables?.index === p.index}
                data-testid={`customer-phone-reveal-${p.index}`}
                onClick={() => reveal.mutate({ customer_id: customer.id, index: p.index }, {
                  onSuccess: (d) => {
                    setShown((s) => ({ ...s, [d.index]: d.phone }));
                    setCount({ views: d.views_today, limit: d.daily_limit });
                  },
                })}>
                {t('customer.detail.phone.reveal')}
              </Button>
            </Permission>
          )}
        </Space>
      ))}
      {count && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('customer.detail.phone.revealed', { count: count.views, limit: count.limit })}</Typography.Text>}
    </Flex>
  );
}

// The wants as labelled lines; those not given are left out.
function Wants({ customer: c }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const budget = useBudget();
  const lines: [string, string][] = [];
  const add = (key: WantLine, value: string) => lines.push([t(`customer.detail.wantsLine.${key}`), value]);
  if (c.areas.length > 0) add('districts', c.areas.map((a) => a.name).join('、'));
  if (c.regions.length > 0) add('communities', c.regions.map((r) => r.name).join('、'));
  if (c.rooms.length > 0) add('rooms', t('customer.wants.rooms', { rooms: [...c.rooms].sort((a, b) => a - b).join('/') }));
  if (c.area_min !== null || c.area_max !== null) add('area', t('customer.wants.area', { range: rangeText(c.area_min, c.area_max) }));
  if (c.price_min !== null || c.price_max !== null) add('price', budget(c));
  if (c.floor_min !== null || c.floor_max !== null) add('floors', t('customer.detail.wantsLine.floorRange', { range: rangeText(c.floor_min, c.floor_max) }));
  if (c.uses.length > 0) add('uses', c.uses.map((u) => label(HOUSE_USE_LABELS[u])).join('、'));
  if (c.decorations.length > 0) add('decorations', c.decorations.map((d) => label(DECORATION_LABELS[d])).join('、'));
  if (c.school_district === 1) add('school', t('customer.detail.wantsLine.yes'));
  if (c.payment) add('payment', label(PAYMENT_LABELS[c.payment]));
  if (lines.length === 0) return <Typography.Text type="secondary">{t('customer.detail.wantsLine.none')}</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="customer-wants">
      {lines.map(([name, value]) => <span key={name}><Typography.Text type="secondary">{name}</Typography.Text> {value}</span>)}
    </Flex>
  );
}

// Who the customer is, where they came from, who holds them and what they want.
export function CustomerFacts({ customer: c }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const source = label(SOURCE_CHANNEL_LABELS[c.source]) + (c.channel ? ` · ${label(CUSTOMER_CHANNEL_LABELS[c.channel])}` : '');
  const items = [
    { key: 'kind', label: t('customer.detail.facts.kind'), children: label(CUSTOMER_KIND_LABELS[c.kind]) },
    { key: 'sex', label: t('customer.detail.facts.sex'), children: label(SEX_LABELS[c.sex]) },
    { key: 'level', label: t('customer.detail.facts.level'), children: <CustomerLevelTag level={c.level} /> },
    { key: 'status', label: t('customer.detail.facts.status'), children: <Space size={4}><CustomerStatusTag status={c.status} />{c.status_reason}</Space> },
    { key: 'pool', label: t('customer.detail.facts.pool'), children: <Tag data-testid="customer-pool" data-pool={c.pool}>{label(CUSTOMER_POOL_LABELS[c.pool])}</Tag> },
    { key: 'urgency', label: t('customer.detail.facts.urgency'), children: label(URGENCY_LABELS[c.urgency]) },
    { key: 'source', label: t('customer.detail.facts.source'), children: source },
    { key: 'agent', label: t('customer.detail.facts.agent'), children: [c.agent_name, c.store_name].filter(Boolean).join(' · ') },
    { key: 'recorder', label: t('customer.detail.facts.recorder'), children: c.recorder_name },
    { key: 'created', label: t('customer.detail.facts.created'), children: formatDate(c.created_at, 'YYYY-MM-DD HH:mm') },
    { key: 'lastFollowup', label: t('customer.detail.facts.lastFollowup'), children: formatDate(c.last_followup_at, 'YYYY-MM-DD HH:mm') },
    { key: 'lastLook', label: t('customer.detail.facts.lastLook'), children: formatDate(c.last_look_at, 'YYYY-MM-DD HH:mm') },
    { key: 'looks', label: t('customer.detail.facts.looks'), children: t('customer.detail.facts.looksValue', { total: c.look_count, recent: c.looks_30d }) },
    ...(c.release_at !== null ? [{ key: 'release', label: t('customer.detail.facts.release'), children: formatDate(c.release_at, 'YYYY-MM-DD') }] : []),
    { key: 'phones', label: t('customer.detail.facts.phones'), span: 2, children: <Phones customer={c} /> },
    { key: 'wants', label: t('customer.detail.facts.wants'), span: 3, children: <Wants customer={c} /> },
    ...(c.remark ? [{ key: 'remark', label: t('customer.detail.facts.remark'), span: 3, children: <span style={{ whiteSpace: 'pre-wrap' }}>{c.remark}</span> }] : []),
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="customer-facts" />;
}

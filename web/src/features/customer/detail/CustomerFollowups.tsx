import { useState } from 'react';
import { Button, Empty, Flex, Input, Pagination, Segmented, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_FOLLOWUP_WAYS, CUSTOMER_POOL_LABELS, CUSTOMER_STATUS_LABELS, FOLLOWUP_KIND_LABELS, HOUSE_POLICY_DEFAULTS, type FollowupItem,
  type FollowupKind, type Text,
} from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { Permission } from '../../../app/permission';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { houseName } from '../../house/links';
import { useAddFollowup, useCustomerFollowups, useFollowupMin } from '../queries';
import { isWorkHandover, useCustomerHandoverLine } from './handoverLine';

const PAGE_SIZE = 20;
const MAX = 1000;
type Way = (typeof CUSTOMER_FOLLOWUP_WAYS)[number];
const KIND_COLOURS: Partial<Record<FollowupKind, string>> = { call: 'blue', visit: 'cyan', manual: 'geekblue', look: 'magenta', status: 'orange', pool: 'purple', entry: 'green', role: 'gold' };

function FollowupAdd({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const min = useFollowupMin(HOUSE_POLICY_DEFAULTS.followup_min_length);
  const [way, setWay] = useState<Way>('call');
  const [text, setText] = useState('');
  const count = [...text.trim()].length;
  const add = useAddFollowup(() => {
    showSuccess(t('customer.detail.followup.added'));
    setText('');
  });
  return (
    <Flex vertical gap={6} data-testid="customer-followup-add">
      <Segmented<Way> value={way} onChange={setWay} options={CUSTOMER_FOLLOWUP_WAYS.map((w) => ({ value: w, label: label(FOLLOWUP_KIND_LABELS[w]) }))} />
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={MAX} placeholder={t('customer.detail.followup.content')}
        data-testid="customer-followup-input" />
      <Flex justify="space-between" align="center">
        <Typography.Text type={count < min ? 'warning' : 'secondary'}>{t('customer.detail.followup.hint', { min, count })}</Typography.Text>
        <Button type="primary" disabled={count < min} loading={add.isPending} data-testid="customer-followup-submit"
          onClick={() => add.mutate({ customer_id: customerId, way, content: text.trim() })}>
          {t('customer.detail.followup.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}

// The customer's timeline: calls, visits and notes staff wrote, and the viewings, status, pool and agent changes the server recorded.
export function CustomerFollowups({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const followups = useCustomerFollowups(customerId, page, PAGE_SIZE);
  const handover = useCustomerHandoverLine();
  const coded = (labels: Record<string, Text>, code: string | number | null) => (typeof code === 'string' && Object.hasOwn(labels, code) ? label(labels[code] as Text) : String(code ?? '—'));
  const lines = (f: FollowupItem): string[] => {
    const out: string[] = [];
    if (f.change && f.kind === 'status') out.push(t('customer.detail.followup.lines.status', { from: coded(CUSTOMER_STATUS_LABELS, f.change.from), to: coded(CUSTOMER_STATUS_LABELS, f.change.to) }));
    if (f.change && f.kind === 'pool') out.push(t('customer.detail.followup.lines.pool', { from: coded(CUSTOMER_POOL_LABELS, f.change.from), to: coded(CUSTOMER_POOL_LABELS, f.change.to) }));
    // A hand-over when an agent left: the people's names.
    if (f.change && f.kind === 'role') out.push(handover(f));
    if (f.house) out.push(houseName(f.house));
    if (f.content && !isWorkHandover(f)) out.push(f.change ? t('customer.detail.followup.lines.reason', { reason: f.content }) : f.content);
    return out;
  };
  const data = followups.data;
  const items = (data?.list ?? []).map((f) => ({
    key: f.id,
    color: KIND_COLOURS[f.kind] ?? 'gray',
    content: (
      <Flex vertical gap={2} data-testid="customer-followup-item" data-kind={f.kind}>
        <Flex gap={6} wrap align="center">
          <Tag color={KIND_COLOURS[f.kind]}>{label(FOLLOWUP_KIND_LABELS[f.kind])}</Tag>
          {f.invalid === 1 && <Tag>{t('followup.timeline.invalid')}</Tag>}
          <Typography.Text strong>{f.staff_id === null ? t(f.change?.auto ? 'customer.detail.followup.auto' : 'customer.detail.followup.system') : f.staff_name}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(f.created_at, 'YYYY-MM-DD HH:mm')}</Typography.Text>
        </Flex>
        {lines(f).map((line, i) => <Typography.Text key={i} delete={f.invalid === 1} style={{ whiteSpace: 'pre-wrap' }}>{line}</Typography.Text>)}
      </Flex>
    ),
  }));
  return (
    <Flex vertical gap={16}>
      <Permission codes={['followup:add']}><FollowupAdd customerId={customerId} /></Permission>
      <Spin spinning={followups.isFetching}>
        {items.length === 0 ? <Empty description={t('customer.detail.followup.empty')} /> : <Timeline items={items} data-testid="customer-followups" />}
      </Spin>
      {data && data.page.total > PAGE_SIZE && (
        <Pagination size="small" align="end" current={page} pageSize={PAGE_SIZE} total={data.page.total} showSizeChanger={false} onChange={setPage} />
      )}
    </Flex>
  );
}

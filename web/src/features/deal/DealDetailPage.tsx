import { useState } from 'react';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEAL_KIND_LABELS } from '@brokerage/contract';
import { usePhone } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { DealStatusTag } from './columns';
import { DealActions } from './detail/DealActions';
import { DealFacts } from './detail/DealFacts';
import { DealLedgers } from './detail/DealLedgers';
import { DealLog } from './detail/DealLog';
import { DealPictures } from './detail/DealPictures';
import { DealPrint } from './detail/DealPrint';
import { DealSplit } from './detail/DealSplit';
import { DealSteps } from './detail/DealSteps';
import { parseDealId } from './links';
import { DEAL_LIST_PATH } from './paths';
import { useDeal } from './queries';

// /transaction/detail?id=12: one deal with its parties, price and commissions, the actions its status allows, the
// split and performance, the steps, and the operation log; printable as a summary.
export function DealDetailPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = parseDealId(search);
  const deal = useDeal(id);
  const [printing, setPrinting] = useState(false);
  const phone = usePhone();

  const back = <Button type="primary" onClick={() => void navigate(DEAL_LIST_PATH)}>{t('deal.detail.back')}</Button>;
  if (id === null) return <Result status="info" title={t('deal.detail.missing')} extra={back} />;
  if (deal.isError) return <Result status="404" title={t('deal.detail.notFound')} extra={back} data-testid="deal-not-found" />;
  if (!deal.data) return <Card><Skeleton active /></Card>;

  const d = deal.data;
  const actions = <DealActions deal={d} onPrint={() => setPrinting(true)} />;
  return (
    <Flex vertical gap={16} data-testid="deal-detail-page" data-deal-id={d.id} data-status={d.status}>
      <Card title={(
        <Space size={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="deal-title">{d.contract_no}</Typography.Title>
          <Tag>{label(DEAL_KIND_LABELS[d.kind])}</Tag>
          <DealStatusTag status={d.status} />
        </Space>
      )} extra={phone ? undefined : actions}>
        {/* On a phone the actions go under the contract number: beside it they would leave it no room. */}
        {phone && <div style={{ marginBottom: 12 }}>{actions}</div>}
        {d.approval_id !== null && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('deal.detail.inReview')} data-testid="deal-in-review" />}
        {d.reason && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`${t('deal.detail.reason')}: ${d.reason}`} data-testid="deal-reason-shown" />
        )}
        <DealFacts deal={d} />
      </Card>
      <Card>
        <Tabs items={[
          { key: 'split', label: t('deal.detail.tabs.split'), children: <DealSplit deal={d} /> },
          { key: 'steps', label: <span data-testid="deal-tab-steps">{t('deal.detail.tabs.steps')}</span>, children: <DealSteps deal={d} /> },
          { key: 'pictures', label: <span data-testid="deal-tab-pictures">{t('deal.detail.tabs.pictures')}</span>, children: <DealPictures deal={d} /> },
          { key: 'money', label: <span data-testid="deal-tab-money">{t('deal.detail.tabs.money')}</span>, children: <DealLedgers deal={d} /> },
          { key: 'log', label: <span data-testid="deal-tab-log">{t('deal.detail.tabs.log')}</span>, children: <DealLog dealId={d.id} /> },
        ]} />
      </Card>
      <DealPrint deal={d} open={printing} onClose={() => setPrinting(false)} />
    </Flex>
  );
}

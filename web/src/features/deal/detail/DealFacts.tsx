import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DealDetail } from '@brokerage/contract';
import { formatDate } from '../../../lib/format';
import { customerLink } from '../../customer/links';
import { houseLink } from '../../house/links';
import { useMoney } from '../columns';

// The deal's parties (phones masked as the server sends them), price with its unit, commissions and people.
export function DealFacts({ deal: d }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="deal-facts" items={[
      { key: 'house', label: t('deal.detail.house'), children: <Link to={houseLink(d.house_id)} data-testid="deal-house">{d.house_name}</Link> },
      { key: 'customer', label: t('deal.detail.customer'), children: <Link to={customerLink(d.customer_id)} data-testid="deal-customer">{d.customer_name}</Link> },
      { key: 'price', label: t('deal.detail.price'), children: <Typography.Text strong data-testid="deal-price">{money(d.price, d.price_unit)}</Typography.Text> },
      { key: 'buyer', label: t('deal.detail.buyer'), children: <span data-testid="deal-buyer">{`${d.buyer_name} ${d.buyer_phone}`}</span> },
      { key: 'seller', label: t('deal.detail.seller'), children: <span data-testid="deal-seller">{`${d.seller_name} ${d.seller_phone}`}</span> },
      { key: 'signed', label: t('deal.detail.signed'), children: formatDate(d.signed_at, 'YYYY-MM-DD') },
      { key: 'buyerCommission', label: t('deal.detail.buyerCommission'), children: money(d.buyer_commission) },
      { key: 'sellerCommission', label: t('deal.detail.sellerCommission'), children: money(d.seller_commission) },
      { key: 'commission', label: t('deal.detail.commission'), children: <span data-testid="deal-commission">{money(d.commission)}</span> },
      { key: 'agent', label: t('deal.detail.agent'), children: [d.agent_name, d.store_name].filter(Boolean).join(' · ') },
      { key: 'recorder', label: t('deal.detail.recorder'), children: d.recorder_name },
      { key: 'created', label: t('deal.detail.created'), children: formatDate(d.created_at, 'YYYY-MM-DD HH:mm') },
      ...(d.remark ? [{ key: 'remark', label: t('deal.detail.remark'), span: 3, children: d.remark }] : []),
    ]} />
  );
}

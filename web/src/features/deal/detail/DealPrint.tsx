import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEAL_KIND_LABELS, DEAL_STATUS_LABELS, SPLIT_ROLE_LABELS, sharePercent, type DealDetail } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../columns';

// The deal summary on one sheet for the parties to sign; only the sheet goes to the printer (global.css .print-sheet).
export function DealPrint({ deal: d, open, onClose }: { deal: DealDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const money = useMoney();
  return (
    <Modal open={open} width={760} onCancel={onClose} destroyOnHidden data-testid="deal-print-sheet" footer={[
      <Button key="close" onClick={onClose}>{t('common.cancel')}</Button>,
      <Button key="print" type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="deal-print-now">{t('deal.action.printNow')}</Button>,
    ]}>
      <Flex vertical gap={12} className="print-sheet" style={{ padding: 8, background: '#fff' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', margin: 0 }}>{t('deal.print.title')}</Typography.Title>
        <Typography.Text style={{ textAlign: 'center' }}>{t('deal.print.company', { number: d.contract_no })}</Typography.Text>
        <Descriptions size="small" bordered column={2} items={[
          { key: 'kind', label: t('deal.col.kind'), children: label(DEAL_KIND_LABELS[d.kind]) },
          { key: 'status', label: t('deal.col.status'), children: label(DEAL_STATUS_LABELS[d.status]) },
          { key: 'house', label: t('deal.detail.house'), span: 2, children: d.house_name },
          { key: 'buyer', label: t('deal.detail.buyer'), children: `${d.buyer_name} ${d.buyer_phone}` },
          { key: 'seller', label: t('deal.detail.seller'), children: `${d.seller_name} ${d.seller_phone}` },
          { key: 'price', label: t('deal.detail.price'), children: money(d.price, d.price_unit) },
          { key: 'signed', label: t('deal.detail.signed'), children: formatDate(d.signed_at, 'YYYY-MM-DD') },
          { key: 'buyerCommission', label: t('deal.detail.buyerCommission'), children: money(d.buyer_commission) },
          { key: 'sellerCommission', label: t('deal.detail.sellerCommission'), children: money(d.seller_commission) },
          { key: 'agent', label: t('deal.detail.agent'), children: [d.agent_name, d.store_name].filter(Boolean).join(' · ') },
          { key: 'commission', label: t('deal.detail.commission'), children: money(d.commission) },
        ]} />
        <Typography.Title level={5} style={{ margin: 0 }}>{t('deal.print.split')}</Typography.Title>
        <Descriptions size="small" bordered column={1} items={d.split.map((s) => ({
          key: `${s.role}:${s.staff_id}`, label: `${label(SPLIT_ROLE_LABELS[s.role])} · ${s.staff_name}`, children: `${sharePercent(s.share)}% · ${money(s.amount)}`,
        }))} />
        {d.remark && <Typography.Paragraph>{`${t('deal.detail.remark')}: ${d.remark}`}</Typography.Paragraph>}
        <Flex justify="space-between" style={{ marginTop: 32 }}>
          <span>{t('deal.detail.buyer')} {t('deal.print.sign')}: ______________</span>
          <span>{t('deal.detail.seller')} {t('deal.print.sign')}: ______________</span>
          <span>{t('deal.print.date')}: ____________</span>
        </Flex>
      </Flex>
    </Modal>
  );
}

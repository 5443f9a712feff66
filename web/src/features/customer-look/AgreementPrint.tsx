import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataOf, lookPreview } from '@brokerage/contract';
import { formatDate } from '../../lib/format';

type Agreement = DataOf<typeof lookPreview>;

// The viewing agreement as the server words it, for the customer to sign on paper; only the sheet is printed.
export function AgreementPrint({ agreement, onClose }: { agreement: Agreement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const a = agreement;
  return (
    <Modal open={a !== null} width={720} onCancel={onClose} destroyOnHidden data-testid="look-agreement-print" footer={[
      <Button key="close" onClick={onClose}>{t('common.cancel')}</Button>,
      <Button key="print" type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>{t('customerLook.agreement.printNow')}</Button>,
    ]}>
      {a && (
        <Flex vertical gap={12} className="print-sheet" style={{ padding: 8, background: '#fff' }}>
          <Typography.Title level={3} style={{ textAlign: 'center', margin: 0 }}>{a.title}</Typography.Title>
          <Typography.Text style={{ textAlign: 'center' }}>{a.company}</Typography.Text>
          <Descriptions size="small" bordered column={2} items={[
            { key: 'customer', label: t('customerLook.agreement.customer'), children: a.customer_name },
            { key: 'phone', label: t('customerLook.agreement.phone'), children: a.customer_phone },
            { key: 'agent', label: t('customerLook.agreement.agent'), children: a.agent_name },
            { key: 'companion', label: t('customerLook.agreement.companion'), children: a.companion_name || '—' },
            { key: 'time', label: t('customerLook.agreement.time'), span: 2, children: formatDate(a.look_at, 'YYYY-MM-DD HH:mm') },
          ]} />
          <Descriptions size="small" bordered column={1} title={t('customerLook.agreement.houses')}
            items={a.houses.map((h, i) => ({ key: String(h.id), label: `${i + 1}. #${h.id}`, children: h.address }))} />
          <Typography.Paragraph data-testid="look-agreement-clause">{a.clause}</Typography.Paragraph>
          <Flex justify="space-between" style={{ marginTop: 32 }}>
            <span>{t('customerLook.agreement.sign')}: ____________________</span>
            <span>{t('customerLook.agreement.date')}: ____________</span>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Image, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { payQrcode, type DealMoneyItem } from '@brokerage/contract';
import { useFormSubmit, useSchemaRules } from '../../../components/form';
import { decimalsRule } from '../../../components/form/decimalsRule';
import { formatDate } from '../../../lib/format';
import { useInvalidateDeals, useMakeQr, usePayOrder } from '../queries';

type Values = { amount?: number };

// Pay a receivable by QR code: an amount (the balance by default) makes a payment order whose page the code opens;
// its state is asked until it is paid, then the ledgers are read again with the receipt the payment recorded.
export function PayQrDialog({ receivable, onClose }: { receivable: DealMoneyItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(payQrcode.input);
  const make = useMakeQr();
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const order = usePayOrder(orderNo);
  const invalidate = useInvalidateDeals();
  const made = make.data;
  const state = order.data?.state ?? made?.state;
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => make.mutateAsync({ deal_money_id: receivable?.id ?? 0, amount: v.amount ?? 0 }),
    onSaved: (result) => setOrderNo(result.order_no),
  });
  // The ledgers are read again once per paid order.
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (state !== 'paid' || !orderNo || refreshed.current === orderNo) return;
    refreshed.current = orderNo;
    void invalidate();
  }, [state, orderNo, invalidate]);
  const close = () => {
    setOrderNo(null);
    make.reset();
    onClose();
  };

  return (
    <Modal open={receivable !== null} title={t('deal.ledger.qr.title')} onCancel={close} destroyOnHidden footer={null} data-testid="deal-qr-dialog">
      {!made ? (
        <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={saving} initialValues={{ amount: receivable?.balance }}>
          <Form.Item name="amount" label={t('deal.ledger.qr.amount')} rules={rules('amount', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="deal-qr-amount" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="deal-qr-make">{t('deal.ledger.qr.make')}</Button>
        </Form>
      ) : (
        <Flex vertical gap={12} align="center" data-testid="deal-qr-order" data-order-no={made.order_no} data-state={state}>
          <Image preview={false} width={220} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made.qrcode)}`} alt={made.order_no} data-testid="deal-qr-image" />
          <Typography.Text>{t('deal.ledger.qr.hint')}</Typography.Text>
          <Typography.Link href={made.pay_url} target="_blank" rel="noreferrer" copyable data-testid="deal-qr-link">{made.pay_url}</Typography.Link>
          <Typography.Text type="secondary">{t('deal.ledger.qr.expires', { time: formatDate(made.expires_at, 'YYYY-MM-DD HH:mm') })}</Typography.Text>
          {state === 'created' && <Alert type="info" showIcon title={t('deal.ledger.qr.waiting')} />}
          {state === 'paid' && <Alert type="success" showIcon title={t('deal.ledger.qr.paid')} data-testid="deal-qr-paid" />}
          {(state === 'closed' || state === 'failed') && <Alert type="warning" showIcon title={t('deal.ledger.qr.closed')} />}
        </Flex>
      )}
    </Modal>
  );
}

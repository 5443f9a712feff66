import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { houseUpdatePrice, type HouseDetail } from '@brokerage/contract';
import { api } from '../../../api/client';
import { fromYuan, toYuan, useHouseFormat } from '../money';
import { useHouseRules } from '../form/rules';
import { PriceHistory } from './PriceHistory';
import { useHouseChange } from './useHouseChange';

type Values = { price: number; base_price?: number | null; reason?: string };

// A new price (and base price), typed in 万 for a sale and yuan a month for a rental; the history below.
export function PriceDialog({ house, open, onClose }: { house: HouseDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useHouseFormat();
  const rules = useHouseRules();
  const [form] = Form.useForm<Values>();
  const change = useHouseChange((v: Values) => api(houseUpdatePrice, {
    id: house.id, version: house.version, price: toYuan(v.price, house.kind),
    base_price: v.base_price === undefined || v.base_price === null ? null : toYuan(v.base_price, house.kind), reason: v.reason?.trim() ?? '',
  }), t('house.detail.price.changed'), onClose);

  return (
    <Modal
      open={open}
      width={640}
      title={t('house.detail.price.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'house-price-ok' }}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ price: fromYuan(house.price, house.kind), base_price: house.base_price === null ? null : fromYuan(house.base_price, house.kind) }}
        onFinish={(v) => change.mutate(v)}
      >
        <Form.Item label={t('house.detail.price.current')}>
          <Typography.Text strong>{fmt.price(house.price, house.kind)}</Typography.Text>
        </Form.Item>
        <Form.Item name="price" label={`${t('house.detail.price.price')} (${fmt.priceUnit(house.kind)})`} rules={[rules.required, rules.price(house.kind)]}>
          <InputNumber<number> style={{ width: '100%' }} data-testid="house-price-new" />
        </Form.Item>
        <Form.Item name="base_price" label={`${t('house.detail.price.basePrice')} (${fmt.priceUnit(house.kind)})`} dependencies={['price']}
          rules={[rules.price(house.kind), rules.basePrice(form)]}>
          <InputNumber<number> style={{ width: '100%' }} data-testid="house-price-base" />
        </Form.Item>
        <Form.Item name="reason" label={t('house.common.reason')} rules={[rules.max(200)]}>
          <Input.TextArea rows={2} maxLength={200} placeholder={t('house.common.reasonPlaceholder')} data-testid="house-price-reason" />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('house.detail.price.history')}</Typography.Title>
      <PriceHistory house={house} compact />
    </Modal>
  );
}

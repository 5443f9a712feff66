import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HouseDetail } from '@brokerage/contract';
import { useStores } from '../house/queries';
import { useKeyAdd } from './queries';

type Values = { store_id?: number; number: string; remark?: string };

// A new key of the house, in store (在店) at a store (the maintainer's by default); its number is unique there.
export function KeyAddDialog({ house, onClose }: { house: HouseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const stores = useStores();
  const add = useKeyAdd(onClose);
  const submit = (v: Values) => {
    const store = stores.allowed ? v.store_id : house.store_id;
    if (!store) return;
    add.mutate({ house_id: house.id, store_id: store, number: v.number.trim(), remark: v.remark?.trim() ?? '' });
  };

  return (
    <Modal open title={t('houseKey.add')} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'key-add-ok' }} confirmLoading={add.isPending} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ store_id: house.store_id ?? undefined }} onFinish={submit} data-testid="key-add-form">
        {stores.allowed ? (
          <Form.Item name="store_id" label={t('houseKey.store')} rules={[{ required: true, message: t('house.common.required') }]}>
            <Select options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} loading={stores.isFetching} data-testid="key-add-store" />
          </Form.Item>
        ) : (
          <Form.Item label={t('houseKey.store')}>
            <Typography.Text data-testid="key-add-store">{house.store_name}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item name="number" label={t('houseKey.number')}
          rules={[{ required: true, whitespace: true, message: t('house.common.required') }, { max: 30, message: t('house.common.tooLong', { max: 30 }) }]}>
          <Input maxLength={30} data-testid="key-add-number" />
        </Form.Item>
        <Form.Item name="remark" label={t('houseKey.remark')} rules={[{ max: 200, message: t('house.common.tooLong', { max: 200 }) }]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="key-add-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useEffect } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storeShift, type Store } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { StaffPicker } from '../../../components/form';
import { MEMBER_KEY, useStoreOptions } from '../../member/queries';

type Values = { to_store_id: number; mode: 'all' | 'some'; staff_ids?: number[] };

// store/shift: moves everyone, or the chosen people, to another store (into its store department).
export function StoreShift({ from, onClose }: { from: Store | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const queryClient = useQueryClient();
  const stores = useStoreOptions();

  useEffect(() => {
    if (from) form.resetFields();
  }, [form, from]);

  const shift = useMutation({
    mutationFn: (v: Values) => api(storeShift, {
      id: from?.id ?? 0, to_store_id: v.to_store_id, ...(v.mode === 'some' ? { staff_ids: v.staff_ids ?? [] } : {}),
    }),
    onSuccess: ({ moved }) => {
      showSuccess(t('org.store.shifted', { count: moved }));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  const required = { required: true, message: t('member.common.required') };
  return (
    <Modal open={from !== null} title={from ? t('org.store.shiftTitle', { name: from.name }) : ''} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={shift.isPending} destroyOnHidden okButtonProps={{ ...{ 'data-testid': 'store-shift-ok' } }}>
      <Form<Values> form={form} layout="vertical" data-testid="store-shift" initialValues={{ mode: 'all' }} onFinish={(v) => shift.mutate(v)}>
        <Form.Item name="to_store_id" label={t('org.store.shiftTo')} rules={[required]}>
          <Select showSearch={{ optionFilterProp: 'label' }} data-testid="store-shift-to"
            options={(stores.data ?? []).filter((s) => s.id !== from?.id && s.status !== 'closed').map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="mode">
          <Radio.Group options={[
            { value: 'all', label: t('org.store.shiftAll') },
            { value: 'some', label: <span data-testid="store-shift-some">{t('org.store.shiftSome')}</span> },
          ]} />
        </Form.Item>
        {mode === 'some' && (
          <Form.Item name="staff_ids" label={t('org.store.shiftPeople')} rules={[{ ...required, type: 'array', min: 1 }]}>
            <StaffPicker multiple storeId={from?.id} aria-label={t('org.store.shiftPeople')} data-testid="store-shift-people" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STORE_STATUSES, STORE_STATUS_LABELS, storeAdd, storeUpdate, type Store } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { StaffPicker } from '../../../components/form';
import { MEMBER_KEY, useDistricts } from '../../member/queries';
import { useLabel } from '../../../i18n/useLabel';

type Values = Pick<Store, 'name' | 'district_id' | 'address' | 'phone' | 'status'> & { manager_id?: number | null };

// Add (editing null) or edit a store. A new store has no staff, so its manager is chosen later (the server
// wants the manager to work in the store).
export function StoreForm({ open, editing, onClose }: { open: boolean; editing: Store | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const districts = useDistricts();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing });
  }, [form, open, editing]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = {
        name: v.name.trim(), district_id: v.district_id, address: (v.address ?? '').trim(), phone: (v.phone ?? '').trim(),
        status: v.status, manager_id: v.manager_id ?? null,
      };
      return editing ? api(storeUpdate, { id: editing.id, ...fields }) : api(storeAdd, fields);
    },
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  const required = { required: true, message: t('member.common.required') };
  const max = (n: number) => ({ max: n, message: t('member.common.tooLong', { max: n }) });
  return (
    <Modal open={open} title={editing ? t('org.store.editTitle', { name: editing.name }) : t('org.store.add')}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'store-form-ok' } }}>
      <Form<Values> form={form} layout="vertical" data-testid="store-form" initialValues={{ status: 'formal' }} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name" label={t('org.store.name')} rules={[{ ...required, whitespace: true }, max(50)]}>
          <Input data-testid="store-form-name" />
        </Form.Item>
        <Form.Item name="district_id" label={t('org.store.district')} rules={[required]}>
          <Select data-testid="store-form-district" options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </Form.Item>
        <Form.Item name="status" label={t('member.common.status')} rules={[required]}>
          <Select options={STORE_STATUSES.map((s) => ({ value: s, label: label(STORE_STATUS_LABELS[s]) }))} data-testid="store-form-status" />
        </Form.Item>
        <Form.Item name="address" label={t('org.store.address')} rules={[max(200)]}><Input /></Form.Item>
        <Form.Item name="phone" label={t('org.store.phone')} rules={[max(50)]}><Input /></Form.Item>
        {editing && (
          <Form.Item name="manager_id" label={t('org.store.manager')}>
            <StaffPicker storeId={editing.id} known={editing.manager_id ? [{ value: editing.manager_id, label: editing.manager_name }] : []}
              aria-label={t('org.store.manager')} data-testid="store-form-manager" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

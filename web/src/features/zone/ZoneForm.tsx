import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneSave, type Zone } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { ZONE_KEY } from './queries';

type Values = { name: string; remark?: string };

const MAX_NAME = 50;
const MAX_REMARK = 200;

// Add (editing null) or rename a duty zone; names are unique (the server's 409002 is shown).
export function ZoneForm({ open, editing, onClose }: { open: boolean; editing: Zone | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ name: editing.name, remark: editing.remark });
  }, [form, open, editing]);

  const save = useMutation({
    mutationFn: (v: Values) => api(zoneSave, { ...(editing ? { id: editing.id } : {}), name: v.name.trim(), remark: (v.remark ?? '').trim() }),
    onSuccess: () => {
      showSuccess(t('common.saved'));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ZONE_KEY }),
  });

  const max = (n: number) => ({ max: n, message: t('common.tooLong', { max: n }) });
  return (
    <Modal open={open} title={editing ? t('zone.editTitle', { name: editing.name }) : t('zone.add')}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden
      okText={t('common.save')} cancelText={t('common.cancel')}
      okButtonProps={{ ...{ 'data-testid': 'zone-form-ok' } }}>
      <Form<Values> form={form} layout="vertical" data-testid="zone-form" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name" label={t('zone.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }, max(MAX_NAME)]}>
          <Input maxLength={MAX_NAME} data-testid="zone-form-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('zone.fields.remark')} rules={[max(MAX_REMARK)]}>
          <Input.TextArea rows={3} showCount maxLength={MAX_REMARK} data-testid="zone-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

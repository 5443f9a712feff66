import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unitAdd, unitUpdate, unitName } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { useSchemaRules } from '../../../components/form';
import { DICTIONARY_KEY, type Unit } from '../queries';

type Values = { name: string; sort?: number | null };

// Add a unit to a building (editing null) or rename one; names are unique in the building.
export function UnitForm({ open, buildingId, editing, nextSort, onClose, onAdded }: {
  open: boolean; buildingId: number; editing: Unit | null; nextSort: number; onClose: () => void; onAdded: (unit: Unit) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const rules = useSchemaRules(unitAdd.input);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, sort: editing.sort } : { name: unitName(nextSort), sort: nextSort });
  }, [form, open, editing, nextSort]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = { name: v.name.trim(), sort: v.sort ?? 0 };
      return editing ? api(unitUpdate, { id: editing.id, ...fields }) : api(unitAdd, { building_id: buildingId, ...fields });
    },
    onSuccess: (unit) => {
      showSuccess(t('dictionary.common.saved'));
      if (!editing) onAdded(unit);
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });

  return (
    <Modal open={open} title={editing ? t('dictionary.unit.editTitle', { name: editing.name }) : t('dictionary.unit.add')}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'unit-form-ok' } }}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name" label={t('dictionary.unit.name')}
          rules={[{ required: true, whitespace: true, message: t('dictionary.common.required') }, { max: 50, message: t('dictionary.common.tooLong', { max: 50 }) }]}>
          <Input placeholder={t('dictionary.unit.namePlaceholder')} data-testid="unit-form-name" />
        </Form.Item>
        <Form.Item name="sort" label={t('dictionary.common.sort')} rules={rules('sort')}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

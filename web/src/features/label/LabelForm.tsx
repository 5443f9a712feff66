import { useEffect } from 'react';
import { ColorPicker, Flex, Form, Input, InputNumber, Modal, Switch, Tag } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LABEL_DEFAULT_COLOR, LABEL_KIND_LABELS, labelChange, type Label, type LabelKind } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { useLabel } from '../../i18n/useLabel';
import { LABEL_KEY } from './queries';
import { LabelTag } from './LabelTag';
import { useSchemaRules } from '../../components/form';

type Values = { name: string; color: string; sort: number; enabled: boolean };

const MAX_NAME = 20;
// The colours agents pick most often (antd's palette), offered before the free picker.
const PRESET_COLORS = [
  '#f5222d', '#fa541c', '#fa8c16', '#faad14', '#a0d911', '#52c41a', '#13c2c2', '#1890ff', '#2f54eb', '#722ed1', '#eb2f96', '#8c8c8c',
];

// The picker hands out a Color object; the form and the API keep `#rrggbb`.
const toHex = (value: Color | string) => (typeof value === 'string' ? value : value.toHexString().slice(0, 7)).toLowerCase();

// Add (editing null) a tag of `kind`, or change one: name (unique within the kind: the server's 409002 is
// shown), colour, sort order, enabled. The kind of a tag never changes.
export function LabelForm({ open, kind, editing, onClose }: { open: boolean; kind: LabelKind; editing: Label | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const schemaRules = useSchemaRules(labelChange.input);
  const queryClient = useQueryClient();
  const name = Form.useWatch('name', form) ?? '';
  const color = Form.useWatch('color', form) ?? LABEL_DEFAULT_COLOR;
  const enabled = Form.useWatch('enabled', form) ?? true;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ name: editing.name, color: editing.color, sort: editing.sort, enabled: editing.enabled === 1 });
  }, [form, open, editing]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = { name: v.name.trim(), color: toHex(v.color), sort: v.sort, enabled: v.enabled ? 1 as const : 0 as const };
      return api(labelChange, editing ? { id: editing.id, ...fields } : { kind, ...fields });
    },
    onSuccess: () => {
      showSuccess(t('common.saved'));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LABEL_KEY }),
  });

  return (
    <Modal open={open} title={(
      <Flex align="center" gap={8}>
        {editing ? t('label.editTitle', { name: editing.name }) : t('label.add')}
        <Tag bordered={false} data-testid="label-form-kind">{label(LABEL_KIND_LABELS[editing?.kind ?? kind])}</Tag>
      </Flex>
    )}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden
      okText={t('common.save')} cancelText={t('common.cancel')}
      okButtonProps={{ ...{ 'data-testid': 'label-form-ok' } }}>
      <Form<Values> form={form} layout="vertical" data-testid="label-form" onFinish={(v) => save.mutate(v)}
        initialValues={{ color: LABEL_DEFAULT_COLOR, sort: 0, enabled: true }}>
        <Form.Item name="name" label={t('label.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }, { max: MAX_NAME, message: t('common.tooLong', { max: MAX_NAME }) }]}>
          <Input maxLength={MAX_NAME} showCount data-testid="label-form-name" />
        </Form.Item>
        <Flex gap={24}>
          <Form.Item name="color" label={t('label.fields.color')} getValueFromEvent={toHex} rules={[{ required: true, message: t('common.required') }]}>
            <ColorPicker showText format="hex" disabledAlpha presets={[{ label: t('label.fields.color'), colors: PRESET_COLORS }]}
              data-testid="label-form-color" />
          </Form.Item>
          <Form.Item name="sort" label={t('label.fields.sort')} tooltip={t('label.sortHelp')}
            rules={[{ required: true, message: t('common.required') }, ...schemaRules('sort')]}>
            <InputNumber data-testid="label-form-sort" />
          </Form.Item>
          <Form.Item name="enabled" label={t('label.fields.enabled')} valuePropName="checked">
            <Switch data-testid="label-form-enabled" />
          </Form.Item>
        </Flex>
        <Form.Item label={t('label.fields.preview')}>
          <LabelTag name={name.trim() || t('label.fields.name')} color={color} enabled={enabled} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

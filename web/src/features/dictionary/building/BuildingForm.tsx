import { useEffect } from 'react';
import { Col, Divider, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildingAdd, buildingUpdate } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { useSchemaRules } from '../../../components/form';
import { DICTIONARY_KEY, type Building } from '../queries';
import { GENERATION_DEFAULTS, GenerationFields, toGeneration, type GenerationValues } from './GenerationFields';

type Values = GenerationValues & { name: string; sort?: number | null; generate: boolean };

// Add a building to a community (editing null), optionally generating its units, floors and doors in the same
// call, or rename and re-sort one. Names are unique in the community (409002 from the server otherwise).
export function BuildingForm({ open, regionId, editing, nextSort, onClose }: {
  open: boolean; regionId: number; editing: Building | null; nextSort: number; onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const generate = Form.useWatch('generate', form);
  const rules = useSchemaRules(buildingAdd.input);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, sort: editing.sort, generate: false } : { ...GENERATION_DEFAULTS, sort: nextSort, generate: true });
  }, [form, open, editing, nextSort]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = { name: v.name.trim(), sort: v.sort ?? 0 };
      if (editing) return api(buildingUpdate, { id: editing.id, ...fields });
      return api(buildingAdd, { region_id: regionId, ...fields, ...(v.generate ? { generate: toGeneration(v) } : {}) });
    },
    onSuccess: (saved) => {
      showSuccess(!editing && saved.door_count > 0 ? t('dictionary.generate.done', { count: saved.door_count }) : t('dictionary.common.saved'));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });

  return (
    <Modal
      open={open}
      width={640}
      title={editing ? t('dictionary.building.editTitle', { name: editing.name }) : t('dictionary.building.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'building-form-ok' } }}
    >
      <Form<Values> form={form} layout="vertical" data-testid="building-form" onFinish={(v) => save.mutate(v)}>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item name="name" label={t('dictionary.building.name')}
              rules={[{ required: true, whitespace: true, message: t('dictionary.common.required') }, { max: 50, message: t('dictionary.common.tooLong', { max: 50 }) }]}>
              <Input placeholder={t('dictionary.building.namePlaceholder')} data-testid="building-form-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" label={t('dictionary.common.sort')} rules={rules('sort')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {!editing && (
          <>
            <Form.Item name="generate" label={t('dictionary.generate.toggle')} valuePropName="checked">
              <Switch data-testid="building-form-generate" />
            </Form.Item>
            {generate && (
              <>
                <Divider titlePlacement="start" plain>{t('dictionary.generate.title')}</Divider>
                <GenerationFields form={form} />
              </>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}

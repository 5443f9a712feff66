import { useEffect } from 'react';
import { Button, Col, Drawer, Flex, Form, Input, InputNumber, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionAdd, regionUpdate, type Region } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { useFormSubmit, useSchemaRules } from '../../../components/form';
import { DICTIONARY_KEY } from '../queries';
import type { DictionaryTexts } from '../texts';
import { AreaCascader } from './AreaCascader';
import { areaIdOf } from './areaPath';

type Values = {
  name: string;
  area_path?: number[];
  business_circle?: string;
  address?: string;
  developer?: string;
  build_year?: number | null;
  property_fee?: number | null;
  lng?: number | null;
  lat?: number | null;
};

// Six decimals of a degree are about 0.1 m: more is noise from a map picker.
const COORDINATE_DIGITS = 6;
const text = (value: string | undefined) => (value ?? '').trim();
const numberOrNull = (value: number | null | undefined) => (typeof value === 'number' ? value : null);

type Props = { open: boolean; editing: Region | null; onClose: () => void; onAdded?: (region: Region) => void };

// Add (editing null) or edit a community, in a drawer beside the list. Names are unique within an area:
// the server's refusal (409002) is shown by the client. Numbers out of the contract's range are refused on their
// field with the range, never changed to fit (the number boxes have no min/max of their own, which would clamp).
export function RegionForm({ open, editing, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const rules = useSchemaRules(regionAdd.input);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        ...editing,
        // The path above an existing area is not known without loading it: the bare id stands for it.
        area_path: editing.area_id === null ? undefined : [editing.area_id],
      });
    }
  }, [form, open, editing]);

  const save = useFormSubmit(form, {
    save: (v: Values) => {
      const fields = {
        name: v.name.trim(), area_id: areaIdOf(v.area_path), business_circle: text(v.business_circle), address: text(v.address),
        developer: text(v.developer), build_year: numberOrNull(v.build_year), property_fee: numberOrNull(v.property_fee),
        lng: numberOrNull(v.lng), lat: numberOrNull(v.lat),
      };
      return editing ? api(regionUpdate, { id: editing.id, ...fields }) : api(regionAdd, fields);
    },
    onSaved: (region) => {
      showSuccess(t('dictionary.common.saved'));
      void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });
      onClose();
      if (!editing) onAdded?.(region);
    },
  });

  const f = (key: keyof DictionaryTexts['region']['fields']) => t(`dictionary.region.fields.${key}`);
  const max = (n: number) => ({ max: n, message: t('dictionary.common.tooLong', { max: n }) });
  return (
    <Drawer
      open={open}
      size={560}
      title={editing ? t('dictionary.region.editTitle', { name: editing.name }) : t('dictionary.region.add')}
      onClose={onClose}
      destroyOnHidden
      footer={(
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('dictionary.common.cancel')}</Button>
          <Button type="primary" loading={save.saving} onClick={() => form.submit()} data-testid="region-form-ok">{t('dictionary.common.save')}</Button>
        </Flex>
      )}
    >
      <Form<Values> form={form} layout="vertical" data-testid="region-form" onFinish={save.submit}>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, message: t('dictionary.common.required') }, max(50)]}>
          <Input data-testid="region-form-name" />
        </Form.Item>
        <Form.Item name="area_path" label={f('area')}>
          <AreaCascader placeholder={t('dictionary.region.areaPlaceholder')} fallback={editing?.area_name} testId="region-form-area" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="business_circle" label={f('businessCircle')} rules={[max(50)]}><Input data-testid="region-form-circle" /></Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="developer" label={f('developer')} rules={[max(100)]}><Input data-testid="region-form-developer" /></Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={f('address')} rules={[max(200)]}><Input data-testid="region-form-address" /></Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="build_year" label={f('buildYear')} rules={rules('build_year')}>
              <InputNumber style={{ width: '100%' }} data-testid="region-form-year" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="property_fee" label={f('propertyFee')} rules={rules('property_fee')}>
              <InputNumber step={0.1} suffix={f('propertyFeeUnit')} style={{ width: '100%' }} data-testid="region-form-fee" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="lng" label={f('lng')} rules={rules('lng')}>
              <InputNumber step={0.000001} precision={COORDINATE_DIGITS} style={{ width: '100%' }} data-testid="region-form-lng" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="lat" label={f('lat')} rules={rules('lat')}>
              <InputNumber step={0.000001} precision={COORDINATE_DIGITS} style={{ width: '100%' }} data-testid="region-form-lat" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}

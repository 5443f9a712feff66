import { useState } from 'react';
import { AutoComplete, Col, Form, Input, InputNumber, Row, Segmented, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_KIND_LABELS, HOUSE_KINDS, OFFLINE_IMPORT_COLUMNS, OFFLINE_SOURCE_LABELS, OFFLINE_SOURCES,
  houseOfflineAdd, type HouseKind, type OfflineField, type OfflineSource,
} from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { useEnumOptions } from '../house/options';
import { toYuan } from '../house/money';
import { useRegionLookup } from '../house/queries';
import { useHouseRules } from '../house/form/rules';
import { OFFLINE_KEY } from './queries';

type Values = {
  kind: HouseKind; source: OfflineSource; source_url?: string; community: string; building?: string; unit?: string; door?: string;
  floor_number?: number | null; total_floors?: number | null; area: number; price: number; rooms: number; halls?: number; baths?: number;
  owner_name?: string; owner_phone: string; remarks?: string;
};

const DEFAULTS: Partial<Values> = { kind: 'sale', source: 'anjuke', rooms: 2, halls: 1, baths: 1 };
const MAX_KEYWORD = 50;

// Takes in one external house (houseoffline/add). The community is typed as the listing names it; suggestions
// from the dictionary help it match, but any name is accepted.
export function OfflineAddDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const options = useEnumOptions();
  const rules = useHouseRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const regions = useRegionLookup(keyword);
  const kind = Form.useWatch('kind', form) ?? 'sale';
  const title = (key: OfflineField) => label(OFFLINE_IMPORT_COLUMNS.find((c) => c.key === key)?.title ?? { en: key, zh: key, es: key, ja: key });
  // What houseoffline/add asks of each field; the price is typed in 万 for a sale, so it keeps the house form's rule.
  const schemaRules = useSchemaRules(houseOfflineAdd.input, {
    community: { required: t('houseOffline.form.required') },
    owner_phone: { required: t('houseOffline.form.required'), pattern: t('houseOffline.form.phone') },
    source_url: { pattern: t('houseOffline.form.url') },
  });

  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(houseOfflineAdd, {
      kind: v.kind, source: v.source, source_url: v.source_url ?? '', community: v.community, building: v.building ?? '', unit: v.unit ?? '',
      door: v.door ?? '', floor_number: v.floor_number ?? null, total_floors: v.total_floors ?? null, area: v.area,
      price: toYuan(v.price, v.kind), rooms: v.rooms, halls: v.halls ?? 0, baths: v.baths ?? 0, owner_name: v.owner_name ?? '',
      owner_phone: v.owner_phone, remarks: v.remarks ?? '',
    }),
    onSaved: () => {
      showSuccess(t('houseOffline.form.saved'));
      void queryClient.invalidateQueries({ queryKey: OFFLINE_KEY });
      form.resetFields();
      onClose();
    },
  });

  const text = (name: 'building' | 'unit' | 'door' | 'owner_name', max: number) => (
    <Form.Item name={name} label={title(name)} rules={schemaRules(name)}>
      <Input maxLength={max} data-testid={`offline-form-${name}`} />
    </Form.Item>
  );
  const count = (name: 'rooms' | 'halls' | 'baths') => (
    <Form.Item name={name} label={title(name)} rules={schemaRules(name)}>
      <InputNumber<number> style={{ width: '100%' }} data-testid={`offline-form-${name}`} />
    </Form.Item>
  );

  return (
    <FormDrawer<Values>
      open={open}
      size={720}
      title={t('houseOffline.form.title')}
      onClose={onClose}
      form={form}
      onFinish={submit}
      saving={saving}
      initialValues={DEFAULTS}
      testId="offline-form"
      okTestId="offline-form-ok"
    >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="kind" label={title('kind')} rules={schemaRules('kind')}>
              <Segmented options={HOUSE_KINDS.map((k) => ({ value: k, label: label(HOUSE_KIND_LABELS[k]) }))} data-testid="offline-form-kind" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="source" label={title('source')} rules={schemaRules('source')}>
              <Select options={options(OFFLINE_SOURCES, OFFLINE_SOURCE_LABELS)} data-testid="offline-form-source" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="community" label={title('community')} rules={schemaRules('community')}>
              <AutoComplete
                data-testid="offline-form-community"
                options={(regions.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
                onSearch={(value) => setKeyword(value.trim().slice(0, MAX_KEYWORD))}
              />
            </Form.Item>
          </Col>
          <Col xs={8}>{text('building', 20)}</Col>
          <Col xs={8}>{text('unit', 20)}</Col>
          <Col xs={8}>{text('door', 20)}</Col>
          <Col xs={12}>
            <Form.Item name="floor_number" label={title('floor_number')} dependencies={['total_floors']} rules={schemaRules('floor_number', [{
              validator: async (_, value?: number | null) => {
                const total = form.getFieldValue('total_floors') as number | null | undefined;
                if (value !== undefined && value !== null && total !== undefined && total !== null && value > total) {
                  throw new Error(t('houseOffline.form.floorAbove'));
                }
              },
            }])}>
              <InputNumber<number> style={{ width: '100%' }} data-testid="offline-form-floor" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="total_floors" label={title('total_floors')} rules={schemaRules('total_floors')}>
              <InputNumber<number> style={{ width: '100%' }} data-testid="offline-form-total-floors" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="area" label={title('area')} rules={[rules.required, rules.area]}>
              <InputNumber<number> style={{ width: '100%' }} data-testid="offline-form-area" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="price" label={t(kind === 'sale' ? 'houseOffline.form.priceSale' : 'houseOffline.form.priceRent')}
              rules={[rules.required, rules.price(kind)]}>
              <InputNumber<number> style={{ width: '100%' }} data-testid="offline-form-price" />
            </Form.Item>
          </Col>
          <Col xs={8}>{count('rooms')}</Col>
          <Col xs={8}>{count('halls')}</Col>
          <Col xs={8}>{count('baths')}</Col>
          <Col xs={12}>{text('owner_name', 30)}</Col>
          <Col xs={12}>
            <Form.Item name="owner_phone" label={title('owner_phone')}
              rules={schemaRules('owner_phone')}>
              <Input maxLength={20} data-testid="offline-form-phone" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="source_url" label={title('source_url')} rules={schemaRules('source_url')}>
              <Input maxLength={500} placeholder="https://" data-testid="offline-form-url" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="remarks" label={title('remarks')} rules={schemaRules('remarks')}>
              <Input.TextArea rows={3} maxLength={500} showCount data-testid="offline-form-remarks" />
            </Form.Item>
          </Col>
        </Row>
    </FormDrawer>
  );
}

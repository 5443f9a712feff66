import { useState } from 'react';
import { Cascader, Col, Flex, Form, Row, Select, Spin, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DECORATION_LABELS, DECORATIONS, HOUSE_USE_LABELS, HOUSE_USES, PAYMENT_LABELS, PAYMENTS, type CustomerKind,
} from '@brokerage/contract';
import { RangeInput, useRangeRule } from '../../house/list/pickers';
import { useEnumOptions } from '../../house/options';
import { useAreaOptions, useSearchRegions, type AreaOption } from '../../house/queries';
import type { Picked } from './values';

const MAX_DISTRICTS = 5;
const MAX_COMMUNITIES = 10;
const ROOMS = [1, 2, 3, 4, 5, 6];

// The wanted districts as tags, another added by province → city → district.
function DistrictPicker({ value = [], onChange }: { value?: Picked[]; onChange?: (value: Picked[]) => void }) {
  const { t } = useTranslation();
  const { options, loadData } = useAreaOptions();
  return (
    <Flex gap={4} wrap align="center" data-testid="customer-form-districts">
      {value.map((area) => (
        <Tag key={area.value} closable onClose={() => onChange?.(value.filter((a) => a.value !== area.value))}>{area.label}</Tag>
      ))}
      {value.length < MAX_DISTRICTS && (
        <Cascader<AreaOption> style={{ width: 200 }} placeholder={t('customer.form.pickDistrict')} options={options} loadData={loadData}
          value={[]} onChange={(_, options) => {
            const leaf = options?.[options.length - 1];
            if (leaf?.isLeaf && !value.some((a) => a.value === leaf.value)) onChange?.([...value, { value: leaf.value, label: leaf.label }]);
          }} />
      )}
    </Flex>
  );
}

// Wanted communities by name, pinyin or initials.
function CommunityPicker({ value = [], onChange }: { value?: Picked[]; onChange?: (value: Picked[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useSearchRegions(keyword, undefined);
  return (
    <Select<Picked[]> mode="multiple" labelInValue value={value} maxCount={MAX_COMMUNITIES} data-testid="customer-form-communities"
      loading={found.isFetching} notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={(found.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, 50)) }}
      onChange={(picked) => onChange?.(picked.map((p) => ({ value: Number(p.value), label: String(p.label) })))} />
  );
}

// What the customer wants: where, how big, how much, which floors, use, decoration, school district and payment.
export function WantFields({ kind }: { kind: CustomerKind }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const order = t('customer.form.rules.range');
  const areaRule = useRangeRule({ decimals: 2 }, order);
  const priceRule = useRangeRule({ decimals: kind === 'buy' ? 4 : 2 }, order);
  const floorRule = useRangeRule({ min: -10, decimals: 0 }, order);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="areas" label={t('customer.form.districts')}><DistrictPicker /></Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="regions" label={t('customer.form.communities')}><CommunityPicker /></Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="rooms" label={t('customer.form.rooms')}>
            <Select<number[]> mode="multiple" options={ROOMS.map((n) => ({ value: n, label: t('customer.wants.rooms', { rooms: n }) }))} data-testid="customer-form-rooms" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="area" label={t('customer.form.area')} rules={[areaRule]}><RangeInput testId="customer-form-area" /></Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="price" label={t(kind === 'buy' ? 'customer.form.priceSale' : 'customer.form.priceRent')} rules={[priceRule]}>
            <RangeInput testId="customer-form-price" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="floor" label={t('customer.form.floors')} rules={[floorRule]}><RangeInput testId="customer-form-floor" /></Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="uses" label={t('customer.form.uses')}><Select mode="multiple" options={options(HOUSE_USES, HOUSE_USE_LABELS)} /></Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="decorations" label={t('customer.form.decorations')}><Select mode="multiple" options={options(DECORATIONS, DECORATION_LABELS)} /></Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Form.Item name="school_district" label={t('customer.form.school')} valuePropName="checked"><Switch /></Form.Item>
        </Col>
        {kind === 'buy' && (
          <Col xs={12} md={8}>
            <Form.Item name="payment" label={t('customer.form.payment')}><Select allowClear options={options(PAYMENTS, PAYMENT_LABELS)} /></Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}

import { Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENT_USE_LABELS, CURRENT_USES, DECORATION_LABELS, DECORATIONS, HOUSE_LEVEL_LABELS, HOUSE_LEVELS, HOUSE_USE_LABELS, HOUSE_USES,
  ORIENTATION_LABELS, ORIENTATIONS, RENT_PAYMENT_LABELS, RENT_PAYMENTS, SOURCE_CHANNEL_LABELS, SOURCE_CHANNELS, type HouseKind,
} from '@brokerage/contract';
import { useEnumOptions } from '../options';
import { useHouseLabels } from '../queries';
import { useHouseRules } from './rules';

// The description of a house, shared by entry and edit: use, layout, area, floors, orientation, decoration,
// payment terms (rentals), source, current use, level, labels and remarks. `floor` is the door's floor.
export function HouseFields({ kind, floor }: { kind: HouseKind; floor?: number }) {
  const { t } = useTranslation();
  const rules = useHouseRules();
  const options = useEnumOptions();
  const labels = useHouseLabels();
  const count = (name: 'rooms' | 'halls' | 'baths', max: number) => (
    <Form.Item name={name} noStyle rules={[rules.required, rules.whole(0, max)]}>
      <InputNumber<number> style={{ flex: 1 }} suffix={t(`house.form.${name}`)} data-testid={`house-form-${name}`} />
    </Form.Item>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="use" label={t('house.form.use')} rules={[rules.required]}>
          <Select options={options(HOUSE_USES, HOUSE_USE_LABELS)} data-testid="house-form-use" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="area" label={t('house.form.area')} rules={[rules.required, rules.area]}>
          <InputNumber<number> style={{ width: '100%' }} data-testid="house-form-area" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label={t('house.form.layout')} required>
          <Space.Compact block>{count('rooms', 20)}{count('halls', 10)}{count('baths', 10)}</Space.Compact>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('house.form.floor')} required>
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber value={floor} disabled style={{ width: '40%' }} data-testid="house-form-floor-number" />
            <Form.Item name="total_floors" noStyle rules={[rules.required, rules.whole(1, 200), rules.totalFloors(floor)]}>
              <InputNumber<number> style={{ width: '60%' }} prefix="/" suffix={t('house.form.totalFloors')} data-testid="house-form-total-floors" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="orientation" label={t('house.form.orientation')} rules={[rules.required]}>
          <Select options={options(ORIENTATIONS, ORIENTATION_LABELS)} data-testid="house-form-orientation" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="decoration" label={t('house.form.decoration')} rules={[rules.required]}>
          <Select options={options(DECORATIONS, DECORATION_LABELS)} data-testid="house-form-decoration" />
        </Form.Item>
      </Col>
      {kind === 'rent' && (
        <Col xs={24} md={12}>
          <Form.Item name="rent_payment" label={t('house.form.rentPayment')} rules={[rules.required]}>
            <Select options={options(RENT_PAYMENTS, RENT_PAYMENT_LABELS)} data-testid="house-form-rent-payment" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="source" label={t('house.form.source')} rules={[rules.required]}>
          <Select options={options(SOURCE_CHANNELS, SOURCE_CHANNEL_LABELS)} data-testid="house-form-source" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="current_use" label={t('house.form.currentUse')} rules={[rules.required]}>
          <Select options={options(CURRENT_USES, CURRENT_USE_LABELS)} data-testid="house-form-current-use" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="level" label={t('house.form.level')} rules={[rules.required]}>
          <Select options={options(HOUSE_LEVELS, HOUSE_LEVEL_LABELS)} data-testid="house-form-level" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="label_ids" label={t('house.form.labels')}>
          <Select mode="multiple" maxCount={20} optionFilterProp="label" data-testid="house-form-labels"
            options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="remarks" label={t('house.form.remarks')} rules={[rules.max(2000)]}>
          <Input.TextArea rows={3} maxLength={2000} showCount data-testid="house-form-remarks" />
        </Form.Item>
      </Col>
    </Row>
  );
}

import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  NEWHOUSE_PROTECT_DAYS_DEFAULT, NEWHOUSE_SALE_STATES, NEWHOUSE_SALE_STATE_LABELS, NEWHOUSE_USES, NEWHOUSE_USE_LABELS, NEWHOUSE_VISIT_DAYS_DEFAULT,
  REPORT_PHONE_MODES, REPORT_PHONE_MODE_LABELS, newhouseAdd, newhouseRuleText,
  type NewhouseItem, type NewhouseSaleState, type NewhouseUse, type ReportPhoneMode,
} from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../components/form';
import { decimalsRule } from '../../components/form/decimalsRule';
import { fromEpoch, toEpoch } from '../../lib/time';
import { useEnumOptions } from '../house/options';
import { useLang } from './lang';
import { AreaPicker, picked, type Picked } from './pickers';
import { useNewhouseLabels, useProjectSave } from './queries';

type Values = {
  name: string;
  area: Picked | null;
  address: string;
  developer: string;
  use: NewhouseUse;
  sale_state: NewhouseSaleState;
  price_avg: number | null;
  price_total_min: number | null;
  price_total_max: number | null;
  opening_at: Dayjs | null;
  delivery_at: Dayjs | null;
  property_years: number | null;
  commission: string;
  protect_days: number;
  visit_days: number;
  phone_mode: ReportPhoneMode;
  label_ids: number[];
  description: string;
};

const day = (at: number | null) => (at === null ? null : fromEpoch(at));
const epoch = (d: Dayjs | null | undefined) => (d ? toEpoch(d.startOf('day')) : null);
const num = (n: number | null | undefined) => (typeof n === 'number' ? n : null);

function initial(p: NewhouseItem | null): Partial<Values> {
  if (!p) {
    return {
      use: 'residence', sale_state: 'selling', protect_days: NEWHOUSE_PROTECT_DAYS_DEFAULT, visit_days: NEWHOUSE_VISIT_DAYS_DEFAULT,
      phone_mode: 'masked', label_ids: [], area: null,
    };
  }
  return {
    name: p.name, area: picked(p.area_id, p.area_name), address: p.address, developer: p.developer, use: p.use, sale_state: p.sale_state,
    price_avg: p.price_avg, price_total_min: p.price_total_min, price_total_max: p.price_total_max, opening_at: day(p.opening_at),
    delivery_at: day(p.delivery_at), property_years: p.property_years, commission: p.commission, protect_days: p.protect_days,
    visit_days: p.visit_days, phone_mode: p.phone_mode, label_ids: p.labels.map((l) => l.id), description: p.description,
  };
}

function toInput(v: Values) {
  return {
    name: v.name, area_id: v.area?.value ?? null, address: v.address ?? '', developer: v.developer ?? '', use: v.use, sale_state: v.sale_state,
    price_avg: num(v.price_avg), price_total_min: num(v.price_total_min), price_total_max: num(v.price_total_max),
    opening_at: epoch(v.opening_at), delivery_at: epoch(v.delivery_at), property_years: num(v.property_years), commission: v.commission ?? '',
    protect_days: v.protect_days, visit_days: v.visit_days, phone_mode: v.phone_mode, label_ids: v.label_ids ?? [], description: v.description ?? '',
  };
}

// Adds a project, or changes one (`editing`): every field newhouse/add takes, tags from labelnewhouse.
export function ProjectForm({ open, editing, onClose }: { open: boolean; editing: NewhouseItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const options = useEnumOptions();
  const labels = useNewhouseLabels();
  const rules = useSchemaRules(newhouseAdd.input);
  const save = useProjectSave();
  const money = decimalsRule(2, t('shell.form.decimals', { digits: 2 }));
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => (editing ? save.update({ id: editing.id, version: editing.version, ...toInput(v) }) : save.add(toInput(v))),
    onSaved: () => {
      showSuccess(t('newhouse.project.saved'));
      onClose();
    },
    fieldNames: { area_id: 'area' },
  });
  const orderRule = {
    validator: async () => {
      const min = form.getFieldValue('price_total_min') as number | null;
      const max = form.getFieldValue('price_total_max') as number | null;
      if (typeof min === 'number' && typeof max === 'number' && min > max) throw new Error(newhouseRuleText('rangeOrder', lang));
    },
  };
  const half = { xs: 24, sm: 12 };
  return (
    <FormDrawer<Values> open={open} title={editing ? t('newhouse.form.editTitle') : t('newhouse.form.addTitle')} form={form} onFinish={submit} saving={saving}
      onClose={onClose} initialValues={initial(editing)} testId="newhouse-form" formTestId="newhouse-form-body" okTestId="newhouse-form-submit">
      <Divider titlePlacement="start">{t('newhouse.form.basics')}</Divider>
      <Row gutter={12}>
        <Col {...half}><Form.Item name="name" label={t('newhouse.form.name')} rules={rules('name')}><Input data-testid="newhouse-form-name" /></Form.Item></Col>
        <Col {...half}>
          <Form.Item name="area" label={t('newhouse.form.area')}>
            <AreaPicker placeholder={t('newhouse.form.area')} testId="newhouse-form-area" />
          </Form.Item>
        </Col>
        <Col {...half}><Form.Item name="address" label={t('newhouse.form.address')} rules={rules('address')}><Input data-testid="newhouse-form-address" /></Form.Item></Col>
        <Col {...half}><Form.Item name="developer" label={t('newhouse.form.developer')} rules={rules('developer')}><Input data-testid="newhouse-form-developer" /></Form.Item></Col>
        <Col {...half}>
          <Form.Item name="use" label={t('newhouse.form.use')} rules={rules('use')}>
            <Select options={options(NEWHOUSE_USES, NEWHOUSE_USE_LABELS)} data-testid="newhouse-form-use" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sale_state" label={t('newhouse.form.saleState')} rules={rules('sale_state')}>
            <Select options={options(NEWHOUSE_SALE_STATES, NEWHOUSE_SALE_STATE_LABELS)} data-testid="newhouse-form-sale-state" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="label_ids" label={t('newhouse.form.labels')}>
            <Select mode="multiple" allowClear options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))} data-testid="newhouse-form-labels" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('newhouse.form.prices')}</Divider>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="price_avg" label={t('newhouse.form.priceAvg')} rules={rules('price_avg', [money])}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="newhouse-form-price-avg" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="property_years" label={t('newhouse.form.propertyYears')} rules={rules('property_years')}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="newhouse-form-property-years" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="price_total_min" label={`${t('newhouse.form.priceTotal')} · ${t('newhouse.form.min')}`} rules={rules('price_total_min', [money])} dependencies={['price_total_max']}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="newhouse-form-total-min" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="price_total_max" label={`${t('newhouse.form.priceTotal')} · ${t('newhouse.form.max')}`} rules={rules('price_total_max', [money, orderRule])}
            dependencies={['price_total_min']}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="newhouse-form-total-max" />
          </Form.Item>
        </Col>
        <Col {...half}><Form.Item name="opening_at" label={t('newhouse.form.opening')}><DatePicker style={{ width: '100%' }} data-testid="newhouse-form-opening" /></Form.Item></Col>
        <Col {...half}><Form.Item name="delivery_at" label={t('newhouse.form.delivery')}><DatePicker style={{ width: '100%' }} data-testid="newhouse-form-delivery" /></Form.Item></Col>
      </Row>
      <Divider titlePlacement="start">{t('newhouse.form.terms')}</Divider>
      <Row gutter={12}>
        <Col span={24}>
          <Form.Item name="commission" label={t('newhouse.form.commission')} extra={t('newhouse.form.commissionHint')} rules={rules('commission')}>
            <Input data-testid="newhouse-form-commission" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="protect_days" label={t('newhouse.form.protectDays')} rules={rules('protect_days')}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="newhouse-form-protect-days" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="visit_days" label={t('newhouse.form.visitDays')} rules={rules('visit_days')}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="newhouse-form-visit-days" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="phone_mode" label={t('newhouse.form.phoneMode')} rules={rules('phone_mode')}>
            <Select options={options(REPORT_PHONE_MODES, REPORT_PHONE_MODE_LABELS)} data-testid="newhouse-form-phone-mode" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('newhouse.form.description')} rules={rules('description')}>
            <Input.TextArea rows={4} data-testid="newhouse-form-description" />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}

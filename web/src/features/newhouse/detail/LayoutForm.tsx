import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEWHOUSE_SALE_STATES, NEWHOUSE_SALE_STATE_LABELS, newhouseLayoutAdd, type NewhouseLayout, type NewhouseSaleState } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../../components/form';
import { decimalsRule } from '../../../components/form/decimalsRule';
import { useEnumOptions } from '../../house/options';
import { useLayoutChange } from '../queries';

type Values = {
  name: string; rooms: number; halls: number; toilets: number; area: number; price_total: number | null; orientation: string;
  sale_state: NewhouseSaleState; remark: string;
};

const DEFAULTS: Partial<Values> = { rooms: 2, halls: 1, toilets: 1, sale_state: 'selling' };

// Adds a layout to the project, or changes one (`editing`).
export function LayoutForm({ projectId, editing, onClose }: { projectId: number; editing: NewhouseLayout | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const options = useEnumOptions();
  const rules = useSchemaRules(newhouseLayoutAdd.input);
  const change = useLayoutChange();
  const toInput = (v: Values) => ({ ...v, price_total: typeof v.price_total === 'number' ? v.price_total : null, orientation: v.orientation ?? '', remark: v.remark ?? '' });
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => (editing ? change.update({ id: editing.id, version: editing.version, ...toInput(v) }) : change.add({ new_id: projectId, ...toInput(v) })),
    onSaved: () => {
      showSuccess(t('newhouse.layout.saved'));
      onClose();
    },
  });
  const third = { xs: 8 };
  const half = { xs: 24, sm: 12 };
  return (
    <FormDrawer<Values> open title={editing ? t('newhouse.layout.editTitle') : t('newhouse.layout.addTitle')} form={form} onFinish={submit} saving={saving}
      onClose={onClose} initialValues={editing ?? DEFAULTS} size={520} testId="layout-form" okTestId="layout-form-submit">
      <Form.Item name="name" label={t('newhouse.layout.name')} rules={rules('name')}><Input data-testid="layout-form-name" /></Form.Item>
      <Row gutter={12}>
        <Col {...third}>
          <Form.Item name="rooms" label={t('newhouse.layout.rooms')} rules={rules('rooms')}><InputNumber<number> style={{ width: '100%' }} data-testid="layout-form-rooms" /></Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="halls" label={t('newhouse.layout.halls')} rules={rules('halls')}><InputNumber<number> style={{ width: '100%' }} data-testid="layout-form-halls" /></Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="toilets" label={t('newhouse.layout.toilets')} rules={rules('toilets')}><InputNumber<number> style={{ width: '100%' }} data-testid="layout-form-toilets" /></Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="area" label={t('newhouse.layout.area')} rules={rules('area', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="layout-form-area" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="price_total" label={t('newhouse.layout.priceTotal')} rules={rules('price_total', [decimalsRule(2, t('shell.form.decimals', { digits: 2 }))])}>
            <InputNumber<number> style={{ width: '100%' }} data-testid="layout-form-price" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="orientation" label={t('newhouse.layout.orientation')} rules={rules('orientation')}><Input data-testid="layout-form-orientation" /></Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sale_state" label={t('newhouse.layout.saleState')} rules={rules('sale_state')}>
            <Select options={options(NEWHOUSE_SALE_STATES, NEWHOUSE_SALE_STATE_LABELS)} data-testid="layout-form-sale-state" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('newhouse.layout.remark')} rules={rules('remark')}><Input.TextArea rows={2} /></Form.Item>
    </FormDrawer>
  );
}

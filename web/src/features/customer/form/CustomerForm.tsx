import { useEffect, useState } from 'react';
import { Button, Col, Divider, Flex, Form, Input, Radio, Row, Segmented, Select, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_KIND_LABELS, CUSTOMER_KINDS, CUSTOMER_LEVEL_LABELS, CUSTOMER_LEVELS, OWNER_PHONE_PATTERN, SEX_LABELS, SEXES, URGENCIES, URGENCY_LABELS,
  customerAdd, customerUpdate, type CustomerDetail, type CustomerMatch,
} from '@brokerage/contract';
import { ApiError, api } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../../components/form';
import { useEnumOptions } from '../../house/options';
import { useCustomer, useCustomerSources, useInvalidateCustomers } from '../queries';
import { NEW_CUSTOMER, fromCustomer, toCustomerInput, type CustomerValues } from './values';
import { WantFields } from './WantFields';
import { DuplicateNotice, duplicatesOf, useWarnDuplicates } from './DuplicateNotice';

const MAX_PHONES = 3;

type Props = {
  open: boolean;
  // The customer to edit; none: a new one.
  id?: number;
  onClose: () => void;
  onSaved: (customer: CustomerDetail) => void;
  onOpenCustomer: (id: number) => void;
};

// Enters or edits a customer: who they are, how to reach them, where they came from, and what they want.
export function CustomerForm({ open, id, onClose, onSaved, onOpenCustomer }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const [form] = Form.useForm<CustomerValues>();
  const editing = id !== undefined;
  const detail = useCustomer(open && editing ? id : null);
  const sources = useCustomerSources();
  const invalidate = useInvalidateCustomers();
  const rules = useSchemaRules(customerAdd.input);
  const [matches, setMatches] = useState<CustomerMatch[]>([]);
  const warnDuplicates = useWarnDuplicates();
  const [changePhones, setChangePhones] = useState(!editing);
  const kind = Form.useWatch('kind', form) ?? detail.data?.kind ?? 'buy';
  const source = Form.useWatch('source', form);

  useEffect(() => {
    if (open && detail.data) form.setFieldsValue(fromCustomer(detail.data));
  }, [open, detail.data, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: async (v: CustomerValues) => {
      setMatches([]);
      try {
        if (!editing) return await api(customerAdd, { kind: v.kind, ...toCustomerInput(v, v.kind, true), phones: v.phones.map((p) => p.trim()) }, { silent: true });
        const current = detail.data;
        if (!current) throw new Error('not loaded');
        return await api(customerUpdate, { id: current.id, version: current.version, ...toCustomerInput(v, current.kind, changePhones) }, { silent: true });
      } catch (error) {
        const found = duplicatesOf(error);
        if (found) setMatches(found);
        else if (error instanceof ApiError && error.code !== '400001' && error.code !== '602144') showError(error.message || t('errors.generic'), 5);
        throw error;
      }
    },
    onSaved: (customer) => {
      showSuccess(t(editing ? 'customer.form.saved' : 'customer.form.added'));
      warnDuplicates(customer.duplicates);
      void invalidate();
      form.resetFields();
      onSaved(customer);
    },
    reload: () => detail.refetch(),
    staleText: t('customer.form.stale'),
    fieldNames: { price_min: 'price', price_max: 'price', area_min: 'area', area_max: 'area', floor_min: 'floor', floor_max: 'floor', area_ids: 'areas', region_ids: 'regions' },
  });

  const close = () => {
    setMatches([]);
    setChangePhones(!editing);
    onClose();
  };
  const channels = sources.data?.find((s) => s.value === 'online')?.channels ?? [];
  const phoneRule = { pattern: OWNER_PHONE_PATTERN, message: t('customer.form.rules.phone') };

  return (
    <FormDrawer<CustomerValues> open={open} size={760} title={t(editing ? 'customer.form.editTitle' : 'customer.form.addTitle')} onClose={close} form={form}
      onFinish={submit} saving={saving} loading={editing && !detail.data} initialValues={NEW_CUSTOMER} testId="customer-form" formTestId="customer-form-body"
      okTestId="customer-form-submit">
      {matches.length > 0 && <DuplicateNotice matches={matches} onOpen={(matchId) => {
        setMatches([]);
        onOpenCustomer(matchId);
      }} />}
      {!editing && (
        <Form.Item name="kind" label={t('customer.form.kind')}>
          <Segmented options={options(CUSTOMER_KINDS, CUSTOMER_KIND_LABELS)} data-testid="customer-form-kind"
            onChange={() => form.setFieldValue('price', [null, null])} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('customer.form.name')} rules={rules('name')}><Input maxLength={30} data-testid="customer-form-name" /></Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sex" label={t('customer.form.sex')} rules={rules('sex')}><Radio.Group options={options(SEXES, SEX_LABELS)} /></Form.Item>
        </Col>
      </Row>
      {changePhones ? (
        <Form.List name="phones" rules={[{ validator: async (_, phones?: string[]) => {
          if (!phones || phones.filter((p) => p && p.trim()).length === 0) throw new Error(t('customer.form.rules.phoneRequired'));
        } }]}>
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('customer.form.phones')} required>
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item {...field} noStyle rules={[{ required: true, whitespace: true, message: t('customer.form.rules.phone') }, phoneRule]} validateTrigger="onBlur">
                      <Input maxLength={20} placeholder={t('customer.form.phone', { n: index + 1 })} data-testid={`customer-form-phone-${index}`} />
                    </Form.Item>
                    {fields.length > 1 && <Button type="text" size="small" icon={<MinusCircleOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />}
                  </Flex>
                ))}
                {fields.length < MAX_PHONES && <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>{t('customer.form.addPhone')}</Button>}
                <Form.ErrorList errors={errors} />
              </Flex>
            </Form.Item>
          )}
        </Form.List>
      ) : (
        <Form.Item label={t('customer.form.phones')} extra={t('customer.form.phoneHint')}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{(detail.data?.phones ?? []).map((p) => p.masked).join(' / ')}</Typography.Text>
            <Button size="small" onClick={() => {
              form.setFieldValue('phones', ['']);
              setChangePhones(true);
            }} data-testid="customer-form-change-phones">{t('customer.form.changePhones')}</Button>
          </Flex>
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="source" label={t('customer.form.source')} rules={rules('source')}>
            <Select options={(sources.data ?? []).map((s) => ({ value: s.value, label: s.label }))} data-testid="customer-form-source"
              onChange={() => form.setFieldValue('channel', null)} />
          </Form.Item>
        </Col>
        {source === 'online' && (
          <Col xs={12} md={6}>
            <Form.Item name="channel" label={t('customer.form.channel')}><Select allowClear options={channels} /></Form.Item>
          </Col>
        )}
        <Col xs={12} md={6}>
          <Form.Item name="level" label={t('customer.form.level')}><Select options={options(CUSTOMER_LEVELS, CUSTOMER_LEVEL_LABELS)} data-testid="customer-form-level" /></Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="urgency" label={t('customer.form.urgency')}><Select options={options(URGENCIES, URGENCY_LABELS)} /></Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('customer.form.wantsTitle')}</Divider>
      <WantFields kind={kind} />
      <Form.Item name="remark" label={t('customer.form.remark')} rules={rules('remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
    </FormDrawer>
  );
}

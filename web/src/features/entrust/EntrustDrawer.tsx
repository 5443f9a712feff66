import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ENTRUST_FIELD_LABELS, ENTRUST_PERIOD_DAYS_MAX, ENTRUST_SCANS_MAX, ENTRUST_TYPES, ENTRUST_TYPE_LABELS, entrustAdd, entrustPeriodRule,
  entrustRuleText, isLang, type EntrustItem, type HouseKind,
} from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { companyToday } from '../../lib/time';
import { callsOf, emptyValues, fieldsOf, priceLabel, valuesOf, type BookValues } from './logic';
import { ScanUpload } from './ScanUpload';
import { useInvalidateBooks } from './queries';

type Values = BookValues & { submit: 0 | 1 };
const DAY_FORMAT = 'YYYY-MM-DD';
const dayProps = {
  getValueProps: (v?: string | null) => ({ value: v ? dayjs(v) : null }),
  normalize: (d?: Dayjs | null) => (d ? d.format(DAY_FORMAT) : null),
};

// Enters or changes an entrust book of the house through the older calls of its kind: saved as a draft, or
// submitted for approval (the server decides whether an approval is needed and says the book's state).
export function EntrustDrawer({ open, houseId, kind, book, onClose }: {
  open: boolean; houseId: number; kind: HouseKind; book: EntrustItem | null; onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(entrustAdd.input);
  const invalidate = useInvalidateBooks();
  const calls = callsOf(kind);

  useEffect(() => {
    if (open) form.setFieldsValue({ ...(book ? valuesOf(book) : emptyValues(companyToday())), submit: 0 });
  }, [open, book, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => {
      const fields = fieldsOf(v);
      if (book) return api(calls.update, { id: book.id, version: book.version, ...fields, submit: v.submit });
      return v.submit ? api(calls.add, { house_id: houseId, ...fields }) : api(calls.draft, { house_id: houseId, ...fields });
    },
    onSaved: (saved) => {
      showSuccess(t(saved.status === 'draft' || saved.status === 'rejected' ? 'entrust.saved' : saved.status === 'effective' ? 'entrust.effectiveNow' : 'entrust.submitted'));
      void invalidate();
      onClose();
    },
    reload: () => invalidate(),
    fieldNames: { file_ids: 'scans' },
  });

  const periodRule = {
    validator: async (_: unknown, end?: string | null) => {
      const rule = entrustPeriodRule(form.getFieldValue('type') as Values['type'], form.getFieldValue('start_date') as string, end ?? null);
      if (rule) throw new Error(entrustRuleText(rule, isLang(i18n.language) ? i18n.language : 'en', { days: ENTRUST_PERIOD_DAYS_MAX }));
    },
  };

  return (
    <FormDrawer<Values> open={open} title={t(book ? 'entrust.edit' : 'entrust.add')} onClose={onClose} form={form} onFinish={submit} saving={saving}
      testId="entrust-drawer" okTestId="entrust-drawer-ok">
      <Form.Item name="type" label={label(ENTRUST_FIELD_LABELS.type)} rules={rules('type')}>
        <Select data-testid="entrust-type" options={ENTRUST_TYPES.map((type) => ({ value: type, label: label(ENTRUST_TYPE_LABELS[type]) }))}
          onChange={() => void form.validateFields(['end_date']).catch(() => undefined)} />
      </Form.Item>
      <Form.Item name="start_date" label={label(ENTRUST_FIELD_LABELS.start)} rules={[{ required: true, message: t('common.required') }]} {...dayProps}>
        <DatePicker style={{ width: '100%' }} data-testid="entrust-start" />
      </Form.Item>
      <Form.Item name="end_date" label={label(ENTRUST_FIELD_LABELS.end)} dependencies={['type', 'start_date']} rules={[periodRule]} {...dayProps}>
        <DatePicker style={{ width: '100%' }} data-testid="entrust-end" />
      </Form.Item>
      <Form.Item name="owner_name" label={label(ENTRUST_FIELD_LABELS.owner)} rules={rules('owner_name')}>
        <Input data-testid="entrust-owner" />
      </Form.Item>
      <Form.Item name="price" label={label(priceLabel(kind))} rules={[{ required: true, message: t('common.required') }, ...rules('price')]}>
        <InputNumber min={0.01} precision={2} style={{ width: '100%' }} data-testid="entrust-price" />
      </Form.Item>
      <Form.Item name="commission" label={label(ENTRUST_FIELD_LABELS.commission)} rules={rules('commission')}>
        <Input data-testid="entrust-commission" />
      </Form.Item>
      <Form.Item name="remark" label={label(ENTRUST_FIELD_LABELS.remark)} rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="scans" label={label(ENTRUST_FIELD_LABELS.scans)} extra={t('entrust.scansHint', { max: ENTRUST_SCANS_MAX })}>
        <ScanUpload />
      </Form.Item>
      <Form.Item name="submit">
        <Radio.Group data-testid="entrust-submit-choice" options={[{ value: 0, label: t('entrust.saveDraft') }, { value: 1, label: t('entrust.submit') }]} />
      </Form.Item>
    </FormDrawer>
  );
}

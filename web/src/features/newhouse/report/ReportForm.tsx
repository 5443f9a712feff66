import { useState } from 'react';
import { DatePicker, Form, Input, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { newhouseReportAdd, newhouseRuleText, type NewhouseReport } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../../components/form';
import { companyNow, fromEpoch, toEpoch } from '../../../lib/time';
import { useLang } from '../lang';
import type { Picked } from '../pickers';
import { useMyCustomers, useReportSave } from '../queries';
import { DATE_TIME_FORMAT } from '../useFormat';
import { ReportProjectPicker } from './ReportProjectPicker';

type From = 'mine' | 'typed';
type Values = {
  project: Picked | null;
  from: From;
  customer: number | undefined;
  customer_name: string;
  customer_phone: string;
  visit_at: Dayjs;
  remark: string;
};

// The first planned visit offered: tomorrow at ten.
const VISIT_HOUR = 10;
const firstVisit = () => companyNow().add(1, 'day').hour(VISIT_HOUR).startOf('hour');

function CustomerSelect({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useMyCustomers(keyword);
  return (
    <Select<number> allowClear data-testid="report-form-customer" aria-label={t('newhouse.report.customer')} value={value} loading={found.isFetching}
      options={(found.data ?? []).map((c) => ({ value: c.id, label: [c.name, c.phones[0]?.masked].filter(Boolean).join(' ') }))}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, 30)) }} onChange={(id) => onChange?.(id)} />
  );
}

type Props = {
  // The report to change (only a pending one), else a new report, of `project` when given.
  editing: NewhouseReport | null;
  project?: Picked | null;
  onClose: () => void;
};

// Files a report (project, one of the caller's customers or a typed name and phone, planned visit, remark), or changes
// a pending one (name, visit, remark). The server's refusals (a protected phone, a project closed) show in its words.
export function ReportForm({ editing, project = null, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const customers = useMyCustomers('');
  const rules = useSchemaRules(newhouseReportAdd.input, { customer_phone: { pattern: t('newhouse.report.phonePattern') } });
  const save = useReportSave();
  const from = Form.useWatch('from', form) ?? 'mine';
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => {
      const common = { visit_at: toEpoch(v.visit_at), remark: v.remark ?? '' };
      if (editing) return save.update({ id: editing.id, version: editing.version, customer_name: v.customer_name, ...common });
      const who = v.from === 'mine' && v.customer !== undefined ? { customer_id: v.customer } : { customer_name: v.customer_name, customer_phone: v.customer_phone };
      return save.add({ new_id: v.project?.value ?? 0, ...who, ...common });
    },
    onSaved: () => {
      showSuccess(editing ? t('newhouse.report.saved') : t('newhouse.report.filed'));
      onClose();
    },
    fieldNames: { new_id: 'project', customer_id: 'customer' },
  });
  const visitRule = {
    validator: async (_: unknown, value: Dayjs | null) => {
      if (value && toEpoch(value) < Date.now() / 1000) throw new Error(newhouseRuleText('visitPast', lang));
    },
  };
  const required = { required: true, message: t('common.required') };
  const initial: Partial<Values> = editing
    ? { customer_name: editing.customer_name, visit_at: fromEpoch(editing.visit_at), remark: editing.remark }
    : { project, from: customers.allowed ? 'mine' : 'typed', visit_at: firstVisit() };
  const typed = editing !== null || from === 'typed';
  return (
    <FormDrawer<Values> open title={editing ? t('newhouse.report.editTitle') : t('newhouse.report.addTitle')} form={form} onFinish={submit} saving={saving}
      onClose={onClose} initialValues={initial} size={520} testId="report-form" okTestId="report-form-submit">
      {!editing && (
        <Form.Item name="project" label={t('newhouse.report.project')} rules={[required]}>
          <ReportProjectPicker />
        </Form.Item>
      )}
      {!editing && customers.allowed && (
        <Form.Item name="from" label={t('newhouse.report.customerFrom')}>
          <Radio.Group optionType="button" data-testid="report-form-from"
            options={[{ value: 'mine', label: t('newhouse.report.fromMine') }, { value: 'typed', label: t('newhouse.report.typed') }]} />
        </Form.Item>
      )}
      {!typed && (
        <Form.Item name="customer" label={t('newhouse.report.customer')} rules={[required]}>
          <CustomerSelect />
        </Form.Item>
      )}
      {typed && (
        <Form.Item name="customer_name" label={t('newhouse.report.customerName')} rules={rules('customer_name', [required])}>
          <Input data-testid="report-form-name" />
        </Form.Item>
      )}
      {typed && !editing && (
        <Form.Item name="customer_phone" label={t('newhouse.report.customerPhone')}
          rules={rules('customer_phone', [{ required: true, whitespace: true, message: newhouseRuleText('phoneRequired', lang) }])}>
          <Input data-testid="report-form-phone" inputMode="tel" />
        </Form.Item>
      )}
      <Form.Item name="visit_at" label={t('newhouse.report.visit')} rules={[required, visitRule]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="report-form-visit" />
      </Form.Item>
      <Form.Item name="remark" label={t('newhouse.report.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} data-testid="report-form-remark" />
      </Form.Item>
      {!customers.allowed && !editing && <Typography.Text type="secondary">{t('newhouse.report.noCustomers')}</Typography.Text>}
    </FormDrawer>
  );
}

import { useEffect } from 'react';
import { Col, Form, InputNumber, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ASSESS_KPIS, ASSESS_KPI_LABELS, ASSESS_QUOTA_MAX, quotaSave, type QuotaFields, type QuotaRow } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { QUOTA_KEY } from './queries';

const DIALOG_WIDTH = 640;

// A position's targets for a month, every KPI a whole number; a month already over is refused by the server in the
// person's language (the API client shows it).
export function QuotaDialog({ row, onClose }: { row: QuotaRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<QuotaFields>();
  const rules = useSchemaRules(quotaSave.input);
  const queryClient = useQueryClient();
  const { submit, saving } = useFormSubmit(form, {
    save: (values: QuotaFields) => api(quotaSave, { ...values, position_id: row?.position_id ?? 0, month: row?.month ?? '' }),
    onSaved: async () => {
      showSuccess(t('assess.quota.saved'));
      await queryClient.invalidateQueries({ queryKey: QUOTA_KEY });
      onClose();
    },
  });
  useEffect(() => {
    if (row) form.setFieldsValue(row.quota ?? {});
  }, [form, row]);
  return (
    <FormDialog<QuotaFields> open={row !== undefined} onClose={onClose} form={form} onFinish={submit} saving={saving} size={DIALOG_WIDTH}
      title={row ? t('assess.quota.dialog', { position: row.position_name, month: row.month }) : ''}
      testId="quota-dialog" formTestId="quota-form" okTestId="quota-save">
      <Row gutter={16}>
        {ASSESS_KPIS.map((kpi) => (
          <Col span={12} key={kpi}>
            <Form.Item name={kpi} label={label(ASSESS_KPI_LABELS[kpi])} rules={rules(kpi, [{ required: true, message: t('assess.quota.required') }])}>
              <InputNumber min={0} max={ASSESS_QUOTA_MAX} precision={0} style={{ width: '100%' }} data-testid={`quota-${kpi}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}

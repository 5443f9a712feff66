import { DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REPORT_STAGE_LABELS, newhouseReportConfirm, newhouseRuleText, type NewhouseReport, type ReportStage } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { decimalsRule } from '../../../components/form/decimalsRule';
import { useLabel } from '../../../i18n/useLabel';
import { companyNow, companyToday, dayOf, fromEpoch, toEpoch } from '../../../lib/time';
import { useLang } from '../lang';
import { useReportSave } from '../queries';
import { DATE_TIME_FORMAT } from '../useFormat';
import { amountKindOf, previousStageTime } from './stages';

// Decides a pending report invalid, with the reason the contract requires.
export function InvalidDialog({ report, onClose }: { report: NewhouseReport; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<{ reason: string }>();
  const rules = useSchemaRules(newhouseReportConfirm.input);
  const save = useReportSave();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: { reason: string }) => save.confirm({ id: report.id, version: report.version, confirm: 'invalid', reason: v.reason }),
    onSaved: () => {
      showSuccess(t('newhouse.confirm.invalidDone'));
      onClose();
    },
  });
  return (
    <FormDialog open title={t('newhouse.confirm.invalidTitle')} form={form} onFinish={submit} saving={saving} onClose={onClose}
      testId="report-invalid-dialog" okTestId="report-invalid-submit">
      <Form.Item name="reason" label={t('newhouse.confirm.reason')} rules={rules('reason', [{ required: true, whitespace: true, message: newhouseRuleText('reasonRequired', lang) }])}>
        <Input.TextArea rows={3} data-testid="report-invalid-reason" />
      </Form.Item>
    </FormDialog>
  );
}

type StageValues = { at: Dayjs; amount: number | null };

// Moves a valid report to `stage`, dated (not before the previous stage, not in the future), with the amount the
// stage records.
export function StageDialog({ report, stage, onClose }: { report: NewhouseReport; stage: ReportStage; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = useLabel();
  const [form] = Form.useForm<StageValues>();
  const save = useReportSave();
  const amount = amountKindOf(stage);
  const earliest = previousStageTime(report);
  const earliestDay = dayOf(fromEpoch(earliest));
  const { submit, saving } = useFormSubmit(form, {
    save: (v: StageValues) => save.confirm({
      id: report.id, version: report.version, stage: stage === 'reported' ? undefined : stage, at: toEpoch(v.at),
      ...(amount && typeof v.amount === 'number' ? { amount: v.amount } : {}),
    }),
    onSaved: () => {
      showSuccess(t('newhouse.confirm.moved'));
      onClose();
    },
  });
  const timeRule = {
    validator: async (_: unknown, value: Dayjs | null) => {
      if (value && (toEpoch(value) < earliest || toEpoch(value) > Date.now() / 1000)) throw new Error(newhouseRuleText('stageTime', lang));
    },
  };
  return (
    <FormDialog<StageValues> open title={t('newhouse.confirm.stageTitle', { stage: label(REPORT_STAGE_LABELS[stage]) })} form={form} onFinish={submit}
      saving={saving} onClose={onClose} initialValues={{ at: companyNow(), amount: null }} testId="report-stage-dialog" okTestId="report-stage-submit">
      <Form.Item name="at" label={t('newhouse.confirm.at')} rules={[{ required: true, message: t('common.required') }, timeRule]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="report-stage-at"
          disabledDate={(d) => dayOf(d) > companyToday() || dayOf(d) < earliestDay} />
      </Form.Item>
      {amount && (
        <Form.Item name="amount" label={amount === 'deal' ? t('newhouse.confirm.amountDeal') : t('newhouse.confirm.amountCommission')}
          rules={[{ required: true, message: newhouseRuleText('amountRequired', lang) }, decimalsRule(2, t('shell.form.decimals', { digits: 2 }))]}>
          <InputNumber<number> min={0} style={{ width: '100%' }} data-testid="report-stage-amount" />
        </Form.Item>
      )}
    </FormDialog>
  );
}

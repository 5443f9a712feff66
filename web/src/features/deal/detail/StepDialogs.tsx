import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEAL_STEP_LABELS, STEP_COUNT_FROM, dealStepSkip, dealStepUpdate, type DealStepItem, type StepCountFrom } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { useLabel } from '../../../i18n/useLabel';
import { StaffPicker, type PickedStaff } from '../../../components/form';
import { COMPANIONS } from '../../customer-look/queries';
import { useDealStepChange } from '../queries';

type EditValues = { responsible: PickedStaff | null; days: number; count_from: StepCountFrom; note: string };

// An open step handed to another person (one who left, say), with its deadline and note.
export function StepEditDialog({ dealId, step, onClose }: { dealId: number; step: DealStepItem; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<EditValues>();
  const rules = useSchemaRules(dealStepUpdate.input);
  const change = useDealStepChange(dealId);
  const { submit, saving } = useFormSubmit(form, {
    save: (v: EditValues) => change.update.mutateAsync({
      id: step.id, responsible_id: v.responsible?.value ?? 0, days: v.days, count_from: v.count_from, note: v.note.trim(),
    }),
    onSaved: () => {
      showSuccess(t('deal.steps.edited'));
      onClose();
    },
    fieldNames: { responsible_id: 'responsible' },
  });
  return (
    <FormDialog<EditValues> open title={`${t('deal.steps.edit')}: ${label(DEAL_STEP_LABELS[step.code])}`} onClose={onClose} form={form} onFinish={submit}
      saving={saving} initialValues={{
        responsible: { value: step.responsible_id, label: step.responsible_name }, days: step.days, count_from: step.count_from, note: step.note,
      }} testId="deal-step-edit-dialog" okTestId="deal-step-edit-ok">
      <Form.Item name="responsible" label={t('deal.steps.responsible')} rules={[{ required: true, message: t('deal.steps.responsible') }]}>
        <StaffPicker labelInValue source={COMPANIONS} placeholder={t('deal.steps.responsible')} data-testid="deal-step-edit-responsible" />
      </Form.Item>
      <Form.Item name="days" label={t('deal.steps.days')} rules={rules('days')}>
        <InputNumber data-testid="deal-step-edit-days" />
      </Form.Item>
      <Form.Item name="count_from" label={t('deal.steps.from')}>
        <Select options={STEP_COUNT_FROM.map((v) => ({ value: v, label: t(v === 'deal' ? 'deal.steps.fromDeal' : 'deal.steps.fromPrevious') }))} />
      </Form.Item>
      <Form.Item name="note" label={t('deal.steps.note')} rules={rules('note')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="deal-step-edit-note" />
      </Form.Item>
    </FormDialog>
  );
}

// 跳过: a step that does not apply to this deal, with the reason; it then counts as finished.
export function StepSkipDialog({ dealId, step, onClose }: { dealId: number; step: DealStepItem; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<{ reason: string }>();
  const rules = useSchemaRules(dealStepSkip.input, { reason: { required: t('deal.steps.skipReasonRequired'), length: t('deal.steps.skipReasonRequired') } });
  const change = useDealStepChange(dealId);
  const { submit, saving } = useFormSubmit(form, {
    save: ({ reason }: { reason: string }) => change.skip.mutateAsync({ id: step.id, reason: reason.trim() }),
    onSaved: () => {
      showSuccess(t('deal.steps.skippedDone'));
      onClose();
    },
  });
  return (
    <FormDialog<{ reason: string }> open title={`${t('deal.steps.skip')}: ${label(DEAL_STEP_LABELS[step.code])}`} onClose={onClose} form={form}
      onFinish={submit} saving={saving} initialValues={{ reason: '' }} testId="deal-step-skip-dialog" okTestId="deal-step-skip-ok">
      <Form.Item name="reason" label={t('deal.steps.skipReason')} rules={rules('reason')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="deal-step-skip-reason" />
      </Form.Item>
    </FormDialog>
  );
}

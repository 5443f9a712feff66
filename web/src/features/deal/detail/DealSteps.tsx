import { useState } from 'react';
import { Button, Empty, Flex, Form, Input, InputNumber, Popconfirm, Select, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEAL_LIVE_STATUSES, DEAL_STEP_CODES, DEAL_STEP_OPEN_STATUSES, DEAL_STEP_LABELS, DEAL_STEP_PLAN_LABELS, DEAL_STEP_PLANS, DEAL_STEP_STATUS_LABELS, STEP_COUNT_FROM, dealStepAdd,
  type DealDetail, type DealStepCode, type DealStepItem, type DealStepPlan, type StepCountFrom,
} from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { usePermission } from '../../../app/permission';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { useUserInfo } from '../../account/useUserInfo';
import { StaffPicker, type PickedStaff } from '../../../components/form';
import { COMPANIONS } from '../../customer-look/queries';
import { useEnumOptions } from '../../house/options';
import { useDealStepChange, useDealSteps } from '../queries';
import { StepEditDialog, StepSkipDialog } from './StepDialogs';

type StepValues = { code?: DealStepCode; responsible?: PickedStaff | null; days: number; count_from: StepCountFrom };

// The deal's steps in order as a timeline: a plan laid out on an effective deal without steps, single steps added or
// removed by those who may change the deal, each confirmed done by its responsible person, the earlier ones first;
// while the deal is open those who may change it hand an open step to another person, skip it (跳过) with a reason or
// reopen it.
export function DealSteps({ deal: d }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const options = useEnumOptions();
  const me = useUserInfo().data?.id;
  const canEdit = usePermission(['deal:edit']);
  const steps = useDealSteps(d.id);
  const change = useDealStepChange(d.id);
  const [plan, setPlan] = useState<DealStepPlan>(d.kind === 'rent' ? 'lease' : 'full');
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<DealStepItem | null>(null);
  const [editing, setEditing] = useState<DealStepItem | null>(null);
  const [skipping, setSkipping] = useState<DealStepItem | null>(null);
  const [form] = Form.useForm<StepValues>();
  const [noteForm] = Form.useForm<{ note: string }>();
  const rules = useSchemaRules(dealStepAdd.input);
  const live = DEAL_LIVE_STATUSES.includes(d.status);
  // Steps are laid out, added, changed, skipped, reopened, deleted and confirmed only while the deal is 生效 or 已结佣.
  const stepsOpen = DEAL_STEP_OPEN_STATUSES.includes(d.status);
  const manage = canEdit && stepsOpen;
  const list = steps.data?.list ?? [];
  const firstOpen = list.find((s) => s.status === 'pending');

  const { submit, saving } = useFormSubmit(form, {
    save: (v: StepValues) => change.add.mutateAsync({
      deal_id: d.id, code: v.code, days: v.days, count_from: v.count_from, ...(v.responsible ? { responsible_id: v.responsible.value } : {}),
    }),
    onSaved: () => {
      showSuccess(t('deal.steps.added'));
      setAdding(false);
      form.resetFields();
    },
  });
  const layOut = async () => {
    await change.add.mutateAsync({ deal_id: d.id, plan, days: 0, count_from: 'previous' });
    showSuccess(t('deal.steps.added'));
  };
  const confirmed = useFormSubmit(noteForm, {
    save: ({ note }: { note: string }) => change.confirm.mutateAsync({ id: confirming?.id ?? 0, note: note.trim() }),
    onSaved: () => {
      showSuccess(t('deal.steps.confirmed'));
      setConfirming(null);
    },
  });

  const reopen = async (s: DealStepItem) => {
    await change.reopen.mutateAsync({ id: s.id });
    showSuccess(t('deal.steps.reopened'));
  };

  const deadline = (s: DealStepItem) => (s.status === 'done'
    ? t('deal.steps.done', { date: formatDate(s.done_at, 'YYYY-MM-DD') })
    : s.status === 'skipped' ? t('deal.steps.skipped', { date: formatDate(s.done_at, 'YYYY-MM-DD'), reason: s.skip_reason })
    : s.deadline === null ? t('deal.steps.noDeadline') : t('deal.steps.deadline', { date: formatDate(s.deadline, 'YYYY-MM-DD') }));

  return (
    <Flex vertical gap={12} data-testid="deal-steps">
      {!live && <Typography.Text type="secondary">{t(d.status === 'terminated' ? 'deal.steps.ended' : 'deal.steps.notLive')}</Typography.Text>}
      {manage && (
        <Space wrap>
          {list.length === 0 && (
            <>
              <Select<DealStepPlan> style={{ width: 180 }} value={plan} onChange={setPlan} options={options(DEAL_STEP_PLANS, DEAL_STEP_PLAN_LABELS)}
                data-testid="deal-step-plan" />
              <Button type="primary" loading={change.add.isPending} onClick={() => void layOut().catch(() => undefined)} data-testid="deal-step-layout">
                {t('deal.steps.layOut')}
              </Button>
            </>
          )}
          <Button onClick={() => setAdding(true)} data-testid="deal-step-add">{t('deal.steps.add')}</Button>
        </Space>
      )}
      {list.length === 0 ? <Empty description={t('deal.steps.empty')} /> : (
        <Timeline items={list.map((s) => ({
          key: s.id,
          color: s.status === 'done' ? 'green' : s.status === 'skipped' ? 'gray' : s.overdue ? 'red' : 'blue',
          children: (
            <Flex vertical gap={2} data-testid="deal-step" data-step-id={s.id} data-code={s.code} data-status={s.status}>
              <Space size={6} wrap>
                <Typography.Text strong>{label(DEAL_STEP_LABELS[s.code])}</Typography.Text>
                <Typography.Text type="secondary">{s.responsible_name}</Typography.Text>
                {s.overdue === 1 && <Tag color="red">{t('deal.steps.overdue')}</Tag>}
                {s.status === 'skipped' && <Tag data-testid="deal-step-skipped">{label(DEAL_STEP_STATUS_LABELS.skipped)}</Tag>}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="deal-step-when">{deadline(s)}</Typography.Text>
              {s.note && <Typography.Text style={{ fontSize: 12 }}>{s.note}</Typography.Text>}
              <Space size={4} wrap>
                {s.status === 'pending' && stepsOpen && s.id === firstOpen?.id && s.responsible_id === me && (
                  <Button size="small" type="link" onClick={() => setConfirming(s)} data-testid="deal-step-confirm">{t('deal.steps.confirm')}</Button>
                )}
                {s.status === 'pending' && manage && (
                  <>
                    <Button size="small" type="link" onClick={() => setEditing(s)} data-testid="deal-step-edit">{t('deal.steps.edit')}</Button>
                    <Button size="small" type="link" onClick={() => setSkipping(s)} data-testid="deal-step-skip">{t('deal.steps.skip')}</Button>
                  </>
                )}
                {s.status === 'skipped' && manage && (
                  <Popconfirm title={t('deal.steps.reopenConfirm')} onConfirm={() => reopen(s).catch(() => undefined)}>
                    <Button size="small" type="link" data-testid="deal-step-reopen">{t('deal.steps.reopen')}</Button>
                  </Popconfirm>
                )}
                {s.status === 'pending' && manage && (
                  <Popconfirm title={t('deal.steps.deleteConfirm')} onConfirm={() => change.remove.mutateAsync({ id: s.id }).catch(() => undefined)}>
                    <Button size="small" type="link" danger data-testid="deal-step-delete">{t('deal.steps.delete')}</Button>
                  </Popconfirm>
                )}
              </Space>
            </Flex>
          ),
        }))} />
      )}
      <FormDialog<StepValues> open={adding} title={t('deal.steps.add')} onClose={() => setAdding(false)} form={form} onFinish={submit} saving={saving}
        initialValues={{ days: 3, count_from: 'previous' }} testId="deal-step-dialog" okTestId="deal-step-ok">
        <Form.Item name="code" label={t('deal.steps.code')} rules={[{ required: true, message: t('deal.steps.code') }]}>
          <Select options={options(DEAL_STEP_CODES, DEAL_STEP_LABELS)} data-testid="deal-step-code" />
        </Form.Item>
        <Form.Item name="responsible" label={t('deal.steps.responsible')}>
          <StaffPicker labelInValue source={COMPANIONS} placeholder={d.agent_name} data-testid="deal-step-responsible" />
        </Form.Item>
        <Form.Item name="days" label={t('deal.steps.days')} rules={rules('days')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="count_from" label={t('deal.steps.from')}>
          <Select options={STEP_COUNT_FROM.map((v) => ({ value: v, label: t(v === 'deal' ? 'deal.steps.fromDeal' : 'deal.steps.fromPrevious') }))} />
        </Form.Item>
      </FormDialog>
      {editing && <StepEditDialog dealId={d.id} step={editing} onClose={() => setEditing(null)} />}
      {skipping && <StepSkipDialog dealId={d.id} step={skipping} onClose={() => setSkipping(null)} />}
      <FormDialog<{ note: string }> open={confirming !== null} title={confirming ? `${t('deal.steps.confirm')}: ${label(DEAL_STEP_LABELS[confirming.code])}` : ''}
        onClose={() => setConfirming(null)} form={noteForm} onFinish={confirmed.submit} saving={confirmed.saving} initialValues={{ note: '' }}
        testId="deal-step-confirm-dialog" okTestId="deal-step-confirm-ok">
        <Form.Item name="note" label={t('deal.steps.note')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="deal-step-note" />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Form, Input, Popconfirm, Space, Steps, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_ITEMS, APPROVER_KIND_LABELS, CHAIN_ACTION_LABELS, OVERDUE_ACTION_LABELS, STEP_MODE_LABELS, approvalOperate,
  type ApprovalDetail, type OperateAction,
} from '@brokerage/contract';
import { FormDialog, StaffPicker, useFormSubmit, useSchemaRules } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { ApprovalStatusTag } from './columns';
import { useApproval, useOperate } from './queries';

type Dialog = Exclude<OperateAction, 'withdraw'> | null;
type Values = { comment?: string; to_staff_id?: number };

// One approval: its change in words (before → after), its steps, its history as a timeline, and what the caller may do.
export function ApprovalDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const approval = useApproval(id);
  const data = id !== null ? approval.data : undefined;
  return (
    <Drawer open={id !== null} onClose={onClose} size={640} title={id !== null ? t('approval.detail.title', { id }) : ''} data-testid="approval-drawer"
      loading={approval.isLoading}>
      {data && <ApprovalBody approval={data} />}
    </Drawer>
  );
}

function ApprovalBody({ approval }: { approval: ApprovalDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [dialog, setDialog] = useState<Dialog>(null);
  const operate = useOperate();
  const can = approval.can;
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={1} bordered items={[
        { key: 'item', label: t('approval.col.item'), children: label(APPROVAL_ITEMS[approval.item_type].name) },
        { key: 'subject', label: t('approval.col.subject'), children: approval.subject },
        { key: 'status', label: t('approval.col.status'), children: <ApprovalStatusTag status={approval.status} /> },
        { key: 'applicant', label: t('approval.col.applicant'), children: `${approval.applicant_name} · ${formatDate(approval.created_at)}` },
        ...(approval.note ? [{ key: 'note', label: t('approval.detail.note'), children: <span data-testid="approval-note">{approval.note}</span> }] : []),
        ...(approval.result ? [{ key: 'result', label: t('approval.detail.result'), children: <span data-testid="approval-result">{approval.result}</span> }] : []),
      ]} />
      <Typography.Title level={5}>{t('approval.detail.change')}</Typography.Title>
      <Descriptions size="small" column={1} bordered data-testid="approval-change" items={approval.change.map((line) => ({
        key: line.label, label: line.label,
        children: <span data-testid="approval-change-line">{line.before ? `${line.before} → ${line.after}` : line.after}</span>,
      }))} />
      <Typography.Title level={5}>{t('approval.detail.steps')}</Typography.Title>
      <Steps direction="vertical" size="small" data-testid="approval-steps" current={(approval.current_step ?? approval.steps.length + 1) - 1} items={approval.steps.map((step) => ({
        title: `${t('approval.detail.step', { step: step.step })} · ${step.target_name
          ? t('approval.detail.named', { what: label(APPROVER_KIND_LABELS[step.approver_kind]), name: step.target_name })
          : label(APPROVER_KIND_LABELS[step.approver_kind])}`,
        status: step.state === 'rejected' ? 'error' : step.state === 'active' ? 'process' : step.state === 'future' || step.state === 'ended' ? 'wait' : 'finish',
        description: (
          <Flex vertical gap={4}>
            <Space size={4} wrap>
              <Tag>{label(STEP_MODE_LABELS[step.mode])}</Tag>
              <Tag>{t(`approval.stepState.${step.state}`)}</Tag>
              {step.overdue && <Tag>{`${step.overdue.hours} ${t('approval.editor.hours')} → ${label(OVERDUE_ACTION_LABELS[step.overdue.action])}`}</Tag>}
            </Space>
            {step.fallback === 1 && <Typography.Text type="warning">{t('approval.detail.fallback')}</Typography.Text>}
            {step.approvers.map((a) => (
              <span key={`${a.staff_id}-${a.state}`} data-testid="approval-approver" data-state={a.state}>
                {a.name} · {t(`approval.taskState.${a.state}`)}{a.acted_at ? ` · ${formatDate(a.acted_at)}` : ''}{a.comment ? ` · ${a.comment}` : ''}
              </span>
            ))}
          </Flex>
        ),
      }))} />
      <Typography.Title level={5}>{t('approval.detail.chain')}</Typography.Title>
      <Timeline data-testid="approval-chain" items={approval.chain.map((entry) => {
        const action = `${label(CHAIN_ACTION_LABELS[entry.action])}${entry.to_staff_name ? ` ${t('approval.detail.to', { name: entry.to_staff_name })}` : ''}`;
        return {
          key: entry.id,
          children: (
            <span data-testid="approval-chain-entry" data-action={entry.action}>
              <Typography.Text strong>{entry.staff_name || t('approval.detail.system')}</Typography.Text>{' '}
              {entry.comment ? t('approval.detail.named', { what: action, name: entry.comment }) : action}
              <Typography.Text type="secondary"> · {formatDate(entry.created_at)}</Typography.Text>
            </span>
          ),
        };
      })} />
      <Space wrap>
        {can.approve === 1 && <Button type="primary" data-testid="approval-approve" onClick={() => setDialog('approve')}>{t('approval.action.approve')}</Button>}
        {can.reject === 1 && <Button danger data-testid="approval-reject" onClick={() => setDialog('reject')}>{t('approval.action.reject')}</Button>}
        {can.transfer === 1 && <Button data-testid="approval-transfer" onClick={() => setDialog('transfer')}>{t('approval.action.transfer')}</Button>}
        {can.note === 1 && <Button data-testid="approval-note-edit" onClick={() => setDialog('note')}>{t('approval.action.note')}</Button>}
        {can.withdraw === 1 && (
          <Popconfirm title={t('approval.withdrawConfirm')} onConfirm={() => operate.mutate({ id: approval.id, action: 'withdraw' })} okButtonProps={{ ...{ 'data-testid': 'approval-withdraw-ok' } }}>
            <Button data-testid="approval-withdraw" loading={operate.isPending}>{t('approval.action.withdraw')}</Button>
          </Popconfirm>
        )}
      </Space>
      {dialog && <OperateDialog approval={approval} action={dialog} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

function OperateDialog({ approval, action, onClose }: { approval: ApprovalDetail; action: Exclude<OperateAction, 'withdraw'>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(approvalOperate.input);
  const operate = useOperate();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => operate.mutateAsync({ id: approval.id, action, comment: v.comment ?? '', to_staff_id: action === 'transfer' ? v.to_staff_id ?? null : null }),
    onSaved: onClose,
  });
  const required = action === 'reject' ? [{ required: true, whitespace: true, message: t('approval.reason') }] : [];
  return (
    <FormDialog open title={t(`approval.action.${action}`)} form={form} onFinish={submit} saving={saving} onClose={onClose}
      testId="approval-dialog" okTestId="approval-dialog-ok" initialValues={action === 'note' ? { comment: approval.note } : {}}>
      {action === 'transfer' && (
        <Form.Item name="to_staff_id" label={t('approval.transferTo')} rules={[{ required: true, message: t('approval.transferTo') }]}>
          <StaffPicker data-testid="approval-transfer-to" exclude={approval.applicant_id} />
        </Form.Item>
      )}
      <Form.Item name="comment" label={t(action === 'reject' ? 'approval.reason' : action === 'note' ? 'approval.detail.note' : 'approval.comment')}
        rules={[...rules('comment'), ...required]}>
        <Input.TextArea rows={3} data-testid="approval-comment" />
      </Form.Item>
    </FormDialog>
  );
}

import { useState } from 'react';
import { Button, Card, Flex, Form, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  APPROVAL_ITEMS, APPROVER_KINDS, APPROVER_KIND_LABELS, OVERDUE_ACTIONS, OVERDUE_ACTION_LABELS, FLOW_STEPS_MAX, FlowStepInput, STEP_MODES,
  STEP_MODE_LABELS, type ApproverKind, type FlowDetail, type OverdueAction, type StepMode,
} from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { StaffPicker, useFormSubmit, useSchemaRules } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { APPROVAL_SET_PATH, flowIdOf } from './paths';
import { useFlow, useRoles, useSaveFlow } from './queries';

type StepValues = { approver_kind: ApproverKind; staff_id?: number; role_id?: number; mode: StepMode; hours?: number | null; action?: OverdueAction };
type Values = { enabled: boolean; steps: StepValues[] };

// A step's overdue rule as the contract checks it; its hours may be left empty (no rule).
const OVERDUE_FIELDS = FlowStepInput.shape.overdue.unwrap().unwrap().partial();

const toValues = (flow: FlowDetail): Values => ({
  enabled: flow.enabled === 1,
  steps: flow.steps.map((s) => ({
    approver_kind: s.approver_kind, staff_id: s.staff_id ?? undefined, role_id: s.role_id ?? undefined, mode: s.mode,
    hours: s.overdue?.hours ?? null, action: s.overdue?.action ?? 'approve',
  })),
});

// /approvals/release/{id}: the flow editor: on or off, and the ordered steps (add, remove, reorder), each with its
// approver kind, the person or role it names, its mode and its overdue rule.
export function FlowEditorPage() {
  const { pathname } = useLocation();
  // Taken once: the page stays mounted in its tab while another tab's path is shown.
  const [id] = useState(() => flowIdOf(pathname));
  const flow = useFlow(id);
  return flow.data ? <FlowEditor key={flow.data.version} flow={flow.data} reload={() => void flow.refetch()} /> : <Card loading data-testid="flow-editor" />;
}

function FlowEditor({ flow, reload }: { flow: FlowDetail; reload: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const overdueRules = useSchemaRules(OVERDUE_FIELDS);
  const roles = useRoles();
  // The saved steps' people, named before any search.
  const known = flow.steps.flatMap((s) => (s.approver_kind === 'staff' && s.staff_id ? [{ value: s.staff_id, label: s.target_name }] : []));
  const save = useSaveFlow();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => save.mutateAsync({
      action: 'save', id: flow.id, version: flow.version, enabled: v.enabled ? 1 : 0,
      steps: (v.steps ?? []).map((s) => ({
        approver_kind: s.approver_kind, staff_id: s.approver_kind === 'staff' ? s.staff_id ?? null : null,
        role_id: s.approver_kind === 'role' ? s.role_id ?? null : null, mode: s.mode,
        overdue: s.hours ? { hours: s.hours, action: s.action ?? 'approve' } : null,
      })),
    }),
    onSaved: () => showSuccess(t('approval.editor.saved')),
    reload,
  });
  const title = `${label(APPROVAL_ITEMS[flow.item_type].name)} · ${flow.store_id === null ? t('approval.set.company') : flow.store_name}`;
  return (
    <Card title={<span data-testid="flow-editor-title">{title}</span>} data-testid="flow-editor"
      extra={<Button onClick={() => void navigate(APPROVAL_SET_PATH)}>{t('approval.editor.back')}</Button>}>
      <Form form={form} layout="vertical" initialValues={toValues(flow)} onFinish={submit} data-testid="flow-form">
        <Form.Item name="enabled" label={t('approval.editor.enabled')} valuePropName="checked">
          <Switch data-testid="flow-enabled" />
        </Form.Item>
        <Form.List name="steps">
          {(fields, { add, remove, move }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => (
                <Card key={field.key} size="small" data-testid="flow-step" title={t('approval.detail.step', { step: index + 1 })}
                  extra={
                    <Space size={4}>
                      <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)} data-testid="flow-step-up">{t('approval.editor.up')}</Button>
                      <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} data-testid="flow-step-down">{t('approval.editor.down')}</Button>
                      <Button size="small" danger onClick={() => remove(index)} data-testid="flow-step-remove">{t('approval.editor.remove')}</Button>
                    </Space>
                  }>
                  <Flex gap={12} wrap>
                    <Form.Item name={[field.name, 'approver_kind']} label={t('approval.editor.kind')} rules={[{ required: true }]} style={{ minWidth: 200 }}>
                      <Select data-testid="flow-step-kind" options={APPROVER_KINDS.map((k) => ({ value: k, label: label(APPROVER_KIND_LABELS[k]) }))} />
                    </Form.Item>
                    <Form.Item noStyle dependencies={[['steps', field.name, 'approver_kind']]}>
                      {() => {
                        const kind = form.getFieldValue(['steps', field.name, 'approver_kind']) as ApproverKind | undefined;
                        if (kind === 'staff') {
                          return (
                            <Form.Item name={[field.name, 'staff_id']} label={t('approval.editor.person')} rules={[{ required: true, message: t('approval.editor.person') }]} style={{ minWidth: 220 }}>
                              <StaffPicker known={known} data-testid="flow-step-staff" />
                            </Form.Item>
                          );
                        }
                        if (kind === 'role') {
                          return (
                            <Form.Item name={[field.name, 'role_id']} label={t('approval.editor.role')} rules={[{ required: true, message: t('approval.editor.role') }]} style={{ minWidth: 160 }}>
                              <Select data-testid="flow-step-role" options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))} />
                            </Form.Item>
                          );
                        }
                        return null;
                      }}
                    </Form.Item>
                    <Form.Item name={[field.name, 'mode']} label={t('approval.editor.mode')} rules={[{ required: true }]} style={{ minWidth: 160 }}>
                      <Select data-testid="flow-step-mode" options={STEP_MODES.map((m) => ({ value: m, label: label(STEP_MODE_LABELS[m]) }))} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'hours']} label={t('approval.editor.overdue')} rules={overdueRules('hours')} style={{ width: 140 }}>
                      <InputNumber placeholder={t('approval.editor.noRule')} data-testid="flow-step-hours" style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'action']} label={t('approval.editor.overdueAction')} style={{ minWidth: 150 }}>
                      <Select data-testid="flow-step-overdue-action" options={OVERDUE_ACTIONS.map((a) => ({ value: a, label: label(OVERDUE_ACTION_LABELS[a]) }))} />
                    </Form.Item>
                  </Flex>
                </Card>
              ))}
              <Button disabled={fields.length >= FLOW_STEPS_MAX} onClick={() => add({ approver_kind: 'store_manager', mode: 'sequential', hours: null, action: 'approve' })}
                data-testid="flow-step-add">{t('approval.editor.addStep')}</Button>
            </Flex>
          )}
        </Form.List>
        <Typography.Paragraph />
        <Button type="primary" htmlType="submit" loading={saving} data-testid="flow-save">{t('approval.editor.save')}</Button>
      </Form>
    </Card>
  );
}

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newhouseAgentAdd, type NewhouseAgent } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { useAgentChange } from '../queries';

type Values = { name: string; phone: string; position: string; remark: string };

// Adds one of the developer's agents to the project, or changes one (`editing`, keeping its enabled state).
export function AgentForm({ projectId, editing, onClose }: { projectId: number; editing: NewhouseAgent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(newhouseAgentAdd.input, { phone: { pattern: t('newhouse.agent.phonePattern') } });
  const change = useAgentChange();
  const toInput = (v: Values) => ({ name: v.name, phone: v.phone, position: v.position ?? '', remark: v.remark ?? '' });
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => (editing
      ? change.update({ id: editing.id, version: editing.version, enabled: editing.enabled, ...toInput(v) })
      : change.add({ new_id: projectId, ...toInput(v) })),
    onSaved: () => {
      showSuccess(t('newhouse.agent.saved'));
      onClose();
    },
  });
  return (
    <FormDialog<Values> open title={editing ? t('newhouse.agent.editTitle') : t('newhouse.agent.addTitle')} form={form} onFinish={submit} saving={saving}
      onClose={onClose} initialValues={editing ?? {}} testId="agent-form" okTestId="agent-form-submit">
      <Form.Item name="name" label={t('newhouse.agent.name')} rules={rules('name')}><Input data-testid="agent-form-name" /></Form.Item>
      <Form.Item name="phone" label={t('newhouse.agent.phone')} rules={rules('phone')}><Input data-testid="agent-form-phone" /></Form.Item>
      <Form.Item name="position" label={t('newhouse.agent.position')} rules={rules('position')}><Input data-testid="agent-form-position" /></Form.Item>
      <Form.Item name="remark" label={t('newhouse.agent.remark')} rules={rules('remark')}><Input.TextArea rows={2} /></Form.Item>
    </FormDialog>
  );
}

import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { newhouseMan, type NewhouseItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDialog, StaffPicker, useFormSubmit } from '../../components/form';
import { picked, type Picked } from './pickers';
import { useInvalidateNewhouse } from './queries';

type Values = { manager: Picked | null };

// Names the project's responsible manager, or none when the picker is cleared.
export function ManagerDialog({ project, onClose }: { project: NewhouseItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateNewhouse();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(newhouseMan, { id: project.id, version: project.version, manager_id: v.manager?.value ?? null }).finally(() => void invalidate()),
    onSaved: () => {
      showSuccess(t('newhouse.project.managerSaved'));
      onClose();
    },
    fieldNames: { manager_id: 'manager' },
  });
  return (
    <FormDialog<Values> open title={t('newhouse.project.managerTitle')} form={form} onFinish={submit} saving={saving} onClose={onClose}
      initialValues={{ manager: picked(project.manager_id, project.manager_name) }} testId="newhouse-manager-dialog" okTestId="newhouse-manager-submit">
      <Form.Item name="manager" label={t('newhouse.project.managerTitle')}>
        <StaffPicker labelInValue placeholder={t('newhouse.project.managerNone')} data-testid="newhouse-manager-picker" />
      </Form.Item>
    </FormDialog>
  );
}

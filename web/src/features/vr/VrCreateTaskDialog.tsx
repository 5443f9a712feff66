import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { vrCreateTask, type DataOf, type vrTasks } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../components/form';
import { useInvalidateVr } from './queries';

type Values = { vr_user_id: number };
type Photographer = DataOf<typeof vrTasks>['photographers'][number];

// Orders a VR shoot of the house from one of the active VR accounts; the server takes the shoot from a package.
export function VrCreateTaskDialog({ open, houseId, photographers, onClose }: {
  open: boolean; houseId: number; photographers: Photographer[]; onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(vrCreateTask.input);
  const invalidate = useInvalidateVr();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(vrCreateTask, { house_id: houseId, vr_user_id: v.vr_user_id }),
    onSaved: () => {
      showSuccess(t('vr.created'));
      void invalidate();
      onClose();
    },
  });
  return (
    <FormDialog open={open} title={t('vr.createTitle')} form={form} onFinish={submit} saving={saving} onClose={onClose}
      testId="vr-create-dialog" formTestId="vr-create-form" okTestId="vr-create-submit">
      {photographers.length === 0 && <Typography.Paragraph type="warning">{t('vr.noPhotographers')}</Typography.Paragraph>}
      <Form.Item name="vr_user_id" label={t('vr.photographer')} rules={rules('vr_user_id')}>
        <Select data-testid="vr-create-photographer" showSearch={{ optionFilterProp: 'label' }}
          options={photographers.map((p) => ({ value: p.id, label: p.store_name ? `${p.staff_name}（${p.store_name}）` : p.staff_name }))} />
      </Form.Item>
    </FormDialog>
  );
}

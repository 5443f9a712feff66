import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { vrAddUser } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDialog, StaffPicker, useFormSubmit, useSchemaRules } from '../../components/form';
import { useInvalidateVr } from './queries';

type Values = { staff_id: number };

// Opens a VR account for a working staff member (a disabled one of theirs is enabled again).
export function VrAddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(vrAddUser.input);
  const invalidate = useInvalidateVr();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(vrAddUser, { staff_id: v.staff_id }),
    onSaved: () => {
      showSuccess(t('vr.accounts.added'));
      void invalidate();
      onClose();
    },
  });
  return (
    <FormDialog open={open} title={t('vr.accounts.addTitle')} form={form} onFinish={submit} saving={saving} onClose={onClose}
      testId="vr-add-dialog" formTestId="vr-add-form" okTestId="vr-add-submit">
      <Form.Item name="staff_id" label={t('vr.accounts.staff')} rules={rules('staff_id')}>
        <StaffPicker data-testid="vr-add-staff" />
      </Form.Item>
    </FormDialog>
  );
}

import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_RELATE_ROLES, STAFF_RELATE_ROLE_LABELS, type StaffRelateItem, type StaffRelateRole } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FormDialog, StaffPicker, useFormSubmit } from '../../../components/form';
import { useEnumOptions } from '../../house/options';
import { picked, ProjectPicker, type Picked } from '../pickers';
import { useStaffRelateChange } from '../queries';

type Values = { project: Picked | null; person: Picked | null; role: StaffRelateRole };

// Links a staff member to a project in a role, or changes the role of a link (`editing`: one link per person and
// project, so saving the same pair again changes it).
export function LinkageForm({ editing, project = null, onClose }: { editing: StaffRelateItem | null; project?: Picked | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const options = useEnumOptions();
  const { save } = useStaffRelateChange();
  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => save({ new_id: v.project?.value ?? 0, user_id: v.person?.value ?? 0, role: v.role }),
    onSaved: () => {
      showSuccess(t('newhouse.linkage.saved'));
      onClose();
    },
    fieldNames: { new_id: 'project', user_id: 'person' },
  });
  const required = [{ required: true, message: t('common.required') }];
  const initial: Partial<Values> = editing
    ? { project: picked(editing.newhouse_id, editing.newhouse_name), person: picked(editing.user_id, editing.user_name), role: editing.role }
    : { project, person: null, role: 'resident' };
  return (
    <FormDialog<Values> open title={editing ? t('newhouse.linkage.editTitle') : t('newhouse.linkage.addTitle')} form={form} onFinish={submit} saving={saving}
      onClose={onClose} initialValues={initial} testId="linkage-form" okTestId="linkage-form-submit">
      <Form.Item name="project" label={t('newhouse.linkage.project')} rules={required}>
        <ProjectPicker placeholder={t('newhouse.linkage.project')} testId="linkage-form-project" disabled={editing !== null} />
      </Form.Item>
      <Form.Item name="person" label={t('newhouse.linkage.person')} rules={required}>
        <StaffPicker labelInValue placeholder={t('newhouse.linkage.person')} data-testid="linkage-form-person" disabled={editing !== null} />
      </Form.Item>
      <Form.Item name="role" label={t('newhouse.linkage.role')} rules={required}>
        <Select options={options(STAFF_RELATE_ROLES, STAFF_RELATE_ROLE_LABELS)} data-testid="linkage-form-role" />
      </Form.Item>
    </FormDialog>
  );
}

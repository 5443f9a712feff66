import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_ROLE_LABELS, staffRoleAdd, staffRoleUpdate, type HouseRoleHolder } from '@brokerage/contract';
import { api } from '../../api/client';
import { StaffPicker } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { useHouseChange } from '../house/detail/useHouseChange';

type Values = { staff_id: number };

// Gives a role to a member of staff (picked from the staff list), or hands it to another.
export function RoleDialog({ houseId, version, holder, onClose }: {
  houseId: number; version: number; holder: HouseRoleHolder; onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const adding = holder.staff_id === null;
  const role = label(HOUSE_ROLE_LABELS[holder.role]);
  const save = useHouseChange(
    (v: Values) => (adding
      ? api(staffRoleAdd, { house_id: houseId, role: holder.role, staff_id: v.staff_id, version })
      : api(staffRoleUpdate, { house_id: houseId, role: holder.role, staff_id: v.staff_id, version })),
    adding ? t('houseRole.assigned') : t('houseRole.changed'),
    onClose,
  );
  return (
    <Modal open title={adding ? t('houseRole.dialogAssign', { role }) : t('houseRole.dialogChange', { role })} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={save.isPending} okButtonProps={{ 'data-testid': 'role-dialog-ok' }} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="staff_id" label={t('houseRole.person')} rules={[{ required: true, message: t('houseRole.personRequired') }]}>
          <StaffPicker data-testid="role-dialog-person" placeholder={t('houseRole.personSearch')} allowClear={false} exclude={holder.staff_id} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Form, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_ROLE_LABELS, staffRoleAdd, staffRoleUpdate, type HouseRoleHolder } from '@brokerage/contract';
import { api } from '../../api/client';
import { useLabel } from '../../i18n/useLabel';
import { useStaffSearch } from '../house/queries';
import { useHouseChange } from '../house/detail/useHouseChange';

const MAX_KEYWORD = 50;
type Values = { staff_id: number };

// Gives a role to a member of staff (picked from the staff list), or hands it to another.
export function RoleDialog({ houseId, version, holder, onClose }: {
  houseId: number; version: number; holder: HouseRoleHolder; onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const staff = useStaffSearch(keyword);
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
          <Select
            data-testid="role-dialog-person"
            placeholder={t('houseRole.personSearch')}
            loading={staff.isFetching}
            notFoundContent={staff.isFetching ? <Spin size="small" /> : undefined}
            options={(staff.data ?? []).filter((s) => s.id !== holder.staff_id).map((s) => ({ value: s.id, label: `${s.name}${s.store_name ? ` · ${s.store_name}` : ''}` }))}
            showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

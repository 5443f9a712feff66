import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Flex, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_ROLE_LABELS, isRowRole, staffRoleUpdate, type HouseDetail, type HouseRoleHolder } from '@brokerage/contract';
import { api } from '../../api/client';
import { usePermission } from '../../app/permission';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { useCanPickStaff } from '../house/queries';
import { useHouseChange } from '../house/detail/useHouseChange';
import { RoleDialog } from './RoleDialog';
import { useHouseRoles } from './queries';

// The six people of a house (recorder, maintainer, rental agent, key holder, surveyor, VR surveyor). Changing them
// needs houserole:edit and the staff list to pick from; without either the tab only shows them.
export function RolesTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const roles = useHouseRoles(house.id);
  const canEdit = usePermission(['houserole:edit']);
  const canPick = useCanPickStaff();
  const editable = canEdit && canPick;
  const [editing, setEditing] = useState<HouseRoleHolder | null>(null);
  const version = roles.data?.version ?? house.version;
  const clear = useHouseChange(
    (holder: HouseRoleHolder) => api(staffRoleUpdate, { house_id: house.id, role: holder.role, staff_id: null, version }),
    t('houseRole.cleared'),
  );

  return (
    <Flex vertical gap={12} data-testid="house-roles">
      {canEdit && !canPick && <Alert type="info" showIcon title={t('houseRole.readOnly')} />}
      <Table<HouseRoleHolder>
        rowKey="role"
        size="middle"
        pagination={false}
        loading={roles.isFetching}
        dataSource={roles.data?.list ?? []}
        onRow={(holder) => ({ 'data-testid': `house-role-${holder.role}` } as HTMLAttributes<HTMLElement>)}
        columns={[
          { key: 'role', title: t('houseRole.role'), render: (_, h) => label(HOUSE_ROLE_LABELS[h.role]) },
          {
            key: 'holder', title: t('houseRole.holder'),
            render: (_, h) => (h.staff_id === null ? <span style={{ color: '#999' }}>{t('houseRole.nobody')}</span> : <span data-testid="house-role-holder">{h.staff_name}</span>),
          },
          { key: 'store', title: t('houseRole.store'), render: (_, h) => h.store_name || '—' },
          { key: 'since', title: t('houseRole.since'), render: (_, h) => (h.since ? formatDate(h.since, 'YYYY-MM-DD') : '—') },
          ...(editable ? [{
            key: 'actions', title: t('houseRole.actions'),
            render: (_: unknown, h: HouseRoleHolder) => (
              <Flex gap={4}>
                <Button size="small" type="link" onClick={() => setEditing(h)} data-testid="house-role-edit">
                  {h.staff_id === null ? t('houseRole.assign') : t('houseRole.change')}
                </Button>
                {h.staff_id !== null && !isRowRole(h.role) && (
                  <Popconfirm title={t('houseRole.clearConfirm')} onConfirm={() => clear.mutate(h)} okButtonProps={{ 'data-testid': 'house-role-clear-ok' }}>
                    <Button size="small" type="link" danger data-testid="house-role-clear">{t('houseRole.clear')}</Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          }] : []),
        ]}
      />
      {editing && <RoleDialog houseId={house.id} version={version} holder={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OWNER_RELATION_LABELS, type HouseDetail, type OwnerItem } from '@brokerage/contract';
import { Permission, usePermission } from '../../app/permission';
import { ListView, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { OwnerDialog } from './OwnerDialog';
import { PhoneReveal } from './PhoneReveal';
import { CallButton } from '../phone-call/CallButton';
import { useOwners } from './queries';

// The owners of the house: relation, masked phones (each revealed on its own with phone:view, called with phone:call),
// masked ID number.
export function OwnersTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const owners = useOwners(house.id);
  const canEdit = usePermission(['owner:edit']);
  const [editing, setEditing] = useState<{ owner: OwnerItem | null } | null>(null);
  const columns: ListColumn<OwnerItem>[] = [
    { key: 'name', title: t('houseOwner.name'), card: 'title', render: (_, o) => <span data-testid="owner-name">{o.name}</span> },
    { key: 'relation', title: t('houseOwner.relation'), render: (_, o) => <span data-testid="owner-relation">{label(OWNER_RELATION_LABELS[o.relation])}</span> },
    {
      key: 'phones', title: t('houseOwner.phones'),
      render: (_, o) => (
        <Flex vertical>
          {o.phones.map((p) => (
            <Flex key={p.index} align="center" wrap>
              <PhoneReveal ownerId={o.id} index={p.index} masked={p.masked} />
              <CallButton ownerId={o.id} index={p.index} masked={p.masked} />
            </Flex>
          ))}
        </Flex>
      ),
    },
    { key: 'id', title: t('houseOwner.idNumber'), render: (_, o) => <span data-testid="owner-id-number">{o.id_number}</span> },
    { key: 'remark', dataIndex: 'remark', title: t('houseOwner.remark') },
    { key: 'by', dataIndex: 'created_by_name', title: t('houseOwner.createdBy') },
    ...(canEdit ? [{
      key: 'actions', title: t('houseOwner.actions'), card: 'actions' as const,
      render: (_: unknown, o: OwnerItem) => (
        <Button type="link" size="small" onClick={() => setEditing({ owner: o })} data-testid="owner-edit">{t('house.common.edit')}</Button>
      ),
    }] : []),
  ];

  return (
    <Flex vertical gap={12} data-testid="house-owners">
      <Permission codes={['owner:edit']}>
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ owner: null })} data-testid="owner-add">{t('houseOwner.add')}</Button>
        </Flex>
      </Permission>
      <ListView testId="owner-table" rowKey="id" size="small" columns={columns} source={owners} empty={t('houseOwner.empty')} />
      {editing && <OwnerDialog houseId={house.id} owner={editing.owner} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
